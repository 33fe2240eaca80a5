import Stripe from 'stripe';
import type { DepositsConfig } from '../../config-deposits.ts';
import { paymentIntentStateOf, type PaymentsEvent, type PaymentsProvider } from './payments-provider.ts';
import { verifyStripeSignature } from '../../stripe-signature.ts';

/** How old a signed delivery may be (Stripe's default tolerance). */
/** Stripe's bounds on a PIX code's life. */
const PIX_MIN_SECONDS = 10;

/**
 * Deposits through Stripe Connect: each business connects an Express account (accounts.create,
 * accountLinks.create for the onboarding), and each deposit is a PaymentIntent made on that account
 * (the `Stripe-Account` header: a direct charge, the money is the business's), by PIX or card, read
 * back on every event and refunded with an idempotency key.
 */
export function createStripePayments(deps: {
  config: Extract<DepositsConfig, { mode: 'stripe' }>;
  baseUrl: string;
  now: () => Date;
}): PaymentsProvider {
  const stripe = new Stripe(deps.config.secretKey, {
    ...deps.config.api,
    maxNetworkRetries: 2,
    appInfo: { name: 'Agendo' },
  });
  const on = (accountId: string) => ({ stripeAccount: accountId });

  return {
    mode: 'stripe',
    publishableKey: deps.config.publishableKey,

    async createAccount({ businessId, name, email, country }) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          country,
          ...(email ? { email } : {}),
          business_profile: { name },
          capabilities: {
            card_payments: { requested: true },
            transfers: { requested: true },
            ...(country === 'BR' ? { pix_payments: { requested: true } } : {}),
          },
          metadata: { business_id: businessId },
        },
        // Two owners' clicks at once make one account.
        { idempotencyKey: `agendo-account-${businessId}` },
      );
      return account.id;
    },

    async onboardingUrl(accountId) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: `${deps.baseUrl}/configuracoes?pagamentos=renovar`,
        return_url: `${deps.baseUrl}/configuracoes?pagamentos=retorno`,
      });
      return link.url;
    },

    async readAccount(accountId) {
      const account = await stripe.accounts.retrieve(accountId);
      return { detailsSubmitted: account.details_submitted === true, chargesEnabled: account.charges_enabled === true };
    },

    async createPaymentIntent(request) {
      const pix = request.method === 'pix';
      const seconds = Math.max(PIX_MIN_SECONDS, Math.ceil((request.expiresAt.getTime() - deps.now().getTime()) / 1000));
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency.toLowerCase(),
          allowed_payment_method_types: [request.method],
          description: request.description,
          metadata: { deposit_id: request.depositId, business_id: request.businessId },
          // PIX: confirmed at once, so the answer carries its QR code and copia e cola.
          ...(pix
            ? {
                confirm: true,
                payment_method_data: { type: 'pix' as const },
                payment_method_options: { pix: { expires_after_seconds: seconds } },
              }
            : {}),
        },
        // Two clicks at once make one PaymentIntent; choosing a method again after another makes a new one.
        {
          ...on(request.accountId),
          idempotencyKey: `agendo-deposit-${request.depositId}-${request.method}-${request.replaces ?? 'first'}`,
        },
      );
      return paymentIntentStateOf(intent as unknown as Record<string, unknown>);
    },

    // Events arrive late, twice and out of order: what counts is the PaymentIntent as Stripe has it now.
    async readPaymentIntent(accountId, id) {
      const intent = await stripe.paymentIntents.retrieve(id, {}, on(accountId));
      return paymentIntentStateOf(intent as unknown as Record<string, unknown>);
    },

    async cancelPaymentIntent(accountId, id) {
      await stripe.paymentIntents.cancel(id, {}, on(accountId)).catch(() => undefined);
    },

    async refund({ accountId, paymentIntentId, depositId, amountCents }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId, amount: amountCents, metadata: { deposit_id: depositId } },
        { ...on(accountId), idempotencyKey: `agendo-deposit-refund-${depositId}` },
      );
      return refund.id;
    },

    verify: (payload, signature) =>
      verifyStripeSignature<PaymentsEvent>(stripe, payload, signature, deps.config.webhookSecret),
  };
}
