/** A professional's own commission rate, or the business's standard rate when they have none. */
export function effectiveCommissionRate(ownRate: number | null, standardRate: number): number {
  return ownRate ?? standardRate;
}
