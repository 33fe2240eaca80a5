import { sql } from 'kysely';
import { LONGEST_SERVICE_MINUTES } from '../../../contracts/services.ts';
import type { Interval, ProfessionalAvailability } from '../../../core/availability/compute-available-slots.ts';
import { hhmm } from '../../../core/time-of-day.ts';

/** A professional as `availabilityJson` writes it: busy times are [start, end] in epoch milliseconds. */
export interface AvailabilityJson {
  id: string;
  hours: Array<[number, string, string]>;
  breaks: Array<[number | null, string, string]>;
  /** JSON text of start and end pairs in epoch seconds, `[s1,e1,s2,e2,…]` (null: none). */
  busy: string | null;
  /** Which of the services asked about they offer. */
  services: string[];
}

/**
 * The active professionals who offer one of the services (or only those named), each as one JSON
 * object with their week, breaks, which of the services they offer, and what holds their time in
 * [from, to): their appointments (but those ignored: a booking being moved), and the busy time read
 * from their connected calendars (docs/calendars.md). Appointments are found through
 * (professional_id, starts_at): none lasts longer than `LONGEST_SERVICE_MINUTES`, so one that still
 * runs at `from` started less than that before it.
 */
export function availabilityJson(q: {
  businessId: string;
  serviceIds: readonly string[];
  from: Date;
  to: Date;
  professionalIds?: readonly string[];
  ignoreAppointmentIds?: readonly string[];
}) {
  const serviceIds = [...q.serviceIds];
  const ranges = (table: 'professional_working_hours' | 'professional_breaks') => sql`(
    SELECT coalesce(json_agg(json_build_array(r.weekday, r.starts_at, r.ends_at)), '[]') FROM ${sql.table(table)} r WHERE r.professional_id = t.id
  )`;
  // The team's appointments in one index scan (an array of ids, not one scan per person),
  // written as the text of a JSON array of seconds: far cheaper to write and to read than a
  // row or a JSON value per appointment.
  return sql<AvailabilityJson[]>`(
    WITH team AS (
      SELECT p.id, p.full_name,
        ARRAY(SELECT ps.service_id FROM professional_services ps WHERE ps.professional_id = p.id AND ps.service_id = ANY(${serviceIds}::uuid[])) AS services
      FROM professionals p
      WHERE p.business_id = ${q.businessId} AND p.active
        AND EXISTS (SELECT 1 FROM professional_services ps WHERE ps.professional_id = p.id AND ps.service_id = ANY(${serviceIds}::uuid[]))
        ${q.professionalIds ? sql`AND p.id = ANY(${[...q.professionalIds]}::uuid[])` : sql``}
    ), busy AS (
      SELECT a.professional_id, '[' || string_agg(floor(date_part('epoch', a.starts_at))::int8 || ',' || ceil(date_part('epoch', a.ends_at))::int8, ',') || ']' AS busy
      FROM (
        SELECT a.professional_id, a.starts_at, a.ends_at FROM appointments a
        WHERE a.professional_id = ANY(ARRAY(SELECT id FROM team)) AND a.status <> 'cancelled'
          AND a.starts_at < ${q.to} AND a.starts_at > ${new Date(q.from.getTime() - LONGEST_SERVICE_MINUTES * 60_000)} AND a.ends_at > ${q.from}
          ${q.ignoreAppointmentIds?.length ? sql`AND a.id <> ALL(${[...q.ignoreAppointmentIds]}::uuid[])` : sql``}
        UNION ALL
        SELECT c.professional_id, c.starts_at, c.ends_at FROM calendar_busy_intervals c
        WHERE c.professional_id = ANY(ARRAY(SELECT id FROM team)) AND c.ends_at > ${q.from} AND c.starts_at < ${q.to}
      ) a
      GROUP BY a.professional_id
    )
    SELECT coalesce(json_agg(json_build_object(
      'id', t.id,
      'hours', ${ranges('professional_working_hours')},
      'breaks', ${ranges('professional_breaks')},
      'busy', b.busy,
      'services', t.services
    ) ORDER BY t.full_name, t.id), '[]')
    FROM team t LEFT JOIN busy b ON b.professional_id = t.id
  )`;
}

function busyIntervals(text: string | null): Interval[] {
  if (!text) return [];
  const seconds = JSON.parse(text) as number[];
  const out: Interval[] = [];
  for (let i = 0; i + 1 < seconds.length; i += 2)
    out.push({ startsAt: new Date(seconds[i]! * 1000), endsAt: new Date(seconds[i + 1]! * 1000) });
  return out;
}

/** A professional's availability, and which of the services asked about they offer. */
export type TeamMemberAvailability = ProfessionalAvailability & { serviceIds: string[] };

export function fromAvailabilityJson(professionals: AvailabilityJson[]): TeamMemberAvailability[] {
  return professionals.map((p) => ({
    id: p.id,
    serviceIds: p.services,
    workingHours: p.hours.map(([weekday, start, end]) => ({ weekday, start: hhmm(start), end: hhmm(end) })),
    breaks: p.breaks.map(([weekday, start, end]) => ({ weekday, start: hhmm(start), end: hhmm(end) })),
    busy: busyIntervals(p.busy),
  }));
}
