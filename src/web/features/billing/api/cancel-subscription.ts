import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelSubscriptionBody } from '../../../../contracts/billing.ts';
import type { SubscriptionResponse } from '../../../../contracts/subscription.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { refreshBilling } from '../../../lib/api/billing.ts';

/** true: the subscription ends at the period's end; false: it renews again. */
export function cancelSubscription(body: CancelSubscriptionBody): Promise<SubscriptionResponse> {
  return apiFetch<SubscriptionResponse>('/api/billing/cancel', { method: 'POST', body: JSON.stringify(body) });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (subscription) => refreshBilling(queryClient, subscription),
  });
}
