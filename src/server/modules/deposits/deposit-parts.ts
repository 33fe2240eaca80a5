import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Repositories } from '../../repositories.ts';
import type { ChangeFeed } from '../live/change-feed.ts';
import { createDepositsService } from './deposits.service.ts';
import { createStripePayments } from './stripe-payments.ts';
import { createTestPayments } from './test-payments.ts';

/**
 * The deposits' parts from the configuration (docs/deposits.md): Stripe Connect with the platform's
 * keys, or the built-in test payments connected to the same webhook handler.
 */
export function createDepositParts(deps: {
  config: Config;
  repositories: Repositories;
  feed: ChangeFeed;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { config, repositories, now } = deps;
  const settings = config.deposits;
  const testPayments =
    settings.mode === 'test'
      ? createTestPayments({ webhookSecret: settings.webhookSecret, baseUrl: config.baseUrl, now })
      : null;
  const onlineBooking = repositories.onlineBooking;
  const deposits = createDepositsService({
    repository: repositories.deposits,
    appointments: repositories.appointments,
    onlineBooking,
    bookingSettings: repositories.bookingSettings,
    outbox: repositories.outbox,
    unitOfWork: repositories.unitOfWork,
    provider:
      settings.mode === 'stripe'
        ? createStripePayments({ config: settings, baseUrl: config.baseUrl, now })
        : testPayments!.provider,
    testPayments,
    feed: deps.feed,
    holdSeconds: settings.holdSeconds,
    baseUrl: config.baseUrl,
    now,
    log: deps.log,
    businessFacts: async (businessId) => {
      const business = await onlineBooking.business(businessId);
      return business
        ? { name: business.name, email: business.ownerEmail ?? business.email, country: business.country }
        : null;
    },
    services: (businessId) => onlineBooking.activeServices(businessId),
  });
  testPayments?.connect((payload, signature) => deposits.receiveWebhook(payload, signature));
  return deposits;
}
