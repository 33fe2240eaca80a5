import { sql } from 'kysely';
import type { FrontDeskContext } from '../../../core/front-desk-booking.ts';
import { takesWhatsAppSql } from '../whatsapp/whatsapp.repository.ts';

/*
 * The SQL of the context a front-desk booking or move is read with (appointments.repository.ts),
 * for the rule in src/core/front-desk-booking.ts to judge.
 */

export const hoursOf = (professionalId: string) => sql`
  (SELECT coalesce(json_agg(json_build_object('weekday', weekday, 'start', to_char(starts_at, 'HH24:MI'), 'end', to_char(ends_at, 'HH24:MI'))), '[]')
     FROM professional_working_hours WHERE business_id = b.id AND professional_id = ${professionalId}) AS hours,
  (SELECT coalesce(json_agg(json_build_object('name', name, 'weekday', weekday, 'start', to_char(starts_at, 'HH24:MI'), 'end', to_char(ends_at, 'HH24:MI'))), '[]')
     FROM professional_breaks WHERE business_id = b.id AND professional_id = ${professionalId}) AS breaks`;

/** The context's columns, from `businesses b` and the joins of `contextJoins`. */
export const contextColumns = sql`svc.id AS service_id, svc.name AS service_name, svc.duration_minutes, svc.price_cents, svc.active AS service_active,
  pro.id AS professional_id, pro.full_name AS professional_name, pro.active AS professional_active,
  cli.id AS client_id, cli.full_name AS client_name, cli.phone AS client_phone, ${takesWhatsAppSql('cli')} AS client_takes_whatsapp,
  ps.service_id IS NOT NULL AS offers, b.time_zone`;

/** A client whose personal data was erased is no longer found: nobody books them again. */
export const contextJoins = (serviceId: string, professionalId: string, clientId: string) => sql`
  LEFT JOIN services svc ON svc.business_id = b.id AND svc.id = ${serviceId}
  LEFT JOIN professionals pro ON pro.business_id = b.id AND pro.id = ${professionalId}
  LEFT JOIN clients cli ON cli.business_id = b.id AND cli.id = ${clientId} AND cli.erased_at IS NULL
  LEFT JOIN professional_services ps ON ps.business_id = b.id AND ps.professional_id = ${professionalId} AND ps.service_id = ${serviceId}`;

export interface ContextRow {
  service_id: string | null;
  service_name: string | null;
  duration_minutes: number | null;
  price_cents: number | null;
  service_active: boolean | null;
  professional_id: string | null;
  professional_name: string | null;
  professional_active: boolean | null;
  client_id: string | null;
  client_name: string | null;
  client_phone: string | null;
  client_takes_whatsapp: boolean | null;
  offers: boolean;
  hours: FrontDeskContext['hours'];
  breaks: FrontDeskContext['breaks'];
  time_zone: string;
}

export const toContext = (row: ContextRow): FrontDeskContext => ({
  service: row.service_id
    ? {
        id: row.service_id,
        name: row.service_name!,
        durationMinutes: row.duration_minutes!,
        priceCents: row.price_cents!,
        active: row.service_active!,
      }
    : null,
  professional: row.professional_id
    ? { id: row.professional_id, fullName: row.professional_name!, active: row.professional_active! }
    : null,
  client: row.client_id
    ? {
        id: row.client_id,
        fullName: row.client_name!,
        phone: row.client_phone,
        takesWhatsApp: row.client_takes_whatsapp === true,
      }
    : null,
  offers: row.offers,
  hours: row.hours,
  breaks: row.breaks,
  timeZone: row.time_zone,
});
