import type { WCustomer, WPlan, WPrice, WProduct } from './wire.ts';
import { newId } from './wire.ts';

/** Customers, products and prices with every field of their SDK type, defaults as a new test-mode account has them. */

export function customerObject(
  created: number,
  fields: {
    name: string | null;
    email: string | null;
    description: string | null;
    phone: string | null;
    metadata: Record<string, string>;
    preferred_locales: string[];
  },
): WCustomer {
  return {
    id: newId('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: fields.description,
    discount: null,
    email: fields.email,
    invoice_prefix: newId('x', 8).slice(2).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: fields.metadata,
    name: fields.name,
    next_invoice_sequence: 1,
    phone: fields.phone,
    preferred_locales: fields.preferred_locales,
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export function productObject(
  created: number,
  fields: { id?: string; name: string; active: boolean; description: string | null; metadata: Record<string, string> },
): WProduct {
  return {
    id: fields.id ?? newId('prod', 14),
    object: 'product',
    active: fields.active,
    created,
    default_price: null,
    description: fields.description,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: fields.metadata,
    name: fields.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: created,
    url: null,
  };
}

export interface PriceFields {
  product: string;
  currency: string;
  unit_amount: number;
  active: boolean;
  lookup_key: string | null;
  nickname: string | null;
  metadata: Record<string, string>;
  recurring: { interval: string; interval_count: number } | null;
  tax_behavior: string;
}

export function priceObject(created: number, fields: PriceFields): WPrice {
  return {
    id: newId('price', 24),
    object: 'price',
    active: fields.active,
    billing_scheme: 'per_unit',
    created,
    currency: fields.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: fields.lookup_key,
    metadata: fields.metadata,
    nickname: fields.nickname,
    product: fields.product,
    recurring: fields.recurring && {
      ...fields.recurring,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    tax_behavior: fields.tax_behavior,
    tiers_mode: null,
    transform_quantity: null,
    type: fields.recurring ? 'recurring' : 'one_time',
    unit_amount: fields.unit_amount,
    unit_amount_decimal: String(fields.unit_amount),
  };
}

/** The legacy `plan` Stripe still puts beside `price` on a subscription item: the same price, seen as a plan. */
export function planOf(price: WPrice): WPlan {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: price.billing_scheme,
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? 'month',
    interval_count: price.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: typeof price.product === 'string' ? price.product : price.product.id,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

/** How Stripe writes an amount in a line's description: "1 × Pro (at R$ 99.00 / month)". */
export function describeAmount(amount: number, currency: string): string {
  const symbols: Record<string, string> = { brl: 'R$ ', usd: '$', eur: '€', gbp: '£' };
  const sign = amount < 0 ? '-' : '';
  return `${sign}${symbols[currency] ?? `${currency.toUpperCase()} `}${(Math.abs(amount) / 100).toFixed(2)}`;
}
