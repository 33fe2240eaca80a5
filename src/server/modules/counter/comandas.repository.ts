import { sql, type Kysely } from 'kysely';
import type { Discount } from '../../../core/counter/comanda-totals.ts';
import type { SettledPayment } from '../../../core/counter/payments.ts';
import { isUniqueViolation } from '../../db/sql-errors.ts';
import type { Database } from '../../db/schema.ts';
import { lockOpenRegisterWith } from './cash-registers.repository.ts';
import { returnComandaGoodsWith, takeComandaGoodsWith } from './comanda-goods.ts';
import {
  insertLinesWith,
  insertPaymentsWith,
  nextNumberWith,
  whyNotWith,
  type LineRow,
  type Totals,
  type WriteOutcome,
} from './comanda-rows.ts';

export type { LineRow, Totals, WriteOutcome } from './comanda-rows.ts';

/**
 * The one writer of comandas, their lines and their payments (docs/counter.md). A comanda changes
 * only while open and only from the version its writer saw; closing it is final, and a reversal
 * undoes its payments with their negatives.
 */

export interface OpeningComanda {
  businessId: string;
  clientId: string | null;
  appointmentId: string | null;
  lines: readonly LineRow[];
  totals: Totals;
  userId: string;
  now: Date;
}

export interface ClosingComanda {
  businessId: string;
  id: string;
  version: number;
  payments: ReadonlyArray<SettledPayment & { cardBrand: string | null; pixTxid: string | null }>;
  lineDiscountCents: readonly number[];
  /** Whether the products it sells and uses may go below zero (the counter's setting). */
  allowNegativeStock: boolean;
  userId: string;
  now: Date;
}

