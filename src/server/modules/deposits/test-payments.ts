import Stripe from 'stripe';
import { pixPayload, pixTxid } from '../../../core/pix.ts';
import {
  paymentIntentStateOf,
  type PaymentIntentRequest,
  type PaymentsEvent,
  type PaymentsProvider,
} from './payments-provider.ts';
import { verifyStripeSignature } from '../../stripe-signature.ts';

/** The test PIX codes' receiver: an e-mail key nobody owns. */
const TEST_PIX_KEY = 'pagamentos-teste@agendo.local';

/** A deposit's PaymentIntent id in the test payments: fixed by the deposit and method. */
const intentId = (depositId: string, method: string) => `pi_test_${method}_${depositId.replaceAll('-', '')}`;

/** The PaymentIntent object (Stripe's shape) the test payments describe. */
function intentObject(
  request: Pick<PaymentIntentRequest, 'depositId' | 'businessId' | 'amountCents' | 'currency' | 'method' | 'expiresAt'>,
  status: string,
  now: Date,
): Record<string, unknown> {
  const id = intentId(request.depositId, request.method);
  const pix = request.method === 'pix' && status !== 'succeeded' && status !== 'canceled';
  return {
    id,
    object: 'payment_intent',
    amount: request.amountCents,
    amount_received: status === 'succeeded' ? request.amountCents : 0,
    currency: request.currency.toLowerCase(),
    status,
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    payment_method_types: [request.method],
    client_secret: `${id}_secret_test`,
    metadata: { deposit_id: request.depositId, business_id: request.businessId },
    next_action: pix
      ? {
          type: 'pix_display_qr_code',
          pix_display_qr_code: {
            // A real BR Code, the same for the same deposit: it can be scanned, not paid.
            data: pixPayload({
              key: TEST_PIX_KEY,
              amountCents: request.amountCents,
              merchantName: 'Agendo Teste',
              merchantCity: 'Sao Paulo',
              txid: pixTxid(request.depositId),
            }),
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          },
        }
      : null,
  };
}

/**
 * The built-in test payments: Agendo's stand-in for the payment provider when no keys are set. It
 * keeps no state of its own — the deposit row is its record — and a payment reaches the deposit the
 * way the provider's would: a Stripe-shaped `payment_intent.succeeded` event, signed with the
 * SDK's test-signature helper and delivered to the same webhook handler.
 */
export function createTestPayments(deps: { webhookSecret: string; baseUrl: string; now: () => Date }) {
  const signer = new Stripe('sk_test_agendo_builtin');
  let deliver: ((payload: string, signature: string) => Promise<unknown>) | undefined;

  const provider: PaymentsProvider = {
    mode: 'test',
    publishableKey: null,
    async createAccount({ businessId }) {
      return `acct_test_${businessId.replaceAll('-', '').slice(0, 24)}`;
    },
    async onboardingUrl(_accountId, businessId) {
      return `${deps.baseUrl}/pagamentos/teste/conta?business=${businessId}`;
    },
    // The test account completes its onboarding at once.
    async readAccount() {
      return { detailsSubmitted: true, chargesEnabled: true };
    },
    async createPaymentIntent(request) {
      return paymentIntentStateOf(intentObject(request, 'requires_action', deps.now()));
    },
    // The test payments' events carry the PaymentIntent as it is when they are sent.
    async readPaymentIntent(_accountId, id, event) {
      const object = event?.data.object;
      if (!object || object.id !== id) throw new Error(`The test payments cannot read ${id} outside an event`);
      return paymentIntentStateOf(object);
    },
    async cancelPaymentIntent() {},
    async refund({ depositId }) {
      return `re_test_${depositId.replaceAll('-', '')}`;
    },
    verify: (payload, signature) =>
      verifyStripeSignature<PaymentsEvent>(signer, payload, signature, deps.webhookSecret),
  };

  return {
    provider,
    /** Connects the test payments to the webhook handler they deliver to. */
    connect(handler: (payload: string, signature: string) => Promise<unknown>) {
      deliver = handler;
    },
    /** "Pay (test)": the deposit's PaymentIntent succeeds, told as a signed event to the webhook handler. */
    async pay(
      request: Pick<
        PaymentIntentRequest,
        'depositId' | 'businessId' | 'amountCents' | 'currency' | 'method' | 'expiresAt'
      >,
      accountId: string,
    ): Promise<void> {
      if (!deliver) throw new Error('The test payments are not connected to the webhook handler');
      const now = deps.now();
      const id = intentId(request.depositId, request.method);
      const payload = JSON.stringify({
        // One payment of one deposit is one event, however often "pay" is pressed.
        id: `evt_test_${id}_succeeded`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        type: 'payment_intent.succeeded',
        account: accountId,
        created: Math.floor(now.getTime() / 1000),
        livemode: false,
        data: { object: intentObject(request, 'succeeded', now) },
      });
      await deliver(payload, signer.webhooks.generateTestHeaderString({ payload, secret: deps.webhookSecret }));
    },
  };
}

export type TestPayments = ReturnType<typeof createTestPayments>;
