import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionResponse } from '../../../../contracts/subscription.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import { showToast } from '../../../lib/toast.ts';

/**
 * Cancels at the end of the paid period, after saying that access continues until then; once
 * cancelling, the same place resumes the subscription. The way back reads 'Manter assinatura':
 * 'Cancelar' next to 'Cancelar assinatura' would read as the same thing.
 */
export function CancelSubscription({
  subscription,
  formatDate,
}: {
  subscription: SubscriptionResponse;
  formatDate: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);

  const submit = async (cancelAtPeriodEnd: boolean) => {
    try {
      await cancel.mutateAsync({ cancelAtPeriodEnd });
    } catch (error) {
      showToast('error', t('billing.cancel.error'), error instanceof Error ? error.message : undefined);
      return;
    }
    setConfirming(false);
    if (cancelAtPeriodEnd) showToast('success', t('billing.cancel.done'), t('billing.cancel.doneDetail'));
    else showToast('success', t('billing.cancel.resumed'), t('billing.cancel.resumedDetail'));
  };

  if (subscription.cancelAtPeriodEnd) {
    return (
      <Button onClick={() => void submit(false)} disabled={cancel.isPending}>
        {cancel.isPending ? t('billing.actions.resuming') : t('billing.actions.resume')}
      </Button>
    );
  }

  const end = subscription.currentPeriodEnd;
  return (
    <>
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        {/* The ghost variant sets the text colour; cn() does not merge classes, so the colour goes inside. */}
        <span className="text-destructive">{t('billing.actions.cancel')}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('billing.cancel.title')}
        description={
          end ? t('billing.cancel.description', { date: formatDate(end) }) : t('billing.cancel.descriptionNoDate')
        }
        cancelLabel={t('billing.cancel.keep')}
        confirmLabel={t('billing.cancel.confirm')}
        pendingLabel={t('billing.cancel.confirming')}
        pending={cancel.isPending}
        onConfirm={() => void submit(true)}
      />
    </>
  );
}
