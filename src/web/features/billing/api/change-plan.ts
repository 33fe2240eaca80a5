import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePlanBody } from '../../../../contracts/billing.ts';
import type { SubscriptionResponse } from '../../../../contracts/subscription.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { refreshBilling } from '../../../lib/api/billing.ts';

/**
 * An upgrade applies now, a downgrade waits for the end of the paid period (`scheduledPlan`).
 * Refusals: 409 PLAN_BELOW_USERS_IN_USE, NO_ACTIVE_SUBSCRIPTION, SAME_PLAN.
 */
export function changePlan(body: ChangePlanBody): Promise<SubscriptionResponse> {
  return apiFetch<SubscriptionResponse>('/api/billing/plan', { method: 'POST', body: JSON.stringify(body) });
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: (subscription) => refreshBilling(queryClient, subscription),
  });
}
