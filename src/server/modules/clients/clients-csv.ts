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
