import { cancelSubscription, changeItems, type ItemChange } from './billing.ts';
import { badRequest, mergeMetadata, missingParam, type Reader } from './params.ts';
import type { Route } from './router.ts';
import type { StandInState } from './state.ts';
import type { WPrice, WSubscription } from './wire.ts';
import { changedAttributes } from './wire.ts';

/** Subscriptions: read, list, change the price or the cancellation, cancel now. */

export const PRORATION_BEHAVIORS = ['always_invoice', 'create_prorations', 'none'] as const;
const STATUSES = [
  'active',
  'all',
  'canceled',
  'ended',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
] as const;

/** A price a subscription can bill: existing, active, recurring, in the subscription's currency. */
export function recurringPrice(state: StandInState, id: string, param: string, currency: string): WPrice {
  const price = state.get('prices', 'price', id, param);
  if (!price.active) throw badRequest('The price specified is inactive. This field only accepts active prices.', param);
  if (price.type !== 'recurring')
    throw badRequest(
      'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
      param,
    );
  if (price.currency !== currency)
    throw badRequest(
      `The price specified uses currency \`${price.currency}\`, which does not match the subscription's currency \`${currency}\`.`,
      param,
    );
  return price;
}

function itemChanges(state: StandInState, subscription: WSubscription, items: Reader[]): ItemChange[] {
  const changes = items.map((item): ItemChange => {
    item.refuse('price_data', 'create the price first and pass its id');
    const id = item.str('id');
    if (id && !subscription.items.data.some((existing) => existing.id === id))
      throw badRequest(`No such subscription item: '${id}'`, item.name('id'), 'resource_missing');
    const priceId = item.str('price') ?? item.str('plan');
    const price = priceId
      ? recurringPrice(state, priceId, item.name(item.has('price') ? 'price' : 'plan'), subscription.currency)
      : undefined;
    if (!id && !price) throw missingParam(item.name('price'));
    return { id, price, quantity: item.int('quantity', { min: 0 }), deleted: item.bool('deleted') ?? false };
  });
  const deleted = new Set(changes.filter((change) => change.deleted && change.id).map((change) => change.id));
  const remaining =
    subscription.items.data.filter((item) => !deleted.has(item.id)).length +
    changes.filter((change) => !change.id).length;
  if (remaining === 0) {
    throw badRequest(
      'A subscription must have at least one active plan. To cancel a subscription, please use the cancel API endpoint on /v1/subscriptions.',
      'items',
    );
  }
  return changes;
}

export const subscriptionRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/subscriptions/:id',
    handle: ({ state, id }) => state.get('subscriptions', 'subscription', id),
  },
  {
    method: 'GET',
    path: '/v1/subscriptions',
    handle({ state, query }) {
      const customer = query.str('customer');
      const price = query.str('price') ?? query.str('plan');
      // Without `status`, Stripe lists the subscriptions that are not canceled.
      const status = query.oneOf('status', STATUSES);
      const matches = (subscription: WSubscription) => {
        if (status === 'all') return true;
        if (status === 'ended')
          return subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
        return status ? subscription.status === status : subscription.status !== 'canceled';
      };
      const subscriptions = [...state.subscriptions.values()].filter(
        (subscription) =>
          (customer === undefined || subscription.customer === customer) &&
          (price === undefined || subscription.items.data.some((item) => item.price.id === price)) &&
          matches(subscription),
      );
      return state.list(subscriptions, query, '/v1/subscriptions', 'subscription');
    },
  },
  {
    method: 'POST',
    path: '/v1/subscriptions/:id',
    handle({ state, query, id, emit }) {
      const subscription = state.get('subscriptions', 'subscription', id);
      const before = state.snapshot(subscription);
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
        if (Object.keys(query.raw).some((key) => !['metadata', 'cancellation_details', 'expand'].includes(key))) {
          throw badRequest('A canceled subscription can only update its cancellation_details and metadata.');
        }
      }
      const proration = query.oneOf('proration_behavior', PRORATION_BEHAVIORS) ?? 'create_prorations';
      if (subscription.schedule && (query.has('cancel_at_period_end') || query.has('cancel_at'))) {
        throw badRequest(
          `The subscription is managed by the subscription schedule \`${subscription.schedule}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
        );
      }
      if (query.has('cancel_at_period_end') && query.has('cancel_at'))
        throw badRequest('You may only specify one of these parameters: cancel_at, cancel_at_period_end.', 'cancel_at');
      const items = query.list('items');
      const invoice = items
        ? changeItems(state, subscription, itemChanges(state, subscription, items), proration)
        : null;
      const periodEnd = subscription.items.data[0]!.current_period_end;
      if (query.has('cancel_at_period_end')) {
        const cancel = query.bool('cancel_at_period_end')!;
        subscription.cancel_at_period_end = cancel;
        subscription.cancel_at = cancel ? periodEnd : null;
        subscription.canceled_at = cancel ? state.nowSeconds() : null;
        subscription.cancellation_details = {
          comment: null,
          feedback: null,
          feedback_option: null,
          reason: cancel ? 'cancellation_requested' : null,
        };
      } else if (query.has('cancel_at')) {
        const value = query.str('cancel_at');
        const at =
          value === ''
            ? null
            : value === 'min_period_end' || value === 'max_period_end' || value === 'max_billed_until'
              ? periodEnd
              : query.int('cancel_at')!;
        if (at !== null && at <= state.nowSeconds()) throw badRequest('cancel_at must be in the future.', 'cancel_at');
        subscription.cancel_at = at;
        subscription.canceled_at = at === null ? null : state.nowSeconds();
      }
      const details = query.sub('cancellation_details');
      if (details && subscription.cancellation_details) {
        if (details.has('comment')) subscription.cancellation_details.comment = details.str('comment') || null;
        if (details.has('feedback')) subscription.cancellation_details.feedback = details.str('feedback') || null;
      }
      if (query.has('description')) subscription.description = query.str('description') || null;
      subscription.metadata = mergeMetadata(subscription.metadata, query.metadata());
      const previous = changedAttributes(before, state.snapshot(subscription));
      if (Object.keys(previous).length > 0) emit('customer.subscription.updated', subscription, previous);
      if (invoice) emit('invoice.paid', invoice);
      return subscription;
    },
  },
  {
    method: 'DELETE',
    path: '/v1/subscriptions/:id',
    handle({ state, query, id, emit }) {
      const subscription = state.get('subscriptions', 'subscription', id);
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired')
        throw badRequest(`The subscription ${id} has already been canceled.`);
      const details = query.sub('cancellation_details');
      subscription.canceled_at = state.nowSeconds();
      const schedule = cancelSubscription(state, subscription, {
        endedAt: state.nowSeconds(),
        reason: 'cancellation_requested',
        comment: details?.str('comment') || null,
        feedback: details?.str('feedback') || null,
      });
      emit('customer.subscription.deleted', subscription);
      if (schedule) emit('subscription_schedule.canceled', schedule);
      return subscription;
    },
  },
];
