import { sql, type Kysely } from 'kysely';
import type { WeeklyRange } from '../../../core/availability/compute-available-slots.ts';
import { hhmm } from '../../../core/time-of-day.ts';
import type { Database } from '../../db/schema.ts';
import {
  availabilityJson,
  fromAvailabilityJson,
  type AvailabilityJson,
  type TeamMemberAvailability,
} from './availability-json.ts';
import { toSettings, type BookingSettings, type SettingsRow } from './booking-settings.repository.ts';

/** A service asked about, as free times need it. */
export interface SlotsService {
  id: string;
  durationMinutes: number;
  active: boolean;
}

/** What the free times of a service, or of a visit of several, are computed from. */
export interface SlotsContext {
  timeZone: string;
  settings: BookingSettings;
  /** The services asked about that the business has, in no particular order. */
  services: SlotsService[];
  openingHours: WeeklyRange[];
  professionals: TeamMemberAvailability[];
}

/**
 * Everything the free times of a service (or of a visit's services) need, in one statement: the
 * business's time zone, the settings, the services, the opening hours and the availability over
 * [from, to) of the team who offers them. Null when the business does not exist or its owner
 * closed it. online-booking.repository.ts answers with it.
 */
export async function readSlotsContext(
  db: Kysely<Database>,
  q: {
    businessId: string;
    serviceIds: readonly string[];
    from: Date;
    to: Date;
    professionalIds?: readonly string[];
    ignoreAppointmentIds?: readonly string[];
  },
): Promise<SlotsContext | null> {
  const { businessId } = q;
  const { rows } = await sql<
    SettingsRow & {
      time_zone: string;
      has_settings: boolean;
      services: Array<[string, number, boolean]>;
      opening_hours: Array<[number, string, string]>;
      professionals: AvailabilityJson[];
    }
  >`
    SELECT b.time_zone, s.business_id IS NOT NULL AS has_settings, s.*,
      (SELECT coalesce(json_agg(json_build_array(svc.id, svc.duration_minutes, svc.active)), '[]')
         FROM services svc WHERE svc.business_id = b.id AND svc.id = ANY(${[...q.serviceIds]}::uuid[])) AS services,
      (SELECT coalesce(json_agg(json_build_array(o.weekday, o.opens_at, o.closes_at) ORDER BY o.weekday, o.opens_at), '[]')
         FROM business_opening_hours o WHERE o.business_id = b.id) AS opening_hours,
      ${availabilityJson(q)} AS professionals
    FROM businesses b
    LEFT JOIN online_booking_settings s ON s.business_id = b.id
    WHERE b.id = ${businessId} AND b.closed_at IS NULL
  `.execute(db);
  const row = rows[0];
  if (!row) return null;
  return {
    timeZone: row.time_zone,
    settings: toSettings(row.has_settings ? row : undefined),
    services: row.services.map(([id, durationMinutes, active]) => ({ id, durationMinutes, active })),
    openingHours: row.opening_hours.map(([weekday, start, end]): WeeklyRange => ({
      weekday,
      start: hhmm(start),
      end: hhmm(end),
    })),
    professionals: fromAvailabilityJson(row.professionals),
  };
}
