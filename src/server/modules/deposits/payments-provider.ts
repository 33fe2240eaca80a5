/*
 * The payment provider of deposits (docs/deposits.md): Stripe Connect through its SDK
 * (stripe-payments.ts), or the built-in test payments (test-payments.ts). Each business has its own
 * account there; every charge is made on that account, so the money is the business's.
 */

export type DepositMethod = 'pix' | 'card';

/** A PaymentIntent as the deposits read it, whichever provider answered. */
export interface PaymentIntentState {
  id: string;
  /** The provider's status: `succeeded` pays the deposit, `canceled` ends its payment. */
  status: string;
  amountCents: number;
  currency: string;
  method: DepositMethod | null;
  clientSecret: string | null;
  /** PIX: the copia e cola code (the QR's content) and when it expires. */
  pix: { code: string; expiresAt: Date | null } | null;
  /** The deposit it pays (our metadata). */
  depositId: string | null;
}

/** A provider's event, verified: its id, type, the connected account it came from, and its object. */
export interface PaymentsEvent {
  id: string;
  type: string;
  account: string | null;
  created: number;
  data: { object: Record<string, unknown> };
}

export interface PaymentIntentRequest {
  depositId: string;
  businessId: string;
  accountId: string;
  amountCents: number;
  currency: string;
  method: DepositMethod;
  /** The hold's end: a PIX code expires with it. */
  expiresAt: Date;
  /** The PaymentIntent it replaces (another method chosen), or null: with the method, what makes the attempt one. */
  replaces: string | null;
  description: string;
}

export interface PaymentsProvider {
  readonly mode: 'stripe' | 'test';
  /** The publishable key the booking page's card form needs (Stripe only). */
  readonly publishableKey: string | null;
  /** Creates the business's account (once: the same answer for the same business). */
  createAccount(business: { businessId: string; name: string; email: string | null; country: string }): Promise<string>;
  onboardingUrl(accountId: string, businessId: string): Promise<string>;
  readAccount(accountId: string): Promise<{ detailsSubmitted: boolean; chargesEnabled: boolean }>;
  /** A PaymentIntent on the business's account (once per deposit and method). */
  createPaymentIntent(request: PaymentIntentRequest): Promise<PaymentIntentState>;
  /** The PaymentIntent as the provider has it now (the test payments: as the event carries it). */
  readPaymentIntent(accountId: string, id: string, event?: PaymentsEvent): Promise<PaymentIntentState>;
  /** Ends an unpaid PaymentIntent (an expired hold); nothing when it cannot be ended any more. */
  cancelPaymentIntent(accountId: string, id: string): Promise<void>;
  /** Refunds the whole deposit; the same deposit's refund is one call at the provider, however often asked. */
  refund(request: {
    accountId: string;
    paymentIntentId: string;
    depositId: string;
    amountCents: number;
  }): Promise<string | null>;
  /** Checks a webhook delivery's signature and parses it; throws BadSignatureError when forged or stale. */
  verify(payload: string | Buffer, signature: string): Promise<PaymentsEvent>;
}

/** A PaymentIntent object (Stripe's shape) read into PaymentIntentState. */
export function paymentIntentStateOf(object: Record<string, unknown>): PaymentIntentState {
  const types =
    (object.payment_method_types as string[] | undefined) ??
    (object.allowed_payment_method_types as string[] | undefined) ??
    [];
  const nextAction = object.next_action as { pix_display_qr_code?: { data?: string; expires_at?: number } } | null;
  const qr = nextAction?.pix_display_qr_code;
  const metadata = (object.metadata as Record<string, string> | null) ?? {};
  const method = types.includes('pix') ? 'pix' : types.includes('card') ? 'card' : null;
  return {
    id: String(object.id),
    status: String(object.status),
    amountCents: Number(object.amount),
    currency: String(object.currency ?? '').toUpperCase(),
    method,
    clientSecret: (object.client_secret as string | null) ?? null,
    pix: qr?.data ? { code: qr.data, expiresAt: qr.expires_at ? new Date(qr.expires_at * 1000) : null } : null,
    depositId: metadata.deposit_id ?? null,
  };
}

export { BadSignatureError as BadPaymentsSignatureError } from '../../stripe-signature.ts';
