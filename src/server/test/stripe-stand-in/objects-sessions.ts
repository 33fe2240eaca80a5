import type { WCheckoutLineItem, WCheckoutSession, WPortalConfiguration, WPortalSession, WPrice } from './wire.ts';
import { newId } from './wire.ts';

/** Checkout sessions and customer-portal sessions and configurations, with every field of their SDK type. */

export function checkoutSessionObject(fields: {
  created: number;
  mode: string;
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  currency: string;
  amount: number;
  locale: string | null;
  metadata: Record<string, string>;
  successUrl: string | null;
  cancelUrl: string | null;
  returnUrl: string | undefined;
  uiMode: string;
}): WCheckoutSession {
  const id = newId('cs_test', 58);
  const hosted = fields.uiMode === 'hosted_page';
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: fields.amount,
    amount_total: fields.amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: fields.cancelUrl,
    client_reference_id: fields.clientReferenceId,
    client_secret: hosted ? null : `${id}_secret_${newId('x', 16).slice(2)}`,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: fields.created,
    currency: fields.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: fields.customer,
    customer_account: null,
    customer_creation: null,
    customer_details: fields.customerEmail
      ? {
          address: null,
          business_name: null,
          email: fields.customerEmail,
          individual_name: null,
          name: null,
          phone: null,
          tax_exempt: null,
          tax_ids: null,
        }
      : null,
    customer_email: fields.customerEmail,
    discounts: [],
    expires_at: fields.created + 24 * 3600,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: fields.locale,
    managed_payments: null,
    metadata: fields.metadata,
    mode: fields.mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: {
      allow_redisplay_filters: ['always'],
      payment_method_remove: null,
      payment_method_save: null,
    },
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: fields.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: fields.uiMode,
    url: hosted ? `https://checkout.stripe.test/c/pay/${id}` : null,
    wallet_options: null,
    ...(fields.returnUrl === undefined ? {} : { return_url: fields.returnUrl }),
  };
}

export function checkoutLineItem(price: WPrice, quantity: number, description: string): WCheckoutLineItem {
  const amount = (price.unit_amount ?? 0) * quantity;
  return {
    id: newId('li', 24),
    object: 'item',
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: price.currency,
    description,
    metadata: {},
    price,
    quantity,
  };
}

export function portalSessionObject(fields: {
  created: number;
  customer: string;
  configuration: string;
  returnUrl: string | null;
  locale: string | null;
  flow: WPortalSession['flow'];
}): WPortalSession {
  const id = newId('bps', 24);
  return {
    id,
    object: 'billing_portal.session',
    configuration: fields.configuration,
    created: fields.created,
    customer: fields.customer,
    customer_account: null,
    flow: fields.flow,
    livemode: false,
    locale: fields.locale,
    on_behalf_of: null,
    return_url: fields.returnUrl,
    url: `https://billing.stripe.test/p/session/${id}`,
  };
}

/** A configuration as a new account's default one: portal features off until configured. */
export function portalConfigurationObject(created: number, isDefault: boolean): WPortalConfiguration {
  return {
    id: newId('bpc', 24),
    object: 'billing_portal.configuration',
    active: true,
    application: null,
    business_profile: { headline: null, privacy_policy_url: null, terms_of_service_url: null },
    created,
    default_return_url: null,
    features: {
      customer_update: { allowed_updates: [], enabled: false },
      invoice_history: { enabled: true },
      payment_method_update: { enabled: false, payment_method_configuration: null },
      subscription_cancel: {
        cancellation_reason: { enabled: false, feedback_options: null, options: [] },
        enabled: false,
        mode: 'at_period_end',
        proration_behavior: 'none',
      },
      subscription_pause: { duration: { interval_options: [], type: 'indefinite' }, enabled: false },
      subscription_update: {
        billing_cycle_anchor: null,
        default_allowed_updates: [],
        enabled: false,
        products: [],
        proration_behavior: 'none',
        schedule_at_period_end: { conditions: [] },
        trial_update_behavior: 'end_trial',
      },
    },
    is_default: isDefault,
    livemode: false,
    login_page: { enabled: false, url: null },
    metadata: {},
    name: null,
    updated: created,
  };
}
