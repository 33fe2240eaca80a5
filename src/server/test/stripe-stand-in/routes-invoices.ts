import { noSuch } from './params.ts';
import type { Route } from './router.ts';

/** Invoices (created by the subscriptions, read here) and the events the stand-in has sent. */

export const invoiceRoutes: Route[] = [
  { method: 'GET', path: '/v1/invoices/:id', handle: ({ state, id }) => state.get('invoices', 'invoice', id) },
  {
    method: 'GET',
    path: '/v1/invoices',
    handle({ state, query }) {
      const customer = query.str('customer');
      const subscription = query.str('subscription');
      const status = query.oneOf('status', ['draft', 'open', 'paid', 'uncollectible', 'void']);
      const invoices = [...state.invoices.values()].filter(
        (invoice) =>
          (customer === undefined || invoice.customer === customer) &&
          (subscription === undefined || invoice.parent?.subscription_details?.subscription === subscription) &&
          (status === undefined || invoice.status === status),
      );
      return state.list(invoices, query, '/v1/invoices', 'invoice');
    },
  },
  {
    method: 'GET',
    path: '/v1/events/:id',
    handle({ state, id }) {
      const event = state.events.get(id);
      if (!event) throw noSuch('event', id);
      return event;
    },
  },
  {
    method: 'GET',
    path: '/v1/events',
    handle({ state, query }) {
      const type = query.str('type');
      const types = query.strings('types');
      const matches = (eventType: string) => {
        if (types) return types.includes(eventType);
        if (type === undefined) return true;
        return type.endsWith('*') ? eventType.startsWith(type.slice(0, -1)) : eventType === type;
      };
      return state.list(
        [...state.events.values()].filter((event) => matches(event.type)),
        query,
        '/v1/events',
        'event',
      );
    },
  },
];
