import type { ProviderSnapshot } from '../../../core/billing-state.ts';
import type { PlanCatalog, PlanCurrency, PlanKey } from '../../../core/plans.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { ProviderEvent } from './provider-objects.ts';

export interface CheckoutRequest {
  checkoutId: string;
  businessId: string;
  businessName: string;
  ownerEmail: string | null;
  plan: PlanKey;
  currency: PlanCurrency;
  priceId: string;
  locale: Locale;
  /** Earlier open provider sessions of the business, to expire so only one can be paid. */
  expireSessions: string[];
}

/** A paying business as a provider call needs it. */
export interface Subscriber {
  businessId: string;
  customerId: string | null;
  subscription: ProviderSnapshot;
}

/**
 * The card-payment provider: Stripe through its SDK, or the built-in test checkout. Each change
 * answers the provider's resulting state to keep (Stripe), or null when the change already
 * arrived as a signed event through the webhook handler (the test checkout).
 */
export interface BillingProvider {
  readonly mode: 'stripe' | 'test';
  catalog(): Promise<PlanCatalog>;
  /** Checks a webhook delivery's signature and parses it; throws when it is forged or stale. */
  verify(payload: string | Buffer, signature: string): Promise<ProviderEvent>;
  /** The subscription state an event leads to: read fresh from Stripe, or carried by the test event. */
  snapshotFor(event: ProviderEvent): Promise<ProviderSnapshot | null>;
  startCheckout(request: CheckoutRequest): Promise<{ url: string; providerSessionId: string | null }>;
  portalUrl(subscriber: { businessId: string; customerId: string }): Promise<string>;
  changePlan(subscriber: Subscriber, plan: PlanKey, when: 'now' | 'period_end'): Promise<ProviderSnapshot | null>;
  setCancelAtPeriodEnd(subscriber: Subscriber, cancel: boolean): Promise<ProviderSnapshot | null>;
  /** Ends a subscription that should not exist (a second one from a raced checkout). */
  cancelDuplicate(subscriptionId: string): Promise<void>;
  /** The provider's current word on a business, for reconciliation (null: nothing to compare). */
  currentState(subscriber: { customerId: string; subscriptionId: string | null }): Promise<ProviderSnapshot | null>;
}

export { BadSignatureError } from '../../stripe-signature.ts';
