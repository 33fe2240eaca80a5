import type { FastifyBaseLogger } from 'fastify';
import type { BusinessClosingState } from '../../../contracts/business-closing.ts';
import { closedBusinessErasureAt, confirmsBusinessName } from '../../../core/business-closing.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/session.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { SubscriptionService } from '../subscription/subscription.service.ts';
import type { BusinessRepository } from './business.repository.ts';

export interface BusinessClosingDeps {
  repository: BusinessRepository;
  subscriptions: Pick<SubscriptionService, 'getSubscription'>;
  billing: Pick<BillingService, 'setCancelAtPeriodEnd'>;
  now: () => Date;
  log: FastifyBaseLogger;
}

const stateOf = (closedAt: Date | null): BusinessClosingState => ({
  closedAt: closedAt?.toISOString() ?? null,
  erasesAt: closedAt ? closedBusinessErasureAt(closedAt).toISOString() : null,
});

/**
 * Closing and reopening the business (docs/business-closing.md). Closing stops the subscription
 * at the provider first — as the owner's own "cancel" does: no further charge, the paid period
 * runs out — so that no closed business is ever charged again; if the provider cannot be reached
 * the business stays open (502 BILLING_UNAVAILABLE) and the owner tries again. Reopening within
 * the 30 days undoes both: the business opens and a subscription its closing stopped renews again.
 */
export function createBusinessClosingService(deps: BusinessClosingDeps) {
  const { repository } = deps;

  return {
    async close(actor: Actor, confirmName: string): Promise<BusinessClosingState> {
      const businessId = actor.profile.businessId;
      const business = await repository.closing(businessId);
      if (!business) throw notFound();
      if (!confirmsBusinessName(confirmName, business.name)) throw new AppError('BUSINESS_NAME_MISMATCH', 400);
      if (business.closedAt) return stateOf(business.closedAt);
      const subscription = await deps.subscriptions.getSubscription(businessId);
      const renewing =
        subscription.providerStatus !== null &&
        subscription.providerStatus !== 'canceled' &&
        !subscription.cancelAtPeriodEnd;
      if (renewing) await deps.billing.setCancelAtPeriodEnd(businessId, true);
      const closedAt = await repository.close(businessId, actor.user.id, deps.now(), {
        cancelledSubscription: renewing,
      });
      if (!closedAt) throw notFound();
      return stateOf(closedAt);
    },

    async reopen(actor: Actor): Promise<BusinessClosingState> {
      const businessId = actor.profile.businessId;
      const result = await repository.reopen(businessId, actor.user.id, deps.now());
      if (!result) throw notFound();
      if (result.outcome === 'erasure_due') throw new AppError('BUSINESS_CLOSED', 403);
      if (result.outcome === 'reopened' && result.closeDetails.cancelledSubscription === true)
        await resumeSubscription(businessId);
      return stateOf(null);
    },
  };

  /**
   * The subscription the closing set to end renews again, if it is still there to renew. The
   * business is open whatever the provider says: a failure is logged, and the owner can still
   * resume it on the subscription page.
   */
  async function resumeSubscription(businessId: string): Promise<void> {
    try {
      const subscription = await deps.subscriptions.getSubscription(businessId);
      if (
        subscription.providerStatus === null ||
        subscription.providerStatus === 'canceled' ||
        !subscription.cancelAtPeriodEnd
      )
        return;
      await deps.billing.setCancelAtPeriodEnd(businessId, false);
    } catch (error) {
      deps.log.warn({ err: error, businessId }, 'reopened business: its subscription could not be resumed');
    }
  }
}

export type BusinessClosingService = ReturnType<typeof createBusinessClosingService>;
