import type { PublicBooking } from '../../../contracts/online-booking.ts';
import { formatMoment } from '../../lib/local-date.ts';
import { formatMoney } from '../../lib/money.ts';
import { useDepositI18n, type DepositMessageKey } from '../i18n/deposit-i18n.ts';
import { managePath } from '../lib/booking-api.ts';
import { isActive } from '../lib/manage-flow.ts';
import { PayStep } from '../steps/pay-step.tsx';

type Translate = ReturnType<typeof useDepositI18n>['tr'];
type Status = NonNullable<PublicBooking['deposit']>['status'];

const STATE_KEYS: Record<Status, DepositMessageKey> = {
  pending: 'deposit.state.pending',
  paid: 'deposit.state.paid',
  expired: 'deposit.state.expired',
  kept: 'deposit.state.kept',
  refunding: 'deposit.state.refunding',
  refunded: 'deposit.state.refunded',
};

/** The booking's deposit as a row of its details: the amount and where it stands. */
export function depositRows(booking: PublicBooking, tr: Translate, language: string) {
  const { deposit } = booking;
  if (!deposit) return [];
  const amount = formatMoney(deposit.amountCents, booking.business.currency, language);
  return [
    {
      label: tr('deposit.state.label'),
      value: <span data-testid="deposit-state">{tr(STATE_KEYS[deposit.status], { amount })}</span>,
    },
  ];
}

/**
 * On the manage link, under the booking: a deposit still to pay, with the pay step again while the
 * time is held; a paid one, with until when a cancellation gets it back. `onSettled`: paid or
 * released meanwhile (the page reads the booking again).
 */
export function ManageDeposit({
  booking,
  token,
  onSettled,
}: {
  booking: PublicBooking;
  token: string;
  onSettled: () => void;
}) {
  const { tr, language } = useDepositI18n();
  const { deposit, business } = booking;
  if (!deposit || !isActive(booking)) return null;
  if (deposit.status === 'pending') {
    return (
      <div className="sm:rounded-xl sm:border sm:border-primary/30 sm:p-4">
        <PayStep
          token={token}
          initial={deposit}
          currency={business.currency}
          returnUrl={`${window.location.origin}${managePath(business.id, token)}`}
          onSettled={onSettled}
          heading="h3"
        />
      </div>
    );
  }
  if (deposit.status !== 'paid' || !deposit.refundableUntil) return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="deposit-refund-rule">
      {deposit.onCustomerCancel === 'refund'
        ? tr('deposit.state.refundUntil', {
            when: formatMoment(deposit.refundableUntil, business.timeZone, language, false),
          })
        : tr('deposit.state.keepNow')}
    </p>
  );
}
