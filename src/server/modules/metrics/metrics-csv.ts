import type { Locale } from '../../i18n/locale.ts';

/** Cents as a spreadsheet of the reader's language reads a number: 1234,56 in pt-BR, 1234.56 in en-US. */
export function formatCentsForCsv(cents: number, locale: Locale): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}${locale === 'pt-BR' ? ',' : '.'}${String(abs % 100).padStart(2, '0')}`;
  return sign + text;
}
