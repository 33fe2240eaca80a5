import { sql, type Kysely } from 'kysely';

/**
 * Visits in the day totals (docs/metrics.md, "services" and "visits"): `appointment_day_totals`
 * gains `visits`, how many visits count under each key, beside `appointments` (each step counted).
 * A visit is an appointment of one service (`visit_id` null), or the steps sharing one `visit_id`
 * counted once, on its **counted step**: its first step still held (not cancelled), or its first
 * step when all were cancelled — by that step's day, service, status and price. So a visit whose
 * first step alone was cancelled counts once, as its next step; the rule is `COUNTED_FIRST` below,
 * written once and used by the triggers and the rebuilds.
 *
 * Migration 0011's statement-level trigger functions are rewritten to add up both counts. Whether a step is
 * counted depends on its visit's other steps, so for each visit a statement touched the counted
 * step is worked out before the statement (the visit's rows now, less those it wrote, plus those it
 * took) and after it; the visit moves from the one's key to the other's. Two transactions changing
 * steps of one visit would each miss the other's step: the trigger queues them per visit (an
 * advisory lock), so the second works from the first's committed rows. An appointment of one
 * service is its own counted step, read from the transition tables alone. First visits of clients
 * are kept as 0011 kept them.
 */
type Table = 'new_rows' | 'old_rows';
const EVENTS: Array<[string, Array<[Table, 1 | -1]>]> = [
  ['INSERT', [['new_rows', 1]]],
  [
    'UPDATE',
    [
      ['new_rows', 1],
      ['old_rows', -1],
    ],
  ],
  ['DELETE', [['old_rows', -1]]],
];

/** The order of a visit's steps in which the first is its counted step: held before cancelled, then by start. */
const COUNTED_FIRST = `(s.status = 'cancelled'), s.starts_at, s.id`;

/** The counted step of each visit among `steps` (rows of several-step visits: visit_id not null). */
function countedSteps(steps: string): string {
  return `SELECT DISTINCT ON (s.visit_id) s.id, s.business_id, s.starts_at, s.service_id, s.status, s.price_cents
        FROM (${steps}) s ORDER BY s.visit_id, ${COUNTED_FIRST}`;
}

const STEP_COLUMNS = 'id, visit_id, business_id, starts_at, service_id, status, price_cents';

/** As migration 0011 wrote it: new appointments can only bring a first visit earlier. */
const FIRST_VISITS_OF_NEW_ROWS = `UPDATE clients c SET first_visit_at = n.first
      FROM (SELECT client_id, min(starts_at) AS first FROM new_rows WHERE status <> 'cancelled' GROUP BY client_id) n
      WHERE c.id = n.client_id AND (c.first_visit_at IS NULL OR n.first < c.first_visit_at);`;

/** As migration 0011 wrote it: a change or removal may move it either way. */
function firstVisitsOf(clients: string): string {
  return `UPDATE clients c SET first_visit_at = f.first
      FROM (
        SELECT x.client_id,
          (SELECT min(e.starts_at) FROM appointments e WHERE e.client_id = x.client_id AND e.status <> 'cancelled') AS first
        FROM (${clients}) x
      ) f
      WHERE c.id = f.client_id AND c.first_visit_at IS DISTINCT FROM f.first;`;
}

