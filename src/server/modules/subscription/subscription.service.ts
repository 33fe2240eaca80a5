import { computeSubscriptionState } from '../../../core/subscription.ts';
import type { SubscriptionResponse } from '../../../contracts/subscription.ts';
import { notFound } from '../../errors.ts';
import type { SubscriptionRepository } from './subscription.repository.ts';

export function createSubscriptionService(repository: SubscriptionRepository, now: () => Date) {
  return {
    async getSubscription(businessId: string): Promise<SubscriptionResponse> {
      const [billing, usersUsed] = await Promise.all([repository.findBilling(businessId), repository.countUsers(businessId)]);
      if (!billing) throw notFound();
      const state = computeSubscriptionState(billing, now());
      return {
        plan: state.plan,
        status: state.status,
        trialEndsAt: state.trialEndsAt?.toISOString() ?? null,
        currentPeriodEnd: state.currentPeriodEnd?.toISOString() ?? null,
        usersUsed,
        userLimit: state.userLimit,
        trial_expired: state.trialExpired,
        subscription_expired: state.subscriptionExpired,
      };
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
