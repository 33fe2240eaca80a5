import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestPortalBody } from '../../../../contracts/billing.ts';
import type { SubscriptionResponse } from '../../../../contracts/subscription.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { refreshBilling } from '../../../lib/api/billing.ts';

/** The test card portal's actions: update_card pays what is overdue, fail_payment makes the business past_due. */
export function runTestPortalAction(body: TestPortalBody): Promise<SubscriptionResponse> {
  return apiFetch<SubscriptionResponse>('/api/billing/test-portal', { method: 'POST', body: JSON.stringify(body) });
}

export function useTestPortalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runTestPortalAction,
    onSuccess: (subscription) => refreshBilling(queryClient, subscription),
  });
}
