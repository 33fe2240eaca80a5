import { sql, type Kysely } from 'kysely';
import type { SampleDataResult } from '../../../contracts/metrics.ts';
import { sampleSchedule, type SampleProfessional } from '../../../core/sample-schedule.ts';
import { hhmm } from '../../../core/time-of-day.ts';
import type { Database } from '../../db/schema.ts';
import type { Locale } from '../../i18n/locale.ts';
import { insertSchedule } from '../appointments/appointments.repository.ts';

/**
 * 'Gerar dados de teste': sample clients and appointments (and, for a business without them,
 * sample services and professionals) in the owner's own business. Every row it adds is listed in
 * `sample_data_rows`, so removing takes exactly those rows: a client, service or professional
 * that a real appointment has come to use since stays, still listed, until it is free.
 * No message is written for a sample appointment, and sample clients have no e-mail or phone.
 */

const WORDS: Record<Locale, { mark: string; services: Array<[string, number, number]>; professionals: string[]; clients: string[]; note: string }> = {
  'pt-BR': {
    mark: '(exemplo)',
    services: [['Corte', 45, 8000], ['Escova', 40, 6000], ['Manicure', 45, 4000], ['Coloração', 120, 20000]],
    professionals: ['Júlia', 'Rafael'],
    clients: ['Amanda', 'Bruno', 'Carolina', 'Daniel', 'Eduarda', 'Fábio', 'Gabriela', 'Heitor', 'Isabela', 'João', 'Larissa', 'Mateus', 'Natália', 'Otávio', 'Paula', 'Ricardo', 'Sofia', 'Tiago', 'Valéria', 'Yuri'],
    note: 'Dados de teste: somem ao remover os dados de teste no painel.',
  },
  'en-US': {
    mark: '(sample)',
    services: [['Haircut', 45, 4000], ['Blow-dry', 40, 3000], ['Manicure', 45, 2500], ['Hair color', 120, 9000]],
    professionals: ['Julia', 'Rafael'],
    clients: ['Amanda', 'Brian', 'Caroline', 'Daniel', 'Emma', 'Frank', 'Grace', 'Henry', 'Isabel', 'Jack', 'Laura', 'Matthew', 'Natalie', 'Oliver', 'Paula', 'Richard', 'Sophie', 'Thomas', 'Valerie', 'Zoe'],
    note: 'Sample data: removed with the sample data on the dashboard.',
  },
};

const WEEK = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));
const LUNCH = [{ weekday: null, start: '12:00', end: '13:00' }];

export type GenerateOutcome = { ok: true; added: SampleDataResult } | { ok: false };

