import type { FastifyBaseLogger } from 'fastify';
import type { Repositories } from '../../repositories.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { SubscriptionService } from '../subscription/subscription.service.ts';
import { createBusinessClosingService } from './business-closing.service.ts';
import { createBusinessErasureService } from './business-erasure.service.ts';
import { createBusinessExportService } from './business-export.service.ts';

/** The owner's rights over the whole business (docs/business-closing.md): take its data away, close it, reopen it; and its erasure. */
export function createBusinessDataRights(deps: {
  repositories: Pick<Repositories, 'business' | 'businessExport' | 'businessErasure' | 'bookingSettings' | 'reviews'>;
  subscriptions: SubscriptionService;
  billing: BillingService;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { repositories, now, log } = deps;
  const repository = repositories.business;
  return {
    closing: createBusinessClosingService({
      repository,
      subscriptions: deps.subscriptions,
      billing: deps.billing,
      now,
      log,
    }),
    exporter: createBusinessExportService({
      repository: repositories.businessExport,
      audit: repository,
      bookingSettings: (businessId) => repositories.bookingSettings.settings(businessId),
      reviewSettings: (businessId) => repositories.reviews.settings(businessId),
      now,
    }),
    erasure: createBusinessErasureService({ repository: repositories.businessErasure, now, log }),
  };
}
