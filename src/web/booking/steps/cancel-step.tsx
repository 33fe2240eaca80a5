import { useId, type RefObject } from 'react';
import type { PublicBooking } from '../../../contracts/online-booking.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDepositI18n } from '../i18n/deposit-i18n.ts';
import { formatMoment, formatWhen } from '../../lib/local-date.ts';
import { formatMoney } from '../../lib/money.ts';
import { cancelDepositOutcome } from '../lib/deposit.ts';
import { isVisit } from '../lib/visit.ts';

/**
 * The question before a booking (a visit: all its services) is cancelled, in a modal dialog that
 * keeps the booking by default — with what the cancellation does to its deposit, if any.
 */
export function CancelStep({
  dialogRef,
  booking,
  cancelling,
  onConfirm,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  booking: PublicBooking;
  cancelling: boolean;
  onConfirm: () => void;
}) {
  const { tr, language } = useDepositI18n();
  const id = useId();
  const deposit = cancelDepositOutcome(booking.deposit, booking.startsAt);
  const money = (cents: number) => formatMoney(cents, booking.business.currency, language);
  const visit = isVisit(booking);
  // After the services' names the day goes in lower case; alone it starts the sentence.
  const when = formatWhen(booking.startsAt, booking.endsAt, booking.business.timeZone, language, !visit);
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-cancel-title`}
      aria-describedby={`${id}-cancel-text`}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl backdrop:bg-black/50"
    >
      <h2 id={`${id}-cancel-title`} className="text-lg font-semibold text-foreground">
        {visit ? tr('manage.cancelVisitTitle') : tr('manage.cancelConfirmTitle')}
      </h2>
      <p id={`${id}-cancel-text`} className="mt-2 text-sm text-muted-foreground">
        {visit
          ? tr('manage.cancelVisitText', { services: booking.serviceName, when })
          : tr('manage.cancelConfirmText', { when })}
      </p>
      {deposit && (
        <p
          className="mt-3 rounded-lg border border-border bg-muted/40 p-3 text-sm text-foreground"
          data-testid="cancel-deposit"
        >
          {deposit.kind === 'unpaid'
            ? tr('deposit.cancel.unpaid')
            : deposit.kind === 'refund'
              ? tr('deposit.cancel.refund', { amount: money(deposit.amountCents) })
              : deposit.hours
                ? tr('deposit.cancel.keep', { amount: money(deposit.amountCents), hours: deposit.hours })
                : tr('deposit.cancel.keepNoHours', { amount: money(deposit.amountCents) })}
          {deposit.kind === 'refund' && deposit.until
            ? ` ${tr('deposit.cancel.refundUntil', { when: formatMoment(deposit.until, booking.business.timeZone, language, false) })}`
            : ''}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" autoFocus onClick={() => dialogRef.current?.close()} disabled={cancelling}>
          {tr('manage.keep')}
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={cancelling}>
          {cancelling && <Spinner className="size-4 text-destructive-foreground" />}
          {tr('manage.cancelConfirm')}
        </Button>
      </div>
    </dialog>
  );
}
