import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestCheckout } from '../../../../contracts/billing.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { testCheckoutQueryKey } from './get-test-checkout.ts';
import { refreshBilling } from '../../../lib/api/billing.ts';

/** Pays ('pay') or refuses ('decline') a test checkout, as the provider's page would. */
export function settleTestCheckout({ id, outcome }: { id: string; outcome: 'pay' | 'decline' }): Promise<TestCheckout> {
  return apiFetch<TestCheckout>(`/api/billing/test-checkout/${encodeURIComponent(id)}/${outcome}`, { method: 'POST' });
}

export function useSettleTestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleTestCheckout,
    onSuccess: (checkout) => {
      queryClient.setQueryData([...testCheckoutQueryKey, checkout.id], checkout);
      refreshBilling(queryClient);
    },
  });
}
