// Over 300 lines: the commission ledger's one writer — recalculation, payment, undo and rates share its statements.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { professionalExistsWith } from '../professionals/professionals.repository.ts';
import {
  commissionCents,
  localDayEnd,
  localDayStart,
  paidRate,
  rateInForce,
  type MonthScope,
} from './commission-sql.ts';
import { wantedCounterLines } from './counter-lines-sql.ts';

/**
 * The one writer of the commission ledger (`commission_lines`, `commission_payments`,
 * `commission_service_rates`, `commission_months`). docs/metrics.md says what a line is.
 *
 * Recalculating a month works out, in SQL, the lines its appointments and closed comandas call for
 * ("wanted", `counter-lines-sql.ts` for the comandas') and brings the pending lines in line with
 * them; paid lines are only read. Payments and
 * recalculations of one business take the business row's lock, so a payment never pays a line
 * that a recalculation is rewriting.
 */

/** The lines a month's appointments call for, as CTEs `scope` (appointments looked at) and `wanted`. */
function wantedLines({ businessId, period, currentMonthStart }: MonthScope) {
  const monthStart = `${period.from.slice(0, 7)}-01`;
  // Recalculating the current month also looks for paid appointments changed since their payment.
  const sweep = monthStart >= currentMonthStart;
  return sql`
    b AS (SELECT id, time_zone, default_commission_rate FROM businesses WHERE id = ${businessId}),
    scope AS (
      SELECT a.id, a.professional_id, a.service_id, a.status, a.price_cents, a.starts_at
      FROM appointments a, b
      WHERE a.business_id = b.id
        AND a.starts_at >= ${localDayStart(period.from, sql`b.time_zone`)}
        AND a.starts_at < ${localDayEnd(period.to, sql`b.time_zone`)}
      UNION
      SELECT a.id, a.professional_id, a.service_id, a.status, a.price_cents, a.starts_at
      FROM commission_lines l JOIN appointments a ON a.id = l.appointment_id
      WHERE ${sweep} AND l.business_id = ${businessId} AND l.payment_id IS NOT NULL AND a.updated_at > l.updated_at
    ),
    paid AS (
      SELECT l.appointment_id, l.professional_id, sum(l.base_cents)::int AS base, sum(l.amount_cents)::int AS amount
      FROM commission_lines l JOIN scope s ON s.id = l.appointment_id
      WHERE l.payment_id IS NOT NULL
      GROUP BY l.appointment_id, l.professional_id
    ),
    pairs AS (
      SELECT id AS appointment_id, professional_id FROM scope WHERE status = 'completed'
      UNION
      SELECT appointment_id, professional_id FROM paid
    ),
    owed AS (
      SELECT pr.appointment_id, pr.professional_id, paid.appointment_id IS NULL AS first,
        s.status = 'completed' AND s.professional_id = pr.professional_id AS due,
        CASE WHEN s.status = 'completed' AND s.professional_id = pr.professional_id THEN s.price_cents ELSE 0 END AS due_base,
        ${rateInForce(
          // Looked up only where something was paid: most of a month being recalculated was not.
          sql`CASE WHEN paid.appointment_id IS NOT NULL THEN ${paidRate(sql`pr.appointment_id`, sql`pr.professional_id`)} END`,
          sql`r.rate`,
          sql`p.commission_rate`,
          sql`b.default_commission_rate`,
        )} AS rate,
        coalesce(paid.base, 0) AS paid_base, coalesce(paid.amount, 0) AS paid_amount,
        date_trunc('month', s.starts_at AT TIME ZONE b.time_zone)::date AS appointment_month
      FROM pairs pr
      JOIN scope s ON s.id = pr.appointment_id
      JOIN professionals p ON p.id = pr.professional_id
      CROSS JOIN b
      LEFT JOIN commission_service_rates r ON r.professional_id = pr.professional_id AND r.service_id = s.service_id
      LEFT JOIN paid ON paid.appointment_id = pr.appointment_id AND paid.professional_id = pr.professional_id
    ),
    computed AS (
      SELECT appointment_id, professional_id, first, due,
        CASE WHEN first THEN 'commission' ELSE 'adjustment' END AS kind,
        CASE WHEN first THEN appointment_month ELSE greatest(appointment_month, ${currentMonthStart}::date) END AS month,
        due_base - paid_base AS base_cents,
        rate,
        (${commissionCents(sql`due_base`, sql`rate`)} - paid_amount)::int AS amount_cents
      FROM owed
    ),
    wanted AS (
      SELECT appointment_id, professional_id, kind, month, base_cents, rate::numeric(5, 2) AS rate, amount_cents
      FROM computed
      WHERE (first AND due) OR (NOT first AND (base_cents <> 0 OR amount_cents <> 0))
    ),
    pending AS (
      SELECT l.appointment_id, l.professional_id, l.kind, l.month, l.base_cents, l.rate, l.amount_cents
      FROM commission_lines l JOIN scope s ON s.id = l.appointment_id
      WHERE l.payment_id IS NULL
    )
  `;
}

