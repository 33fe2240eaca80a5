import pg from 'pg';
import { BROWSER_ACCEPT_ENCODING, RawHttpConnection } from './raw-http.ts';

/**
 * The schedule's booking ratio (bench/agenda.ts and bench/dashboard.ts): createAppointment (HTTP, as the
 * owner) with 8 concurrent clients, against a bare INSERT of the same rows through `pg` with 8
 * connections, in the same run; each per second. Budget: ratio ≥ BOOKING_RATIO_BUDGET.
 *
 * Each professional's k-th new appointment is at 08:00 + k × 30 min, 24 a day, day after day from
 * `apiFrom` (the API's rows) or `bareFrom` (the bare INSERTs): two ranges no other appointment
 * is in. Both are the local midnight of their first day as an instant. The service must last 30
 * minutes and cost `priceCents`, so that both sides write the same rows.
 */
export const BOOKING_RATIO_BUDGET = 0.3;

export interface BookingRatioInput {
  baseUrl: string;
  cookie: string;
  databaseUrl: string;
  businessId: string;
  professionalIds: readonly string[];
  serviceId: string;
  clientId: string;
  priceCents: number;
  apiFrom: Date;
  bareFrom: Date;
  count?: number;
}

export interface BookingRatio {
  apiRate: number;
  bareRate: number;
  ratio: number;
}

/** `count` pieces of work by 8 workers, each taking the next as it finishes one; per second. */
async function concurrently(count: number, work: (i: number, worker: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async (_, worker) => {
      while (next < count) await work(next++, worker);
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

export async function measureBookingRatio(input: BookingRatioInput): Promise<BookingRatio> {
  const { professionalIds: pros, serviceId, clientId, businessId } = input;
  const count = input.count ?? 2000;
  const slot = (base: Date, i: number) => {
    const k = Math.floor(i / pros.length);
    return {
      professionalId: pros[i % pros.length]!,
      startsAt: new Date(
        base.getTime() + Math.floor(k / 24) * 86_400_000 + (8 * 60 + (k % 24) * 30) * 60_000,
      ).toISOString(),
    };
  };

  // The load comes from the light client, one kept-alive connection per concurrent client.
  const endpoint = new URL('/api/appointments', input.baseUrl);
  const writers = await Promise.all(Array.from({ length: 8 }, () => RawHttpConnection.open(endpoint)));
  const headers = {
    'content-type': 'application/json',
    cookie: input.cookie,
    origin: endpoint.origin,
    'accept-encoding': BROWSER_ACCEPT_ENCODING,
  };
  let apiRate: number;
  try {
    apiRate = await concurrently(count, async (i, worker) => {
      const status = await writers[worker]!.request(
        'POST',
        endpoint.pathname,
        headers,
        JSON.stringify({ ...slot(input.apiFrom, i), serviceId, clientId }),
      );
      if (status !== 201) throw new Error(`createAppointment answered ${status}`);
    });
  } finally {
    for (const connection of writers) connection.close();
  }

  const pool = new pg.Pool({ connectionString: input.databaseUrl, max: 8 });
  try {
    const lastApi = slot(input.apiFrom, count - 1);
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM appointments WHERE business_id = $1 AND starts_at >= $2 AND starts_at <= $3`,
      [businessId, input.apiFrom, new Date(lastApi.startsAt)],
    );
    if (rows[0]!.n !== count)
      throw new Error(`createAppointment answered 201 ${count} times but ${rows[0]!.n} appointments exist`);
    const bareRate = await concurrently(count, async (i) => {
      const s = slot(input.bareFrom, i);
      const startsAt = new Date(s.startsAt);
      await pool.query(
        `INSERT INTO appointments (business_id, professional_id, service_id, client_id, starts_at, ends_at, status, price_cents)
         VALUES ($1, $2, $3, $4, $5, $6, 'scheduled', $7)`,
        [
          businessId,
          s.professionalId,
          serviceId,
          clientId,
          startsAt,
          new Date(startsAt.getTime() + 30 * 60_000),
          input.priceCents,
        ],
      );
    });
    return { apiRate, bareRate, ratio: apiRate / bareRate };
  } finally {
    await pool.end();
  }
}
