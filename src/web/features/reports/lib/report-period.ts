import { MAX_REPORT_DAYS } from '../../../../contracts/metrics.ts';
import { addDays, addMonths, daysBetween, isLocalDate, startOfMonth, type LocalDate } from '../../../lib/local-date.ts';

/*
 * The report's period: the presets, the check made before asking the server, and the period kept
 * in the address. Every day is on the business's clock; `today` is passed in.
 */

export interface Period {
  from: LocalDate;
  to: LocalDate;
}

export const REPORT_PRESETS = ['thisMonth', 'lastMonth', 'last30Days', 'thisYear'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

/** This month and this year run to today; last month is whole; the last 30 days end today. */
export function presetPeriod(preset: ReportPreset, today: LocalDate): Period {
  switch (preset) {
    case 'thisMonth':
      return { from: startOfMonth(today), to: today };
    case 'lastMonth': {
      const from = addMonths(startOfMonth(today), -1);
      return { from, to: addDays(startOfMonth(today), -1) };
    }
    case 'last30Days':
      return { from: addDays(today, -29), to: today };
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** The preset a period is, if any (to show it pressed). */
export function matchingPreset(period: Period, today: LocalDate): ReportPreset | null {
  return (
    REPORT_PRESETS.find((preset) => {
      const candidate = presetPeriod(preset, today);
      return candidate.from === period.from && candidate.to === period.to;
    }) ?? null
  );
}

export type PeriodProblem = 'invalidDate' | 'endBeforeStart' | 'tooLong';

/** What keeps a period from being asked for (the server's own rule, checked first here); null when none. */
export function periodProblem(period: { from: string; to: string }): PeriodProblem | null {
  if (!isLocalDate(period.from) || !isLocalDate(period.to)) return 'invalidDate';
  if (period.to < period.from) return 'endBeforeStart';
  // Both ends count: 366 days at most.
  if (daysBetween(period.from, period.to) + 1 > MAX_REPORT_DAYS) return 'tooLong';
  return null;
}

export const FROM_PARAM = 'de';
export const TO_PARAM = 'ate';

/**
 * The period the address asks for, as typed (so a wrong one is shown with its message); this month
 * when the address names none.
 */
export function readPeriod(params: URLSearchParams, today: LocalDate): { from: string; to: string } {
  const from = params.get(FROM_PARAM);
  const to = params.get(TO_PARAM);
  if (from === null && to === null) return presetPeriod('thisMonth', today);
  return { from: from ?? '', to: to ?? '' };
}

/** The address for a period, keeping whatever else it holds. */
export function writePeriod(params: URLSearchParams, period: { from: string; to: string }): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(FROM_PARAM, period.from);
  next.set(TO_PARAM, period.to);
  return next;
}