/** A new comanda with its lines, numbered next, in the caller's transaction. */
export async function insertComandaWith(trx: Kysely<Database>, comanda: OpeningComanda): Promise<string> {
  const number = await nextNumberWith(trx, comanda.businessId);
  const row = await trx
    .insertInto('comandas')
    .values({
      business_id: comanda.businessId,
      number,
      client_id: comanda.clientId,
      appointment_id: comanda.appointmentId,
      subtotal_cents: comanda.totals.subtotalCents,
      discount_cents: comanda.totals.discountCents,
      tips_cents: comanda.totals.tipsCents,
      total_cents: comanda.totals.totalCents,
      opened_by: comanda.userId,
      opened_at: comanda.now,
      updated_at: comanda.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertLinesWith(trx, comanda.businessId, row.id, comanda.lines);
  return row.id;
}

/**
 * Closes an open comanda at the version its writer saw, its payments taken by `registerId` (which
 * the caller holds), each line's share of the discount kept; in the caller's transaction.
 */
export async function closeComandaWith(
  trx: Kysely<Database>,
  close: ClosingComanda,
  registerId: string,
): Promise<WriteOutcome> {
  const closed = await trx
    .updateTable('comandas')
    .set({
      status: 'closed',
      register_id: registerId,
      closed_by: close.userId,
      closed_at: close.now,
      version: sql`version + 1`,
      updated_at: close.now,
    })
    .where('business_id', '=', close.businessId)
    .where('id', '=', close.id)
    .where('status', '=', 'open')
    .where('version', '=', close.version)
    .returning('id')
    .executeTakeFirst();
  if (!closed) return whyNotWith(trx, close.businessId, close.id, 'open');
  for (const [position, cents] of close.lineDiscountCents.entries())
    if (cents > 0)
      await trx
        .updateTable('comanda_lines')
        .set({ discount_cents: cents })
        .where('comanda_id', '=', close.id)
        .where('position', '=', position)
        .execute();
  await insertPaymentsWith(trx, {
    businessId: close.businessId,
    comandaId: close.id,
    registerId,
    payments: close.payments.map((p) => ({ ...p, reverses: null })),
    userId: close.userId,
    at: close.now,
  });
  // Its stock, packages and sessions go with it (a StockShortfall or PackageSessionUnavailable undoes the close).
  await takeComandaGoodsWith(trx, {
    businessId: close.businessId,
    comandaId: close.id,
    userId: close.userId,
    now: close.now,
    allowNegative: close.allowNegativeStock,
  });
  return 'done';
}

export function createComandasRepository(db: Kysely<Database>) {
  return {
    /**
     * Opens a comanda, with its lines (a visit's steps, or none for a walk-in sale). A visit has one
     * comanda not reversed: opening it again answers the one there (`created` false), even when two
     * open it at once.
     */
    async open(comanda: OpeningComanda): Promise<{ id: string; created: boolean }> {
      const existing = async () => {
        if (!comanda.appointmentId) return null;
        const row = await db
          .selectFrom('comandas')
          .select('id')
          .where('business_id', '=', comanda.businessId)
          .where('appointment_id', '=', comanda.appointmentId)
          .where('status', '<>', 'reversed')
          .executeTakeFirst();
        return row ? { id: row.id, created: false } : null;
      };
      const found = await existing();
      if (found) return found;
      try {
        return await db.transaction().execute(async (trx) => {
          return { id: await insertComandaWith(trx, comanda), created: true };
        });
      } catch (error) {
        const raced = isUniqueViolation(error) ? await existing() : null;
        if (raced) return raced;
        throw error;
      }
    },

    /** Replaces an open comanda's client, lines and discount, from the version its writer saw. */
    async update(change: {
      businessId: string;
      id: string;
      version: number;
      clientId: string | null;
      lines: readonly LineRow[];
      discount: Discount | null;
      discountReason: string | null;
      totals: Totals;
      now: Date;
    }): Promise<WriteOutcome> {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('comandas')
          .set({
            client_id: change.clientId,
            discount_kind: change.discount?.kind ?? null,
            discount_value: change.discount
              ? change.discount.kind === 'amount'
                ? change.discount.amountCents
                : change.discount.basisPoints
              : null,
            discount_reason: change.discount ? change.discountReason : null,
            subtotal_cents: change.totals.subtotalCents,
            discount_cents: change.totals.discountCents,
            tips_cents: change.totals.tipsCents,
            total_cents: change.totals.totalCents,
            version: sql`version + 1`,
            updated_at: change.now,
          })
          .where('business_id', '=', change.businessId)
          .where('id', '=', change.id)
          .where('status', '=', 'open')
          .where('version', '=', change.version)
          .returning('id')
          .executeTakeFirst();
        if (!updated) return whyNotWith(trx, change.businessId, change.id, 'open');
        await trx.deleteFrom('comanda_lines').where('comanda_id', '=', change.id).execute();
        await insertLinesWith(trx, change.businessId, change.id, change.lines);
        return 'done';
      });
    },

    /**
     * Closes an open comanda at the version its writer saw: its payments taken by the open register
     * (`registerKey` says which), each line's share of the discount kept. Of two closes, one wins.
     */
    async close(close: ClosingComanda & { registerKey: string }): Promise<WriteOutcome> {
      return db.transaction().execute(async (trx) => {
        const register = await lockOpenRegisterWith(trx, close.registerKey);
        if (!register) return 'no_register';
        return closeComandaWith(trx, close, register.id);
      });
    },

    /**
     * Reverses a closed comanda: its payments are undone by their negatives, taken by the register
     * open now, what it took from stock comes back, and who, when and why are kept. A comanda is
     * reversed once.
     */
    async reverse(reversal: {
      businessId: string;
      id: string;
      reason: string;
      registerKey: string;
      undo: (payments: SettledPayment[]) => SettledPayment[];
      userId: string;
      now: Date;
    }): Promise<WriteOutcome> {
      return db.transaction().execute(async (trx) => {
        const register = await lockOpenRegisterWith(trx, reversal.registerKey);
        if (!register) return 'no_register';
        const reversed = await trx
          .updateTable('comandas')
          .set({
            status: 'reversed',
            reversed_by: reversal.userId,
            reversed_at: reversal.now,
            reversal_reason: reversal.reason,
            version: sql`version + 1`,
            updated_at: reversal.now,
          })
          .where('business_id', '=', reversal.businessId)
          .where('id', '=', reversal.id)
          .where('status', '=', 'closed')
          .returning('id')
          .executeTakeFirst();
        if (!reversed) return whyNotWith(trx, reversal.businessId, reversal.id, 'closed');
        // Its packages, sessions and stock come back first: a package in use refuses the reversal.
        await returnComandaGoodsWith(trx, {
          businessId: reversal.businessId,
          comandaId: reversal.id,
          userId: reversal.userId,
          now: reversal.now,
        });
        const paid = await trx
          .selectFrom('comanda_payments')
          .selectAll()
          .where('comanda_id', '=', reversal.id)
          .where('reverses', 'is', null)
          .orderBy('position')
          .execute();
        const undone = reversal.undo(
          paid.map((p) => ({
            method: p.method,
            amountCents: p.amount_cents,
            receivedCents: p.received_cents,
            changeCents: p.change_cents,
            installments: p.installments,
          })),
        );
        await insertPaymentsWith(trx, {
          businessId: reversal.businessId,
          comandaId: reversal.id,
          registerId: register.id,
          payments: undone.map((p, i) => ({
            ...p,
            cardBrand: paid[i]!.card_brand,
            pixTxid: paid[i]!.pix_txid,
            reverses: paid[i]!.id,
          })),
          userId: reversal.userId,
          at: reversal.now,
        });
        return 'done';
      });
    },
  };
}

export type ComandasRepository = ReturnType<typeof createComandasRepository>;
