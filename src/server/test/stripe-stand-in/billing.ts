import { cycleLine, intervalOf, issueInvoice, markPaid, productName } from './billing-invoices.ts';
import { planOf } from './objects-catalog.ts';
import type { LineFields } from './objects-invoices.ts';
import { itemObject, subscriptionObject } from './objects-subscriptions.ts';
import type { StandInState } from './state.ts';
import type { WInvoice, WPhase, WPrice, WSchedule, WSubscription, WSubscriptionItem } from './wire.ts';
import { addInterval } from './wire.ts';

/**
 * What Stripe does to subscriptions — creating one, changing its items with prorations, canceling
 * it, applying a schedule's phase — shared by the API routes and the control functions a test
 * calls. Payment always succeeds at once; only a renewal (billing-renewal.ts) may be told to fail.
 */

export type ProrationBehavior = 'always_invoice' | 'create_prorations' | 'none';

const sameInterval = (a: WPrice, b: WPrice) =>
  intervalOf(a).interval === intervalOf(b).interval && intervalOf(a).interval_count === intervalOf(b).interval_count;

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
  // The share of the period left, of an item's price: credited for the old items, charged for the new.
  const prorationLine = (item: WSubscriptionItem, sign: 1 | -1, description: string): LineFields => ({
    amount: sign * Math.round((item.price.unit_amount ?? 0) * (item.quantity ?? 1) * fraction),
    currency: item.price.currency,
    description,
    price: item.price,
    quantity: item.quantity ?? 1,
    period: { start: at, end },
    subscription: subscription.id,
    subscriptionItem: item.id,
    proration: true,
  });
  if (proration !== 'none') {
    for (const item of old)
      lines.push(prorationLine(item, -1, `Unused time on ${productName(state, item.price)} after ${date}`));
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
    for (const item of subscription.items.data)
      lines.push(prorationLine(item, 1, `Remaining time on ${productName(state, item.price)} after ${date}`));
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
