import { applyPhase, cancelSubscription, phaseAt } from './billing.ts';
import { phaseObject, scheduleObject } from './objects-subscriptions.ts';
import { badRequest, mergeMetadata, missingParam, newMetadata, unknownParam, type Reader } from './params.ts';
import type { Route } from './router.ts';
import { PRORATION_BEHAVIORS, recurringPrice } from './routes-subscriptions.ts';
import type { StandInState } from './state.ts';
import type { WPhase, WSchedule, WSubscription } from './wire.ts';
import { addInterval, changedAttributes } from './wire.ts';

/**
 * Subscription schedules made from a subscription (`from_subscription`), their phases rewritten
 * by an update, released or canceled. A phase takes effect at a period boundary (renew), or at
 * once when an update changes the phase in force.
 */

const INTERVALS = ['day', 'week', 'month', 'year'] as const;

function modifiable(schedule: WSchedule, action: string): void {
  if (schedule.status !== 'active' && schedule.status !== 'not_started') {
    throw badRequest(
      `You cannot ${action} a subscription schedule that is currently in the \`${schedule.status}\` status. It must be in one of the following statuses: \`not_started\`, \`active\`.`,
    );
  }
}

/**
 * The phases as sent. In this API version a phase lasts until `end_date`, or for `duration`, or
 * (neither given) one billing interval of its first price; `iterations` no longer exists (removed
 * in 2025-09-30.clover, where using it "returns an error"). Phases follow each other without gaps.
 */
function readPhases(
  state: StandInState,
  schedule: WSchedule,
  subscription: WSubscription,
  readers: Reader[],
): WPhase[] {
  const now = state.nowSeconds();
  const phases: WPhase[] = [];
  readers.forEach((phase, index) => {
    if (phase.has('iterations')) throw unknownParam(phase.name('iterations'));
    const items = phase.list('items');
    if (!items?.length) throw missingParam(phase.name('items'));
    const prices = items.map((item) => {
      item.refuse('price_data', 'create the price first and pass its id');
      const id = item.str('price') ?? item.str('plan');
      if (!id) throw missingParam(item.name('price'));
      return {
        price: recurringPrice(state, id, item.name('price'), subscription.currency),
        quantity: item.int('quantity', { min: 1 }) ?? 1,
      };
    });
    const previousEnd = phases.at(-1)?.end_date;
    const sentStart = phase.time('start_date', now);
    if (index === 0 && sentStart === undefined) throw missingParam(phase.name('start_date'));
    if (previousEnd !== undefined && sentStart !== undefined && sentStart !== previousEnd) {
      throw badRequest(
        `Phase ${index} must start when phase ${index - 1} ends (${previousEnd}): the phases of a schedule cannot overlap or leave gaps.`,
        phase.name('start_date'),
      );
    }
    const start = sentStart ?? previousEnd!;
    const endDate = phase.time('end_date', now);
    const duration = phase.sub('duration');
    if (endDate !== undefined && duration)
      throw badRequest('You may only specify one of these parameters: duration, end_date.', phase.name('duration'));
    const recurring = prices[0]!.price.recurring!;
    const end =
      endDate ??
      (duration
        ? addInterval(
            start,
            duration.oneOf('interval', INTERVALS) ?? duration.need('interval'),
            duration.int('interval_count', { min: 1 }) ?? 1,
            start,
          )
        : addInterval(start, recurring.interval, recurring.interval_count, start));
    if (end <= start)
      throw badRequest(`The end_date of phase ${index} must be after its start_date.`, phase.name('end_date'));
    phases.push(
      phaseObject({
        start,
        end,
        currency: subscription.currency,
        items: prices.map(({ price, quantity }) => ({ price: price.id, quantity })),
        prorationBehavior: phase.oneOf('proration_behavior', PRORATION_BEHAVIORS) ?? 'create_prorations',
        metadata: newMetadata(phase.metadata()),
      }),
    );
  });
  const current = schedule.current_phase?.start_date;
  if (current !== undefined && phases[0]!.start_date > current)
    throw badRequest('You can not modify the start date of the current phase.', 'phases[0][start_date]');
  return phases;
}

const subscriptionOf = (state: StandInState, schedule: WSchedule) =>
  schedule.subscription ? state.subscriptions.get(schedule.subscription as string) : undefined;

