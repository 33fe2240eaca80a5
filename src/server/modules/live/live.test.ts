import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { createScheduleFixture } from '../../test/fixtures.ts';
import { bothEngines, startTestApp, type TestApp } from '../../test/harness.ts';
import { openLiveStream } from '../../test/live-stream.ts';

describe.each(bothEngines('the live feed is LISTEN/NOTIFY on PostgreSQL and an in-process emitter on PGlite'))(
  'the live feed on %s',
  (engine) => {
    let t: TestApp;
    let owner: Owner;
    let other: Owner;
    let f: Awaited<ReturnType<typeof createScheduleFixture>>;

    beforeAll(async () => {
      t = await startTestApp(engine);
      owner = await signUpOwner(t, 'live@example.com');
      other = await signUpOwner(t, 'live-other@example.com');
      f = await createScheduleFixture(t.database.handle.db, owner.businessId, { timeZone: 'UTC' });
    });
    afterAll(() => t.close());

    it("a booking reaches the business's open schedules within 5 s, and no other business's", async () => {
      const mine = await openLiveStream(owner.client);
      const theirs = await openLiveStream(other.client);
      try {
        expect(mine.response.headers.get('content-type')).toContain('text/event-stream');
        // The stream subscribes in the same turn that it writes its retry line.
        expect(await mine.heard('retry: 3000', 5000)).toBe(true);
        expect(await theirs.heard('retry: 3000', 5000)).toBe(true);
        const booked = await owner.client.post('/api/appointments', {
          professionalId: f.professionalIds[0],
          serviceId: f.serviceId,
          clientId: f.clientId,
          startsAt: '2031-05-06T10:00:00Z',
        });
        expect(booked.status).toBe(201);
        expect(await mine.heard('event: appointments', 5000)).toBe(true);
        // Changes are coalesced and sent at once; the other business's stream, open all along, heard nothing.
        expect(await theirs.heard('event:', 500)).toBe(false);
      } finally {
        await mine.close();
        await theirs.close();
      }
    });
  },
);
