import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionResponse } from '../../../../contracts/subscription.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { useCancelSubscription } from '../../../lib/api/billing.ts';
import { showToast } from '../../../lib/toast.ts';

/**
 * Cancels at the end of the paid period, after saying that access continues until then; once
 * cancelling, the same place resumes the subscription. Its own dialog rather than ConfirmDialog:
 * that one's 'Cancelar' next to 'Cancelar assinatura' would read as the same thing.
 */
export function CancelSubscription({ subscription, formatDate }: { subscription: SubscriptionResponse; formatDate: (iso: string) => string }) {
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
    <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost">
          {/* The ghost variant sets the text colour; cn() does not merge classes, so the colour goes inside. */}
          <span className="text-destructive">{t('billing.actions.cancel')}</span>
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[1px]" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold">{t('billing.cancel.title')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {end ? t('billing.cancel.description', { date: formatDate(end) }) : t('billing.cancel.descriptionNoDate')}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>{t('billing.cancel.keep')}</AlertDialog.Cancel>
            <Button variant="destructive" disabled={cancel.isPending} onClick={() => void submit(true)}>
              {cancel.isPending ? t('billing.cancel.confirming') : t('billing.cancel.confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
