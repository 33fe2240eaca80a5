import type { ProviderSnapshot } from '../../../core/billing-state.ts';
import {
  planForPrice,
  planForProduct,
  type PlanCatalog,
  type PlanCurrency,
  type PlanKey,
} from '../../../core/plans.ts';

/**
 * The parts of the provider's objects that Agendo reads. Stripe's own types fit them; the
 * built-in test checkout builds objects of the same shape, so one reader serves both.
 */
type Ref = string | { id: string };
export interface SubscriptionObject {
  id: string;
  customer: Ref;
  status: string;
  cancel_at_period_end: boolean;
  metadata?: Record<string, string> | null;
  /** Expanded when read with `expand: ['schedule']` (and always in the test checkout's events). */
  schedule?: Ref | ScheduleObject | null;
  items: {
    data: Array<{
      id: string;
      price: { id: string; product: Ref; currency: string };
      current_period_start: number;
      current_period_end: number;
    }>;
  };
}
export interface ScheduleObject {
  id: string;
  phases: Array<{ start_date: number; end_date?: number | null; items: Array<{ price: Ref }> }>;
}
export interface InvoiceObject {
  id: string;
  customer: Ref | null;
  status: string | null;
  amount_due: number;
  amount_paid: number;
  currency: string;
  created: number;
  hosted_invoice_url?: string | null;
  parent?: { subscription_details?: { subscription: Ref } | null } | null;
  lines?: { data: Array<{ pricing?: { price_details?: { price: Ref; product?: Ref } | null } | null }> };
}
export interface CheckoutSessionObject {
  id: string;
  customer: Ref | null;
  client_reference_id: string | null;
  subscription: Ref | null;
  metadata?: Record<string, string> | null;
}
export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  data: { object: unknown };
}

export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
export type HandledEventType = (typeof HANDLED_EVENTS)[number];
export function isHandledEvent(type: string): type is HandledEventType {
  return (HANDLED_EVENTS as readonly string[]).includes(type);
}

export const idOf = (ref: Ref | null | undefined): string | null =>
  ref == null ? null : typeof ref === 'string' ? ref : ref.id;

const STATUS: Record<string, ProviderSnapshot['status'] | undefined> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  paused: 'canceled',
};

function planOfPrice(
  catalog: PlanCatalog,
  price: { id: string; product: Ref },
): { plan: PlanKey; currency: PlanCurrency | null } | null {
  const byPrice = planForPrice(catalog, price.id);
  if (byPrice) return byPrice;
  const product = idOf(price.product);
  const plan = product === null ? null : planForProduct(catalog, product);
  return plan === null ? null : { plan, currency: null };
}

/**
 * The provider's subscription as Agendo keeps it: plan from the item's product (or price), period
 * end from the item, a cheaper plan waiting in the schedule's next phase. Null when it is not a
 * subscription to one of our plans, or not paid for yet (`incomplete`).
 */
export function snapshotOf(
  subscription: SubscriptionObject,
  catalog: PlanCatalog,
  asOf: Date,
): ProviderSnapshot | null {
  const status = STATUS[subscription.status];
  const item = subscription.items?.data?.[0];
  if (!status || !item?.price) return null;
  const current = planOfPrice(catalog, item.price);
  if (!current) return null;
  const currency = current.currency ?? (item.price.currency.toUpperCase() === 'USD' ? 'USD' : 'BRL');
  return {
    subscriptionId: subscription.id,
    plan: current.plan,
    status,
    currentPeriodEnd: new Date(item.current_period_end * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    scheduledPlan: scheduledPlanOf(subscription, catalog, item.current_period_start, current.plan),
    currency,
    asOf,
  };
}

function scheduledPlanOf(
  subscription: SubscriptionObject,
  catalog: PlanCatalog,
  periodStart: number,
  plan: PlanKey,
): PlanKey | null {
  const schedule = subscription.schedule;
  if (schedule == null || typeof schedule === 'string' || !('phases' in schedule)) return null;
  const next = schedule.phases
    .filter((phase) => phase.start_date > periodStart)
    .sort((a, b) => a.start_date - b.start_date)[0];
  const price = next?.items[0]?.price;
  if (!price) return null;
  const nextPlan =
    typeof price === 'string'
      ? planForPrice(catalog, price)?.plan
      : planOfPrice(catalog, price as { id: string; product: Ref })?.plan;
  return nextPlan && nextPlan !== plan ? nextPlan : null;
}

/** The subscription an event is about, when there is one. */
export function subscriptionIdOf(event: ProviderEvent): string | null {
  const object = event.data.object as Record<string, unknown>;
  if (event.type.startsWith('customer.subscription.')) return (object as unknown as SubscriptionObject).id;
  if (event.type === 'checkout.session.completed')
    return idOf((object as unknown as CheckoutSessionObject).subscription);
  if (event.type.startsWith('invoice.'))
    return idOf((object as unknown as InvoiceObject).parent?.subscription_details?.subscription);
  return null;
}

/** What an event says about whose it is: our business id when we put it there, and the customer. */
export function ownerHintsOf(event: ProviderEvent): { businessId: string | null; customerId: string | null } {
  const object = event.data.object as {
    customer?: Ref | null;
    client_reference_id?: string | null;
    metadata?: Record<string, string> | null;
  };
  return {
    businessId: object.client_reference_id ?? object.metadata?.business_id ?? null,
    customerId: idOf(object.customer ?? null),
  };
}

export interface InvoiceRecord {
  id: string;
  subscriptionId: string | null;
  plan: PlanKey | null;
  amountCents: number;
  currency: PlanCurrency;
  status: 'paid' | 'open' | 'void' | 'uncollectible';
  receiptUrl: string | null;
  createdAt: Date;
}

export function invoiceOf(invoice: InvoiceObject, catalog: PlanCatalog): InvoiceRecord | null {
  const status = invoice.status;
  if (status !== 'paid' && status !== 'open' && status !== 'void' && status !== 'uncollectible') return null;
  const price = invoice.lines?.data[0]?.pricing?.price_details?.price;
  const priceId = idOf(price ?? null);
  return {
    id: invoice.id,
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    plan: priceId === null ? null : (planForPrice(catalog, priceId)?.plan ?? null),
    amountCents: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency.toUpperCase() === 'USD' ? 'USD' : 'BRL',
    status,
    receiptUrl: invoice.hosted_invoice_url ?? null,
    createdAt: new Date(invoice.created * 1000),
  };
}
