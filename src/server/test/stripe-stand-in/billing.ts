import { describeAmount, planOf } from './objects-catalog.ts';
import { invoiceLine, invoiceObject, itemObject, subscriptionObject, type LineFields } from './objects-billing.ts';
import type { Emit, StandInState } from './state.ts';
import type { WInvoice, WPhase, WPrice, WSchedule, WSubscription, WSubscriptionItem } from './wire.ts';
import { addInterval, changedAttributes, newId } from './wire.ts';

/**
 * What Stripe does to subscriptions and invoices, shared by the API routes and the control
 * functions a test calls. Payment always succeeds at once unless a control function says it fails.
 */

export type ProrationBehavior = 'always_invoice' | 'create_prorations' | 'none';

const productName = (state: StandInState, price: WPrice) => {
  const id = typeof price.product === 'string' ? price.product : price.product.id;
  return state.products.get(id)?.name ?? id;
};
const intervalOf = (price: WPrice) => price.recurring ?? { interval: 'month', interval_count: 1 };
const sameInterval = (a: WPrice, b: WPrice) =>
  intervalOf(a).interval === intervalOf(b).interval && intervalOf(a).interval_count === intervalOf(b).interval_count;

function cycleLine(
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

function markFailed(state: StandInState, invoice: WInvoice): void {
  invoice.status = 'open';
  invoice.attempted = true;
  invoice.attempt_count += 1;
  invoice.next_payment_attempt = state.nowSeconds() + 3 * 86_400;
}

/** A subscription as Checkout creates it: started now (or trialing until `trialEnd`), its first invoice paid. */
export function createSubscription(
  state: StandInState,
  fields: {
    customer: string;
    items: Array<{ price: WPrice; quantity: number }>;
    metadata: Record<string, string>;
    description: string | null;
    trialEnd: number | null;
  },
): { subscription: WSubscription; invoice: WInvoice } {
  const now = state.nowSeconds();
  const first = fields.items[0]!.price;
  const trial = fields.trialEnd ? { start: now, end: fields.trialEnd } : null;
  const subscription = subscriptionObject({
    created: now,
    customer: fields.customer,
    currency: first.currency,
    status: trial ? 'trialing' : 'active',
    metadata: fields.metadata,
    description: fields.description,
    trial,
  });
  const periodEnd = trial
    ? trial.end
    : addInterval(now, intervalOf(first).interval, intervalOf(first).interval_count, now);
  subscription.items.data = fields.items.map((item) =>
    itemObject({
      created: now,
      subscription: subscription.id,
      price: item.price,
      quantity: item.quantity,
      periodStart: now,
      periodEnd,
    }),
  );
  state.subscriptions.set(subscription.id, subscription);
  const period = { start: now, end: periodEnd };
  const invoice = issueInvoice(
    state,
    subscription,
    'subscription_create',
    subscription.items.data.map((item) => cycleLine(state, subscription, item, period, trial !== null)),
    { start: now, end: now },
  );
  markPaid(state, invoice);
  return { subscription, invoice };
}

export interface ItemChange {
  id?: string;
  price?: WPrice;
  quantity?: number;
  deleted?: boolean;
}

/** Makes the changes to the items and returns the items as they were. */
function setItems(state: StandInState, subscription: WSubscription, changes: ItemChange[]): WSubscriptionItem[] {
  const now = state.nowSeconds();
  const old = structuredClone(subscription.items.data);
  const first = old[0]!;
  for (const change of changes) {
    const existing = change.id ? subscription.items.data.find((item) => item.id === change.id) : undefined;
    if (change.deleted && existing)
      subscription.items.data = subscription.items.data.filter((item) => item !== existing);
    else if (existing) {
      if (change.price) Object.assign(existing, { price: change.price, plan: planOf(change.price) });
      if (change.quantity !== undefined) existing.quantity = change.quantity;
    } else if (change.price) {
      subscription.items.data.push(
        itemObject({
          created: now,
          subscription: subscription.id,
          price: change.price,
          quantity: change.quantity ?? 1,
          periodStart: first.current_period_start,
          periodEnd: first.current_period_end,
        }),
      );
    }
  }
  return old;
}

/**
 * Changes the items now. Prorations are invoiced at once only with `always_invoice`, or when the
 * billing interval changes (which restarts the period now, as Stripe does); `create_prorations`
 * would leave pending invoice items for the next invoice, which the stand-in does not keep.
 */
export function changeItems(
  state: StandInState,
  subscription: WSubscription,
  changes: ItemChange[],
  proration: ProrationBehavior,
): WInvoice | null {
  const now = state.nowSeconds();
  const old = setItems(state, subscription, changes);
  const first = old[0]!;
  const changed =
    JSON.stringify(old.map((item) => [item.id, item.price.id, item.quantity])) !==
    JSON.stringify(subscription.items.data.map((item) => [item.id, item.price.id, item.quantity]));
  if (!changed || subscription.status === 'trialing') return null;
  const intervalChanged = !sameInterval(first.price, subscription.items.data[0]!.price);
  if (!intervalChanged && proration !== 'always_invoice') return null;

  const start = first.current_period_start;
  const end = first.current_period_end;
  const at = Math.min(Math.max(now, start), end);
  const fraction = end > start ? (end - at) / (end - start) : 0;
  const date = new Date(at * 1000).toISOString().slice(0, 10);
  const lines: LineFields[] = [];
  if (proration !== 'none') {
    for (const item of old) {
      const amount = -Math.round((item.price.unit_amount ?? 0) * (item.quantity ?? 1) * fraction);
      const description = `Unused time on ${productName(state, item.price)} after ${date}`;
      lines.push({
        amount,
        currency: item.price.currency,
        description,
        price: item.price,
        quantity: item.quantity ?? 1,
        period: { start: at, end },
        subscription: subscription.id,
        subscriptionItem: item.id,
        proration: true,
      });
    }
  }
  if (intervalChanged) {
    const price = subscription.items.data[0]!.price;
    const periodEnd = addInterval(now, intervalOf(price).interval, intervalOf(price).interval_count, now);
    subscription.billing_cycle_anchor = now;
    for (const item of subscription.items.data)
      Object.assign(item, { current_period_start: now, current_period_end: periodEnd });
    lines.push(
      ...subscription.items.data.map((item) =>
        cycleLine(state, subscription, item, { start: now, end: periodEnd }, false),
      ),
    );
  } else {
    for (const item of subscription.items.data) {
      const amount = Math.round((item.price.unit_amount ?? 0) * (item.quantity ?? 1) * fraction);
      const description = `Remaining time on ${productName(state, item.price)} after ${date}`;
      lines.push({
        amount,
        currency: item.price.currency,
        description,
        price: item.price,
        quantity: item.quantity ?? 1,
        period: { start: at, end },
        subscription: subscription.id,
        subscriptionItem: item.id,
        proration: true,
      });
    }
  }
  const invoice = issueInvoice(state, subscription, 'subscription_update', lines, { start: at, end: at });
  markPaid(state, invoice);
  return invoice;
}

/** Ends the subscription; a schedule that managed it is canceled with it, and returned. */
export function cancelSubscription(
  state: StandInState,
  subscription: WSubscription,
  fields: { endedAt: number; reason: string; comment?: string | null; feedback?: string | null },
): WSchedule | null {
  const now = state.nowSeconds();
  subscription.status = 'canceled';
  subscription.ended_at = fields.endedAt;
  subscription.canceled_at ??= now;
  subscription.cancellation_details = {
    comment: fields.comment ?? subscription.cancellation_details?.comment ?? null,
    feedback: fields.feedback ?? subscription.cancellation_details?.feedback ?? null,
    feedback_option: null,
    reason: fields.reason,
  };
  const schedule = subscription.schedule ? state.schedules.get(subscription.schedule as string) : undefined;
  if (!schedule || (schedule.status !== 'active' && schedule.status !== 'not_started')) return null;
  schedule.status = 'canceled';
  schedule.canceled_at = now;
  schedule.current_phase = null;
  return schedule;
}

/** The phase in force at `time`. */
export const phaseAt = (schedule: WSchedule, time: number): WPhase | undefined =>
  schedule.phases.find((phase) => phase.start_date <= time && time < phase.end_date);

/**
 * Makes the subscription's items those of a phase, position by position, keeping item ids where
 * it can: now, with `proration`, or at a period's boundary (`proration` null: nothing to prorate).
 */
export function applyPhase(
  state: StandInState,
  subscription: WSubscription,
  phase: WPhase,
  proration: ProrationBehavior | null,
): WInvoice | null {
  const changes: ItemChange[] = phase.items.map((item, index) => ({
    id: subscription.items.data[index]?.id,
    price: state.get('prices', 'price', item.price as string),
    quantity: item.quantity ?? 1,
  }));
  for (const extra of subscription.items.data.slice(phase.items.length)) changes.push({ id: extra.id, deleted: true });
  if (proration) return changeItems(state, subscription, changes, proration);
  const old = setItems(state, subscription, changes);
  if (!sameInterval(old[0]!.price, subscription.items.data[0]!.price))
    subscription.billing_cycle_anchor = old[0]!.current_period_end;
  return null;
}

/**
 * The end of a billing period, as Stripe's clock would bring it: a subscription set to cancel
 * ends; otherwise a schedule's next phase takes effect (or the finished schedule lets go of the
 * subscription), the period moves on one interval and its invoice is paid — or fails, leaving
 * the subscription past_due.
 */
export function renewSubscription(
  state: StandInState,
  subscription: WSubscription,
  options: { fail?: boolean },
  emit: Emit,
): void {
  const before = state.snapshot(subscription);
  const first = subscription.items.data[0]!;
  const oldStart = first.current_period_start;
  const oldEnd = first.current_period_end;
  if (subscription.cancel_at_period_end || (subscription.cancel_at !== null && subscription.cancel_at <= oldEnd)) {
    cancelSubscription(state, subscription, { endedAt: oldEnd, reason: 'cancellation_requested' });
    emit('customer.subscription.deleted', subscription);
    return;
  }
  const after: Array<[string, WSchedule]> = [];
  const schedule = subscription.schedule ? state.schedules.get(subscription.schedule as string) : undefined;
  if (schedule?.status === 'active') {
    const phase = phaseAt(schedule, oldEnd);
    const last = schedule.phases.at(-1);
    if (phase) {
      applyPhase(state, subscription, phase, null);
      schedule.current_phase = { start_date: phase.start_date, end_date: phase.end_date };
    } else if (last && oldEnd >= last.end_date) {
      const now = state.nowSeconds();
      schedule.current_phase = null;
      if (schedule.end_behavior === 'cancel') {
        schedule.status = 'completed';
        schedule.completed_at = now;
        cancelSubscription(state, subscription, { endedAt: oldEnd, reason: 'cancellation_requested' });
        emit('customer.subscription.deleted', subscription);
        emit('subscription_schedule.completed', schedule);
        return;
      }
      Object.assign(schedule, {
        status: 'released',
        released_at: now,
        released_subscription: subscription.id,
        subscription: null,
      });
      subscription.schedule = null;
      after.push(['subscription_schedule.released', schedule]);
    }
  }
  const price = subscription.items.data[0]!.price;
  const newEnd = addInterval(
    oldEnd,
    intervalOf(price).interval,
    intervalOf(price).interval_count,
    subscription.billing_cycle_anchor,
  );
  for (const item of subscription.items.data)
    Object.assign(item, { current_period_start: oldEnd, current_period_end: newEnd });
  const period = { start: oldEnd, end: newEnd };
  const invoice = issueInvoice(
    state,
    subscription,
    'subscription_cycle',
    subscription.items.data.map((item) => cycleLine(state, subscription, item, period, false)),
    { start: oldStart, end: oldEnd },
  );
  if (options.fail && invoice.amount_due > 0) {
    markFailed(state, invoice);
    subscription.status = 'past_due';
    emit('invoice.payment_failed', invoice);
  } else {
    markPaid(state, invoice);
    subscription.status = 'active';
    emit('invoice.paid', invoice);
  }
  emit('customer.subscription.updated', subscription, changedAttributes(before, state.snapshot(subscription)));
  for (const [type, object] of after) emit(type, object);
}
