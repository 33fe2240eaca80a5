import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { createScheduleFixture } from '../../test/fixtures.ts';
import { bothEngines, startTestApp, type TestApp } from '../../test/harness.ts';

/** An open /api/live stream: what it has said so far, and a wait for a phrase. */
async function openStream(owner: Owner) {
  const controller = new AbortController();
  const response = await fetch(new URL('/api/live', owner.client.baseUrl), {
    headers: { cookie: [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const waiters: Array<() => void> = [];
  const reading = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += decoder.decode(value);
        for (const wake of waiters.splice(0)) wake();
      }
    } catch {
      // aborted
    }
  })();
  /** Resolves true once the stream has said `phrase`, false after `ms` without it. */
  const heard = async (phrase: string, ms: number): Promise<boolean> => {
    const deadline = Date.now() + ms;
    while (!text.includes(phrase)) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return true;
  };
  return {
    response,
    heard,
    text: () => text,
    async close() {
      controller.abort();
      await reading;
    },
  };
}

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
      const mine = await openStream(owner);
      const theirs = await openStream(other);
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
