import type { WInvoice, WInvoiceLine, WPrice } from './wire.ts';
import { newId } from './wire.ts';

/**
 * Invoices and their lines with every field of their SDK type. In this API version an invoice
 * names its subscription under `parent.subscription_details`, and a line says under `parent`
 * whether it is a proration or the subscription's own charge for a period.
 */

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