/**
 * The ledger's lines as a FROM source: the table itself, or — for a month not yet recalculated —
 * the lines as recalculating that month would leave them: every line it leaves alone (paid lines,
 * and the pending lines of appointments and comanda lines outside its scope) and, in place of the
 * pending lines of its own, the lines it would write (an unwritten line's id is made of its
 * appointment and professional, or of its comanda line).
 */
function ledger(businessId: string, preview: MonthScope | null) {
  if (!preview) return sql`commission_lines`;
  return sql`(
    WITH ${wantedLines(preview)}, ${wantedCounterLines(preview)}
    SELECT l.id::text AS id, l.business_id, l.appointment_id, l.comanda_line_id, l.professional_id, l.month, l.kind, l.base_cents, l.rate, l.amount_cents, l.payment_id
    FROM commission_lines l
    WHERE l.business_id = ${businessId} AND NOT (l.payment_id IS NULL AND (
      coalesce(l.appointment_id IN (SELECT id FROM scope), false) OR coalesce(l.comanda_line_id IN (SELECT id FROM c_scope), false)))
    UNION ALL
    SELECT coalesce(kept.id::text, w.appointment_id::text || ':' || w.professional_id::text) AS id, ${businessId}::uuid AS business_id,
      w.appointment_id, NULL::uuid AS comanda_line_id, w.professional_id, w.month, w.kind, w.base_cents, w.rate, w.amount_cents, NULL::uuid AS payment_id
    FROM wanted w
    LEFT JOIN commission_lines kept ON kept.appointment_id = w.appointment_id AND kept.professional_id = w.professional_id AND kept.payment_id IS NULL
    UNION ALL
    SELECT coalesce(kept.id::text, 'c:' || w.comanda_line_id::text) AS id, ${businessId}::uuid AS business_id,
      NULL::uuid AS appointment_id, w.comanda_line_id, w.professional_id, w.month, w.kind, w.base_cents, w.rate, w.amount_cents, NULL::uuid AS payment_id
    FROM c_wanted w
    LEFT JOIN commission_lines kept ON kept.comanda_line_id = w.comanda_line_id AND kept.payment_id IS NULL
  )`;
}

export interface ProfessionalCommissionRow {
  professionalId: string;
  name: string;
  active: boolean;
  ownRate: number | null;
  /** The base of the services' lines: what the rates apply to (tips are not a base). */
  baseCents: number;
  /** Tips' lines, and their adjustments. */
  tipsCents: number;
  pendingCents: number;
  paidCents: number;
  lineCount: number;
}

export interface PaymentRow {
  id: string;
  professionalId: string;
  paidOn: string;
  recordedAt: Date;
  amountCents: number;
  lines: number;
}

export interface LineRow {
  id: string;
  /** The appointment, or null for a comanda's line (a tip, a service added at the chair). */
  appointmentId: string | null;
  /** The comanda's number, for a comanda's line. */
  comandaNumber: number | null;
  professionalId: string;
  /** The appointment's start, or when the comanda closed. */
  startsAt: Date;
  serviceName: string;
  clientName: string | null;
  kind: 'commission' | 'adjustment' | 'tip';
  /** Whether the line is a tip's (its adjustments too). */
  tip: boolean;
  baseCents: number;
  rate: number;
  amountCents: number;
  paidOn: string | null;
}

export type PayOutcome = { ok: true; payment: PaymentRow } | { ok: false; reason: 'nothing_to_pay' | 'changed' };

/**
 * Appointments about to be deleted (the sample data's) take their commission lines with them, and
 * a payment left with no line goes too (a payment always has lines otherwise, so one left with
 * none paid only these).
 */
