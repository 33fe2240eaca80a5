import { sql, type Kysely } from 'kysely';

/**
 * The report's roll-up, kept by the database as the day totals are (migration 0011; docs/metrics.md,
 * "Roll-ups"): `appointment_month_totals` holds, per business, local month, professional, service,
 * status, price and *paid rate*, how many appointments and how many booked seconds. A report over
 * whole months reads these rows instead of a year of appointments. Both roll-ups' keys now carry
 * their counts in the index (INCLUDE), so reading a range of them never visits the table.
 *
 * The paid rate is the rate of the paid commission lines of a completed appointment and its
 * professional (null when there are none): the commission rule uses it before any current rate, so
 * a group's commission is its count × the commission of one of its appointments. It moves with the
 * appointment (status, professional, price, start) and with the ledger (a payment, its undo, a paid
 * line removed), so both tables keep it:
 * - triggers on `appointments` add up each statement's old and new rows, as the day totals do;
 * - triggers on `commission_lines` look at the appointments whose paid lines a statement changed,
 *   compare the paid rate before the statement with the one after, and move the appointment between
 *   keys. They share-lock those appointments first, so a concurrent change to the same appointment
 *   waits and then sees the ledger as it now is (the two never work from different pictures).
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

/** The paid rate of an appointment row `x` as the ledger now stands. */
const PAID_RATE = `CASE WHEN x.status = 'completed' THEN (
    SELECT max(l.rate) FROM commission_lines l
    WHERE l.appointment_id = x.id AND l.professional_id = x.professional_id AND l.payment_id IS NOT NULL
  ) END`;

/** Adds `deltas` (business_id, month, professional_id, service_id, status, price_cents, paid_rate, delta, seconds) to the totals. */
function apply(deltas: string): string {
  return `
      INSERT INTO appointment_month_totals AS t (business_id, month, professional_id, service_id, status, price_cents, paid_rate, appointments, booked_seconds)
      SELECT business_id, month, professional_id, service_id, status, price_cents, paid_rate, delta, seconds FROM (${deltas}) d WHERE delta <> 0 OR seconds <> 0
      ON CONFLICT (business_id, month, professional_id, service_id, status, price_cents, paid_rate)
      DO UPDATE SET appointments = t.appointments + excluded.appointments, booked_seconds = t.booked_seconds + excluded.booked_seconds;
      DELETE FROM appointment_month_totals t WHERE t.appointments = 0
        AND (t.business_id, t.month, t.professional_id, t.service_id, t.status, t.price_cents) IN (
          SELECT business_id, month, professional_id, service_id, status, price_cents FROM (${deltas}) d WHERE delta < 0);`;
}

/** Groups rows `c` (appointment columns, paid_rate, delta) into deltas per key. */
function grouped(rows: string): string {
  return `
        SELECT c.business_id, date_trunc('month', c.starts_at AT TIME ZONE b.time_zone)::date AS month,
          c.professional_id, c.service_id, c.status, c.price_cents, c.paid_rate,
          sum(c.delta)::int AS delta, sum(c.delta * extract(epoch FROM c.ends_at - c.starts_at))::bigint AS seconds
        FROM (${rows}) c JOIN businesses b ON b.id = c.business_id
        GROUP BY 1, 2, 3, 4, 5, 6, 7`;
}

function appointmentsFunction(event: string, tables: Array<[Table, 1 | -1]>): string {
  const name = `appointment_month_totals_${event.toLowerCase()}`;
  // A new appointment has no commission lines yet (they refer to it): its paid rate is null.
  const rate = event === 'INSERT' ? 'NULL::numeric' : PAID_RATE;
  const rows = tables
    .map(
      ([table, delta]) =>
        `SELECT x.business_id, x.starts_at, x.ends_at, x.professional_id, x.service_id, x.status, x.price_cents, ${rate} AS paid_rate, ${delta} AS delta FROM ${table} x`,
    )
    .join(' UNION ALL ');
  const referencing = tables.map(([table]) => `${table === 'new_rows' ? 'NEW' : 'OLD'} TABLE AS ${table}`).join(' ');
  return `
    CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN${apply(grouped(rows))}
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER ${name} AFTER ${event} ON appointments REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${name}();`;
}

