import { monthSchema } from '../../../../contracts/commissions.ts';
import { addMonths, capitalise, formatDay, monthOf, type LocalDate } from '../../../lib/local-date.ts';

/*
 * The commissions page's reference month ('YYYY-MM') and professional, kept in the address; the
 * month defaults to the current one on the business's clock (`today` is passed in).
 */

export const MONTH_PARAM = 'mes';
export const PROFESSIONAL_PARAM = 'profissional';

export function isMonth(value: string | null): value is string {
  return value !== null && monthSchema.safeParse(value).success;
}

export function shiftMonth(month: string, months: number): string {
  return monthOf(addMonths(`${month}-01`, months));
}

export function readCommissionsAddress(
  params: URLSearchParams,
  today: LocalDate,
): { month: string; professionalId: string | null } {
  const month = params.get(MONTH_PARAM);
  return { month: isMonth(month) ? month : monthOf(today), professionalId: params.get(PROFESSIONAL_PARAM) || null };
}

/** The address after a change; a null professional goes back to everyone. */
export function writeCommissionsAddress(
  params: URLSearchParams,
  change: { month?: string; professionalId?: string | null },
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.month) next.set(MONTH_PARAM, change.month);
  if (change.professionalId !== undefined) {
    if (change.professionalId) next.set(PROFESSIONAL_PARAM, change.professionalId);
    else next.delete(PROFESSIONAL_PARAM);
  }
  return next;
}

/** 'Maio de 2025', 'May 2025'. */
export function formatMonth(month: string, language: string): string {
  return capitalise(formatDay(`${month}-15`, language, { month: 'long', year: 'numeric' }), language);
}
