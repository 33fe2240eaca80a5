import { sql, type RawBuilder } from 'kysely';
import type { Appointment } from '../../../contracts/appointments.ts';
import type { AppointmentStatus } from '../../../core/appointment-status.ts';

/**
 * The appointment as the API answers it — the contract's `Appointment` less the review link, the
 * WhatsApp messages and the deposit only the panel adds — written once: each field's SQL over `appointments a` and the `professionals p`,
 * `services s` and `clients c` joined to it, and how it goes into JSON text. The schedule's rows
 * and its JSON text (appointments.queries.ts) and a new booking's answer (the repository's
 * insert) are all made from this list.
 */
export type AppointmentAnswer = Omit<Appointment, 'reviewLink' | 'whatsappMessages' | 'deposit'>;

/**
 * How a value goes into JSON text: `bare` is quoted as it is (ids, statuses, sources, instants
 * need no escaping), `text` goes through to_json (null stays null), `number` is written as it is,
 * `boolean` as true or false.
 */
type JsonKind = 'bare' | 'text' | 'number' | 'boolean';

interface Field<T> {
  sql: RawBuilder<T>;
  json: JsonKind;
}

/**
 * An instant as the ISO 8601 text the API answers with, written by the database: a week of a
 * busy schedule is thousands of rows, and parsing each timestamp into a Date only to print it
 * again costs more than the query.
 */
const isoInstant = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const FIELDS: { [K in keyof AppointmentAnswer]-?: Field<AppointmentAnswer[K]> } = {
  id: { sql: sql<string>`a.id`, json: 'bare' },
  professionalId: { sql: sql<string>`a.professional_id`, json: 'bare' },
  professionalName: { sql: sql<string>`p.full_name`, json: 'text' },
  serviceId: { sql: sql<string>`a.service_id`, json: 'bare' },
  serviceName: { sql: sql<string>`s.name`, json: 'text' },
  clientId: { sql: sql<string>`a.client_id`, json: 'bare' },
  clientName: { sql: sql<string>`c.full_name`, json: 'text' },
  clientPhone: { sql: sql<string | null>`c.phone`, json: 'text' },
  startsAt: { sql: isoInstant('a.starts_at'), json: 'bare' },
  endsAt: { sql: isoInstant('a.ends_at'), json: 'bare' },
  status: { sql: sql<AppointmentStatus>`a.status`, json: 'bare' },
  priceCents: { sql: sql<number>`a.price_cents`, json: 'number' },
  notes: { sql: sql<string | null>`a.notes`, json: 'text' },
  source: { sql: sql<'staff' | 'online'>`a.source`, json: 'bare' },
  createdAt: { sql: isoInstant('a.created_at'), json: 'bare' },
  updatedAt: { sql: isoInstant('a.updated_at'), json: 'bare' },
  visitId: { sql: sql<string | null>`a.visit_id`, json: 'text' },
  noShow: { sql: sql<boolean>`a.no_show`, json: 'boolean' },
};

const entries = Object.entries(FIELDS) as Array<[string, Field<unknown>]>;

/** The fields as a select list, each named as the contract names it. */
export const appointmentSelection = entries.map(([name, field]) => field.sql.as(name));

/** The same list for a statement written in SQL. */
export const appointmentColumns = sql.join(entries.map(([name, field]) => sql`${field.sql} AS ${sql.ref(name)}`));

/**
 * One appointment as the JSON text of the answer, written by PostgreSQL in one concat() of
 * literals and values.
 */
export const appointmentJson: RawBuilder<string> = (() => {
  const parts: RawBuilder<unknown>[] = [];
  let literal = '{';
  const value = (expression: RawBuilder<unknown>) => {
    parts.push(sql.lit(literal), expression);
    literal = '';
  };
  entries.forEach(([name, field], i) => {
    literal += `${i === 0 ? '' : ','}"${name}":`;
    if (field.json === 'bare') {
      literal += '"';
      value(field.sql);
      literal = '"';
    } else if (field.json === 'text') value(sql`coalesce(to_json(${field.sql})::text, 'null')`);
    else if (field.json === 'boolean') value(sql`CASE WHEN ${field.sql} THEN 'true' ELSE 'false' END`);
    else value(field.sql);
  });
  parts.push(sql.lit(`${literal}}`));
  return sql<string>`concat(${sql.join(parts)})`;
})();
