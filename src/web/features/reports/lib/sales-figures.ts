import type { SalesReport } from '../../../../contracts/metrics.ts';

/** The payment methods of the by-day table, in the order the counter offers them. */
export const SALES_METHODS = ['cash', 'credit', 'debit', 'pix'] as const;

/**
 * Whether the period had anything at the counter: a comanda closed (or reversed) or money taken on
 * one of its days. The server lists only such days, so a period without any has no day at all.
 */
export function hasSales(report: Pick<SalesReport, 'days' | 'totals'>): boolean {
  return report.totals.comandas !== 0 || report.days.length > 0;
}

/** A professional's row key: items sold by no one in particular have a row of their own, without an id. */
export function salesProfessionalKey(row: Pick<SalesReport['professionals'][number], 'professionalId'>): string {
  return row.professionalId ?? 'none';
}
