import type { PlanKey } from './plans.ts';

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
    compareText(a.plan, b.plan)
  );
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The snapshot to keep: the stored one unless the incoming one describes a later moment. */
export function newerSnapshot(stored: ProviderSnapshot | null, incoming: ProviderSnapshot): ProviderSnapshot {
  if (stored === null) return incoming;
  return compareSnapshots(incoming, stored) > 0 ? incoming : stored;
}
