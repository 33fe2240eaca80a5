import { sql, type Kysely } from 'kysely';
import type { ListWaitlistResponse } from '../../../contracts/waitlist.ts';
import type { Database } from '../../db/schema.ts';

/** The owner's reads of the waitlist (waitlist.repository.ts writes it). */
export function createWaitlistQueries(db: Kysely<Database>) {
  return {
    /** The owner's list, the latest first, with each entry's offers counted. */
    async list(businessId: string, status?: 'waiting' | 'booked' | 'removed'): Promise<ListWaitlistResponse> {
      const { rows } = await sql<{
        id: string;
        status: 'waiting' | 'booked' | 'removed';
        client_id: string;
        client_name: string;
        client_phone: string | null;
        client_email: string | null;
        steps: Array<{
          serviceId: string;
          serviceName: string;
          professionalId: string | null;
          professionalName: string | null;
        }>;
        from_day: string;
        to_day: string;
        created_at: Date;
        offers: number;
        last_offer_at: Date | null;
        appointment_id: string | null;
      }>`
        SELECT e.id, e.status, e.client_id, c.full_name AS client_name, c.phone AS client_phone, e.email AS client_email,
          (SELECT json_agg(json_build_object('serviceId', x.step->>'serviceId', 'serviceName', coalesce(s.name, '—'),
              'professionalId', x.step->>'professionalId', 'professionalName', p.full_name) ORDER BY x.n)
           FROM jsonb_array_elements(e.steps) WITH ORDINALITY AS x(step, n)
           LEFT JOIN services s ON s.business_id = e.business_id AND s.id = (x.step->>'serviceId')::uuid
           LEFT JOIN professionals p ON p.business_id = e.business_id AND p.id = (x.step->>'professionalId')::uuid) AS steps,
          to_char(e.from_day, 'YYYY-MM-DD') AS from_day, to_char(e.to_day, 'YYYY-MM-DD') AS to_day, e.created_at,
          (SELECT count(*)::int FROM waitlist_offers o WHERE o.entry_id = e.id) AS offers,
          (SELECT max(o.created_at) FROM waitlist_offers o WHERE o.entry_id = e.id) AS last_offer_at,
          e.appointment_id
        FROM waitlist_entries e JOIN clients c ON c.id = e.client_id
        WHERE e.business_id = ${businessId} ${status ? sql`AND e.status = ${status}` : sql``}
        ORDER BY e.created_at DESC, e.id
        LIMIT 500
      `.execute(db);
      return {
        items: rows.map((row) => ({
          id: row.id,
          status: row.status,
          clientId: row.client_id,
          clientName: row.client_name,
          clientPhone: row.client_phone,
          clientEmail: row.client_email,
          steps: row.steps,
          from: row.from_day,
          to: row.to_day,
          createdAt: row.created_at.toISOString(),
          offers: row.offers,
          lastOfferAt: row.last_offer_at?.toISOString() ?? null,
          appointmentId: row.appointment_id,
        })),
      };
    },
  };
}

export type WaitlistQueries = ReturnType<typeof createWaitlistQueries>;
