import { sql, type Kysely } from 'kysely';
import type { ProfessionalAvailability, WeeklyRange } from '../../../core/availability/compute-available-slots.ts';
import { hhmm } from '../../../core/time-of-day.ts';
import type { Database } from '../../db/schema.ts';
import { availabilityJson, fromAvailabilityJson, type AvailabilityJson } from './availability-json.ts';
import { toSettings, type BookingSettings, type SettingsRow } from './booking-settings.repository.ts';

/** What the free times of a service are computed from. */
export interface SlotsContext {
  timeZone: string;
  settings: BookingSettings;
  /** Null when the business has no such service. */
  service: { durationMinutes: number; active: boolean } | null;
  openingHours: WeeklyRange[];
  professionals: ProfessionalAvailability[];
}

/**
 * Everything the free times of a service need, in one statement: the business's time zone,
 * the settings, the service, the opening hours and the team's availability over [from, to).
 * Null when the business does not exist or its owner closed it. online-booking.repository.ts
 * answers with it.
 */
export async function readSlotsContext(
  db: Kysely<Database>,
  q: { businessId: string; serviceId: string; from: Date; to: Date; professionalId?: string },
): Promise<SlotsContext | null> {
  const { businessId, serviceId } = q;
  const { rows } = await sql<
    SettingsRow & {
      time_zone: string;
      has_settings: boolean;
      duration_minutes: number | null;
      service_active: boolean | null;
      opening_hours: Array<[number, string, string]>;
      professionals: AvailabilityJson[];
    }
  >`
    SELECT b.time_zone, s.business_id IS NOT NULL AS has_settings, s.*,
      svc.duration_minutes, svc.active AS service_active,
      (SELECT coalesce(json_agg(json_build_array(o.weekday, o.opens_at, o.closes_at) ORDER BY o.weekday, o.opens_at), '[]')
         FROM business_opening_hours o WHERE o.business_id = b.id) AS opening_hours,
      ${availabilityJson(q)} AS professionals
    FROM businesses b
    LEFT JOIN online_booking_settings s ON s.business_id = b.id
    LEFT JOIN services svc ON svc.business_id = b.id AND svc.id = ${serviceId}
    WHERE b.id = ${businessId} AND b.closed_at IS NULL
  `.execute(db);
  const row = rows[0];
  if (!row) return null;
  return {
    timeZone: row.time_zone,
    settings: toSettings(row.has_settings ? row : undefined),
    service:
      row.duration_minutes === null
        ? null
        : { durationMinutes: row.duration_minutes, active: row.service_active === true },
    openingHours: row.opening_hours.map(([weekday, start, end]): WeeklyRange => ({
      weekday,
      start: hhmm(start),
      end: hhmm(end),
    })),
    professionals: fromAvailabilityJson(row.professionals),
  };
}
