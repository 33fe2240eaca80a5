import { portalConfigurationObject, portalSessionObject } from './objects-sessions.ts';
import { badRequest, mergeMetadata, missingParam, type Param, type Reader } from './params.ts';
import type { Route } from './router.ts';
import type { StandInState } from './state.ts';
import type { WPortalConfiguration, WPortalSession } from './wire.ts';

/** The customer portal: sessions (with their flows) and configurations, which keep what was sent. */

const FLOW_TYPES = [
  'customer_update',
  'payment_method_update',
  'subscription_cancel',
  'subscription_pause',
  'subscription_update',
  'subscription_update_confirm',
] as const;
const NUMBER_KEYS = new Set(['maximum', 'minimum', 'interval_count']);

/** The sent form values laid over what the configuration had: booleans and counts as JSON types, '' as null. */
function overlay(current: unknown, sent: Param, key: string): unknown {
  if (Array.isArray(sent)) return sent.map((item) => overlay(undefined, item, key));
  if (typeof sent === 'object') {
    const base: Record<string, unknown> =
      current && typeof current === 'object' && !Array.isArray(current) ? { ...current } : {};
    for (const [inner, value] of Object.entries(sent)) base[inner] = overlay(base[inner], value, inner);
    return base;
  }
  if (sent === '') return Array.isArray(current) ? [] : null;
  if (sent === 'true' || sent === 'false') return sent === 'true';
  if ((typeof current === 'number' || NUMBER_KEYS.has(key)) && /^-?\d+$/.test(sent)) return Number(sent);
  return sent;
}

function configure(state: StandInState, configuration: WPortalConfiguration, query: Reader): WPortalConfiguration {
  const record = configuration as unknown as Record<string, unknown>;
  for (const key of ['business_profile', 'default_return_url', 'features', 'login_page', 'name'] as const) {
    if (query.has(key)) record[key] = overlay(record[key], query.raw[key]!, key);
  }
  if (query.has('active')) configuration.active = query.bool('active')!;
  configuration.metadata = mergeMetadata(configuration.metadata ?? {}, query.metadata());
  configuration.updated = state.nowSeconds();
  return configuration;
}

function flowOf(state: StandInState, flowData: Reader, customer: string): WPortalSession['flow'] {
  const type = flowData.oneOf('type', FLOW_TYPES);
  if (!type) throw missingParam(flowData.name('type'));
  const after = flowData.sub('after_completion');
  const afterType = after
    ? after.oneOf('type', ['hosted_confirmation', 'portal_homepage', 'redirect'])
    : 'portal_homepage';
  if (!afterType) throw missingParam(after!.name('type'));
  const redirect = after?.sub('redirect');
  if (afterType === 'redirect' && !redirect) throw missingParam(after!.name('redirect'));
  const subscriptionFor = (key: string) => {
    const part = flowData.sub(key);
    if (!part) throw missingParam(flowData.name(key));
    const subscription = state.get(
      'subscriptions',
      'subscription',
      part.need('subscription'),
      part.name('subscription'),
    );
    if (subscription.customer !== customer)
      throw badRequest(
        `The subscription ${subscription.id} does not belong to the customer ${customer}.`,
        part.name('subscription'),
      );
    if (subscription.status === 'canceled')
      throw badRequest(`The subscription ${subscription.id} has been canceled.`, part.name('subscription'));
    return { part, subscription: subscription.id };
  };
  const flow: NonNullable<WPortalSession['flow']> = {
    after_completion: {
      type: afterType,
      redirect: afterType === 'redirect' ? { return_url: redirect!.need('return_url') } : null,
      hosted_confirmation:
        afterType === 'hosted_confirmation'
          ? { custom_message: after?.sub('hosted_confirmation')?.str('custom_message') ?? null }
          : null,
    },
    customer_update: type === 'customer_update' ? {} : null,
    subscription_cancel: null,
    subscription_pause: null,
    subscription_update: null,
    subscription_update_confirm: null,
    type,
  };
  if (type === 'subscription_cancel') {
    const { part, subscription } = subscriptionFor(type);
    const coupon = part.sub('retention')?.sub('coupon_offer')?.need('coupon');
    flow.subscription_cancel = {
      retention: coupon ? { type: 'coupon_offer', coupon_offer: { coupon } } : null,
      subscription,
    };
  } else if (type === 'subscription_pause' || type === 'subscription_update') {
    flow[type] = { subscription: subscriptionFor(type).subscription };
  } else if (type === 'subscription_update_confirm') {
    const { part, subscription } = subscriptionFor(type);
    const items = part.list('items');
    if (!items?.length) throw missingParam(part.name('items'));
    const own = state.subscriptions.get(subscription)!.items.data.map((item) => item.id);
    flow.subscription_update_confirm = {
      discounts: null,
      subscription,
      items: items.map((item) => {
        const id = item.need('id');
        if (!own.includes(id))
          throw badRequest(`No such subscription item: '${id}'`, item.name('id'), 'resource_missing');
        const price = item.str('price') ?? null;
        if (price) state.get('prices', 'price', price, item.name('price'));
        const quantity = item.int('quantity', { min: 1 });
        return { id, price, ...(quantity === undefined ? {} : { quantity }) };
      }),
    };
  }
  return flow;
}

export const portalRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/billing_portal/sessions',
    handle({ state, query }) {
      const customer = state.get('customers', 'customer', query.need('customer'), 'customer');
      const configurationId = query.str('configuration');
      const configuration = configurationId
        ? state.get('portalConfigurations', 'configuration', configurationId, 'configuration')
        : [...state.portalConfigurations.values()].find((candidate) => candidate.is_default);
      if (!configuration) {
        throw badRequest(
          'No configuration provided and your test mode default configuration has not been created. Provide a configuration or create your default by saving your customer portal settings in test mode at https://dashboard.stripe.com/test/settings/billing/portal.',
        );
      }
      if (!configuration.active)
        throw badRequest(`The configuration ${configuration.id} is not active.`, 'configuration');
      const flowData = query.sub('flow_data');
      const session = portalSessionObject({
        created: state.nowSeconds(),
        customer: customer.id,
        configuration: configuration.id,
        returnUrl: query.str('return_url') || configuration.default_return_url,
        locale: query.str('locale') ?? null,
        flow: flowData ? flowOf(state, flowData, customer.id) : null,
      });
      state.portalSessions.set(session.id, session);
      return session;
    },
  },
  {
    method: 'POST',
    path: '/v1/billing_portal/configurations',
    handle({ state, query }) {
      if (!query.has('features')) throw missingParam('features');
      const configuration = configure(state, portalConfigurationObject(state.nowSeconds(), false), query);
      state.portalConfigurations.set(configuration.id, configuration);
      return configuration;
    },
  },
  {
    method: 'POST',
    path: '/v1/billing_portal/configurations/:id',
    handle: ({ state, query, id }) => configure(state, state.get('portalConfigurations', 'configuration', id), query),
  },
  {
    method: 'GET',
    path: '/v1/billing_portal/configurations/:id',
    handle: ({ state, id }) => state.get('portalConfigurations', 'configuration', id),
  },
  {
    method: 'GET',
    path: '/v1/billing_portal/configurations',
    handle({ state, query }) {
      const active = query.bool('active');
      const isDefault = query.bool('is_default');
      const configurations = [...state.portalConfigurations.values()].filter(
        (configuration) =>
          (active === undefined || configuration.active === active) &&
          (isDefault === undefined || configuration.is_default === isDefault),
      );
      return state.list(configurations, query, '/v1/billing_portal/configurations', 'configuration');
    },
  },
];
