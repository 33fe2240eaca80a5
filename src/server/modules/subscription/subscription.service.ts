import { computeSubscriptionState } from '../../../core/subscription.ts';
import type { SubscriptionResponse } from '../../../contracts/subscription.ts';
import { notFound } from '../../errors.ts';
import type { BillingRepository } from '../billing/billing.repository.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** getSubscription (docs/billing.md): the business's plan, its state now and its users against the limit. */
export function createSubscriptionService(repository: BillingRepository, now: () => Date) {
  return {
    async getSubscription(businessId: string): Promise<SubscriptionResponse> {
      const [billing, usersUsed] = await Promise.all([
        repository.findBilling(businessId),
        repository.countUsers(businessId),
      ]);
      if (!billing) throw notFound();
      const state = computeSubscriptionState(billing.record, now());
      return {
        plan: state.plan,
        status: state.status,
        providerStatus: state.providerStatus,
        trialEndsAt: iso(state.trialEndsAt),
        currentPeriodEnd: iso(state.currentPeriodEnd),
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
        nextChargeAt: iso(state.nextChargeAt),
        scheduledPlan: state.scheduledPlan,
        graceEndsAt: iso(state.graceEndsAt),
        billingCurrency: billing.record.billingCurrency,
        usersUsed,
        userLimit: state.userLimit,
        trial_expired: state.trialExpired,
        subscription_expired: state.subscriptionExpired,
      };
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
