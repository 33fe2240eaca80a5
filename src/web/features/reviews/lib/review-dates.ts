import { formatDay, localDateOf } from '../../../lib/local-date.ts';

/** An instant's day on the business's clock, short: '12 de nov. de 2026' / 'Nov 12, 2026'. */
export function formatReviewDate(instant: string, timeZone: string, language: string): string {
  return formatDay(localDateOf(instant, timeZone), language, { day: 'numeric', month: 'short', year: 'numeric' });
}
