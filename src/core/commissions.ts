import type { Role } from './permissions.ts';

/** A professional's own commission rate, or the business's standard rate when they have none. */
export function effectiveCommissionRate(ownRate: number | null, standardRate: number): number {
  return ownRate ?? standardRate;
}

/**
 * Whether someone may see a commission rate: what a professional earns is theirs and the
 * owner's to see, not their colleagues'. `earnerUserId` is the login of the professional the rate
 * is for, or null for the business's standard rate (what every colleague without their own earns).
 */
export function maySeeCommission(viewer: { role: Role; userId: string }, earnerUserId: string | null): boolean {
  return viewer.role === 'admin' || (earnerUserId !== null && earnerUserId === viewer.userId);
}

/** 'Marcar como pago' can be taken back for this long after it was recorded (a slip of the finger). */
export const COMMISSION_UNDO_MINUTES = 60;

/** Until when a payment recorded at `recordedAt` may be undone, or null once it no longer may. */
export function commissionUndoableUntil(recordedAt: Date, now: Date): Date | null {
  const until = new Date(recordedAt.getTime() + COMMISSION_UNDO_MINUTES * 60_000);
  return now < until ? until : null;
}
