import { applyPhase, cancelSubscription, phaseAt } from './billing.ts';
import { cycleLine, intervalOf, issueInvoice, markFailed, markPaid } from './billing-invoices.ts';
import type { Emit, StandInState } from './state.ts';
import type { WSchedule, WSubscription } from './wire.ts';
import { addInterval, changedAttributes } from './wire.ts';

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
