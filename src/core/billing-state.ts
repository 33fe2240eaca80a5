import type { PlanCurrency, PlanKey } from './plans.ts';

/**
 * A business's subscription as the card-payment provider last described it. Webhook events
 * arrive twice, late and out of order (an `updated` before its `created`, a `payment_failed`
 * after the cancellation it preceded); each carries, or leads us to read, one of these
 * snapshots, and `newerSnapshot` keeps the one that describes the latest moment. Because it is
 * a maximum under a total order, the stored state after any set of deliveries is the same
 * whatever their order and however many times each arrives.
 */
export interface ProviderSnapshot {
  subscriptionId: string;
  plan: PlanKey;
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** A cheaper plan the provider will switch to when the period ends. */
  scheduledPlan: PlanKey | null;
  currency: PlanCurrency;
  /** The moment the provider's state was this (its event's time, or the time we read it). */
  asOf: Date;
}

/**
 * Within one instant, a state that can only follow another wins: a cancellation follows a
 * failed payment, which follows an active period, which follows a trial.
 */
const STATUS_ORDER: Record<ProviderSnapshot['status'], number> = { trialing: 0, active: 1, past_due: 2, canceled: 3 };

/** Negative when `a` describes an earlier moment than `b`; 0 only for equal snapshots. */
export function compareSnapshots(a: ProviderSnapshot, b: ProviderSnapshot): number {
  return (
    a.asOf.getTime() - b.asOf.getTime() ||
    STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
    a.currentPeriodEnd.getTime() - b.currentPeriodEnd.getTime() ||
    Number(a.cancelAtPeriodEnd) - Number(b.cancelAtPeriodEnd) ||
    compareText(a.subscriptionId, b.subscriptionId) ||
    compareText(a.plan, b.plan) ||
    compareText(a.scheduledPlan ?? '', b.scheduledPlan ?? '') ||
    compareText(a.currency, b.currency)
  );
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The snapshot to keep: the stored one unless the incoming one describes a later moment. */
export function newerSnapshot(stored: ProviderSnapshot | null, incoming: ProviderSnapshot): ProviderSnapshot {
  if (stored === null) return incoming;
  return compareSnapshots(incoming, stored) > 0 ? incoming : stored;
}

const isLive = (snapshot: ProviderSnapshot) => snapshot.status !== 'canceled';

/**
 * The snapshot a business keeps. Of one subscription, the later state (`newerSnapshot`). Of two
 * (a business that cancelled and subscribed again), the live one: the old subscription's late
 * words — even read fresh from the provider — never replace the new one's.
 */
export function snapshotToKeep(stored: ProviderSnapshot | null, incoming: ProviderSnapshot): ProviderSnapshot {
  if (stored === null || stored.subscriptionId === incoming.subscriptionId) return newerSnapshot(stored, incoming);
  if (isLive(stored) !== isLive(incoming)) return isLive(incoming) ? incoming : stored;
  return newerSnapshot(stored, incoming);
}
