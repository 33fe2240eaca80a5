import type { FastifyReply } from 'fastify';
import type { Locale } from './i18n/locale.ts';

/**
 * CSV as spreadsheets read it: UTF-8 with a byte-order mark (so Excel sees the accents), CRLF
 * line ends, and a cell quoted when it holds a comma, a quote or a line break. A cell that a
 * spreadsheet would run as a formula (= + - @, or a tab or carriage return first) gets a
 * leading apostrophe, so a client named "=HYPERLINK(…)" stays text. A plain number (-12,50) is
 * no formula and stays a number.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | null>>): string {
  return '\uFEFF' + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text) && !/^-\d+([.,]\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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
