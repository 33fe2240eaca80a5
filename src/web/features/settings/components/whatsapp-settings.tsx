import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useWhatsAppSettings } from '../api/get-whatsapp-settings.ts';
import { useUpdateWhatsAppSettings } from '../api/update-whatsapp-settings.ts';
import { WhatsAppMessageSwitches } from './whatsapp-message-switches.tsx';
import { WhatsAppPreviews } from './whatsapp-previews.tsx';
import { WhatsAppUsageFigures } from './whatsapp-usage.tsx';

/**
 * The settings' WhatsApp card (docs/whatsapp.md): where the messages go, each message type on or
 * off and the reminder's lead time, this month's messages, and every message's preview.
 */
export function WhatsAppSettings({ businessName, timeZone }: { businessName: string; timeZone: string }) {
  const { t } = useTranslation();
  const query = useWhatsAppSettings();
  const update = useUpdateWhatsAppSettings();

  if (query.isPending)
    return (
      <div role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <Spinner />
        {t('common.loading')}
      </div>
    );
  if (query.isError)
    return (
      <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );

  const settings = query.data;
  return (
    <div className="space-y-8">
      <Alert variant={settings.delivery === 'test' ? 'warning' : 'info'}>
        <p>
          {settings.delivery === 'test' ? t('whatsappSettings.delivery.test') : t('whatsappSettings.delivery.platform')}
        </p>
        {settings.testPage && (
          <p>
            <Link to="/whatsapp-teste" className="font-medium text-link underline underline-offset-2">
              {t('whatsappSettings.delivery.openTest')}
            </Link>
          </p>
        )}
      </Alert>
      <section aria-labelledby="whatsapp-messages-title">
        <h3 id="whatsapp-messages-title" className="font-semibold text-foreground">
          {t('whatsappSettings.messages.title')}
        </h3>
        <p className="mb-3 mt-1 text-sm text-muted-foreground">{t('whatsappSettings.messages.description')}</p>
        <WhatsAppMessageSwitches
          settings={settings}
          save={(change) => update.mutateAsync(change)}
          pending={update.isPending}
          pendingChange={update.variables}
        />
      </section>
      <WhatsAppUsageFigures usage={settings.usage} />
      <WhatsAppPreviews businessName={businessName} timeZone={timeZone} settings={settings} />
    </div>
  );
}
