/** The delays offered for the e-mail after a visit, in hours (the contract takes 0–168). */
export const DELAY_CHOICES = [0, 1, 2, 4, 8, 12, 24, 48, 72, 168] as const;

/** The choices, with `current` among them when it is another value (set through the API). */
export function delayChoices(current: number): number[] {
  return [...new Set<number>([...DELAY_CHOICES, current])].sort((a, b) => a - b);
}

/** How a delay reads: right away, in hours, or in whole days. */
export function delayUnit(hours: number): { unit: 'now' } | { unit: 'hours' | 'days'; count: number } {
  if (hours === 0) return { unit: 'now' };
  return hours % 24 === 0 ? { unit: 'days', count: hours / 24 } : { unit: 'hours', count: hours };
}
