import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateWhatsAppSettingsBody } from '../../../../contracts/whatsapp-settings.ts';
import { whatsAppLanguage, type WhatsAppLanguage } from '../../../../core/whatsapp.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { TEMPLATE_SETTING, whatsAppPreviews } from '../lib/whatsapp-previews.ts';

/**
 * Every message as a client's phone shows it — a bubble with its footer, and the confirmation's
 * quick-reply buttons under it — in either language, whatever the page's.
 */
export function WhatsAppPreviews({
  businessName,
  timeZone,
  settings,
}: {
  businessName: string;
  timeZone: string;
  settings: UpdateWhatsAppSettingsBody;
}) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<WhatsAppLanguage>(() => whatsAppLanguage(currentLanguage()));
  const [now] = useState(() => new Date());
  const previews = useMemo(
    () => whatsAppPreviews({ businessName, timeZone, now, language, origin: window.location.origin }),
    [businessName, timeZone, now, language],
  );
  return (
    <section aria-labelledby="whatsapp-previews-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 max-w-xl">
          <h3 id="whatsapp-previews-title" className="font-semibold text-foreground">
            {t('whatsappSettings.preview.title')}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{t('whatsappSettings.preview.description')}</p>
        </div>
        <SegmentedControl
          label={t('whatsappSettings.preview.language')}
          value={language}
          onValueChange={setLanguage}
          options={[
            { value: 'pt_BR', label: t('whatsappSettings.preview.languages.pt_BR') },
            { value: 'en_US', label: t('whatsappSettings.preview.languages.en_US') },
          ]}
        />
      </div>
      <ul
        lang={language === 'pt_BR' ? 'pt-BR' : 'en-US'}
        className="mt-3 grid gap-4 rounded-2xl bg-muted/60 p-3 sm:p-4 lg:grid-cols-2"
      >
        {previews.map((preview) => {
          const setting = TEMPLATE_SETTING[preview.template];
          const off = setting !== null && !settings[setting];
          return (
            <li key={preview.template} className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <h4 className="text-xs font-semibold text-muted-foreground">{preview.title}</h4>
                {off && (
                  <Badge variant="outline" lang={currentLanguage()}>
                    {t('whatsappSettings.preview.off')}
                  </Badge>
                )}
              </div>
              <div className="mt-1 flex w-fit max-w-full flex-col gap-1 sm:max-w-[92%]">
                <div
                  className={cn(
                    'rounded-2xl rounded-tl-sm border bg-card px-3 py-2 text-sm text-foreground shadow-sm',
                    off ? 'border-dashed border-muted-foreground/50' : 'border-border',
                  )}
                >
                  <p className="whitespace-pre-wrap break-words">{preview.body}</p>
                  <p className="mt-2 text-xs text-muted-foreground">{preview.footer}</p>
                </div>
                {preview.buttons.length > 0 && (
                  <ul aria-label={t('whatsappSettings.preview.buttons')} className="flex gap-1">
                    {preview.buttons.map((label) => (
                      <li
                        key={label}
                        className="min-w-0 flex-1 truncate rounded-xl border border-border bg-card px-1 py-1.5 text-center text-sm font-medium text-emerald-800 dark:text-emerald-200"
                      >
                        {label}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
