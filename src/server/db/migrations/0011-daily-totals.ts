import { sql, type Kysely } from 'kysely';

/**
 * The dashboard's roll-ups, kept by the database in the transaction of every appointment write
 * (docs/metrics.md, "Roll-ups"), so no writer can forget them and a change shows on the next load:
 * - `appointment_day_totals`: per business, local day, service, status and price, how many
 *   appointments. Revenue is count × price of the completed ones.
 * - `clients.first_visit_at`: the start of the client's first appointment that is not cancelled —
 *   "new customers" are those whose first visit falls in the period.
 * Statement-level triggers with transition tables add up what each statement changed, so a bulk
 * insert costs one pass. A business's change of time zone rebuilds its day totals.
 */
/** A trigger's transition tables exist only for its own event: one function and trigger per event. */
const APPLY: Array<[string, Array<['new_rows' | 'old_rows', 1 | -1]>]> = [
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

/** New appointments can only bring a first visit earlier. */
const FIRST_VISITS_OF_NEW_ROWS = `UPDATE clients c SET first_visit_at = n.first
      FROM (SELECT client_id, min(starts_at) AS first FROM new_rows WHERE status <> 'cancelled' GROUP BY client_id) n
      WHERE c.id = n.client_id AND (c.first_visit_at IS NULL OR n.first < c.first_visit_at);`;

/** A change or removal may move it either way: the clients touched are looked up again. */
function firstVisitsOf(clients: string): string {
  return `UPDATE clients c SET first_visit_at = f.first
      FROM (
        SELECT x.client_id,
          (SELECT min(e.starts_at) FROM appointments e WHERE e.client_id = x.client_id AND e.status <> 'cancelled') AS first
        FROM (${clients}) x
      ) f
      WHERE c.id = f.client_id AND c.first_visit_at IS DISTINCT FROM f.first;`;
}

function applyFunction(event: string, tables: Array<['new_rows' | 'old_rows', 1 | -1]>): string {
  const name = `appointment_totals_${event.toLowerCase()}`;
  const changes = tables
    .map(
      ([table, delta]) =>
        `SELECT business_id, starts_at, service_id, status, price_cents, ${delta} AS delta FROM ${table}`,
    )
    .join(' UNION ALL ');
  const touched = (column: string) => tables.map(([table]) => `SELECT ${column} FROM ${table}`).join(' UNION ');
  const referencing = tables.map(([table]) => `${table === 'new_rows' ? 'NEW' : 'OLD'} TABLE AS ${table}`).join(' ');
  const deltas = `
        SELECT c.business_id, (c.starts_at AT TIME ZONE b.time_zone)::date AS day, c.service_id, c.status, c.price_cents, sum(c.delta)::int AS delta
        FROM (${changes}) c JOIN businesses b ON b.id = c.business_id
        GROUP BY 1, 2, 3, 4, 5`;
  return `
    CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      INSERT INTO appointment_day_totals AS t (business_id, day, service_id, status, price_cents, appointments)
      SELECT business_id, day, service_id, status, price_cents, delta FROM (${deltas}) d WHERE delta <> 0
      ON CONFLICT (business_id, day, service_id, status, price_cents) DO UPDATE SET appointments = t.appointments + excluded.appointments;
      ${
        tables.some(([, delta]) => delta < 0)
          ? `-- Keys that fell to none go (only the keys this statement took from).
      DELETE FROM appointment_day_totals t USING (${deltas}) d
      WHERE d.delta < 0 AND t.appointments = 0
        AND (t.business_id, t.day, t.service_id, t.status, t.price_cents) = (d.business_id, d.day, d.service_id, d.status, d.price_cents);`
          : ''
      }

      ${event === 'INSERT' ? FIRST_VISITS_OF_NEW_ROWS : firstVisitsOf(touched('client_id'))}
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER ${name} AFTER ${event} ON appointments REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${name}();`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE appointment_day_totals (
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      day date NOT NULL,
      service_id uuid NOT NULL,
      status text NOT NULL,
      price_cents integer NOT NULL,
      appointments integer NOT NULL,
      PRIMARY KEY (business_id, day, service_id, status, price_cents)
    );

    ALTER TABLE clients ADD COLUMN first_visit_at timestamptz;
    CREATE INDEX clients_first_visit_idx ON clients (business_id, first_visit_at) WHERE first_visit_at IS NOT NULL;

    ${sql.raw(APPLY.map(([event, tables]) => applyFunction(event, tables)).join('\n'))}

    CREATE FUNCTION appointment_totals_rebuild() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      DELETE FROM appointment_day_totals WHERE business_id = NEW.id;
      INSERT INTO appointment_day_totals (business_id, day, service_id, status, price_cents, appointments)
      SELECT a.business_id, (a.starts_at AT TIME ZONE NEW.time_zone)::date, a.service_id, a.status, a.price_cents, count(*)::int
      FROM appointments a WHERE a.business_id = NEW.id
      GROUP BY 1, 2, 3, 4, 5;
      RETURN NULL;
    END
    $fn$;

    CREATE TRIGGER appointment_totals_time_zone AFTER UPDATE OF time_zone ON businesses
      FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION appointment_totals_rebuild();

    INSERT INTO appointment_day_totals (business_id, day, service_id, status, price_cents, appointments)
    SELECT a.business_id, (a.starts_at AT TIME ZONE b.time_zone)::date, a.service_id, a.status, a.price_cents, count(*)::int
    FROM appointments a JOIN businesses b ON b.id = a.business_id
    GROUP BY 1, 2, 3, 4, 5;

    UPDATE clients c SET first_visit_at = f.first
    FROM (SELECT client_id, min(starts_at) AS first FROM appointments WHERE status <> 'cancelled' GROUP BY client_id) f
    WHERE c.id = f.client_id;
  `.execute(db);
}
