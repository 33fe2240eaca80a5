import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Rows a schedule test needs, written straight to the database so the test does not depend on
 * the services/professionals/clients API it is not about.
 */
export async function createScheduleFixture(
  db: Kysely<Database>,
  businessId: string,
  options: {
    timeZone?: string;
    professionals?: number;
    hours?: { start: string; end: string };
    breakAt?: { start: string; end: string };
  } = {},
) {
  if (options.timeZone)
    await db.updateTable('businesses').set({ time_zone: options.timeZone }).where('id', '=', businessId).execute();
  const service = await db
    .insertInto('services')
    .values({ business_id: businessId, name: 'Corte', duration_minutes: 30, price_cents: 5000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const longService = await db
    .insertInto('services')
    .values({ business_id: businessId, name: 'Coloração', duration_minutes: 90, price_cents: 20000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const professionals: string[] = [];
  for (let i = 0; i < (options.professionals ?? 2); i++) {
    const p = await db
      .insertInto('professionals')
      .values({ business_id: businessId, full_name: `Profissional ${i + 1}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    professionals.push(p.id);
    await db
      .insertInto('professional_services')
      .values([
        { business_id: businessId, professional_id: p.id, service_id: service.id },
        { business_id: businessId, professional_id: p.id, service_id: longService.id },
      ])
      .execute();
    const hours = options.hours ?? { start: '08:00', end: '20:00' };
    await db
      .insertInto('professional_working_hours')
      .values(
        [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          business_id: businessId,
          professional_id: p.id,
          weekday,
          starts_at: hours.start,
          ends_at: hours.end,
        })),
      )
      .execute();
    if (options.breakAt) {
      await db
        .insertInto('professional_breaks')
        .values({
          business_id: businessId,
          professional_id: p.id,
          name: 'Almoço',
          weekday: null,
          starts_at: options.breakAt.start,
          ends_at: options.breakAt.end,
        })
        .execute();
    }
  }
  const client = await db
    .insertInto('clients')
    .values({ business_id: businessId, full_name: 'João da Silva', phone: '+55 11 98765-4321' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { serviceId: service.id, longServiceId: longService.id, professionalIds: professionals, clientId: client.id };
}

/** The business opens every day of the week from `opens` to `closes` (its online booking offers those hours). */
export async function openEveryDay(
  db: Kysely<Database>,
  businessId: string,
  opens = '08:00',
  closes = '20:00',
): Promise<void> {
  await db
    .insertInto('business_opening_hours')
    .values(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        business_id: businessId,
        weekday,
        opens_at: opens,
        closes_at: closes,
      })),
    )
    .execute();
}
