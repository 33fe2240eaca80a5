import { describeAmount } from './objects-catalog.ts';
import { invoiceLine, invoiceObject, type LineFields } from './objects-invoices.ts';
import type { StandInState } from './state.ts';
import type { WInvoice, WPrice, WSubscription, WSubscriptionItem } from './wire.ts';
import { newId } from './wire.ts';

/**
 * How the stand-in invoices a subscription: the line a billing period charges, the invoice
 * numbered for its customer, and the invoice paid or its payment failed.
 */

/** The name of a price's product, as an invoice line shows it. */
export const productName = (state: StandInState, price: WPrice) => {
  const id = typeof price.product === 'string' ? price.product : price.product.id;
  return state.products.get(id)?.name ?? id;
};

/** How often a price charges; a one-off price counts as monthly. */
export const intervalOf = (price: WPrice) => price.recurring ?? { interval: 'month', interval_count: 1 };

/** The line charging an item for a billing period (nothing, during a trial). */
export function cycleLine(
  state: StandInState,
  subscription: WSubscription,
  item: WSubscriptionItem,
  period: { start: number; end: number },
  trial: boolean,
): LineFields {
  const unit = item.price.unit_amount ?? 0;
  const quantity = item.quantity ?? 1;
  const { interval } = intervalOf(item.price);
  const name = productName(state, item.price);
  return {
    amount: trial ? 0 : unit * quantity,
    currency: item.price.currency,
    description: trial
      ? `Trial period for ${name}`
      : `${quantity} × ${name} (at ${describeAmount(unit, item.price.currency)} / ${interval})`,
    price: item.price,
    quantity,
    period,
    subscription: subscription.id,
    subscriptionItem: item.id,
    proration: false,
  };
}

/** A finalized invoice for the subscription's customer, numbered from the customer's invoice prefix. */
export function issueInvoice(
  state: StandInState,
  subscription: WSubscription,
  billingReason: string,
  lines: LineFields[],
  period: { start: number; end: number },
): WInvoice {
  const customer = state.get('customers', 'customer', subscription.customer as string);
  const sequence = customer.next_invoice_sequence ?? 1;
  customer.next_invoice_sequence = sequence + 1;
  const id = newId('in', 24);
  const invoice = invoiceObject({
    id,
    created: state.nowSeconds(),
    customer: { id: customer.id, email: customer.email, name: customer.name },
    number: `${customer.invoice_prefix}-${String(sequence).padStart(4, '0')}`,
    subscription: { id: subscription.id, metadata: subscription.metadata },
    currency: subscription.currency,
    billingReason,
    lines: lines.map((line) => invoiceLine(id, line)),
    period,
  });
  if (invoice.ending_balance !== null && invoice.ending_balance < 0) customer.balance += invoice.ending_balance;
  state.invoices.set(id, invoice);
  subscription.latest_invoice = id;
  return invoice;
}

export function markPaid(state: StandInState, invoice: WInvoice): void {
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.attempted = true;
  if (invoice.amount_due > 0) invoice.attempt_count += 1;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.paid_at = state.nowSeconds();
}

export function markFailed(state: StandInState, invoice: WInvoice): void {
  invoice.status = 'open';
  invoice.attempted = true;
  invoice.attempt_count += 1;
  invoice.next_payment_attempt = state.nowSeconds() + 3 * 86_400;
}
