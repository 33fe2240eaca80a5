const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days, rounded up, until the trial ends; 0 once it has ended. */
export function trialDaysLeft(trialEndsAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}