export function createSampleDataRepository(db: Kysely<Database>) {
  return {
    async has(businessId: string): Promise<boolean> {
      const row = await db.selectFrom('sample_data_rows').select('row_id').where('business_id', '=', businessId).limit(1).executeTakeFirst();
      return row !== undefined;
    },

    async generate(businessId: string, now: Date, random: () => number): Promise<GenerateOutcome> {
      return db.transaction().execute(async (trx): Promise<GenerateOutcome> => {
        const business = await trx.selectFrom('businesses').select(['time_zone', 'locale']).where('id', '=', businessId).forUpdate().executeTakeFirstOrThrow();
        const present = await trx.selectFrom('sample_data_rows').select('row_id').where('business_id', '=', businessId).limit(1).executeTakeFirst();
        if (present) return { ok: false };
        const words = WORDS[business.locale];
        const mark = (table: Database['sample_data_rows']['table_name'], ids: readonly string[]) =>
          ids.length === 0 ? Promise.resolve() : trx.insertInto('sample_data_rows').values(ids.map((row_id) => ({ business_id: businessId, table_name: table, row_id }))).execute();

        let services = await trx.selectFrom('services').select(['id', 'duration_minutes', 'price_cents']).where('business_id', '=', businessId).where('active', '=', true).execute();
        const addedServices: string[] = [];
        if (services.length === 0) {
          services = await trx
            .insertInto('services')
            .values(words.services.map(([name, duration, price]) => ({ business_id: businessId, name: `${name} ${words.mark}`, duration_minutes: duration, price_cents: price })))
            .returning(['id', 'duration_minutes', 'price_cents'])
            .execute();
          addedServices.push(...services.map((s) => s.id));
        }

        // The team as it works: who offers what, their week and breaks.
        let team = await trx
          .selectFrom('professionals')
          .select('id')
          .where('business_id', '=', businessId)
          .where('active', '=', true)
          .where((eb) => eb.exists(eb.selectFrom('professional_working_hours as h').select('h.id').whereRef('h.professional_id', '=', 'professionals.id')))
          .execute();
        const addedProfessionals: string[] = [];
        if (team.length === 0) {
          team = await trx
            .insertInto('professionals')
            .values(words.professionals.map((name) => ({ business_id: businessId, full_name: `${name} ${words.mark}` })))
            .returning('id')
            .execute();
          addedProfessionals.push(...team.map((p) => p.id));
          for (const p of team) {
            await trx.insertInto('professional_working_hours').values(WEEK.map((h) => ({ business_id: businessId, professional_id: p.id, weekday: h.weekday, starts_at: h.start, ends_at: h.end }))).execute();
            await trx.insertInto('professional_breaks').values(LUNCH.map((b) => ({ business_id: businessId, professional_id: p.id, name: words.mark, weekday: b.weekday, starts_at: b.start, ends_at: b.end }))).execute();
          }
        }
        const teamIds = team.map((p) => p.id);
        // A professional who offers none of the services offers them all, for the sample's sake (added links go with the sample).
        if (addedServices.length > 0 || addedProfessionals.length > 0) {
          await trx
            .insertInto('professional_services')
            .columns(['business_id', 'professional_id', 'service_id'])
            .expression(
              sql`SELECT ${businessId}::uuid, p.id, s.id FROM unnest(${teamIds}::uuid[]) AS p(id) CROSS JOIN unnest(${services.map((s) => s.id)}::uuid[]) AS s(id) ON CONFLICT DO NOTHING`,
            )
            .execute();
        }
        const [offers, hours, breaks] = await Promise.all([
          trx.selectFrom('professional_services').select(['professional_id', 'service_id']).where('professional_id', 'in', teamIds).execute(),
          trx.selectFrom('professional_working_hours').select(['professional_id', 'weekday', 'starts_at', 'ends_at']).where('professional_id', 'in', teamIds).execute(),
          trx.selectFrom('professional_breaks').select(['professional_id', 'weekday', 'starts_at', 'ends_at']).where('professional_id', 'in', teamIds).execute(),
        ]);
        const from = new Date(now.getTime() - 92 * 86_400_000);
        const until = new Date(now.getTime() + 16 * 86_400_000);
        const busy = await trx
          .selectFrom('appointments')
          .select(['professional_id', 'starts_at', 'ends_at'])
          .where('professional_id', 'in', teamIds)
          .where('status', '<>', 'cancelled')
          .where('starts_at', '<', until)
          .where('ends_at', '>', from)
          .execute();
        const serviceById = new Map(services.map((s) => [s.id, s]));

        const clients = await trx
          .insertInto('clients')
          .values(words.clients.map((name) => ({ business_id: businessId, full_name: `${name} ${words.mark}`, notes: words.note })))
          .returning('id')
          .execute();

        const professionals: SampleProfessional[] = teamIds.map((id) => ({
          id,
          services: offers
            .filter((o) => o.professional_id === id && serviceById.has(o.service_id))
            .map((o) => serviceById.get(o.service_id)!)
            .map((s) => ({ id: s.id, durationMinutes: s.duration_minutes, priceCents: s.price_cents })),
          hours: hours.filter((h) => h.professional_id === id).map((h) => ({ weekday: h.weekday, start: hhmm(h.starts_at), end: hhmm(h.ends_at) })),
          breaks: breaks.filter((b) => b.professional_id === id).map((b) => ({ weekday: b.weekday, start: hhmm(b.starts_at), end: hhmm(b.ends_at) })),
          busy: busy.filter((b) => b.professional_id === id).map((b) => ({ startsAt: b.starts_at, endsAt: b.ends_at })),
        }));
        const schedule = sampleSchedule({
          timeZone: business.time_zone,
          now,
          pastDays: 90,
          futureDays: 14,
          fill: 0.45,
          professionals,
          clientIds: clients.map((c) => c.id),
          random,
          past: { completed: 0.8, cancelled: 0.12 },
        });
        const appointmentIds = await insertSchedule(trx, businessId, schedule);
        await mark('services', addedServices);
        await mark('professionals', addedProfessionals);
        await mark('clients', clients.map((c) => c.id));
        await mark('appointments', appointmentIds);
        return {
          ok: true,
          added: { services: addedServices.length, professionals: addedProfessionals.length, clients: clients.length, appointments: appointmentIds.length },
        };
      });
    },

    /** Removes the sample rows (appointments first, then what nothing real uses any more). */
    async remove(businessId: string): Promise<SampleDataResult | null> {
      return db.transaction().execute(async (trx) => {
        await trx.selectFrom('businesses').select('id').where('id', '=', businessId).forUpdate().execute();
        if (!(await trx.selectFrom('sample_data_rows').select('row_id').where('business_id', '=', businessId).limit(1).executeTakeFirst())) return null;
        const listed = (table: Database['sample_data_rows']['table_name']) =>
          trx.selectFrom('sample_data_rows').select('row_id').where('business_id', '=', businessId).where('table_name', '=', table);
        const unlist = async (table: Database['sample_data_rows']['table_name'], ids: readonly { id: string }[]) => {
          if (ids.length === 0) return;
          await trx.deleteFrom('sample_data_rows').where('business_id', '=', businessId).where('table_name', '=', table).where('row_id', 'in', ids.map((r) => r.id)).execute();
        };
        // Commission lines of sample appointments go with them; a payment left without lines too.
        await sql`DELETE FROM commission_lines WHERE business_id = ${businessId} AND appointment_id IN (${listed('appointments')})`.execute(trx);
        // (A payment always has lines otherwise, so one left with none paid only sample lines.)
        await sql`DELETE FROM commission_payments cp WHERE cp.business_id = ${businessId} AND NOT EXISTS (SELECT 1 FROM commission_lines l WHERE l.payment_id = cp.id)`.execute(trx);
        const appointments = await trx.deleteFrom('appointments').where('business_id', '=', businessId).where('id', 'in', listed('appointments')).returning('id').execute();
        await unlist('appointments', appointments);
        const clients = await trx
          .deleteFrom('clients')
          .where('business_id', '=', businessId)
          .where('id', 'in', listed('clients'))
          .where((eb) => eb.not(eb.exists(eb.selectFrom('appointments as a').select('a.id').whereRef('a.client_id', '=', 'clients.id'))))
          .returning('id')
          .execute();
        await unlist('clients', clients);
        const professionals = await trx
          .deleteFrom('professionals')
          .where('business_id', '=', businessId)
          .where('id', 'in', listed('professionals'))
          .where((eb) => eb.not(eb.exists(eb.selectFrom('appointments as a').select('a.id').whereRef('a.professional_id', '=', 'professionals.id'))))
          .where((eb) => eb.not(eb.exists(eb.selectFrom('commission_payments as cp').select('cp.id').whereRef('cp.professional_id', '=', 'professionals.id'))))
          .returning('id')
          .execute();
        await unlist('professionals', professionals);
        const services = await trx
          .deleteFrom('services')
          .where('business_id', '=', businessId)
          .where('id', 'in', listed('services'))
          .where((eb) => eb.not(eb.exists(eb.selectFrom('appointments as a').select('a.id').whereRef('a.service_id', '=', 'services.id'))))
          .returning('id')
          .execute();
        await unlist('services', services);
        return { services: services.length, professionals: professionals.length, clients: clients.length, appointments: appointments.length };
      });
    },
  };
}

export type SampleDataRepository = ReturnType<typeof createSampleDataRepository>;
