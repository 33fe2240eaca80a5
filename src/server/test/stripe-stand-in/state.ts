import Stripe from 'stripe';
import { planOf } from './objects-catalog.ts';
import { badRequest, noSuch, type Reader } from './params.ts';
import type {
  StandInEvent,
  WCheckoutLineItem,
  WCheckoutSession,
  WCustomer,
  WInvoice,
  WList,
  WPortalConfiguration,
  WPortalSession,
  WPrice,
  WProduct,
  WSchedule,
  WSubscription,
} from './wire.ts';
import { newId } from './wire.ts';

export interface CheckoutPlan {
  items: Array<{ price: string; quantity: number }>;
  metadata: Record<string, string>;
  description: string | null;
  trialEnd: number | null;
  trialDays: number | null;
}

/** Who caused an event: an API request (its id and idempotency key), or nobody (Stripe's own clock). */
export interface EventSource {
  requestId: string | null;
  idempotencyKey: string | null;
}
/** Records an event of the current operation: queued for takeEvents() or returned by a control function. */
export type Emit = (type: string, object: { id: string }, previous?: Record<string, any>) => void;

/** Fields that hold an id Stripe can expand, and where the object lives. */
const EXPANDABLE: Record<string, keyof StandInState['collections']> = {
  customer: 'customers',
  product: 'products',
  price: 'prices',
  default_price: 'prices',
  subscription: 'subscriptions',
  schedule: 'schedules',
  latest_invoice: 'invoices',
  invoice: 'invoices',
  configuration: 'portalConfigurations',
};

/** Everything the stand-in knows, in memory, and the clock every timestamp comes from. */
export class StandInState {
  fixedNow: Date | null = null;
  readonly customers = new Map<string, WCustomer>();
  readonly products = new Map<string, WProduct>();
  readonly prices = new Map<string, WPrice>();
  readonly subscriptions = new Map<string, WSubscription>();
  readonly schedules = new Map<string, WSchedule>();
  readonly invoices = new Map<string, WInvoice>();
  readonly checkoutSessions = new Map<string, WCheckoutSession>();
  /** A session's line items: not part of the session object unless `expand: ['line_items']`. */
  readonly checkoutLineItems = new Map<string, WCheckoutLineItem[]>();
  /** What a checkout session will create once paid: the prices and the subscription_data. */
  readonly checkoutPlans = new Map<string, CheckoutPlan>();
  readonly portalSessions = new Map<string, WPortalSession>();
  readonly portalConfigurations = new Map<string, WPortalConfiguration>();
  readonly events = new Map<string, StandInEvent>();
  /** Events caused by API requests, until takeEvents(). */
  queued: StandInEvent[] = [];

  get collections() {
    return {
      customers: this.customers,
      products: this.products,
      prices: this.prices,
      subscriptions: this.subscriptions,
      schedules: this.schedules,
      invoices: this.invoices,
      checkoutSessions: this.checkoutSessions,
      portalConfigurations: this.portalConfigurations,
    };
  }

  get now(): Date {
    return this.fixedNow ?? new Date();
  }

  nowSeconds(): number {
    return Math.floor(this.now.getTime() / 1000);
  }

  /** The object, or a Stripe error: 404 when its id was in the URL, 400 naming `param` when it was a parameter. */
  get<K extends keyof StandInState['collections']>(collection: K, kind: string, id: string, param?: string) {
    const found = this.collections[collection].get(id) as ReturnType<StandInState['collections'][K]['get']>;
    if (!found) throw noSuch(kind, id, param);
    return found as NonNullable<typeof found>;
  }

  /** A deep copy as the API shows it: subscription items carry their price (and plan) as it is now. */
  snapshot<T>(value: T): T {
    const copy = structuredClone(value);
    const refresh = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(refresh);
      else if (node && typeof node === 'object') {
        const record = node as Record<string, any>;
        if (record.object === 'subscription_item' && this.prices.has(record.price?.id)) {
          record.price = structuredClone(this.prices.get(record.price.id));
          record.plan = planOf(record.price);
        }
        Object.values(record).forEach(refresh);
      }
    };
    refresh(copy);
    return copy;
  }

  event(
    type: string,
    object: { id: string },
    previous: Record<string, any> | undefined,
    source: EventSource,
  ): StandInEvent {
    const event: StandInEvent = {
      id: newId('evt', 24),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: this.nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: source.requestId, idempotency_key: source.idempotencyKey },
      type,
      data: {
        object: this.snapshot(object) as Record<string, any>,
        ...(previous ? { previous_attributes: structuredClone(previous) } : {}),
      },
    };
    this.events.set(event.id, event);
    return event;
  }

  /** A list page, newest first, as Stripe paginates: `limit` (1–100, default 10), `starting_after`, `ending_before`. */
  list<T extends { id: string; created: number }>(
    items: Iterable<T>,
    query: Reader,
    url: string,
    kind: string,
  ): WList<T> {
    const ordered = [...items]
      .map((item, index) => ({ item, index }))
      .sort((a, b) => b.item.created - a.item.created || b.index - a.index)
      .map(({ item }) => item);
    const limit = query.int('limit', { min: 1, max: 100 }) ?? 10;
    const after = query.str('starting_after');
    const before = query.str('ending_before');
    if (after && before)
      throw badRequest('You may only specify one of these parameters: ending_before, starting_after.', 'ending_before');
    let page: T[];
    let hasMore: boolean;
    if (before) {
      const at = ordered.findIndex((item) => item.id === before);
      if (at < 0) throw noSuch(kind, before, 'ending_before');
      page = ordered.slice(Math.max(0, at - limit), at);
      hasMore = at - limit > 0;
    } else {
      const at = after ? ordered.findIndex((item) => item.id === after) : -1;
      if (after && at < 0) throw noSuch(kind, after, 'starting_after');
      page = ordered.slice(at + 1, at + 1 + limit);
      hasMore = ordered.length > at + 1 + limit;
    }
    return { object: 'list', data: page.map((item) => this.snapshot(item)), has_more: hasMore, url };
  }

  /** Applies `expand[]` paths to a response (already a copy): ids become the objects, through lists and arrays. */
  expand(response: Record<string, any>, paths: string[]): Record<string, any> {
    for (const path of paths) this.expandPath(response, path.split('.'), path);
    return response;
  }

  private expandPath(node: unknown, segments: string[], path: string): void {
    if (Array.isArray(node)) {
      node.forEach((item) => this.expandPath(item, segments, path));
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, any>;
    const [head, ...rest] = segments as [string, ...string[]];
    if (head === 'line_items' && record.object === 'checkout.session') {
      const items = this.checkoutLineItems.get(record.id) ?? [];
      record.line_items = {
        object: 'list',
        data: structuredClone(items),
        has_more: false,
        url: `/v1/checkout/sessions/${record.id}/line_items`,
      };
    } else if (!(head in record) || (rest.length === 0 && !(head in EXPANDABLE))) {
      throw badRequest(`This property cannot be expanded (${path}).`, 'expand');
    } else if (typeof record[head] === 'string' && head in EXPANDABLE) {
      const found = this.collections[EXPANDABLE[head]!].get(record[head]);
      if (found) record[head] = this.snapshot(found);
    }
    if (rest.length > 0) this.expandPath(record[head], rest, path);
  }
}