function applyFunction(event: string, tables: Array<[Table, 1 | -1]>): string {
  const name = `appointment_totals_${event.toLowerCase()}`;
  const touchedVisits = tables
    .map(([table]) => `SELECT visit_id FROM ${table} WHERE visit_id IS NOT NULL`)
    .join(' UNION ');
  const stepsNow = `SELECT ${STEP_COLUMNS} FROM appointments WHERE visit_id IN (SELECT visit_id FROM touched)`;
  const written = tables.some(([t]) => t === 'new_rows') ? 'WHERE id NOT IN (SELECT id FROM new_rows)' : '';
  const taken = tables.some(([t]) => t === 'old_rows')
    ? `UNION ALL SELECT ${STEP_COLUMNS} FROM old_rows WHERE visit_id IS NOT NULL`
    : '';
  const stepsBefore = `SELECT * FROM (${stepsNow}) n ${written} ${taken}`;
  // Each row: a key and what it adds to the key's appointments and visits.
  const changes = [
    ...tables.map(
      ([table, delta]) =>
        `SELECT business_id, starts_at, service_id, status, price_cents, ${delta} AS appointments, CASE WHEN visit_id IS NULL THEN ${delta} ELSE 0 END AS visits FROM ${table}`,
    ),
    `SELECT business_id, starts_at, service_id, status, price_cents, 0, 1 FROM (${countedSteps(stepsNow)}) a`,
    `SELECT business_id, starts_at, service_id, status, price_cents, 0, -1 FROM (${countedSteps(stepsBefore)}) b`,
  ].join(' UNION ALL ');
  const fromOld = tables.some(([t]) => t === 'old_rows');
  const touchedClients = tables.map(([table]) => `SELECT client_id FROM ${table}`).join(' UNION ');
  return `
    CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      -- One statement at a time per visit: a concurrent change to another step of it commits first,
      -- and the statements below (each with a fresh snapshot) see it.
      PERFORM pg_advisory_xact_lock(hashtext('visit:' || v.visit_id)) FROM (${touchedVisits} ORDER BY 1) v;
      INSERT INTO appointment_day_totals AS t (business_id, day, service_id, status, price_cents, appointments, visits)
      SELECT * FROM (
        WITH touched AS (${touchedVisits})
        SELECT c.business_id, (c.starts_at AT TIME ZONE b.time_zone)::date AS day, c.service_id, c.status, c.price_cents,
          sum(c.appointments)::int AS appointments, sum(c.visits)::int AS visits
        FROM (${changes}) c JOIN businesses b ON b.id = c.business_id
        GROUP BY 1, 2, 3, 4, 5
      ) d WHERE appointments <> 0 OR visits <> 0
      ON CONFLICT (business_id, day, service_id, status, price_cents)
      DO UPDATE SET appointments = t.appointments + excluded.appointments, visits = t.visits + excluded.visits;
      ${
        fromOld
          ? `-- Keys that fell to none go: only a key an old row held can lose appointments.
      DELETE FROM appointment_day_totals t
      USING (SELECT DISTINCT o.business_id, (o.starts_at AT TIME ZONE b.time_zone)::date AS day, o.service_id, o.status, o.price_cents
        FROM old_rows o JOIN businesses b ON b.id = o.business_id) d
      WHERE t.appointments = 0
        AND (t.business_id, t.day, t.service_id, t.status, t.price_cents) = (d.business_id, d.day, d.service_id, d.status, d.price_cents);`
          : ''
      }

      ${event === 'INSERT' ? FIRST_VISITS_OF_NEW_ROWS : firstVisitsOf(touchedClients)}
      RETURN NULL;
    END
    $fn$;`;
}

/** Both counts of every appointment of the businesses `which` selects, added up afresh. */
function rebuild(which: string, timeZone: string): string {
  return `
      DELETE FROM appointment_day_totals WHERE business_id IN (${which});
      INSERT INTO appointment_day_totals (business_id, day, service_id, status, price_cents, appointments, visits)
      SELECT a.business_id, (a.starts_at AT TIME ZONE ${timeZone})::date, a.service_id, a.status, a.price_cents,
        count(*)::int, count(*) FILTER (WHERE a.visit_id IS NULL OR v.id IS NOT NULL)::int
      FROM appointments a JOIN businesses b ON b.id = a.business_id
      LEFT JOIN (${countedSteps(`SELECT ${STEP_COLUMNS} FROM appointments WHERE visit_id IS NOT NULL AND business_id IN (${which})`)}) v ON v.id = a.id
      WHERE a.business_id IN (${which})
      GROUP BY 1, 2, 3, 4, 5;`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE appointment_day_totals ADD COLUMN visits integer NOT NULL DEFAULT 0;
    -- Read from the key's index alone, as before: it carries both counts.
    ALTER TABLE appointment_day_totals DROP CONSTRAINT appointment_day_totals_pkey;
    ALTER TABLE appointment_day_totals ADD PRIMARY KEY (business_id, day, service_id, status, price_cents) INCLUDE (appointments, visits);

    ${sql.raw(EVENTS.map(([event, tables]) => applyFunction(event, tables)).join('\n'))}

    CREATE OR REPLACE FUNCTION appointment_totals_rebuild() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN${sql.raw(rebuild('NEW.id', 'NEW.time_zone'))}
      RETURN NULL;
    END
    $fn$;

    ${sql.raw(rebuild('SELECT id FROM businesses', 'b.time_zone'))}
  `.execute(db);
}
