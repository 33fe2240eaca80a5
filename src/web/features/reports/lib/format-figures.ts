import { formatDay, type LocalDate } from '../../../lib/local-date.ts';

/** A percentage with one decimal as the language writes it ('87,5%', '87.5%'); '—' when there is none. */
export function formatPercent(value: number | null, language: string): string {
  if (value === null) return '—';
  return new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(value / 100);
}

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/** '01/05/2025' in pt-BR, '05/01/2025' in en-US. */
export function formatShortDate(date: LocalDate, language: string): string {
  return formatDay(date, language, { day: '2-digit', month: '2-digit', year: 'numeric' });
}
