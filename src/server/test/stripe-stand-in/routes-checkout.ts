import { createSubscription } from './billing.ts';
import { customerObject } from './objects-catalog.ts';
import { checkoutLineItem, checkoutSessionObject } from './objects-sessions.ts';
import { badRequest, missingParam, newMetadata } from './params.ts';
import type { Route } from './router.ts';
import type { Emit, StandInState } from './state.ts';
import type { WCheckoutSession } from './wire.ts';

/** Checkout sessions in subscription mode, and what happens when the customer pays on Stripe's page. */

const CHECKOUT_LOCALES = [
  'auto',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'en-GB',
  'es',
  'es-419',
  'et',
  'fi',
  'fil',
  'fr',
  'fr-CA',
  'hi-IN',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'mt',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tr',
  'vi',
  'zh',
  'zh-HK',
  'zh-TW',
] as const;

const openSession = (state: StandInState, id: string, action: string): WCheckoutSession => {
  const session = state.checkoutSessions.get(id);
  if (!session) throw new Error(`Stripe stand-in: no checkout session ${id} to ${action}`);
  if (session.status !== 'open')
    throw new Error(`Stripe stand-in: checkout session ${id} is ${session.status}; only an open session can ${action}`);
  return session;
};

/**
 * The customer pays: a customer is created if the session had none, the subscription starts
 * (trialing if subscription_data asked for a trial) with its first invoice paid, and the session
 * completes. Events: checkout.session.completed, customer.subscription.created, invoice.paid
 * (then customer.created when Checkout made the customer).
 */
export function completeCheckout(state: StandInState, sessionId: string, emit: Emit): void {
  const session = openSession(state, sessionId, 'complete');
  const plan = state.checkoutPlans.get(sessionId)!;
  const now = state.nowSeconds();
  let customerId = session.customer as string | null;
  const created = customerId
    ? null
    : customerObject(now, {
        name: null,
        email: session.customer_email,
        description: null,
        phone: null,
        metadata: {},
        preferred_locales: [],
      });
  if (created) {
    state.customers.set(created.id, created);
    customerId = created.id;
  }
  const customer = state.get('customers', 'customer', customerId!);
  const trialEnd = plan.trialEnd ?? (plan.trialDays ? now + plan.trialDays * 86_400 : null);
  const { subscription, invoice } = createSubscription(state, {
    customer: customer.id,
    items: plan.items.map((item) => ({ price: state.get('prices', 'price', item.price), quantity: item.quantity })),
    metadata: plan.metadata,
    description: plan.description,
    trialEnd,
  });
  Object.assign(session, {
    status: 'complete',
    payment_status: trialEnd ? 'no_payment_required' : 'paid',
    customer: customer.id,
    subscription: subscription.id,
    invoice: invoice.id,
    url: null,
    customer_details: {
      address: null,
      business_name: null,
      email: customer.email,
      individual_name: null,
      name: customer.name ?? null,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    },
  });
  emit('checkout.session.completed', session);
  emit('customer.subscription.created', subscription);
  emit('invoice.paid', invoice);
  if (created) emit('customer.created', created);
}

export function expireCheckout(state: StandInState, sessionId: string, emit: Emit): WCheckoutSession {
  const session = openSession(state, sessionId, 'expire');
  Object.assign(session, { status: 'expired', url: null });
  emit('checkout.session.expired', session);
  return session;
}

