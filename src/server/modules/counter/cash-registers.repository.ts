import { sql, type Kysely } from 'kysely';
import { expectedByMethod, registerDifference } from '../../../core/counter/cash-register.ts';
import type { RegisterMethod } from '../../../core/counter/payments.ts';
import { isUniqueViolation } from '../../db/sql-errors.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The one writer of cash registers and their cash movements (docs/counter.md). A register is open
 * under its key — the business's id, or the business's and the person's when each runs their own —
 * and only one register is open under a key. Whatever takes a payment into a register holds its row
 * (FOR SHARE) until it commits, and closing holds it alone (FOR UPDATE): so a register closes with
 * every payment it took, and takes none after.
 */

type Executor = Kysely<Database>;
type Amounts = Record<RegisterMethod, number>;

/** The open register under `key`, held until the transaction ends; null when none is open. */
export async function lockOpenRegisterWith(trx: Executor, key: string): Promise<{ id: string } | null> {
  const row = await trx
    .selectFrom('cash_registers')
    .select('id')
    .where('open_key', '=', key)
    .forShare()
    .executeTakeFirst();
  return row ?? null;
}

/** What a register took per method (net of change and reversals), its movements, and its comandas' count. */
async function activityWith(trx: Executor, registerId: string) {
  const [taken, movements, comandas] = await Promise.all([
    trx
      .selectFrom('comanda_payments')
      .select(['method', sql<string>`sum(amount_cents)`.as('cents')])
      .where('register_id', '=', registerId)
      .groupBy('method')
      .execute(),
    trx
      .selectFrom('cash_movements as m')
      .leftJoin('users as u', 'u.id', 'm.created_by')
      .select(['m.id', 'm.kind', 'm.amount_cents', 'm.reason', 'm.created_at', 'u.name as created_by_name'])
      .where('m.register_id', '=', registerId)
      .orderBy('m.created_at')
      .orderBy('m.id')
      .execute(),
    trx
      .selectFrom('comandas')
      .select(sql<string>`count(*)`.as('count'))
      .where('register_id', '=', registerId)
      .executeTakeFirstOrThrow(),
  ]);
  const byMethod: Amounts = { cash: 0, credit: 0, debit: 0, pix: 0 };
  for (const row of taken)
    if (row.method !== 'account' && row.method !== 'deposit') byMethod[row.method] = Number(row.cents);
  return { taken: byMethod, movements, comandas: Number(comandas.count) };
}

/** What a register with `floatCents` and this activity should hold per method. */
const expectedOf = (floatCents: number, activity: Awaited<ReturnType<typeof activityWith>>) =>
  expectedByMethod({
    floatCents,
    movements: activity.movements.map((m) => ({ kind: m.kind, amountCents: m.amount_cents })),
    taken: activity.taken,
  });

export type RegisterOutcome = 'done' | 'missing' | 'closed';

export interface OpeningRegister {
  businessId: string;
  key: string;
  floatCents: number;
  userId: string;
  now: Date;
}

