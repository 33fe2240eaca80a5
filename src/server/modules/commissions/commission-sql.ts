import { sql, type RawBuilder } from 'kysely';
import type { Period } from '../../../core/metrics.ts';

/** A month of one business as the ledger works it out. */
export interface MonthScope {
  businessId: string;
  /** The reference month as its days, and its first day ("YYYY-MM-01"). */
  period: Period;
  /** The current month's first day on the business's clock: where adjustments land. */
  currentMonthStart: string;
}

/**
 * The commission rule in SQL, written once for the commissions and the report (docs/metrics.md):
 * - the rate in force: the rate the appointment's paid line already used, else the professional's
 *   rate for the service, else their own rate, else the business's standard rate;
 * - the amount: base × rate ÷ 100, rounded to the cent (half away from zero).
 */
export function rateInForce(
  paidRate: RawBuilder<unknown>,
  serviceRate: RawBuilder<unknown>,
  ownRate: RawBuilder<unknown>,
  standardRate: RawBuilder<unknown>,
) {
  return sql`coalesce(${paidRate}, ${serviceRate}, ${ownRate}, ${standardRate})`;
}

/**
 * The rate an appointment was paid at for a professional — their paid lines' rate, null when none
 * is paid — as the database defines it once (`paid_commission_rate`, migration 0018).
 */
export function paidRate(appointmentId: RawBuilder<unknown>, professionalId: RawBuilder<unknown>) {
  return sql`(SELECT rate FROM paid_commission_rate(${appointmentId}, ${professionalId}))`;
}

export function commissionCents(baseCents: RawBuilder<unknown>, rate: RawBuilder<unknown>) {
  return sql`round(${baseCents} * ${rate} / 100)`;
}

/** The first local midnight of a date, and the one after another: an appointment's day is its start's. */
export function localDayStart(date: string, timeZone: RawBuilder<unknown>) {
  return sql`(${date}::date::timestamp AT TIME ZONE ${timeZone})`;
}

export function localDayEnd(date: string, timeZone: RawBuilder<unknown>) {
  return sql`((${date}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;
}