export const checkoutRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/checkout/sessions',
    handle({ state, query }) {
      const mode = query.oneOf('mode', ['payment', 'setup', 'subscription']);
      if (!mode) throw missingParam('mode');
      if (mode !== 'subscription')
        throw badRequest('The Stripe stand-in models only mode=subscription checkout sessions.', 'mode');
      const customer = query.str('customer') || null;
      const customerEmail = query.str('customer_email') || null;
      if (customer && customerEmail)
        throw badRequest('You may only specify one of these parameters: customer, customer_email.', 'customer_email');
      if (customer) state.get('customers', 'customer', customer, 'customer');
      const lineItems = query.list('line_items');
      if (!lineItems?.length) throw missingParam('line_items');
      const items = lineItems.map((line) => {
        line.refuse('price_data', 'create the price first and pass its id');
        const price = state.get('prices', 'price', line.need('price'), line.name('price'));
        if (!price.active)
          throw badRequest(
            'The price specified is inactive. This field only accepts active prices.',
            line.name('price'),
          );
        const quantity = line.int('quantity', { min: 1 });
        if (quantity === undefined)
          throw badRequest(`Quantity is required. Add \`quantity\` to \`${line.prefix}\``, line.prefix);
        return { price, quantity };
      });
      if (!items.some(({ price }) => price.type === 'recurring'))
        throw badRequest(
          'You must provide at least one recurring price in `subscription` mode when using prices.',
          'line_items',
        );
      const oneTime = items.findIndex(({ price }) => price.type !== 'recurring');
      if (oneTime >= 0)
        throw badRequest(
          'The Stripe stand-in models only recurring prices in a subscription checkout.',
          `line_items[${oneTime}][price]`,
        );
      const currency = items[0]!.price.currency;
      if (items.some(({ price }) => price.currency !== currency))
        throw badRequest('All prices in line_items must be in the same currency.', 'line_items');
      const subscriptionData = query.sub('subscription_data');
      const trialDays = subscriptionData?.int('trial_period_days', { min: 1, max: 730 }) ?? null;
      const trialEnd = subscriptionData?.int('trial_end') ?? null;
      if (trialDays && trialEnd)
        throw badRequest(
          'You may only specify one of these parameters: trial_end, trial_period_days.',
          'subscription_data[trial_end]',
        );
      if (trialEnd !== null && trialEnd < state.nowSeconds() + 2 * 86_400)
        throw badRequest(
          '`subscription_data[trial_end]` must be at least 2 days in the future.',
          'subscription_data[trial_end]',
        );
      const session = checkoutSessionObject({
        created: state.nowSeconds(),
        mode,
        customer,
        customerEmail,
        clientReferenceId: query.str('client_reference_id') || null,
        currency,
        amount: items.reduce((sum, { price, quantity }) => sum + (price.unit_amount ?? 0) * quantity, 0),
        locale: query.oneOf('locale', CHECKOUT_LOCALES) ?? null,
        metadata: newMetadata(query.metadata()),
        successUrl: query.str('success_url') ?? null,
        cancelUrl: query.str('cancel_url') ?? null,
        returnUrl: query.str('return_url'),
        uiMode: query.oneOf('ui_mode', ['elements', 'embedded_page', 'form', 'hosted_page']) ?? 'hosted_page',
      });
      const expiresAt = query.int('expires_at');
      if (expiresAt !== undefined) {
        if (expiresAt < session.created + 1800 || expiresAt > session.created + 86_400)
          throw badRequest(
            'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
            'expires_at',
          );
        session.expires_at = expiresAt;
      }
      state.checkoutSessions.set(session.id, session);
      const names = (productId: string) => state.products.get(productId)?.name ?? productId;
      state.checkoutLineItems.set(
        session.id,
        items.map(({ price, quantity }) => checkoutLineItem(price, quantity, names(price.product as string))),
      );
      state.checkoutPlans.set(session.id, {
        items: items.map(({ price, quantity }) => ({ price: price.id, quantity })),
        metadata: newMetadata(subscriptionData?.metadata()),
        description: subscriptionData?.str('description') || null,
        trialDays,
        trialEnd,
      });
      return session;
    },
  },
  {
    method: 'GET',
    path: '/v1/checkout/sessions/:id',
    handle: ({ state, id }) => state.get('checkoutSessions', 'checkout.session', id),
  },
  {
    method: 'POST',
    path: '/v1/checkout/sessions/:id/expire',
    handle({ state, id, emit }) {
      const session = state.get('checkoutSessions', 'checkout.session', id);
      if (session.status !== 'open')
        throw badRequest(
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        );
      return expireCheckout(state, id, emit);
    },
  },
  {
    method: 'GET',
    path: '/v1/checkout/sessions',
    handle({ state, query }) {
      const customer = query.str('customer');
      const subscription = query.str('subscription');
      const status = query.oneOf('status', ['complete', 'expired', 'open']);
      const sessions = [...state.checkoutSessions.values()].filter(
        (session) =>
          (customer === undefined || session.customer === customer) &&
          (subscription === undefined || session.subscription === subscription) &&
          (status === undefined || session.status === status),
      );
      return state.list(sessions, query, '/v1/checkout/sessions', 'checkout.session');
    },
  },
];
