import { dateTimeFormat } from '../../../lib/local-date.ts';

/** A rate in percent with up to two decimals: '12,5%', '40%'. */
export function formatRate(rate: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100);
}

/** An instant on the business's clock, short: '12/05/2025 14:30', '5/12/25, 2:30 PM'. */
export function formatInstant(iso: string, timeZone: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** Whether a payment may still be undone at `now`. */
export function isUndoable(payment: { undoableUntil: string | null }, now: number): boolean {
  return payment.undoableUntil !== null && Date.parse(payment.undoableUntil) > now;
}
