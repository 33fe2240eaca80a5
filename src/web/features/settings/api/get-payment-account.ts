import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentAccount } from '../../../../contracts/deposits.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';

export const paymentAccountQueryKey = ['payment-account'] as const;

/** getPaymentAccount (the owner's): the business's own payment account and whether it takes payments. */
export function getPaymentAccount(signal?: AbortSignal): Promise<PaymentAccount> {
  return apiFetch<PaymentAccount>('/api/payments/account', { signal });
}

export function usePaymentAccount() {
  return useQuery(
    queryOptions({ queryKey: paymentAccountQueryKey, queryFn: ({ signal }) => getPaymentAccount(signal) }),
  );
}