export const scheduleRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/subscription_schedules',
    handle({ state, query, emit }) {
      const from = query.str('from_subscription');
      if (!from)
        throw badRequest(
          'The Stripe stand-in creates schedules only from an existing subscription: pass from_subscription.',
          'from_subscription',
        );
      for (const key of Object.keys(query.raw)) {
        if (key !== 'from_subscription' && key !== 'expand')
          throw badRequest(`You cannot set \`${key}\` if \`from_subscription\` is set.`, key);
      }
      const subscription = state.get('subscriptions', 'subscription', from, 'from_subscription');
      if (subscription.schedule)
        throw badRequest(
          `You cannot migrate a subscription that is already attached to a schedule: \`${subscription.schedule}\`.`,
          'from_subscription',
        );
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired')
        throw badRequest(`You cannot migrate a subscription that is \`${subscription.status}\`.`, 'from_subscription');
      const before = state.snapshot(subscription);
      const first = subscription.items.data[0]!;
      const phase = phaseObject({
        start: first.current_period_start,
        end: first.current_period_end,
        currency: subscription.currency,
        items: subscription.items.data.map((item) => ({ price: item.price.id, quantity: item.quantity ?? 1 })),
        prorationBehavior: 'create_prorations',
        metadata: {},
      });
      const schedule = scheduleObject({
        created: state.nowSeconds(),
        customer: subscription.customer as string,
        subscription: subscription.id,
        phases: [phase],
      });
      schedule.end_behavior = subscription.cancel_at_period_end ? 'cancel' : 'release';
      state.schedules.set(schedule.id, schedule);
      subscription.schedule = schedule.id;
      emit('subscription_schedule.created', schedule);
      emit('customer.subscription.updated', subscription, changedAttributes(before, state.snapshot(subscription)));
      return schedule;
    },
  },
  {
    method: 'GET',
    path: '/v1/subscription_schedules/:id',
    handle: ({ state, id }) => state.get('schedules', 'subscription_schedule', id),
  },
  {
    method: 'GET',
    path: '/v1/subscription_schedules',
    handle({ state, query }) {
      const customer = query.str('customer');
      const schedules = [...state.schedules.values()].filter(
        (schedule) => customer === undefined || schedule.customer === customer,
      );
      return state.list(schedules, query, '/v1/subscription_schedules', 'subscription_schedule');
    },
  },
  {
    method: 'POST',
    path: '/v1/subscription_schedules/:id',
    handle({ state, query, id, emit }) {
      const schedule = state.get('schedules', 'subscription_schedule', id);
      modifiable(schedule, 'update');
      const subscription = subscriptionOf(state, schedule)!;
      const before = state.snapshot(schedule);
      const subscriptionBefore = state.snapshot(subscription);
      const proration = query.oneOf('proration_behavior', PRORATION_BEHAVIORS) ?? 'create_prorations';
      const endBehavior = query.oneOf('end_behavior', ['cancel', 'none', 'release', 'renew']);
      const readers = query.list('phases');
      const phases = readers ? readPhases(state, schedule, subscription, readers) : undefined;
      if (endBehavior) schedule.end_behavior = endBehavior;
      schedule.metadata = mergeMetadata(schedule.metadata ?? {}, query.metadata());
      let invoice = null;
      if (phases) {
        schedule.phases = phases;
        const inForce = phaseAt(schedule, subscription.items.data[0]!.current_period_start) ?? phases[0]!;
        schedule.current_phase = { start_date: inForce.start_date, end_date: inForce.end_date };
        invoice = applyPhase(state, subscription, inForce, proration);
      }
      emit('subscription_schedule.updated', schedule, changedAttributes(before, state.snapshot(schedule)));
      const previous = changedAttributes(subscriptionBefore, state.snapshot(subscription));
      if (Object.keys(previous).length > 0) emit('customer.subscription.updated', subscription, previous);
      if (invoice) emit('invoice.paid', invoice);
      return schedule;
    },
  },
  {
    method: 'POST',
    path: '/v1/subscription_schedules/:id/release',
    handle({ state, id, emit }) {
      const schedule = state.get('schedules', 'subscription_schedule', id);
      modifiable(schedule, 'release');
      const subscription = subscriptionOf(state, schedule);
      const before = subscription && state.snapshot(subscription);
      Object.assign(schedule, {
        status: 'released',
        released_at: state.nowSeconds(),
        released_subscription: subscription?.id ?? null,
        subscription: null,
        current_phase: null,
      });
      emit('subscription_schedule.released', schedule);
      if (subscription && before) {
        subscription.schedule = null;
        emit('customer.subscription.updated', subscription, changedAttributes(before, state.snapshot(subscription)));
      }
      return schedule;
    },
  },
  {
    method: 'POST',
    path: '/v1/subscription_schedules/:id/cancel',
    handle({ state, id, emit }) {
      const schedule = state.get('schedules', 'subscription_schedule', id);
      modifiable(schedule, 'cancel');
      const subscription = subscriptionOf(state, schedule);
      if (subscription && subscription.status !== 'canceled') {
        subscription.canceled_at = state.nowSeconds();
        cancelSubscription(state, subscription, { endedAt: state.nowSeconds(), reason: 'cancellation_requested' });
        emit('subscription_schedule.canceled', schedule);
        emit('customer.subscription.deleted', subscription);
      } else {
        Object.assign(schedule, { status: 'canceled', canceled_at: state.nowSeconds(), current_phase: null });
        emit('subscription_schedule.canceled', schedule);
      }
      return schedule;
    },
  },
];