export async function forgetAppointmentsWith(
  executor: Kysely<Database>,
  businessId: string,
  appointmentIds: readonly string[],
): Promise<void> {
  if (appointmentIds.length === 0) return;
  await executor
    .deleteFrom('commission_lines')
    .where('business_id', '=', businessId)
    .where('appointment_id', 'in', [...appointmentIds])
    .execute();
  await sql`DELETE FROM commission_payments cp WHERE cp.business_id = ${businessId} AND NOT EXISTS (SELECT 1 FROM commission_lines l WHERE l.payment_id = cp.id)`.execute(
    executor,
  );
}

export function createCommissionsRepository(db: Kysely<Database>) {
  async function lockBusiness(trx: Kysely<Database>, businessId: string): Promise<void> {
    await trx.selectFrom('businesses').select('id').where('id', '=', businessId).forUpdate().execute();
  }

  async function recalculateWith(
    trx: Kysely<Database>,
    scope: MonthScope,
    now: Date,
  ): Promise<{ written: number; removed: number }> {
    const { rows } = await sql<{ written: number; removed: number }>`
      WITH ${wantedLines(scope)}, ${wantedCounterLines(scope)},
      removed AS (
        DELETE FROM commission_lines l USING scope s
        WHERE l.appointment_id = s.id AND l.payment_id IS NULL
          AND NOT EXISTS (SELECT 1 FROM wanted w WHERE w.appointment_id = l.appointment_id AND w.professional_id = l.professional_id)
        RETURNING 1
      ),
      written AS (
        INSERT INTO commission_lines (business_id, professional_id, appointment_id, month, kind, base_cents, rate, amount_cents)
        SELECT ${scope.businessId}, professional_id, appointment_id, month, kind, base_cents, rate, amount_cents FROM wanted
        ON CONFLICT (appointment_id, professional_id) WHERE payment_id IS NULL
        DO UPDATE SET month = excluded.month, kind = excluded.kind, base_cents = excluded.base_cents, rate = excluded.rate,
          amount_cents = excluded.amount_cents, updated_at = now()
        WHERE (commission_lines.month, commission_lines.kind, commission_lines.base_cents, commission_lines.rate, commission_lines.amount_cents)
          IS DISTINCT FROM (excluded.month, excluded.kind, excluded.base_cents, excluded.rate, excluded.amount_cents)
        RETURNING 1
      ),
      c_removed AS (
        DELETE FROM commission_lines l USING c_scope s
        WHERE l.comanda_line_id = s.id AND l.payment_id IS NULL
          AND NOT EXISTS (SELECT 1 FROM c_wanted w WHERE w.comanda_line_id = l.comanda_line_id)
        RETURNING 1
      ),
      c_written AS (
        INSERT INTO commission_lines (business_id, professional_id, comanda_line_id, month, kind, base_cents, rate, amount_cents)
        SELECT ${scope.businessId}, professional_id, comanda_line_id, month, kind, base_cents, rate, amount_cents FROM c_wanted
        ON CONFLICT (comanda_line_id) WHERE payment_id IS NULL
        DO UPDATE SET month = excluded.month, kind = excluded.kind, base_cents = excluded.base_cents, rate = excluded.rate,
          amount_cents = excluded.amount_cents, updated_at = now()
        WHERE (commission_lines.month, commission_lines.kind, commission_lines.base_cents, commission_lines.rate, commission_lines.amount_cents)
          IS DISTINCT FROM (excluded.month, excluded.kind, excluded.base_cents, excluded.rate, excluded.amount_cents)
        RETURNING 1
      )
      SELECT ((SELECT count(*) FROM written) + (SELECT count(*) FROM c_written))::int AS written,
        ((SELECT count(*) FROM removed) + (SELECT count(*) FROM c_removed))::int AS removed
    `.execute(trx);
    await trx
      .insertInto('commission_months')
      .values({ business_id: scope.businessId, month: `${scope.period.from.slice(0, 7)}-01`, calculated_at: now })
      .onConflict((oc) => oc.columns(['business_id', 'month']).doUpdateSet({ calculated_at: now }))
      .execute();
    return rows[0]!;
  }

  return {
    async businessFacts(
      businessId: string,
    ): Promise<{ timeZone: string; currency: 'BRL' | 'USD'; standardRate: number }> {
      const row = await db
        .selectFrom('businesses')
        .select(['time_zone', 'currency', 'default_commission_rate'])
        .where('id', '=', businessId)
        .executeTakeFirstOrThrow();
      return { timeZone: row.time_zone, currency: row.currency, standardRate: Number(row.default_commission_rate) };
    },

    /** Brings the month's pending lines in line with its appointments; twice in a row changes nothing. */
    recalculate(scope: MonthScope, now: Date): Promise<{ written: number; removed: number }> {
      return db.transaction().execute(async (trx) => {
        await lockBusiness(trx, scope.businessId);
        return recalculateWith(trx, scope, now);
      });
    },

    /** How many appointments' and comanda lines' pending lines differ from what a recalculation would write now. */
    async outdated(scope: MonthScope): Promise<number> {
      const { rows } = await sql<{ outdated: number }>`
        WITH ${wantedLines(scope)}, ${wantedCounterLines(scope)},
        diff AS (
          (SELECT * FROM wanted EXCEPT SELECT * FROM pending)
          UNION ALL
          (SELECT * FROM pending EXCEPT SELECT * FROM wanted)
        ),
        c_diff AS (
          (SELECT * FROM c_wanted EXCEPT SELECT * FROM c_pending)
          UNION ALL
          (SELECT * FROM c_pending EXCEPT SELECT * FROM c_wanted)
        )
        SELECT ((SELECT count(DISTINCT appointment_id) FROM diff) + (SELECT count(DISTINCT comanda_line_id) FROM c_diff))::int AS outdated
      `.execute(db);
      return rows[0]?.outdated ?? 0;
    },

    async calculatedAt(businessId: string, monthStart: string): Promise<Date | null> {
      const row = await db
        .selectFrom('commission_months')
        .select('calculated_at')
        .where('business_id', '=', businessId)
        .where('month', '=', monthStart)
        .executeTakeFirst();
      return row?.calculated_at ?? null;
    },

    /**
     * Per professional: the month's base, pending and paid; every active one, and any with lines.
     * With `preview`, as recalculating that month would leave them.
     */
    async professionals(
      businessId: string,
      monthStart: string,
      only: string | null,
      preview: MonthScope | null = null,
    ): Promise<ProfessionalCommissionRow[]> {
      const { rows } = await sql<{
        id: string;
        full_name: string;
        active: boolean;
        commission_rate: string | null;
        base: number;
        tips: number;
        pending: number;
        paid: number;
        lines: number;
      }>`
        SELECT p.id, p.full_name, p.active, p.commission_rate,
          coalesce(sum(l.base_cents) FILTER (WHERE cl.kind IS DISTINCT FROM 'tip'), 0)::int AS base,
          coalesce(sum(l.amount_cents) FILTER (WHERE cl.kind = 'tip'), 0)::int AS tips,
          coalesce(sum(l.amount_cents) FILTER (WHERE l.payment_id IS NULL), 0)::int AS pending,
          coalesce(sum(l.amount_cents) FILTER (WHERE l.payment_id IS NOT NULL), 0)::int AS paid,
          count(l.id)::int AS lines
        FROM professionals p
        LEFT JOIN ${ledger(businessId, preview)} l ON l.professional_id = p.id AND l.business_id = ${businessId} AND l.month = ${monthStart}::date
        LEFT JOIN comanda_lines cl ON cl.id = l.comanda_line_id
        WHERE p.business_id = ${businessId} AND (${only}::uuid IS NULL OR p.id = ${only}::uuid)
        GROUP BY p.id
        HAVING p.active OR count(l.id) > 0
        ORDER BY p.full_name, p.id
      `.execute(db);
      return rows.map((r) => ({
        professionalId: r.id,
        name: r.full_name,
        active: r.active,
        ownRate: r.commission_rate === null ? null : Number(r.commission_rate),
        baseCents: r.base,
        tipsCents: r.tips,
        pendingCents: r.pending,
        paidCents: r.paid,
        lineCount: r.lines,
      }));
    },

    async serviceRates(
      businessId: string,
      only: string | null,
    ): Promise<Array<{ professionalId: string; serviceId: string; serviceName: string; rate: number }>> {
      const rows = await db
        .selectFrom('commission_service_rates as r')
        .innerJoin('services as s', 's.id', 'r.service_id')
        .select(['r.professional_id', 'r.service_id', 's.name', 'r.rate'])
        .where('r.business_id', '=', businessId)
        .$if(only !== null, (q) => q.where('r.professional_id', '=', only!))
        .orderBy('s.name')
        .execute();
      return rows.map((r) => ({
        professionalId: r.professional_id,
        serviceId: r.service_id,
        serviceName: r.name,
        rate: Number(r.rate),
      }));
    },

    async payments(businessId: string, monthStart: string, only: string | null): Promise<PaymentRow[]> {
      const { rows } = await sql<{
        id: string;
        professional_id: string;
        paid_on: string;
        recorded_at: Date;
        amount: number;
        lines: number;
      }>`
        SELECT cp.id, cp.professional_id, cp.paid_on::text AS paid_on, cp.recorded_at,
          coalesce(sum(l.amount_cents), 0)::int AS amount, count(l.id)::int AS lines
        FROM commission_payments cp LEFT JOIN commission_lines l ON l.payment_id = cp.id
        WHERE cp.business_id = ${businessId} AND cp.month = ${monthStart}::date AND (${only}::uuid IS NULL OR cp.professional_id = ${only}::uuid)
        GROUP BY cp.id
        ORDER BY cp.recorded_at
      `.execute(db);
      return rows.map((r) => ({
        id: r.id,
        professionalId: r.professional_id,
        paidOn: r.paid_on,
        recordedAt: r.recorded_at,
        amountCents: r.amount,
        lines: r.lines,
      }));
    },

    /** One professional's lines of the month: the statement (with `preview`, as recalculating would leave them). */
    async lines(
      businessId: string,
      monthStart: string,
      professionalId: string,
      preview: MonthScope | null = null,
    ): Promise<LineRow[]> {
      const { rows } = await sql<{
        id: string;
        appointment_id: string | null;
        comanda_number: number | null;
        professional_id: string;
        starts_at: Date;
        service_name: string;
        client_name: string | null;
        kind: 'commission' | 'adjustment' | 'tip';
        tip: boolean;
        base_cents: number;
        rate: string;
        amount_cents: number;
        paid_on: string | null;
      }>`
        SELECT l.id::text AS id, l.appointment_id, co.number AS comanda_number, l.professional_id,
          coalesce(a.starts_at, co.closed_at) AS starts_at, coalesce(s.name, cl.description) AS service_name,
          coalesce(c.full_name, cc.full_name) AS client_name, l.kind, coalesce(cl.kind = 'tip', false) AS tip,
          l.base_cents, l.rate, l.amount_cents, cp.paid_on::text AS paid_on
        FROM ${ledger(businessId, preview)} l
        LEFT JOIN appointments a ON a.id = l.appointment_id
        LEFT JOIN services s ON s.id = a.service_id
        LEFT JOIN clients c ON c.id = a.client_id
        LEFT JOIN comanda_lines cl ON cl.id = l.comanda_line_id
        LEFT JOIN comandas co ON co.id = cl.comanda_id
        LEFT JOIN clients cc ON cc.id = co.client_id
        LEFT JOIN commission_payments cp ON cp.id = l.payment_id
        WHERE l.business_id = ${businessId} AND l.month = ${monthStart}::date AND l.professional_id = ${professionalId}
        ORDER BY 5, l.kind, l.id
      `.execute(db);
      return rows.map((r) => ({
        id: r.id,
        appointmentId: r.appointment_id,
        comandaNumber: r.comanda_number,
        professionalId: r.professional_id,
        startsAt: r.starts_at,
        serviceName: r.service_name,
        clientName: r.client_name,
        kind: r.kind,
        tip: r.tip,
        baseCents: r.base_cents,
        rate: Number(r.rate),
        amountCents: r.amount_cents,
        paidOn: r.paid_on,
      }));
    },

    /**
     * Recalculates the month, then pays every pending line of the professional in it — only when
     * their total is still what the owner saw. The recalculation is kept either way.
     */
    async pay(
      scope: MonthScope,
      professionalId: string,
      paidOn: string,
      expectedCents: number,
      recordedBy: string,
      now: Date,
    ): Promise<PayOutcome> {
      const monthStart = `${scope.period.from.slice(0, 7)}-01`;
      await this.recalculate(scope, now);
      return db.transaction().execute(async (trx): Promise<PayOutcome> => {
        await lockBusiness(trx, scope.businessId);
        const pending = await trx
          .selectFrom('commission_lines')
          .select([
            sql<number>`coalesce(sum(amount_cents), 0)::int`.as('total'),
            sql<number>`count(*)::int`.as('count'),
          ])
          .where('business_id', '=', scope.businessId)
          .where('month', '=', monthStart)
          .where('professional_id', '=', professionalId)
          .where('payment_id', 'is', null)
          .executeTakeFirstOrThrow();
        if (pending.count === 0) return { ok: false, reason: 'nothing_to_pay' };
        if (pending.total !== expectedCents) return { ok: false, reason: 'changed' };
        const payment = await trx
          .insertInto('commission_payments')
          .values({
            business_id: scope.businessId,
            professional_id: professionalId,
            month: monthStart,
            paid_on: paidOn,
            recorded_at: now,
            recorded_by: recordedBy,
          })
          .returning(['id', 'recorded_at'])
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('commission_lines')
          .set({ payment_id: payment.id, updated_at: sql`now()` })
          .where('business_id', '=', scope.businessId)
          .where('month', '=', monthStart)
          .where('professional_id', '=', professionalId)
          .where('payment_id', 'is', null)
          .execute();
        return {
          ok: true,
          payment: {
            id: payment.id,
            professionalId,
            paidOn,
            recordedAt: payment.recorded_at,
            amountCents: pending.total,
            lines: pending.count,
          },
        };
      });
    },

    async findPayment(businessId: string, id: string): Promise<{ month: string; recordedAt: Date } | undefined> {
      const row = await db
        .selectFrom('commission_payments')
        .select([sql<string>`month::text`.as('month'), 'recorded_at'])
        .where('business_id', '=', businessId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { month: row.month, recordedAt: row.recorded_at } : undefined;
    },

    /**
     * Takes a payment back: its lines are pending again and the month is recalculated, all in one
     * transaction (a pending line a later recalculation wrote for the same appointment gives way).
     */
    async undoPayment(scope: MonthScope, paymentId: string, now: Date): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await lockBusiness(trx, scope.businessId);
        await sql`
          DELETE FROM commission_lines pending
          USING commission_lines paid
          WHERE paid.payment_id = ${paymentId} AND pending.payment_id IS NULL
            AND ((pending.appointment_id = paid.appointment_id AND pending.professional_id = paid.professional_id)
              OR pending.comanda_line_id = paid.comanda_line_id)
        `.execute(trx);
        await trx
          .updateTable('commission_lines')
          .set({ payment_id: null, updated_at: sql`now()` })
          .where('payment_id', '=', paymentId)
          .execute();
        await trx
          .deleteFrom('commission_payments')
          .where('business_id', '=', scope.businessId)
          .where('id', '=', paymentId)
          .execute();
        await recalculateWith(trx, scope, now);
      });
    },

    /** Replaces a professional's per-service rates. False when a service is not the business's. */
    async setServiceRates(
      businessId: string,
      professionalId: string,
      rates: ReadonlyArray<{ serviceId: string; rate: number }>,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const serviceIds = [...new Set(rates.map((r) => r.serviceId))];
        if (serviceIds.length > 0) {
          const known = await trx
            .selectFrom('services')
            .select('id')
            .where('business_id', '=', businessId)
            .where('id', 'in', serviceIds)
            .execute();
          if (known.length !== serviceIds.length) return false;
        }
        await trx
          .deleteFrom('commission_service_rates')
          .where('business_id', '=', businessId)
          .where('professional_id', '=', professionalId)
          .execute();
        if (rates.length === 0) return true;
        await trx
          .insertInto('commission_service_rates')
          .values(
            rates.map((r) => ({
              business_id: businessId,
              professional_id: professionalId,
              service_id: r.serviceId,
              rate: r.rate.toFixed(2),
            })),
          )
          .onConflict((oc) =>
            oc.columns(['professional_id', 'service_id']).doUpdateSet((eb) => ({ rate: eb.ref('excluded.rate') })),
          )
          .execute();
        return true;
      });
    },

    professionalExists: (businessId: string, professionalId: string) =>
      professionalExistsWith(db, businessId, professionalId),
  };
}

export type CommissionsRepository = ReturnType<typeof createCommissionsRepository>;
