import { useTranslation } from 'react-i18next';
import type { WhatsAppUsage } from '../../../../contracts/whatsapp-settings.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { formatDay } from '../../../lib/local-date.ts';

/** This month's messages by WhatsApp's categories: shown, never a limit (every plan has unlimited WhatsApp). */
export function WhatsAppUsageFigures({ usage }: { usage: WhatsAppUsage }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const count = new Intl.NumberFormat(language);
  const { sent } = usage;
  const figures = [
    {
      key: 'utility',
      label: t('whatsappSettings.usage.utility'),
      hint: t('whatsappSettings.usage.utilityHint'),
      value: sent.utility,
    },
    {
      key: 'service',
      label: t('whatsappSettings.usage.service'),
      hint: t('whatsappSettings.usage.serviceHint'),
      value: sent.service,
    },
    // Agendo sends neither: they show only if WhatsApp ever counts one.
    ...(sent.marketing > 0
      ? [{ key: 'marketing', label: t('whatsappSettings.usage.marketing'), value: sent.marketing }]
      : []),
    ...(sent.authentication > 0
      ? [{ key: 'authentication', label: t('whatsappSettings.usage.authentication'), value: sent.authentication }]
      : []),
    {
      key: 'received',
      label: t('whatsappSettings.usage.received'),
      hint: t('whatsappSettings.usage.receivedHint'),
      value: usage.received,
    },
  ];
  return (
    <section aria-labelledby="whatsapp-usage-title">
      <h3 id="whatsapp-usage-title" className="font-semibold text-foreground">
        {t('whatsappSettings.usage.title', {
          month: formatDay(`${usage.month}-01`, language, { month: 'long', year: 'numeric' }),
        })}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{t('whatsappSettings.usage.description')}</p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.key} className="rounded-xl border border-border p-3">
            <dt className="text-sm font-medium text-foreground">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums text-foreground">{count.format(figure.value)}</dd>
            {'hint' in figure && <dd className="mt-1 text-xs text-muted-foreground">{figure.hint}</dd>}
          </div>
        ))}
      </dl>
      {usage.failed > 0 && (
        <p className="mt-2 text-sm text-muted-foreground">
          {t('whatsappSettings.usage.failed', { count: usage.failed })}
        </p>
      )}
    </section>
  );
}
