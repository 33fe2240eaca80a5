import type { PublicDeposit } from '../../../contracts/deposits.ts';
import type { PublicBusiness } from '../../../contracts/online-booking.ts';
import { NETWORK_ERROR } from '../../public-pages/lib/public-api.ts';

/*
 * A booking's deposit as the booking page and the manage link show it (docs/deposits.md): what a
 * visit asks before it is booked, what the pay step shows while the time is held, and what a
 * cancellation would do to it. The server decides every state; the page only reads them.
 */

export type DepositMethod = 'pix' | 'card';

/** How often the pay step asks the server whether the deposit was paid. */
export const DEPOSIT_POLL_MS = 3000;

/** When to ask again after an answer (null: it came) or a failure's HTTP status: later when asked to slow down. */
export const nextPollDelay = (failedStatus: number | null) => (failedStatus === 429 ? 30_000 : DEPOSIT_POLL_MS);

/**
 * The deposit the chosen services ask, by each service's own rule (none: 0). The booking's answer
 * has the final amount: a client with recent no-shows may be asked more.
 */
export function visitDepositCents(services: readonly Pick<PublicBusiness['services'][number], 'depositCents'>[]) {
  return services.reduce((total, service) => total + (service.depositCents ?? 0), 0);
}

/** The time left of a hold, as a clock: '12:34', '1:02:03' past an hour, '0:00' once it is over. */
export function formatCountdown(milliseconds: number): string {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The time left until the hold ends, in milliseconds (0 or less: it is over). */
export const holdLeft = (deposit: Pick<PublicDeposit, 'expiresAt'>, now: Date) =>
  Date.parse(deposit.expiresAt) - now.getTime();

/**
 * What the page shows for a booking's deposit right after booking: the pay step while it waits for
 * payment and the hold lasts; the time released once the hold is over (a payment that arrives too
 * late is refunded); the confirmed booking once paid.
 */
export type DepositView = 'pay' | 'released' | 'paid';

export function depositView(deposit: Pick<PublicDeposit, 'status' | 'expiresAt'>, now: Date): DepositView {
  if (deposit.status === 'paid') return 'paid';
  if (deposit.status === 'pending') return holdLeft(deposit, now) > 0 ? 'pay' : 'released';
  return 'released';
}

/** What cancelling now would do to the deposit, as the cancel dialog says it before the customer confirms. */
export type CancelDepositOutcome =
  | { kind: 'refund'; amountCents: number; until: string | null }
  /** Within the cancellation window: `hours` before the start, the deposit is no longer refunded. */
  | { kind: 'keep'; amountCents: number; hours: number | null }
  /** Not paid yet: cancelling releases the time, nothing was taken. */
  | { kind: 'unpaid' };

export function cancelDepositOutcome(
  deposit: Pick<PublicDeposit, 'status' | 'amountCents' | 'onCustomerCancel' | 'refundableUntil'> | undefined,
  startsAt: string,
): CancelDepositOutcome | null {
  if (!deposit) return null;
  if (deposit.status === 'pending') return { kind: 'unpaid' };
  if (deposit.status !== 'paid' || !deposit.onCustomerCancel) return null;
  const { amountCents, refundableUntil } = deposit;
  if (deposit.onCustomerCancel === 'refund') return { kind: 'refund', amountCents, until: refundableUntil };
  // The window is how long before the start the refunds stop.
  const hours = refundableUntil ? Math.round((Date.parse(startsAt) - Date.parse(refundableUntil)) / 3_600_000) : null;
  return { kind: 'keep', amountCents, hours: hours !== null && hours > 0 ? hours : null };
}

/** The key of the words that explain why paying failed (the server's own words stay for anything else). */
export function payFailureKey(code: string): 'notPayable' | 'unavailable' | 'network' | null {
  if (code === 'DEPOSIT_NOT_PAYABLE') return 'notPayable';
  if (code === 'PAYMENTS_UNAVAILABLE') return 'unavailable';
  if (code === NETWORK_ERROR) return 'network';
  return null;
}
