import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeFrontDeskBooking } from '../../../core/front-desk-booking.ts';
import { createScheduleFixture } from '../../test/fixtures.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/harness.ts';
import { createOutboxRepository } from '../mail/outbox.repository.ts';
import { createAppointmentsRepository, type AppointmentsRepository } from './appointments.repository.ts';

/**
 * The booking statement decides in SQL (one round trip: ADR 15); the rule is
 * `judgeFrontDeskBooking`. Over generated weeks, breaks, time zones (with DST, half-hour and
 * 45-minute offsets), lengths and instants, the statement books exactly when the function says
 * yes.
 */
const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const zones = ['UTC', 'America/Sao_Paulo', 'America/New_York', 'Europe/Lisbon', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/St_Johns'];
/**
 * A minute of the day, minute-precise as the contract allows ('HH:MM', up to 23:59), most often on
 * a quarter hour so that edges meet (an appointment ending as a range or a break does).
 */
const minute = fc.oneof(fc.integer({ min: 0, max: 95 }).map((q) => q * 15), fc.integer({ min: 0, max: 1439 }));
const length = fc.oneof(fc.integer({ min: 1, max: 16 }).map((q) => q * 15), fc.integer({ min: 5, max: 600 }));
/** A zone, and an instant given by its wall-clock time there (2025–2028, DST changes included), seconds and all. */
const zonedInstant = fc
  .tuple(fc.constantFrom(...zones), fc.integer({ min: 0, max: 4 * 365 }), minute, fc.integer({ min: 0, max: 59 }))
  .map(([timeZone, day, at, seconds]) => ({ timeZone, startsAt: new Date(new TZDate(2025, 0, 1 + day, 0, at, seconds, timeZone).getTime()) }));

/**
 * A booking and a week around it: the professional's ranges and breaks start and end at, or a
 * minute or a quarter away from, the booking's own start and end on its weekday (or the next),
 * mixed with ranges anywhere — so that edges meet as often as they miss.
 */
const scenario = fc.tuple(zonedInstant, length).chain(([{ timeZone, startsAt }, minutes]) => {
  const local = new TZDate(startsAt.getTime(), timeZone);
  const at = local.getHours() * 60 + local.getMinutes();
  const weekday = fc.constantFrom(local.getDay(), local.getDay(), (local.getDay() + 1) % 7);
  const near = (edge: number) => fc.constantFrom(-15, -1, 0, 0, 1, 15).map((d) => Math.min(1439, Math.max(0, edge + d)));
  const boundary = fc.oneof(near(at), near(at + minutes), minute);
  const range = fc.tuple(boundary, boundary).filter(([a, b]) => a < b);
  return fc.record({
    timeZone: fc.constant(timeZone),
    startsAt: fc.constant(startsAt),
    minutes: fc.constant(minutes),
    hours: fc.array(fc.tuple(weekday, range), { maxLength: 6 }),
    pauses: fc.array(fc.tuple(fc.option(weekday), range), { maxLength: 3 }),
  });
});

describe.each(testEngines())('the front-desk booking statement against judgeFrontDeskBooking, on %s', (engine) => {
  let database: TestDatabase;
  let repository: AppointmentsRepository;
  let businessId: string;
  let f: Awaited<ReturnType<typeof createScheduleFixture>>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.handle.db;
    businessId = (await db.insertInto('businesses').values({ name: 'Negócio' }).returning('id').executeTakeFirstOrThrow()).id;
    f = await createScheduleFixture(db, businessId, { professionals: 1 });
    repository = createAppointmentsRepository(db, createOutboxRepository(db, { sends: false }), () => new Date());
  });
  afterAll(async () => {
    await database?.handle.close();
    await database?.drop();
  });

  it('books exactly what the function accepts', async () => {
    const db = database.handle.db;
    const professionalId = f.professionalIds[0]!;
    let booked = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(scenario, async ({ hours, pauses, minutes, timeZone, startsAt }) => {
        await db.deleteFrom('professional_working_hours').where('professional_id', '=', professionalId).execute();
        await db.deleteFrom('professional_breaks').where('professional_id', '=', professionalId).execute();
        if (hours.length > 0) {
          await db
            .insertInto('professional_working_hours')
            .values(hours.map(([weekday, [start, end]]) => ({ business_id: businessId, professional_id: professionalId, weekday, starts_at: hhmm(start), ends_at: hhmm(end) })))
            .execute();
        }
        if (pauses.length > 0) {
          await db
            .insertInto('professional_breaks')
            .values(pauses.map(([weekday, [start, end]], i) => ({ business_id: businessId, professional_id: professionalId, name: `Pausa ${i}`, weekday, starts_at: hhmm(start), ends_at: hhmm(end) })))
            .execute();
        }
        await db.updateTable('businesses').set({ time_zone: timeZone }).where('id', '=', businessId).execute();
        await db.updateTable('services').set({ duration_minutes: minutes }).where('id', '=', f.serviceId).execute();

        const id = randomUUID();
        const { context, written } = await repository.bookAtFrontDesk({
          id,
          businessId,
          professionalId,
          serviceId: f.serviceId,
          clientId: f.clientId,
          startsAt,
          notes: null,
          allowOutsideWorkingHours: false,
        });
        const verdict = judgeFrontDeskBooking(context, startsAt, false);
        await db.deleteFrom('appointments').where('id', '=', id).execute();
        if (written) booked++;
        else refused++;
        expect({ startsAt: startsAt.toISOString(), timeZone, minutes, booked: written !== null }).toEqual({ startsAt: startsAt.toISOString(), timeZone, minutes, booked: verdict.ok });
      }),
      { numRuns: 600 },
    );
    // Both answers were seen often, so the property says something about each.
    expect(booked).toBeGreaterThan(15);
    expect(refused).toBeGreaterThan(15);
  });
});
