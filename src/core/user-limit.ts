import { getPlan, type PlanKey } from './plans.ts';

/**
 * How many people may sign in to a business (docs/billing.md: the plan's limit). The owner
 * counts, and so does every professional with a login — an invited one too, from the moment the
 * invitation is sent. While a downgrade waits for the end of the paid period, new logins are
 * held to the smaller of the two limits, so the downgrade never lands on more users than it allows.
 */
export function loginLimit(plan: PlanKey, scheduledPlan: PlanKey | null): number {
  const current = getPlan(plan).userLimit;
  return scheduledPlan === null ? current : Math.min(current, getPlan(scheduledPlan).userLimit);
}

/** Whether one more login fits. */
export function mayAddLogin(usersUsed: number, plan: PlanKey, scheduledPlan: PlanKey | null): boolean {
  return usersUsed < loginLimit(plan, scheduledPlan);
}

/** How many accesses must be revoked before moving to `plan` (0 when the users fit). */
export function accessesToRevoke(usersUsed: number, plan: PlanKey): number {
  return Math.max(0, usersUsed - getPlan(plan).userLimit);
}