/** A register opened under its key, in the caller's transaction (a unique violation when one is open under it). */
export async function openRegisterWith(executor: Executor, register: OpeningRegister): Promise<string> {
  const row = await executor
    .insertInto('cash_registers')
    .values({
      business_id: register.businessId,
      open_key: register.key,
      float_cents: register.floatCents,
      opened_by: register.userId,
      opened_at: register.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function createCashRegistersRepository(db: Executor) {
  /** A register as the counter shows it: its activity, and what it should hold per method. */
  async function read(executor: Executor, businessId: string, id: string) {
    const row = await executor
      .selectFrom('cash_registers as r')
      .leftJoin('users as o', 'o.id', 'r.opened_by')
      .leftJoin('users as c', 'c.id', 'r.closed_by')
      .selectAll('r')
      .select(['o.name as opened_by_name', 'c.name as closed_by_name'])
      .where('r.business_id', '=', businessId)
      .where('r.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const activity = await activityWith(executor, id);
    const expected = row.expected ?? expectedOf(row.float_cents, activity);
    return {
      id: row.id,
      status: row.status,
      floatCents: row.float_cents,
      openedAt: new Date(row.opened_at).toISOString(),
      openedByName: row.opened_by_name,
      closedAt: row.closed_at ? new Date(row.closed_at).toISOString() : null,
      closedByName: row.closed_by_name,
      movements: activity.movements.map((m) => ({
        id: m.id,
        kind: m.kind,
        amountCents: m.amount_cents,
        reason: m.reason,
        createdAt: new Date(m.created_at).toISOString(),
        createdByName: m.created_by_name,
      })),
      taken: activity.taken,
      expected,
      counted: row.counted,
      difference: row.counted ? registerDifference(expected, row.counted) : null,
      comandas: activity.comandas,
    };
  }

  return {
    read: (businessId: string, id: string) => read(db, businessId, id),

    /** The register open under `key`, if any. */
    async openId(key: string): Promise<string | null> {
      const row = await db.selectFrom('cash_registers').select('id').where('open_key', '=', key).executeTakeFirst();
      return row?.id ?? null;
    },

    /** The business's registers, the latest first. */
    async list(businessId: string, limit: number) {
      const rows = await db
        .selectFrom('cash_registers')
        .select('id')
        .where('business_id', '=', businessId)
        .orderBy('opened_at', 'desc')
        .limit(limit)
        .execute();
      return Promise.all(rows.map((row) => read(db, businessId, row.id)));
    },

    /** Opens a register under `key` with its float; null when one is open under it already. */
    async open(register: OpeningRegister) {
      try {
        return await openRegisterWith(db, register);
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async addMovement(movement: {
      businessId: string;
      registerId: string;
      kind: 'deposit' | 'withdrawal';
      amountCents: number;
      reason: string;
      userId: string;
      now: Date;
    }): Promise<RegisterOutcome> {
      return db.transaction().execute(async (trx) => {
        const register = await trx
          .selectFrom('cash_registers')
          .select('status')
          .where('business_id', '=', movement.businessId)
          .where('id', '=', movement.registerId)
          .forShare()
          .executeTakeFirst();
        if (!register) return 'missing';
        if (register.status !== 'open') return 'closed';
        await trx
          .insertInto('cash_movements')
          .values({
            business_id: movement.businessId,
            register_id: movement.registerId,
            kind: movement.kind,
            amount_cents: movement.amountCents,
            reason: movement.reason,
            created_by: movement.userId,
            created_at: movement.now,
          })
          .execute();
        return 'done';
      });
    },

    /**
     * Closes an open register with what was counted, keeping what it should have held at that
     * moment; a register closes once.
     */
    async close(closing: {
      businessId: string;
      registerId: string;
      counted: Amounts;
      note: string | null;
      userId: string;
      now: Date;
    }): Promise<RegisterOutcome> {
      return db.transaction().execute(async (trx) => {
        const register = await trx
          .selectFrom('cash_registers')
          .select(['status', 'float_cents'])
          .where('business_id', '=', closing.businessId)
          .where('id', '=', closing.registerId)
          .forUpdate()
          .executeTakeFirst();
        if (!register) return 'missing';
        if (register.status !== 'open') return 'closed';
        const activity = await activityWith(trx, closing.registerId);
        const expected = expectedOf(register.float_cents, activity);
        await trx
          .updateTable('cash_registers')
          .set({
            status: 'closed',
            open_key: null,
            closed_by: closing.userId,
            closed_at: closing.now,
            expected: JSON.stringify(expected),
            counted: JSON.stringify(closing.counted),
            note: closing.note,
          })
          .where('id', '=', closing.registerId)
          .execute();
        return 'done';
      });
    },
  };
}

export type CashRegistersRepository = ReturnType<typeof createCashRegistersRepository>;
