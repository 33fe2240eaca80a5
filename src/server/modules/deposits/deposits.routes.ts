import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  depositPolicySchema,
  paymentAccountOnboardingSchema,
  paymentAccountSchema,
  publicDepositSchema,
  startDepositPaymentBodySchema,
  updateDepositPolicyBodySchema,
} from '../../../contracts/deposits.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { manageTokenParamsSchema } from '../../../contracts/online-booking.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { PublicLimits } from '../../plugins/public-limits.ts';
import type { DepositsService } from './deposits.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
};

/** Deposits at booking (docs/deposits.md): the owner's account and policy, the customer's payment, the provider's webhook. */
export function registerDepositsRoutes(
  app: FastifyInstance,
  deps: { deposits: DepositsService; publicLimits: PublicLimits },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deposits } = deps;
  const { limit } = deps.publicLimits;
  const businessOf = (request: Parameters<typeof actorOf>[0]) => actorOf(request).profile.businessId;

  api.get('/api/payments/account', {
    schema: {
      operationId: 'getPaymentAccount',
      tags: ['deposits'],
      summary:
        "The business's own payment account (Stripe Connect, or the built-in test payments) and whether it takes payments",
      response: { 200: paymentAccountSchema, ...errors },
    },
    handler: async (request) => deposits.getAccount(businessOf(request)),
  });

  api.post('/api/payments/account/onboarding', {
    schema: {
      operationId: 'startPaymentAccountOnboarding',
      tags: ['deposits'],
      summary:
        "Creates the business's account once and answers the provider's onboarding page (test payments: a local page; the account is ready at once)",
      response: { 200: paymentAccountOnboardingSchema, ...errors },
    },
    handler: async (request) => deposits.startOnboarding(businessOf(request)),
  });

  api.get('/api/payments/deposit-policy', {
    schema: {
      operationId: 'getDepositPolicy',
      tags: ['deposits'],
      summary: "The deposit policy and each active service's rule",
      response: { 200: depositPolicySchema, ...errors },
    },
    handler: async (request) => deposits.getPolicy(businessOf(request)),
  });

  api.put('/api/payments/deposit-policy', {
    schema: {
      operationId: 'updateDepositPolicy',
      tags: ['deposits'],
      summary:
        'Sets the cancellation window, what a no-show keeps, the hold, the rule for clients with recent no-shows, and the services named (the others keep theirs)',
      body: updateDepositPolicyBodySchema,
      response: { 200: depositPolicySchema, ...errors },
    },
    handler: async (request) => deposits.updatePolicy(businessOf(request), request.body),
  });

  api.get('/api/public/bookings/:token/deposit', {
    schema: {
      operationId: 'getPublicDeposit',
      tags: ['public booking'],
      summary:
        "A booking's deposit behind its secret link: its state, PIX code or card secret, and what a cancellation would do",
      params: manageTokenParamsSchema,
      response: { 200: publicDepositSchema, ...errors },
    },
    handler: async (request) => {
      await limit(request, 'poll');
      return deposits.publicDeposit(request.params.token);
    },
  });

  api.post('/api/public/bookings/:token/deposit/payment', {
    schema: {
      operationId: 'startPublicDepositPayment',
      tags: ['public booking'],
      summary: "Pay a held booking's deposit by PIX (its QR code and copia e cola) or card (its client secret)",
      params: manageTokenParamsSchema,
      body: startDepositPaymentBodySchema,
      response: { 200: publicDepositSchema, ...errors },
    },
    handler: async (request) => {
      await limit(request, 'manage');
      return deposits.startPublicPayment(request.params.token, request.body.method);
    },
  });

  api.post('/api/public/bookings/:token/deposit/test-payment', {
    schema: {
      operationId: 'payTestDeposit',
      tags: ['public booking'],
      summary:
        "'Pay (test)' (only without provider keys): the test payments send the signed payment event to the same webhook handler",
      params: manageTokenParamsSchema,
      response: { 200: publicDepositSchema, ...errors },
    },
    handler: async (request) => {
      await limit(request, 'manage');
      return deposits.payTest(request.params.token);
    },
  });

  // The provider's signature covers the exact bytes it sent: this route reads the body raw.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post('/api/payments/webhook', {
      schema: {
        operationId: 'receivePaymentsWebhook',
        tags: ['deposits'],
        summary: "The payment provider's Connect events, verified by their signature; each takes effect once",
        headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
        response: {
          200: z.object({ received: z.literal(true), outcome: z.enum(['applied', 'duplicate', 'ignored']) }),
          400: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
      handler: async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const outcome = await deposits.receiveWebhook(body, request.headers['stripe-signature'] ?? '');
        return { received: true as const, outcome };
      },
    });
  });
}
