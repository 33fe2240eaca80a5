import type { FastifyReply } from 'fastify';
import type { Locale } from './i18n/locale.ts';

/**
 * The one CSV writer of every export (lists, reports, commissions, a client's data, the business's
 * ZIP). CSV as spreadsheets read it: UTF-8 with a byte-order mark (so Excel sees the accents), CRLF
 * line ends, cells separated as a spreadsheet in the reader's language expects (`csvSeparator`),
 * and a cell quoted when it holds the separator, a quote or a line break. A cell that a
 * spreadsheet would run as a formula (= + - @, or a tab or carriage return first) gets a leading
 * apostrophe, so a client named "=HYPERLINK(…)" stays text. A plain number (-12,50) is no formula
 * and stays a number.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | null>>, locale: Locale): string {
  return '\uFEFF' + rows.map((row) => csvLine(row, locale)).join('');
}

/**
 * The separator a spreadsheet in the reader's language splits cells on: `;` in pt-BR, whose
 * decimal mark is the comma (what Excel in Portuguese expects), `,` in en-US.
 */
export function csvSeparator(locale: Locale): ';' | ',' {
  return locale === 'pt-BR' ? ';' : ',';
}

/** One row of a CSV file, its line end included. */
export function csvLine(row: ReadonlyArray<string | null>, locale: Locale): string {
  const separator = csvSeparator(locale);
  return row.map((value) => csvCell(value, separator)).join(separator) + '\r\n';
}

export function csvCell(value: string | null, separator: ';' | ','): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text) && !/^-\d+([.,]\d+)?$/.test(text)) text = `'${text}`;
  const quoted = text.includes(separator) || /["\r\n]|^\s|\s$/.test(text);
  return quoted ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Cents as a spreadsheet of the reader's language reads a number: 1234,56 in pt-BR, 1234.56 in en-US. */
export function formatCentsForCsv(cents: number, locale: Locale): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}${locale === 'pt-BR' ? ',' : '.'}${String(abs % 100).padStart(2, '0')}`;
  return sign + text;
}

/** A CSV file as the answer: a download, never cached. */
export function sendCsv(reply: FastifyReply, file: { fileName: string; body: string }): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}
