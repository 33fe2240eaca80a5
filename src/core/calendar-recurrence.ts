import { TZDate } from '@date-fns/tz';

/**
 * The occurrences of a recurring calendar event (RFC 5545 RRULE) that start before a moment: the
 * rules people's calendars are made of — every N days, weeks (on some weekdays), months or years,
 * for a count or until a date. Occurrences follow the event's wall clock in its zone, so a weekly
 * 10:00 stays at 10:00 across a change of clocks. A rule with parts this does not read (BYSETPOS,
 * "the second Tuesday"…) yields its first occurrence only, rather than guessing.
 */

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
/** However long a rule runs, no more occurrences than this are read. */
const MAX_OCCURRENCES = 1000;

interface Rule {
  freq: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';
  interval: number;
  count: number | null;
  until: Date | null;
  byDay: number[] | null;
}

function parseRule(text: string, parseUntil: (value: string) => Date | null): Rule | null {
  const parts = new Map(
    text.split(';').map((p) => {
      const [key = '', value = ''] = p.split('=');
      return [key.trim().toUpperCase(), value.trim().toUpperCase()] as const;
    }),
  );
  const freq = parts.get('FREQ');
  if (freq !== 'DAILY' && freq !== 'WEEKLY' && freq !== 'MONTHLY' && freq !== 'YEARLY') return null;
  const known = new Set(['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'WKST']);
  if ([...parts.keys()].some((key) => !known.has(key))) return null;
  let byDay: number[] | null = null;
  const days = parts.get('BYDAY');
  if (days) {
    if (freq !== 'WEEKLY') return null;
    byDay = days.split(',').map((d) => WEEKDAYS.indexOf(d));
    if (byDay.some((d) => d < 0)) return null;
  }
  const interval = Number(parts.get('INTERVAL') ?? 1);
  const count = parts.has('COUNT') ? Number(parts.get('COUNT')) : null;
  if (!Number.isInteger(interval) || interval < 1 || (count !== null && (!Number.isInteger(count) || count < 1)))
    return null;
  const until = parts.has('UNTIL') ? parseUntil(parts.get('UNTIL')!) : null;
  return { freq, interval, count, until, byDay };
}

/**
 * The starts of the occurrences of an event starting at `start` (on `timeZone`'s clock) under
 * `rule`, from the first up to (not including) `before`; null when the rule is not one this reads.
 */
export function occurrenceStarts(
  start: Date,
  timeZone: string,
  ruleText: string,
  before: Date,
  parseUntil: (value: string) => Date | null,
): Date[] | null {
  const rule = parseRule(ruleText, parseUntil);
  if (!rule) return null;
  const local = new TZDate(start.getTime(), timeZone);
  const [y, m, d, h, mi, s] = [
    local.getFullYear(),
    local.getMonth(),
    local.getDate(),
    local.getHours(),
    local.getMinutes(),
    local.getSeconds(),
  ];
  // The start's own day is the start itself: a wall-clock time the clocks pass twice (the hour
  // they fall back) would otherwise be read as its first passing, before the start.
  const at = (year: number, month: number, date: number) =>
    year === y && month === m && date === d
      ? start
      : new Date(new TZDate(year, month, date, h, mi, s, timeZone).getTime());
  const out: Date[] = [];
  const take = (candidate: Date): boolean => {
    if (candidate < start) return true;
    if (candidate >= before || (rule.until && candidate > rule.until)) return false;
    if (rule.count !== null && out.length >= rule.count) return false;
    out.push(candidate);
    return out.length < MAX_OCCURRENCES;
  };
  for (let step = 0; step < MAX_OCCURRENCES * 7; step++) {
    const n = step * rule.interval;
    let going: boolean;
    if (rule.freq === 'DAILY') going = take(at(y, m, d + n));
    else if (rule.freq === 'WEEKLY') {
      if (!rule.byDay) going = take(at(y, m, d + 7 * n));
      else {
        // The week of the start, from its Monday, then every `interval` weeks.
        const monday = d - ((local.getDay() + 6) % 7) + 7 * n;
        going = true;
        for (const weekday of [...rule.byDay].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))) {
          going = take(at(y, m, monday + ((weekday + 6) % 7)));
          if (!going) break;
        }
      }
    } else if (rule.freq === 'MONTHLY') {
      // A month without that day (the 31st in April) has no occurrence.
      const candidate = new TZDate(y, m + n, 1, 12, 0, 0, timeZone);
      const daysInMonth = new TZDate(
        candidate.getFullYear(),
        candidate.getMonth() + 1,
        0,
        12,
        0,
        0,
        timeZone,
      ).getDate();
      going = d > daysInMonth || take(at(y, m + n, d));
    } else {
      going =
        (m === 1 && d === 29 && new TZDate(y + n, 1, 29, 12, 0, 0, timeZone).getMonth() !== 1) || take(at(y + n, m, d));
    }
    if (!going) break;
  }
  return out;
}
