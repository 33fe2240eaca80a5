// Over 300 lines: one app server and one Google stand-in for the whole journey of a connected Google calendar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Owner } from '../../test/business-fixtures.ts';
import { createScheduleFixture } from '../../test/fixtures.ts';
import { startGoogleStandIn, type GoogleStandIn } from '../../test/google-stand-in.ts';
import { calendarBusiness, dayAhead, slotTimes as times } from '../../test/calendar-fixtures.ts';
import { defaultEngine, startTestApp, type HttpClient, type TestApp } from '../../test/harness.ts';

/** Waits until `check` passes (the worker and the poll run in the background), up to `ms`. */
async function eventually(check: () => Promise<void> | void, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('a Google calendar connected to a professional', () => {
  let google: GoogleStandIn;
  let t: TestApp;
  let owner: Owner;
  /** Professional 1's own login. */
  let pro: HttpClient;
  const proEmail = 'pro.google@example.com';
  let f: Awaited<ReturnType<typeof createScheduleFixture>>;
  const day = dayAhead(3);
  const db = () => t.database.handle.db;

  const slotTimes = () => times(t, { owner, f }, day);
  const book = async (time: string) => {
    const booked = await owner.client.post('/api/appointments', {
      professionalId: f.professionalIds[0],
      serviceId: f.serviceId,
      clientId: f.clientId,
      startsAt: `${day}T${time}:00Z`,
    });
    expect(booked.status).toBe(201);
    return booked.body.id as string;
  };
  /** Starts connecting, follows Google's consent page back to the callback; answers where it sent the browser. */
  const connect = async (client: HttpClient, body: Record<string, unknown> = {}) => {
    const started = await client.post('/api/calendar-connections/google', body);
    expect(started.status).toBe(200);
    const consent = await fetch(started.body.authorizationUrl, { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get('location')!);
    const answer = await client.get(`${back.pathname}${back.search}`);
    expect(answer.status).toBe(302);
    return answer.headers.get('location');
  };
  const connections = async () => (await owner.client.get('/api/calendar-connections')).body.items;
  const inserts = () => google.count('POST', /\/events$/);
  const patches = () => google.count('PATCH', /\/events\//);
  const deletes = () => google.count('DELETE', /\/events\//);

  beforeAll(async () => {
    google = await startGoogleStandIn();
    t = await startTestApp(defaultEngine(), {
      PUBLIC_BOOKINGS_PER_IP_PER_HOUR: '1000',
      GOOGLE_CLIENT_ID: 'agendo-client',
      GOOGLE_CLIENT_SECRET: 'agendo-secret',
      GOOGLE_DISCOVERY_URL: google.discoveryUrl,
      GOOGLE_CALENDAR_API_URL: google.apiUrl,
    });
    ({ owner, f, pro } = await calendarBusiness(t, 'google.calendars@example.com', proEmail));
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  it('says to try again, never a server error, when Google cannot be reached to start', async () => {
    google.failDiscoveryNext();
    const refused = await owner.client.post('/api/calendar-connections/google', {
      professionalId: f.professionalIds[0],
    });
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('GOOGLE_CALENDAR_UNREACHABLE');
  });

  it('connects through Google’s consent page with offline access, and keeps only the encrypted refresh token', async () => {
    expect((await pro.get('/api/calendar-connections')).body).toEqual({ items: [], googleAvailable: true });
    // A professional connects only their own calendar.
    const others = await pro.post('/api/calendar-connections/google', { professionalId: f.professionalIds[1] });
    expect(others.status).toBe(403);

    expect(await connect(pro)).toBe('/agenda?calendar=connected');
    const consent = google.lastAuthorization()!;
    expect(consent.searchParams.get('access_type')).toBe('offline');
    expect(consent.searchParams.get('prompt')).toBe('consent');
    expect(consent.searchParams.get('client_id')).toBe('agendo-client');
    expect(consent.searchParams.get('scope')).toContain('https://www.googleapis.com/auth/calendar.events');
    expect(consent.searchParams.get('redirect_uri')).toBe(`${t.baseUrl}/api/calendar/google/callback`);

    expect(await connections()).toMatchObject([
      {
        professionalId: f.professionalIds[0],
        provider: 'google',
        accountLabel: google.account,
        status: 'active',
        readCalendarIds: [google.account],
        writeCalendarId: google.account,
      },
    ]);
    const row = await db().selectFrom('calendar_connections').select('secret_ciphertext').executeTakeFirstOrThrow();
    expect(row.secret_ciphertext).toMatch(/^v1\./);
    expect(row.secret_ciphertext).not.toContain('refresh-');
    // The first read opens a push channel to our notifications.
    await eventually(() => expect(google.channels.size).toBe(1));
    expect([...google.channels.values()][0]!.address).toBe(`${t.baseUrl}/api/calendar/google/notifications`);
  });

  it('writes an appointment as one event, moves it and deletes it when cancelled: one insert, one patch, one delete', async () => {
    const id = await book('15:00');
    const eventId = `agendo${id.replaceAll('-', '')}`;
    await eventually(() => expect(inserts()).toBe(1));
    const event = google.events.get(eventId)!;
    expect(event).toMatchObject({
      summary: 'Corte · João',
      status: 'tentative',
      start: { dateTime: `${day}T15:00:00.000Z`, timeZone: 'UTC' },
      extendedProperties: { private: { agendoAppointmentId: id } },
    });

    const moved = await owner.client.request('PATCH', `/api/appointments/${id}/schedule`, {
      startsAt: `${day}T16:00:00Z`,
    });
    expect(moved.status).toBe(200);
    await eventually(() => expect(patches()).toBe(1));
    expect(google.events.get(eventId)!.start.dateTime).toBe(`${day}T16:00:00.000Z`);

    expect((await owner.client.post(`/api/appointments/${id}/cancel`, {})).status).toBe(200);
    await eventually(() => expect(deletes()).toBe(1));
    expect(google.events.get(eventId)!.status).toBe('cancelled');
    expect({ inserts: inserts(), patches: patches(), deletes: deletes() }).toEqual({
      inserts: 1,
      patches: 1,
      deletes: 1,
    });
    expect(google.count('DELETE', new RegExp(`/events/${eventId}$`))).toBe(1);
  });

  it('finds its events again after disconnecting and reconnecting: no duplicate', async () => {
    const id = await book('17:00');
    const eventId = `agendo${id.replaceAll('-', '')}`;
    await eventually(() => expect(google.events.get(eventId)?.status).toBe('tentative'));
    const [connection] = await connections();
    expect((await owner.client.request('DELETE', `/api/calendar-connections/${connection.id}`)).status).toBe(204);
    // Its channel is stopped.
    expect(google.channels.size).toBe(0);

    const patchesBefore = patches();
    // The owner connects it again, for the professional.
    expect(await connect(owner.client, { professionalId: f.professionalIds[0] })).toBe('/agenda?calendar=connected');
    await eventually(() => expect(patches()).toBe(patchesBefore + 1));
    const live = [...google.events.values()].filter((e) => e.status !== 'cancelled');
    expect(live.map((e) => e.id)).toEqual([eventId]);
    expect(await connections()).toHaveLength(1);
    await eventually(() => expect(google.channels.size).toBe(1));

    // Connected again while connected: the same row, its old channel stopped for a new one.
    const [oldChannel] = google.channels.keys();
    expect(await connect(pro)).toBe('/agenda?calendar=connected');
    expect(await connections()).toHaveLength(1);
    await eventually(() => expect([...google.channels.keys()]).toEqual([expect.not.stringMatching(oldChannel!)]));
  });

  it('blocks free times with an opaque Google event after its push notification, not a transparent one, and frees them when it is deleted', async () => {
    expect(await slotTimes()).toEqual(expect.arrayContaining(['10:00', '10:30', '13:00']));
    google.putEvent({
      id: 'dentist01',
      summary: 'Dentista',
      start: { dateTime: `${day}T10:00:00Z` },
      end: { dateTime: `${day}T11:00:00Z` },
    });
    google.putEvent({
      id: 'lunchmaybe',
      transparency: 'transparent',
      start: { dateTime: `${day}T13:00:00Z` },
      end: { dateTime: `${day}T14:00:00Z` },
    });
    expect(await google.notify()).toEqual([200]);
    await eventually(async () => {
      const times = await slotTimes();
      expect(times).not.toContain('10:00');
      expect(times).not.toContain('10:30');
      expect(times).toEqual(expect.arrayContaining(['09:30', '11:00', '13:00', '13:30']));
    }, 10_000);
    // Only the opaque event is busy: not the transparent one, nor Agendo's own event for the 17:00 appointment.
    const busy = await db().selectFrom('calendar_busy_intervals').select('external_uid').execute();
    expect(busy.map((b) => b.external_uid)).toEqual(['dentist01']);
    // Read with the sync token: only what changed since.
    const lists = google.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/events'));
    expect(lists.at(-1)!.query.get('syncToken')).toMatch(/^sync-/);

    google.deleteEvent('dentist01');
    expect(await google.notify()).toEqual([200]);
    await eventually(async () => expect(await slotTimes()).toEqual(expect.arrayContaining(['10:00', '10:30'])));
  });

  it('reads the calendar whole when Google answers 410 to its sync token', async () => {
    google.putEvent({ id: 'gym00001', start: { dateTime: `${day}T08:00:00Z` }, end: { dateTime: `${day}T09:00:00Z` } });
    google.expireSyncTokens();
    expect(await google.notify()).toEqual([200]);
    await eventually(async () => expect(await slotTimes()).not.toContain('08:00'));
    const lists = google.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/events'));
    expect(lists.at(-1)!.query.get('timeMin')).toBeTruthy();
    google.deleteEvent('gym00001');
  });

  it('shows an event moved or deleted in Google as a notice on the schedule, never changing the appointment', async () => {
    const notices = async (client = owner.client) => {
      const answer = await client.get('/api/calendar-notices');
      expect(answer.status).toBe(200);
      return answer.body.items as Array<Record<string, unknown>>;
    };
    /** Tells Google's change and waits for the read it asks for. */
    const read = async () => {
      const before = (await connections())[0].lastPolledAt;
      expect(await google.notify()).toEqual([200]);
      await eventually(async () => expect((await connections())[0].lastPolledAt).not.toBe(before));
      await new Promise((resolve) => setTimeout(resolve, 200));
    };
    const id = await book('12:00');
    const eventId = `agendo${id.replaceAll('-', '')}`;
    await eventually(async () =>
      expect(
        await db().selectFrom('calendar_event_links').select('event_id').where('appointment_id', '=', id).execute(),
      ).toEqual([{ event_id: eventId }]),
    );
    // Agendo's own write, read back: no notice.
    await read();
    expect(await notices()).toEqual([]);

    google.putEvent({
      ...google.events.get(eventId)!,
      start: { dateTime: `${day}T13:00:00Z` },
      end: { dateTime: `${day}T13:30:00Z` },
    });
    expect(await google.notify()).toEqual([200]);
    await eventually(async () =>
      expect(await notices()).toEqual([
        expect.objectContaining({
          appointmentId: id,
          kind: 'moved',
          provider: 'google',
          accountLabel: google.account,
          startsAt: `${day}T12:00:00.000Z`,
          movedStartsAt: `${day}T13:00:00.000Z`,
          movedEndsAt: `${day}T13:30:00.000Z`,
          serviceName: 'Corte',
        }),
      ]),
    );
    // The appointment is as it was; the professional sees the notice too.
    expect((await owner.client.get(`/api/appointments/${id}`)).body).toMatchObject({
      status: 'scheduled',
      startsAt: `${day}T12:00:00.000Z`,
    });
    expect(await notices(pro)).toHaveLength(1);

    // Dismissed, it is not shown again for the same change.
    expect((await pro.request('DELETE', `/api/calendar-notices/${id}`)).status).toBe(204);
    expect(await notices()).toEqual([]);
    google.putEvent({ ...google.events.get(eventId)! });
    await read();
    expect(await notices()).toEqual([]);

    google.deleteEvent(eventId);
    expect(await google.notify()).toEqual([200]);
    await eventually(async () =>
      expect(await notices()).toEqual([expect.objectContaining({ appointmentId: id, kind: 'deleted' })]),
    );
    expect((await owner.client.get(`/api/appointments/${id}`)).body.status).toBe('scheduled');

    // Moved in Agendo: the event is written again, and the notice is over.
    const moved = await owner.client.request('PATCH', `/api/appointments/${id}/schedule`, {
      startsAt: `${day}T12:30:00Z`,
    });
    expect(moved.status).toBe(200);
    await eventually(async () => expect(await notices()).toEqual([]));
    await eventually(() => expect(google.events.get(eventId)!.start.dateTime).toBe(`${day}T12:30:00.000Z`));
    await read();
    expect(await notices()).toEqual([]);
    expect((await owner.client.post(`/api/appointments/${id}/cancel`, {})).status).toBe(200);
  });

  it('refuses notifications that are not of a channel it opened, and callbacks it did not start — never with a 5xx', async () => {
    const channel = [...google.channels.values()][0]!;
    const notify = (headers: Record<string, string>) =>
      fetch(`${t.baseUrl}/api/calendar/google/notifications`, { method: 'POST', headers });
    const state = { 'x-goog-resource-state': 'exists' };
    expect((await notify({})).status).toBe(404);
    expect((await notify({ ...state, 'x-goog-channel-id': channel.id })).status).toBe(404);
    expect((await notify({ ...state, 'x-goog-channel-id': channel.id, 'x-goog-channel-token': 'guess' })).status).toBe(
      404,
    );
    const forged = `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}_${'a'.repeat(24)}`;
    expect(
      (await notify({ ...state, 'x-goog-channel-id': forged, 'x-goog-channel-token': channel.token })).status,
    ).toBe(404);
    const garbage = await fetch(`${t.baseUrl}/api/calendar/google/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-goog-channel-id': 'x'.repeat(500) },
      body: '{not json',
    });
    expect(garbage.status).toBeLessThan(500);
    expect(garbage.status).toBeGreaterThanOrEqual(400);
    expect(
      (await notify({ ...state, 'x-goog-channel-id': channel.id, 'x-goog-channel-token': channel.token })).status,
    ).toBe(200);

    const callback = (client: HttpClient, query: string) => client.get(`/api/calendar/google/callback${query}`);
    const reason = async (client: HttpClient, query: string) => {
      const answer = await callback(client, query);
      expect(answer.status).toBe(302);
      return answer.headers.get('location');
    };
    expect(await reason(pro, '')).toBe('/agenda?calendar=error&reason=expired');
    expect(await reason(pro, '?code=x&state=forged.state')).toBe('/agenda?calendar=error&reason=expired');
    const started = await pro.post('/api/calendar-connections/google', {});
    const realState = new URL(started.body.authorizationUrl).searchParams.get('state')!;
    // Another session (the owner's, or nobody's) cannot use the professional's state.
    expect(await reason(owner.client, `?code=x&state=${encodeURIComponent(realState)}`)).toBe(
      '/agenda?calendar=error&reason=expired',
    );
    expect(await reason(t.client(), `?code=x&state=${encodeURIComponent(realState)}`)).toBe(
      '/agenda?calendar=error&reason=expired',
    );
    const tampered = `${realState.slice(0, -2)}${realState.endsWith('A') ? 'B' : 'A'}`;
    expect(await reason(pro, `?code=x&state=${encodeURIComponent(tampered)}`)).toBe(
      '/agenda?calendar=error&reason=expired',
    );
    // A code Google never gave.
    expect(await reason(pro, `?code=forged&state=${encodeURIComponent(realState)}`)).toBe(
      '/agenda?calendar=error&reason=failed',
    );
    google.denyNext();
    expect(await connect(pro)).toBe('/agenda?calendar=error&reason=denied');
    expect((await callback(pro, `?code=${'x'.repeat(3000)}`)).status).toBe(400);
    expect(await connections()).toHaveLength(1);
  });

  it('marks the connection broken when Google refuses the grant, with one e-mail', async () => {
    google.revoke();
    await book('18:00');
    await eventually(async () => expect((await connections())[0]).toMatchObject({ status: 'broken' }));
    await book('19:00');
    const mails = async () =>
      db()
        .selectFrom('outbox_messages')
        .select(['to_address', 'subject'])
        .where('kind', '=', 'calendar_connection_broken')
        .execute();
    const subject = 'A conexão com o calendário parou de funcionar';
    expect(await mails()).toEqual(
      expect.arrayContaining([
        { to_address: owner.email, subject },
        { to_address: proEmail, subject },
      ]),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mails()).toHaveLength(2);
  });
});
