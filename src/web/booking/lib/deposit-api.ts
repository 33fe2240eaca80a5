import type { PublicDeposit } from '../../../contracts/deposits.ts';
import { publicApiRequest } from '../../public-pages/lib/public-api.ts';
import type { DepositMethod } from './deposit.ts';

/* A held booking's deposit behind its secret link (docs/deposits.md): the pay step's poll and its payments. */

const deposit = (token: string) => `/api/public/bookings/${encodeURIComponent(token)}/deposit`;

/** The deposit's state now: the pay step asks it every few seconds while it waits. */
export function getDeposit(token: string, signal?: AbortSignal): Promise<PublicDeposit> {
  return publicApiRequest(deposit(token), { signal });
}

/** Pay by the other method: a new PIX code, or the card form's secret (409 DEPOSIT_NOT_PAYABLE once it is no longer waiting). */
export function startDepositPayment(token: string, method: DepositMethod): Promise<PublicDeposit> {
  return publicApiRequest(`${deposit(token)}/payment`, { method: 'POST', body: JSON.stringify({ method }) });
}

/** "Pay (test)": the built-in test payments pay it (no real money; only without payment keys). */
export function payTestDeposit(token: string): Promise<PublicDeposit> {
  return publicApiRequest(`${deposit(token)}/test-payment`, { method: 'POST' });
}
