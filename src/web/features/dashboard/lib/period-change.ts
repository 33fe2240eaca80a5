/**
 * How a card's figure moved against the period of the same length just before: a percent change
 * for counts and money, a difference in percentage points for a rate (a rate going from 80 % to
 * 88 % rose 8 p.p., not 10 %). Whether a rise is good depends on the figure: more cancellations is bad.
 */
export type PeriodChange =
  /** Nothing to compare with: the previous period had none of it (or no rate at all). */
  | { kind: 'noPrevious' }
  /** This period has no figure to compare (a rate with no appointment started yet). */
  | { kind: 'noCurrent' }
  | {
      kind: 'change';
      direction: 'up' | 'down' | 'flat';
      /** The size of the change, never negative: a percent, or percentage points for a rate; one decimal. */
      amount: number;
      unit: 'percent' | 'points';
      tone: 'good' | 'bad' | 'neutral';
    };

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function changeOf(difference: number, unit: 'percent' | 'points', upIsGood: boolean): PeriodChange {
  const amount = oneDecimal(Math.abs(difference));
  if (amount === 0) return { kind: 'change', direction: 'flat', amount: 0, unit, tone: 'neutral' };
  const direction = difference > 0 ? 'up' : 'down';
  return { kind: 'change', direction, amount, unit, tone: (direction === 'up') === upIsGood ? 'good' : 'bad' };
}

/** A count or an amount of money: percent of the previous one; no comparison when the previous was 0. */
export function percentChange(
  current: number,
  previous: number,
  { upIsGood = true }: { upIsGood?: boolean } = {},
): PeriodChange {
  if (previous === 0) return { kind: 'noPrevious' };
  return changeOf(((current - previous) / previous) * 100, 'percent', upIsGood);
}

/** A rate in percent (null: no rate): the difference in percentage points. */
export function pointsChange(current: number | null, previous: number | null): PeriodChange {
  if (current === null) return { kind: 'noCurrent' };
  if (previous === null) return { kind: 'noPrevious' };
  return changeOf(current - previous, 'points', true);
}
