import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduleFixture, openEveryDay } from '../../test/fixtures.ts';
import { startTestApp, testEngines, type HttpClient, type TestApp } from '../../test/harness.ts';

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Cancelling or moving an appointment withdraws its reminder in the same transaction, whether the
 * business does it on the schedule or the customer through the manage link: a failure injected
 * after the appointment's update (a trigger that refuses to delete the reminder) leaves both the
 * appointment and its reminder as they were.
 */
describe.each(testEngines())('a reminder is withdrawn with its appointment, on %s', (engine) => {
  let t: TestApp;
  let owner: HttpClient;
  let businessId: string;
  let f: Awaited<ReturnType<typeof createScheduleFixture>>;
  const db = () => t.database.handle.db;
  let hour = 8;

  /** An online booking three days ahead, with its confirmation, alert and reminder queued. */
  async function bookOnline(): Promise<{ id: string; token: string; startsAt: string }> {
    const startsAt = `${dayAhead(3)}T${String(hour++).padStart(2, '0')}:00:00.000Z`;
    const created = await t.client().post(`/api/public/businesses/${businessId}/bookings`, {
      serviceId: f.serviceId,
      professionalId: f.professionalIds[0],
      startsAt,
      client: {
        fullName: 'Maria Cliente',
        phone: `+55 11 9${String(hour).padStart(2, '0')}34-5678`,
        email: `maria${hour}@example.com`,
      },
    });
    expect(created.status).toBe(201);
    return { id: created.body.id, token: created.body.manageToken, startsAt };
  }

  const reminders = (appointmentId: string) =>
    db()
      .selectFrom('outbox_messages')
      .select(['send_after'])
      .where('appointment_id', '=', appointmentId)
      .where('kind', '=', 'booking_reminder')
      .execute();
  const appointment = (id: string) =>
    db().selectFrom('appointments').select(['status', 'starts_at']).where('id', '=', id).executeTakeFirstOrThrow();

  async function refuseDeletingReminders(): Promise<void> {
    await sql`CREATE FUNCTION refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$`.execute(
      db(),
    );
    await sql`CREATE TRIGGER refuse_delete BEFORE DELETE ON outbox_messages FOR EACH ROW EXECUTE FUNCTION refuse_delete()`.execute(
      db(),
    );
  }
  async function allowDeleting(): Promise<void> {
    await sql`DROP TRIGGER refuse_delete ON outbox_messages`.execute(db());
    await sql`DROP FUNCTION refuse_delete()`.execute(db());
  }

  beforeAll(async () => {
    // The injected failures are logged as the 500s they are; nothing else here needs the log.
    t = await startTestApp(engine, { PUBLIC_BOOKINGS_PER_IP_PER_HOUR: '1000', LOG_LEVEL: 'silent' });
    owner = t.client();
    await owner.signUp('withdrawal@example.com');
    businessId = (await owner.get('/api/me')).body.profile.businessId;
    f = await createScheduleFixture(db(), businessId, { timeZone: 'UTC', hours: { start: '06:00', end: '22:00' } });
    await openEveryDay(db(), businessId, '06:00', '22:00');
    expect(
      (await owner.request('PATCH', '/api/online-booking/settings', { enabled: true, minNoticeMinutes: 0 })).status,
    ).toBe(200);
  });
  afterAll(() => t?.close());

  const paths = [
    {
      name: 'cancelled on the schedule',
      act: (b: { id: string; token: string }) => owner.post(`/api/appointments/${b.id}/cancel`, {}),
      moves: false,
    },
    {
      name: 'cancelled through the manage link',
      act: (b: { id: string; token: string }) => t.client().post(`/api/public/bookings/${b.token}/cancel`, {}),
      moves: false,
    },
    {
      name: 'moved on the schedule',
      act: (b: { id: string; token: string }) =>
        owner.request('PATCH', `/api/appointments/${b.id}/schedule`, {
          startsAt: `${dayAhead(4)}T${String(hour++).padStart(2, '0')}:00:00.000Z`,
        }),
      moves: true,
    },
    {
      name: 'moved through the manage link',
      act: (b: { id: string; token: string }) =>
        t.client().request('PATCH', `/api/public/bookings/${b.token}/schedule`, {
          startsAt: `${dayAhead(4)}T${String(hour++).padStart(2, '0')}:00:00.000Z`,
        }),
      moves: true,
    },
  ];

  it.each(paths)('$name: all or nothing', async ({ act, moves }) => {
    const booked = await bookOnline();
    const before = await appointment(booked.id);
    expect(await reminders(booked.id)).toHaveLength(1);

    await refuseDeletingReminders();
    try {
      const failed = await act(booked);
      expect(failed.status).toBe(500);
    } finally {
      await allowDeleting();
    }
    expect(await appointment(booked.id)).toEqual(before);
    expect(await reminders(booked.id)).toHaveLength(1);

    const done = await act(booked);
    expect(done.status).toBe(200);
    const after = await appointment(booked.id);
    const left = await reminders(booked.id);
    if (moves) {
      expect(after.starts_at).not.toEqual(before.starts_at);
      // The old reminder went with the move; the new time has its own, 24 h before it.
      expect(left.map((r) => r.send_after.getTime())).toEqual([after.starts_at.getTime() - 86_400_000]);
    } else {
      expect(after.status).toBe('cancelled');
      expect(left).toEqual([]);
    }
  });
});
