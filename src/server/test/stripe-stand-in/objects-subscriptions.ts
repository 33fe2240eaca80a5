import { planOf } from './objects-catalog.ts';
import type { WPhase, WPrice, WSchedule, WSubscription, WSubscriptionItem } from './wire.ts';
import { newId } from './wire.ts';

/**
 * Subscriptions, their items and schedules (with their phases) with every field of their SDK
 * type. In this API version the billing period lives on each item (`current_period_start/end`).
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
