import { TZDate } from '@date-fns/tz';
import type { MonthlySummary } from '../../../contracts/appointments.ts';
import type { AppointmentsQueries } from './appointments.queries.ts';

/**
 * A month of the schedule on the business's clock: the appointments by status, the revenue
 * expected (all but the cancelled) and the revenue realised (the completed), for one professional
 * or everyone.
 */
export async function monthlySummaryOf(
  queries: AppointmentsQueries,
  businessId: string,
  month: string,
  professionalId: string | undefined,
): Promise<MonthlySummary> {
  const { timeZone, currency } = await queries.businessTimeZone(businessId);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const from = new TZDate(year, monthNumber - 1, 1, timeZone);
  const to = new TZDate(year, monthNumber, 1, timeZone);
  const rows = await queries.summary(businessId, new Date(from.getTime()), new Date(to.getTime()), professionalId);
  const byStatus = { scheduled: 0, confirmed: 0, completed: 0, cancelled: 0 };
  let expected = 0;
  let realised = 0;
  for (const row of rows) {
    byStatus[row.status] = Number(row.n);
    if (row.status !== 'cancelled') expected += Number(row.cents);
    if (row.status === 'completed') realised += Number(row.cents);
  }
  return { month, byStatus, expectedRevenueCents: expected, realisedRevenueCents: realised, currency };
}
