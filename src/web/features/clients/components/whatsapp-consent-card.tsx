import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientWhatsApp } from '../../../../contracts/clients.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUpdateClient } from '../api/update-client.ts';

/**
 * Whether the client gets appointment messages on WhatsApp: when and where they agreed, with the
 * words they agreed to, or since when they get none; the front desk may withdraw a standing consent.
 */
export function WhatsAppConsentCard({
  client,
  format,
  mayChange,
}: {
  client: { id: string; fullName: string; whatsapp: ClientWhatsApp };
  /** A date and time on the business's clock. */
  format: (iso: string) => string;
  mayChange: boolean;
}) {
  const { t } = useTranslation();
  const update = useUpdateClient();
  const [confirming, setConfirming] = useState(false);
  const { consentAt, consentWords, consentSource, optedOutAt } = client.whatsapp;
  const standing = consentAt !== null && optedOutAt === null;

  const withdraw = async () => {
    try {
      await update.mutateAsync({ id: client.id, body: { whatsappConsent: null } });
      showToast('success', t('clients.whatsapp.withdrawn'), client.fullName);
      setConfirming(false);
    } catch (error) {
      showToast('error', t('clients.whatsapp.withdrawError'), errorMessage(error));
    }
  };

  return (
    <Card role="region" aria-labelledby="client-whatsapp" data-testid="client-whatsapp">
      <CardHeader className="pb-3">
        <CardTitle id="client-whatsapp" className="flex items-center gap-2 text-lg">
          <MessageCircle className="size-5 text-muted-foreground" aria-hidden="true" />
          {t('clients.whatsapp.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        {optedOutAt !== null ? (
          <p>{t('clients.whatsapp.optedOut', { date: format(optedOutAt) })}</p>
        ) : consentAt !== null ? (
          <p>
            {t('clients.whatsapp.consented', {
              date: format(consentAt),
              source:
                consentSource === 'booking_page'
                  ? t('clients.whatsapp.sourceBookingPage')
                  : t('clients.whatsapp.sourceFrontDesk'),
            })}
          </p>
        ) : (
          <p className="text-muted-foreground">{t('clients.whatsapp.none')}</p>
        )}
        {consentWords && (
          <p className="text-muted-foreground">{t('clients.whatsapp.words', { words: consentWords })}</p>
        )}
        {standing && mayChange && (
          <Button variant="outline" size="sm" className="mt-1" onClick={() => setConfirming(true)}>
            {t('clients.whatsapp.withdraw')}
          </Button>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('clients.whatsapp.withdrawTitle')}
        description={t('clients.whatsapp.withdrawDescription', { name: client.fullName })}
        confirmLabel={t('clients.whatsapp.withdraw')}
        pending={update.isPending}
        onConfirm={() => void withdraw()}
      />
    </Card>
  );
}
