// Over 300 lines: one app server and one Radicale for the whole journey of a connected calendar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBasicAuthHeaders, makeCalendar, updateObject, deleteObject, fetchCalendarObjects } from 'tsdav';
import { insertCalendarConnection, type Owner } from '../../test/business-fixtures.ts';
import { createScheduleFixture } from '../../test/fixtures.ts';
import { calendarBusiness, dayAhead, slotTimes as times } from '../../test/calendar-fixtures.ts';
import { defaultEngine, startTestApp, type HttpClient, type TestApp } from '../../test/harness.ts';
import { radicaleAvailable, startRadicale, type Radicale } from '../../test/radicale.ts';
import { createCalendarBusyRepository } from './calendar-busy.repository.ts';

const withRadicale = radicaleAvailable();

describe('calendars connected to a professional', () => {
  let t: TestApp;
  let owner: Owner;
  /** Professional 1's own login. */
  let pro: HttpClient;
  const proEmail = 'pro.calendars@example.com';
  let f: Awaited<ReturnType<typeof createScheduleFixture>>;
  let radicale: Radicale | undefined;
  const day = dayAhead(3);
  const db = () => t.database.handle.db;

  const slotTimes = (professional = 0) => times(t, { owner, f }, day, professional);

  beforeAll(async () => {
    t = await startTestApp(defaultEngine(), { PUBLIC_BOOKINGS_PER_IP_PER_HOUR: '1000', WORKER: 'false' });
    ({ owner, f, pro } = await calendarBusiness(t, 'calendars@example.com', proEmail));
    if (withRadicale) radicale = await startRadicale();
  });
  afterAll(async () => {
    await radicale?.stop();
    await t?.close();
  });

  describe('busy time kept in the database', () => {
    it('takes its times off the free times, in the same read, and gives them back when gone', async () => {
      const busy = createCalendarBusyRepository(db());
      const id = await insertCalendarConnection(db(), owner.businessId, f.professionalIds[0]!, 'busy@example.com');
      const connection = { id, businessId: owner.businessId, professionalId: f.professionalIds[0]! };
      expect(await slotTimes()).toEqual(expect.arrayContaining(['09:30', '10:00', '10:30', '11:00']));

      await busy.replaceBusy(
        connection,
        [
          {
            calendarId: 'c',
            uid: 'dentist',
            startsAt: new Date(`${day}T10:00:00Z`),
            endsAt: new Date(`${day}T11:00:00Z`),
          },
        ],
        {},
      );
      const times = await slotTimes();
      expect(times).toContain('09:30');
      expect(times).not.toContain('10:00');
      expect(times).not.toContain('10:30');
      expect(times).toContain('11:00');
      // The other professional is free then.
      expect(await slotTimes(1)).toContain('10:00');
      // A customer asking for it anyway is told it is taken.
      const online = await t.client().post(`/api/public/businesses/${owner.businessId}/bookings`, {
        serviceId: f.serviceId,
        professionalId: f.professionalIds[0],
        startsAt: `${day}T10:00:00Z`,
        client: { fullName: 'Maria Cliente', phone: '+55 11 91234-5678' },
      });
      expect(online.status).toBe(409);
      expect(online.body.error.code).toBe('SLOT_TAKEN');

      // The front desk may still book over it, and can read it to warn.
      const read = await owner.client.get(`/api/calendar-busy-times?from=${day}T00:00:00Z&to=${day}T23:59:00Z`);
      expect(read.status).toBe(200);
      expect(read.body.items).toEqual([
        { professionalId: f.professionalIds[0], startsAt: `${day}T10:00:00.000Z`, endsAt: `${day}T11:00:00.000Z` },
      ]);
      const booked = await owner.client.post('/api/appointments', {
        professionalId: f.professionalIds[0],
        serviceId: f.serviceId,
        clientId: f.clientId,
        startsAt: `${day}T10:00:00Z`,
      });
      expect(booked.status).toBe(201);
      expect((await owner.client.post(`/api/appointments/${booked.body.id}/cancel`, {})).status).toBe(200);

      await busy.replaceBusy(connection, [], {});
      expect(await slotTimes()).toEqual(expect.arrayContaining(['10:00', '10:30']));
      expect((await owner.client.request('DELETE', `/api/calendar-connections/${id}`)).status).toBe(204);
      expect(await db().selectFrom('calendar_busy_intervals').selectAll().execute()).toEqual([]);
      await db().deleteFrom('outbox_messages').where('channel', '=', 'calendar').execute();
    });
  });
  it('keeps a professional to their own calendars; the owner names whose', async () => {
    const caldav = { serverUrl: 'https://caldav.example.com/', username: 'a', password: 'b' };
    const others = await pro.post('/api/calendar-connections/caldav', {
      ...caldav,
      professionalId: f.professionalIds[1],
    });
    expect(others.status).toBe(403);
    const busy = await pro.get(
      `/api/calendar-busy-times?from=${day}T00:00:00Z&to=${day}T23:59:00Z&professionalId=${f.professionalIds[1]}`,
    );
    expect(busy.status).toBe(403);
    const theirs = await insertCalendarConnection(db(), owner.businessId, f.professionalIds[1]!, 'other@example.com');
    expect((await pro.get('/api/calendar-connections')).body.items).toEqual([]);
    expect((await pro.request('DELETE', `/api/calendar-connections/${theirs}`)).status).toBe(404);
    expect((await owner.client.get('/api/calendar-connections')).body.items).toMatchObject([
      { id: theirs, professionalId: f.professionalIds[1], professionalName: 'Profissional 2', status: 'active' },
    ]);
    // Without GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, Google is not offered.
    expect((await owner.client.get('/api/calendar-connections')).body.googleAvailable).toBe(false);
    const google = await pro.post('/api/calendar-connections/google', {});
    expect(google.status).toBe(409);
    expect(google.body.error.code).toBe('GOOGLE_CALENDAR_NOT_CONFIGURED');
    const unnamed = await owner.client.post('/api/calendar-connections/caldav', caldav);
    expect(unnamed.status).toBe(400);
    expect(Object.keys(unnamed.body.error.fields)).toEqual(['professionalId']);
    expect((await owner.client.request('DELETE', `/api/calendar-connections/${theirs}`)).status).toBe(204);
  });

  describe.runIf(withRadicale)('a CalDAV account on a real Radicale', () => {
    const user = { username: 'ana', password: 'app-password-1' };
    let calendarUrl: string;
    let connectionId: string;
    const dav = () => ({ headers: getBasicAuthHeaders(user) });
    const body = (extra: Record<string, unknown> = {}) => ({
      professionalId: f.professionalIds[0],
      serverUrl: `${radicale!.url}/`,
      ...user,
      ...extra,
    });
    /** The calendar's objects whose text holds `needle`. */
    const objects = async (needle: string) =>
      (await fetchCalendarObjects({ calendar: { url: calendarUrl }, ...dav() })).filter((o) =>
        String(o.data).includes(needle),
      );
    const poll = async () => {
      await createCalendarBusyRepository(db()).pollSoon(connectionId);
      expect(await t.agendo.runCalendarPollOnce()).toBe(1);
    };
    const putEvent = async (uid: string, start: string, end: string, extra: string[] = []) => {
      const ics = [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//test//test//EN',
        'BEGIN:VEVENT',
        `UID:${uid}`,
        'DTSTAMP:20260101T000000Z',
        `DTSTART:${start}`,
        `DTEND:${end}`,
        'SUMMARY:Dentista',
        ...extra,
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n');
      const response = await updateObject({ url: `${calendarUrl}${uid}.ics`, data: ics, ...dav() });
      expect(response.ok).toBe(true);
    };
    const stamp = (time: string) => `${day.replaceAll('-', '')}T${time.replace(':', '')}00Z`;

    beforeAll(async () => {
      radicale!.setUser(user.username, user.password);
    });

    it('refuses a wrong password, an unreachable server and an account without calendars with a 400', async () => {
      const noCalendar = await owner.client.post('/api/calendar-connections/caldav', body());
      expect(noCalendar.status).toBe(400);
      expect(noCalendar.body.error.code).toBe('CALENDAR_NO_CALENDAR');
      calendarUrl = `${radicale!.url}/ana/agenda/`;
      const made = await makeCalendar({ url: calendarUrl, props: { displayname: 'Agenda' }, ...dav() });
      expect(made[0]?.ok).toBe(true);

      const wrong = await owner.client.post('/api/calendar-connections/caldav', body({ password: 'wrong' }));
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toMatchObject({ code: 'CALENDAR_CREDENTIALS_REFUSED' });
      const unreachable = await owner.client.post(
        '/api/calendar-connections/caldav',
        body({ serverUrl: 'http://127.0.0.1:9/' }),
      );
      expect(unreachable.status).toBe(400);
      expect(unreachable.body.error.code).toBe('CALENDAR_UNREACHABLE');
      expect(await db().selectFrom('calendar_connections').selectAll().execute()).toEqual([]);
    });

    it('connects the professional’s own account, keeping the password encrypted, and lists it without it', async () => {
      const connected = await pro.post('/api/calendar-connections/caldav', body({ professionalId: undefined }));
      expect(connected.status).toBe(201);
      expect(connected.body).toMatchObject({
        professionalId: f.professionalIds[0],
        provider: 'caldav',
        accountLabel: `ana@${new URL(radicale!.url).host}`,
        status: 'active',
        readCalendarIds: [calendarUrl],
        writeCalendarId: calendarUrl,
      });
      connectionId = connected.body.id;
      expect(JSON.stringify(connected.body)).not.toContain(user.password);
      const row = await db().selectFrom('calendar_connections').select('secret_ciphertext').executeTakeFirstOrThrow();
      expect(row.secret_ciphertext).not.toContain(user.password);
      const listed = await owner.client.get('/api/calendar-connections');
      expect(listed.body.items.map((c: { id: string }) => c.id)).toEqual([connectionId]);
    });

    it('writes an appointment as one event, moves it, and deletes it when cancelled — never twice', async () => {
      const booked = await owner.client.post('/api/appointments', {
        professionalId: f.professionalIds[0],
        serviceId: f.serviceId,
        clientId: f.clientId,
        startsAt: `${day}T15:00:00Z`,
      });
      expect(booked.status).toBe(201);
      const uid = `agendo-${booked.body.id}`;
      await t.agendo.runOutboxOnce();
      let events = await objects(uid);
      expect(events).toHaveLength(1);
      expect(events[0]!.data).toContain('SUMMARY:Corte · João');
      expect(events[0]!.data).toContain(`X-AGENDO-APPOINTMENT-ID:${booked.body.id}`);
      expect(events[0]!.data).toContain(`DTSTART;TZID=UTC:${stamp('15:00').slice(0, -1)}`);

      const moved = await owner.client.request('PATCH', `/api/appointments/${booked.body.id}/schedule`, {
        startsAt: `${day}T16:00:00Z`,
      });
      expect(moved.status).toBe(200);
      await t.agendo.runOutboxOnce();
      events = await objects(uid);
      expect(events).toHaveLength(1);
      expect(events[0]!.data).toContain(`DTSTART;TZID=UTC:${stamp('16:00').slice(0, -1)}`);

      // Disconnected and connected again: the same event, not a second one.
      expect((await owner.client.request('DELETE', `/api/calendar-connections/${connectionId}`)).status).toBe(204);
      const again = await owner.client.post('/api/calendar-connections/caldav', body());
      expect(again.status).toBe(201);
      connectionId = again.body.id;
      await t.agendo.runOutboxOnce();
      expect(await objects(uid)).toHaveLength(1);
      expect(await objects('BEGIN:VEVENT')).toHaveLength(1);

      // The business keeps its titles private: the event says only "Agendo".
      const privacy = await owner.client.request('PATCH', '/api/business/settings', { calendarPrivateTitles: true });
      expect(privacy.body.calendarPrivateTitles).toBe(true);
      await t.agendo.runOutboxOnce();
      events = await objects(uid);
      expect(events).toHaveLength(1);
      expect(events[0]!.data).toContain('SUMMARY:Agendo\r\n');
      expect(events[0]!.data).not.toContain('João');
      await owner.client.request('PATCH', '/api/business/settings', { calendarPrivateTitles: false });

      // Disconnected with its events removed, then connected again: the event is written anew.
      expect(
        (await owner.client.request('DELETE', `/api/calendar-connections/${connectionId}?removeEvents=true`)).status,
      ).toBe(204);
      expect(await objects(uid)).toHaveLength(0);
      connectionId = (await owner.client.post('/api/calendar-connections/caldav', body())).body.id;
      await t.agendo.runOutboxOnce();
      expect(await objects(uid)).toHaveLength(1);

      expect((await owner.client.post(`/api/appointments/${booked.body.id}/cancel`, {})).status).toBe(200);
      await t.agendo.runOutboxOnce();
      expect(await objects(uid)).toHaveLength(0);
      const links = await db().selectFrom('calendar_event_links').selectAll().execute();
      expect(links).toEqual([]);
    });

    it('reads busy time after a poll: an opaque event blocks its slots, each day of a series too, a free one does not, a deleted one frees them', async () => {
      await putEvent('dentist', stamp('10:00'), stamp('11:00'));
      await putEvent('lunch-maybe', stamp('13:00'), stamp('14:00'), ['TRANSP:TRANSPARENT']);
      // A daily stand-up that began two days before.
      const before = dayAhead(1).replaceAll('-', '');
      await putEvent('standup', `${before}T080000Z`, `${before}T083000Z`, ['RRULE:FREQ=DAILY;COUNT=5']);
      await poll();
      let times = await slotTimes();
      expect(times).not.toContain('10:00');
      expect(times).not.toContain('10:30');
      expect(times).not.toContain('08:00');
      expect(times).toContain('08:30');

      // Read again with nothing changed (its ctag the same): the busy time stays. Two workers at
      // once read a due connection once.
      await createCalendarBusyRepository(db()).pollSoon(connectionId);
      const reads = await Promise.all([t.agendo.runCalendarPollOnce(), t.agendo.runCalendarPollOnce()]);
      expect(reads.sort()).toEqual([0, 1]);
      expect(await slotTimes()).not.toContain('10:00');
      expect(times).toEqual(expect.arrayContaining(['09:30', '11:00', '13:00', '13:30']));

      expect((await deleteObject({ url: `${calendarUrl}dentist.ics`, ...dav() })).ok).toBe(true);
      await poll();
      times = await slotTimes();
      expect(times).toEqual(expect.arrayContaining(['10:00', '10:30']));
    });

    it('shows an event moved or deleted in the calendar as a notice, never changing the appointment', async () => {
      const booked = await owner.client.post('/api/appointments', {
        professionalId: f.professionalIds[0],
        serviceId: f.serviceId,
        clientId: f.clientId,
        startsAt: `${day}T14:00:00Z`,
      });
      expect(booked.status).toBe(201);
      const id = booked.body.id as string;
      const uid = `agendo-${id}`;
      const notices = async () => {
        const answer = await owner.client.get('/api/calendar-notices');
        expect(answer.status).toBe(200);
        return answer.body.items as Array<Record<string, unknown>>;
      };
      await t.agendo.runOutboxOnce();
      // Agendo's own event, read back: no notice.
      await poll();
      expect(await notices()).toEqual([]);

      // Moved there, in the calendar app.
      const [event] = await objects(uid);
      const [head, vevent] = String(event!.data).split('BEGIN:VEVENT');
      const moved = vevent!
        .replace(/\r\nDTSTART[^\r\n]*/, `\r\nDTSTART:${stamp('15:00')}`)
        .replace(/\r\nDTEND[^\r\n]*/, `\r\nDTEND:${stamp('15:30')}`);
      expect((await updateObject({ url: event!.url, data: `${head}BEGIN:VEVENT${moved}`, ...dav() })).ok).toBe(true);
      await poll();
      expect(await notices()).toEqual([
        expect.objectContaining({
          appointmentId: id,
          kind: 'moved',
          provider: 'caldav',
          accountLabel: `ana@${new URL(radicale!.url).host}`,
          startsAt: `${day}T14:00:00.000Z`,
          movedStartsAt: `${day}T15:00:00.000Z`,
          movedEndsAt: `${day}T15:30:00.000Z`,
        }),
      ]);
      expect((await owner.client.get(`/api/appointments/${id}`)).body).toMatchObject({
        status: 'scheduled',
        startsAt: `${day}T14:00:00.000Z`,
      });
      // Read again with nothing changed (the calendar left unread): the same one notice.
      await poll();
      expect(await notices()).toHaveLength(1);

      // Deleted there.
      expect((await deleteObject({ url: event!.url, ...dav() })).ok).toBe(true);
      await poll();
      expect(await notices()).toEqual([expect.objectContaining({ appointmentId: id, kind: 'deleted' })]);
      expect((await pro.get('/api/calendar-notices')).body.items).toHaveLength(1);

      // Dismissed: not shown again for the same change; another professional's or an unknown appointment is 404.
      expect((await pro.request('DELETE', `/api/calendar-notices/${crypto.randomUUID()}`)).status).toBe(404);
      expect((await owner.client.request('DELETE', `/api/calendar-notices/${id}`)).status).toBe(204);
      expect(await notices()).toEqual([]);
      await putEvent('ctag-bump', stamp('19:00'), stamp('19:30'));
      await poll();
      expect(await notices()).toEqual([]);
      expect((await owner.client.get(`/api/appointments/${id}`)).body.status).toBe('scheduled');

      expect((await owner.client.post(`/api/appointments/${id}/cancel`, {})).status).toBe(200);
      await t.agendo.runOutboxOnce();
      expect((await deleteObject({ url: `${calendarUrl}ctag-bump.ics`, ...dav() })).ok).toBe(true);
    });

    it('marks the connection broken when its password is changed, with one e-mail', async () => {
      radicale!.setUser(user.username, 'changed-password');
      const write = (hour: number) =>
        owner.client.post('/api/appointments', {
          professionalId: f.professionalIds[0],
          serviceId: f.serviceId,
          clientId: f.clientId,
          startsAt: `${day}T${hour}:00:00Z`,
        });
      expect((await write(17)).status).toBe(201);
      await t.agendo.runOutboxOnce();
      // A broken connection is not read any more.
      await createCalendarBusyRepository(db()).pollSoon(connectionId);
      expect(await t.agendo.runCalendarPollOnce()).toBe(0);
      expect((await write(18)).status).toBe(201);
      await t.agendo.runOutboxOnce();
      const listed = await owner.client.get('/api/calendar-connections');
      expect(listed.body.items).toMatchObject([{ id: connectionId, status: 'broken' }]);
      const mails = await db()
        .selectFrom('outbox_messages')
        .select(['to_address', 'subject'])
        .where('kind', '=', 'calendar_connection_broken')
        .execute();
      const subject = 'A conexão com o calendário parou de funcionar';
      expect(mails).toEqual(
        expect.arrayContaining([
          { to_address: owner.email, subject },
          { to_address: proEmail, subject },
        ]),
      );
      expect(mails).toHaveLength(2);
    });
  });
});
