import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import { createBookingSettingsRepository } from '../online-booking/booking-settings.repository.ts';
import { createReviewsRepository } from '../reviews/reviews.repository.ts';
import type { SubscriptionService } from '../subscription/subscription.service.ts';
import { createBusinessClosingService } from './business-closing.service.ts';
import { createBusinessErasureRepository } from './business-erasure.repository.ts';
import { createBusinessErasureService } from './business-erasure.service.ts';
import { createBusinessExportRepository } from './business-export.repository.ts';
import { createBusinessExportService } from './business-export.service.ts';
import type { BusinessRepository } from './business.repository.ts';

/** The owner's rights over the whole business (docs/business-closing.md): take its data away, close it, reopen it; and its erasure. */
export function createBusinessDataRights(deps: {
  db: Kysely<Database>;
  outbox: OutboxRepository;
  repository: BusinessRepository;
  subscriptions: SubscriptionService;
  billing: BillingService;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { db, repository, now, log } = deps;
  const bookingSettings = createBookingSettingsRepository(db);
  const reviews = createReviewsRepository(db, deps.outbox);
  return {
    closing: createBusinessClosingService({ repository, subscriptions: deps.subscriptions, billing: deps.billing, now, log }),
    exporter: createBusinessExportService({
      repository: createBusinessExportRepository(db),
      audit: repository,
      bookingSettings: (businessId) => bookingSettings.settings(businessId),
      reviewSettings: (businessId) => reviews.settings(businessId),
      now,
    }),
    erasure: createBusinessErasureService({ repository: createBusinessErasureRepository(db), now, log }),
  };
}
