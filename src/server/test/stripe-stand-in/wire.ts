import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

/**
 * The objects as they travel as JSON: the SDK's types, except that decimal amounts
 * (`unit_amount_decimal`, …) are strings on the wire, which the SDK turns into Decimal objects.
 * Building every stored object as a Wire<Stripe.X> makes the compiler hold the stand-in to the
 * SDK's own description of each shape, field by field.
 */
export type Wire<T> = T extends Stripe.Decimal
  ? string
  : T extends string | number | boolean | null | undefined
    ? T
    : T extends ReadonlyArray<infer U>
      ? Wire<U>[]
      : T extends object
        ? { [K in keyof T]: Wire<T[K]> }
        : T;

export type WCustomer = Wire<Stripe.Customer>;
export type WProduct = Wire<Stripe.Product>;
export type WPrice = Wire<Stripe.Price>;
export type WPlan = Wire<Stripe.Plan>;
export type WSubscription = Wire<Stripe.Subscription>;
export type WSubscriptionItem = Wire<Stripe.SubscriptionItem>;
export type WSchedule = Wire<Stripe.SubscriptionSchedule>;
export type WPhase = Wire<Stripe.SubscriptionSchedule.Phase>;
export type WInvoice = Wire<Stripe.Invoice>;
export type WInvoiceLine = Wire<Stripe.InvoiceLineItem>;
export type WCheckoutSession = Wire<Stripe.Checkout.Session>;
export type WCheckoutLineItem = Wire<Stripe.LineItem>;
export type WPortalSession = Wire<Stripe.BillingPortal.Session>;
export type WPortalConfiguration = Wire<Stripe.BillingPortal.Configuration>;

export interface WList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

/** An event as Stripe sends it to a webhook endpoint (a snapshot payload). */
export interface StandInEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
  data: { object: Record<string, any>; previous_attributes?: Record<string, any> };
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An id like Stripe's: the object's prefix, then random base-62 characters. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

const DAY = 86_400;

/**
 * `from` moved by `count` intervals. Months and years keep the day of month of `anchor` (the
 * billing cycle anchor), clamped to the month's length, as Stripe bills a subscription started on
 * the 31st on the 30th, 28th or 29th of shorter months.
 */
export function addInterval(from: number, interval: string, count: number, anchor = from): number {
  if (interval === 'day') return from + count * DAY;
  if (interval === 'week') return from + count * 7 * DAY;
  const months = interval === 'year' ? 12 * count : count;
  const start = new Date(from * 1000);
  const total = start.getUTCMonth() + months;
  const year = start.getUTCFullYear() + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(new Date(anchor * 1000).getUTCDate(), lastDay);
  return Date.UTC(year, month, day, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds()) / 1000;
}

/** The previous values of the top-level fields that changed, as in an event's `previous_attributes`. */
export function changedAttributes(before: Record<string, any>, after: Record<string, any>): Record<string, any> {
  const previous: Record<string, any> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key] ?? null;
  }
  return previous;
}
