import { planOf } from './objects-catalog.ts';
import type { WInvoice, WInvoiceLine, WPhase, WPrice, WSchedule, WSubscription, WSubscriptionItem } from './wire.ts';
import { newId } from './wire.ts';

/**
 * Subscriptions, their items, schedules and invoices with every field of their SDK type. In this
 * API version the billing period lives on each item (`current_period_start/end`), and an
 * invoice names its subscription under `parent.subscription_details`.
 */

export function subscriptionObject(fields: {
  created: number;
  customer: string;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  description: string | null;
  trial: { start: number; end: number } | null;
}): WSubscription {
  const id = newId('sub', 24);
  return {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: fields.trial?.end ?? fields.created,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: { proration_discounts: 'included' }, type: 'flexible', updated_at: fields.created },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: fields.created,
    currency: fields.currency,
    customer: fields.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: fields.description,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: { object: 'list', data: [], has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: fields.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: fields.created,
    status: fields.status,
    test_clock: null,
    transfer_data: null,
    trial_end: fields.trial?.end ?? null,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' } },
    trial_start: fields.trial?.start ?? null,
  };
}

export function itemObject(fields: {
  created: number;
  subscription: string;
  price: WPrice;
  quantity: number;
  periodStart: number;
  periodEnd: number;
}): WSubscriptionItem {
  return {
    id: newId('si', 14),
    object: 'subscription_item',
    billing_thresholds: null,
    created: fields.created,
    current_period_end: fields.periodEnd,
    current_period_start: fields.periodStart,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: planOf(fields.price),
    price: fields.price,
    quantity: fields.quantity,
    subscription: fields.subscription,
    tax_rates: [],
  };
}

export interface LineFields {
  amount: number;
  currency: string;
  description: string;
  price: WPrice;
  quantity: number;
  period: { start: number; end: number };
  subscription: string;
  subscriptionItem: string;
  proration: boolean;
}

export function invoiceLine(invoice: string, fields: LineFields): WInvoiceLine {
  const product = typeof fields.price.product === 'string' ? fields.price.product : fields.price.product.id;
  return {
    id: newId('il', 24),
    object: 'line_item',
    amount: fields.amount,
    currency: fields.currency,
    description: fields.description,
    discount_amounts: [],
    discountable: !fields.proration,
    discounts: [],
    invoice,
    livemode: false,
    metadata: {},
    parent: fields.proration
      ? {
          type: 'invoice_item_details',
          invoice_item_details: {
            invoice_item: newId('ii', 24),
            proration: true,
            proration_details: { credited_items: null },
            subscription: fields.subscription,
          },
          subscription_item_details: null,
        }
      : {
          type: 'subscription_item_details',
          invoice_item_details: null,
          subscription_item_details: {
            invoice_item: null,
            proration: false,
            proration_details: { credited_items: null },
            subscription: fields.subscription,
            subscription_item: fields.subscriptionItem,
          },
        },
    period: fields.period,
    pretax_credit_amounts: [],
    pricing: {
      type: 'price_details',
      price_details: { price: fields.price.id, product },
      unit_amount_decimal: fields.price.unit_amount_decimal,
    },
    quantity: fields.quantity,
    quantity_decimal: String(fields.quantity),
    subscription: fields.subscription,
    subtotal: fields.amount,
    taxes: [],
  };
}

export function invoiceObject(fields: {
  id: string;
  created: number;
  customer: { id: string; email: string | null; name: string | null | undefined };
  number: string;
  subscription: { id: string; metadata: Record<string, string> };
  currency: string;
  billingReason: string;
  lines: WInvoiceLine[];
  period: { start: number; end: number };
}): WInvoice {
  const total = fields.lines.reduce((sum, line) => sum + line.amount, 0);
  const due = Math.max(total, 0);
  return {
    id: fields.id,
    object: 'invoice',
    account_country: 'BR',
    account_name: 'Stripe stand-in',
    account_tax_ids: null,
    amount_due: due,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: due,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: fields.billingReason,
    collection_method: 'charge_automatically',
    created: fields.created,
    currency: fields.currency,
    custom_fields: null,
    customer: fields.customer.id,
    customer_account: null,
    customer_address: null,
    customer_email: fields.customer.email,
    customer_name: fields.customer.name ?? null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: fields.created,
    ending_balance: Math.min(total, 0),
    footer: null,
    from_invoice: null,
    hosted_invoice_url: `https://invoice.stripe.test/i/${fields.id}`,
    invoice_pdf: `https://pay.stripe.test/invoice/${fields.id}/pdf`,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: fields.lines, has_more: false, url: `/v1/invoices/${fields.id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: fields.number,
    on_behalf_of: null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: fields.subscription.metadata, subscription: fields.subscription.id },
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: fields.period.end,
    period_start: fields.period.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'open',
    status_transitions: { finalized_at: fields.created, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: total,
    subtotal_excluding_tax: total,
    test_clock: null,
    total,
    total_discount_amounts: [],
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: fields.created,
  };
}

export function phaseObject(fields: {
  start: number;
  end: number;
  currency: string;
  items: Array<{ price: string; quantity: number }>;
  prorationBehavior: string;
  metadata: Record<string, string>;
}): WPhase {
  return {
    add_invoice_items: [],
    application_fee_percent: null,
    billing_cycle_anchor: null,
    billing_thresholds: null,
    collection_method: null,
    currency: fields.currency,
    default_payment_method: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    end_date: fields.end,
    invoice_settings: null,
    items: fields.items.map((item) => ({
      billing_thresholds: null,
      discounts: [],
      metadata: {},
      plan: item.price,
      price: item.price,
      quantity: item.quantity,
      tax_rates: [],
    })),
    metadata: fields.metadata,
    on_behalf_of: null,
    proration_behavior: fields.prorationBehavior,
    start_date: fields.start,
    transfer_data: null,
    trial_end: null,
  };
}

export function scheduleObject(fields: {
  created: number;
  customer: string;
  subscription: string;
  phases: WPhase[];
}): WSchedule {
  const first = fields.phases[0]!;
  return {
    id: newId('sub_sched', 24),
    object: 'subscription_schedule',
    application: null,
    billing_mode: { flexible: { proration_discounts: 'included' }, type: 'flexible' },
    canceled_at: null,
    completed_at: null,
    created: fields.created,
    current_phase: { start_date: first.start_date, end_date: first.end_date },
    customer: fields.customer,
    customer_account: null,
    default_settings: {
      application_fee_percent: null,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null },
      billing_cycle_anchor: 'automatic',
      billing_thresholds: null,
      collection_method: 'charge_automatically',
      default_payment_method: null,
      description: null,
      invoice_settings: {
        account_tax_ids: null,
        custom_fields: null,
        days_until_due: null,
        description: null,
        footer: null,
        issuer: { type: 'self' },
      },
      on_behalf_of: null,
      transfer_data: null,
    },
    end_behavior: 'release',
    livemode: false,
    metadata: {},
    pause_schedules: [],
    phases: fields.phases,
    released_at: null,
    released_subscription: null,
    status: 'active',
    subscription: fields.subscription,
    test_clock: null,
  };
}