function linesFunction(event: string, tables: Array<[Table, 1 | -1]>): string {
  const name = `commission_month_totals_${event.toLowerCase()}`;
  const referencing = tables.map(([table]) => `${table === 'new_rows' ? 'NEW' : 'OLD'} TABLE AS ${table}`).join(' ');
  const touched = tables
    .map(([table]) => `SELECT appointment_id FROM ${table} WHERE payment_id IS NOT NULL`)
    .join(' UNION ');
  // The paid lines before the statement: today's, less the ones it wrote, plus the ones it took.
  const written = tables.some(([t]) => t === 'new_rows') ? 'AND l.id NOT IN (SELECT id FROM new_rows)' : '';
  const taken = tables.some(([t]) => t === 'old_rows')
    ? 'UNION ALL SELECT o.professional_id, o.rate FROM old_rows o WHERE o.appointment_id = x.id AND o.payment_id IS NOT NULL'
    : '';
  const moved = `
          SELECT x.business_id, x.starts_at, x.ends_at, x.professional_id, x.service_id, x.status, x.price_cents, r.paid_rate, r.delta
          FROM appointments x
          CROSS JOIN LATERAL (
            SELECT max(p.rate) AS rate FROM (
              SELECT l.professional_id, l.rate FROM commission_lines l WHERE l.appointment_id = x.id AND l.payment_id IS NOT NULL ${written}
              ${taken}
            ) p WHERE p.professional_id = x.professional_id
          ) before
          CROSS JOIN LATERAL (SELECT ${PAID_RATE} AS rate) after
          CROSS JOIN LATERAL (VALUES (before.rate, -1), (after.rate, 1)) r(paid_rate, delta)
          WHERE x.id IN (${touched}) AND x.status = 'completed' AND before.rate IS DISTINCT FROM after.rate`;
  return `
    CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      -- A concurrent change to these appointments finishes first; the statements below see it.
      PERFORM 1 FROM appointments a WHERE a.id IN (${touched}) FOR SHARE;${apply(grouped(moved))}
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER ${name} AFTER ${event} ON commission_lines REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${name}();`;
}

/** Every appointment of the businesses `which` selects, added up afresh. */
function rebuild(which: string, timeZone: string): string {
  return `
      DELETE FROM appointment_month_totals WHERE business_id IN (${which});
      INSERT INTO appointment_month_totals (business_id, month, professional_id, service_id, status, price_cents, paid_rate, appointments, booked_seconds)
      SELECT x.business_id, date_trunc('month', x.starts_at AT TIME ZONE ${timeZone})::date, x.professional_id, x.service_id, x.status, x.price_cents, ${PAID_RATE},
        count(*)::int, sum(extract(epoch FROM x.ends_at - x.starts_at))::bigint
      FROM appointments x JOIN businesses b ON b.id = x.business_id
      WHERE x.business_id IN (${which})
      GROUP BY 1, 2, 3, 4, 5, 6, 7;`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE appointment_month_totals (
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      month date NOT NULL,
      professional_id uuid NOT NULL,
      service_id uuid NOT NULL,
      status text NOT NULL,
      price_cents integer NOT NULL,
      paid_rate numeric(5, 2),
      appointments integer NOT NULL,
      booked_seconds bigint NOT NULL,
      UNIQUE NULLS NOT DISTINCT (business_id, month, professional_id, service_id, status, price_cents, paid_rate) INCLUDE (appointments, booked_seconds)
    );

    -- Both roll-ups are read from their key's index alone: it carries the counts too.
    ALTER TABLE appointment_day_totals DROP CONSTRAINT appointment_day_totals_pkey;
    ALTER TABLE appointment_day_totals ADD PRIMARY KEY (business_id, day, service_id, status, price_cents) INCLUDE (appointments);

    -- The paid rate of one appointment is one probe of this index alone.
    CREATE INDEX commission_lines_paid_rate_idx ON commission_lines (appointment_id, professional_id) INCLUDE (rate) WHERE payment_id IS NOT NULL;

    ${sql.raw(EVENTS.map(([event, tables]) => appointmentsFunction(event, tables)).join('\n'))}
    ${sql.raw(EVENTS.map(([event, tables]) => linesFunction(event, tables)).join('\n'))}

    CREATE FUNCTION appointment_month_totals_rebuild() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN${sql.raw(rebuild('NEW.id', 'NEW.time_zone'))}
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER appointment_month_totals_time_zone AFTER UPDATE OF time_zone ON businesses
      FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION appointment_month_totals_rebuild();

    ${sql.raw(rebuild('SELECT id FROM businesses', 'b.time_zone'))}
  `.execute(db);
}
