import { sql, type Kysely } from 'kysely';
import type { SettledPayment } from '../../../core/counter/payments.ts';
import type { Database } from '../../db/schema.ts';

/*
 * The rows the comandas repository writes, and the steps its writes share: a comanda's number,
 * its lines, and why a conditional write changed nothing. Only comandas.repository.ts uses them.
 */

export interface LineRow {
  kind: 'service' | 'item' | 'tip';
  serviceId: string | null;
  /** The product an item line sells (docs/products.md). */
  productId?: string | null;
  /** The package an item line sells, and the client's package a service line uses (docs/packages.md). */
  packageId?: string | null;
  clientPackageId?: string | null;
  professionalId: string | null;
  appointmentId: string | null;
  description: string;
  quantity: number;
  unitPriceCents: number;
}

export interface Totals {
  subtotalCents: number;
  discountCents: number;
  tipsCents: number;
  totalCents: number;
}

/** What a write found: done, or why not. */
export type WriteOutcome = 'done' | 'missing' | 'changed' | 'closed' | 'not_closed' | 'no_register';

type Executor = Kysely<Database>;

/** The comanda's next number: the business's numbers are taken one at a time. */
export async function nextNumberWith(trx: Executor, businessId: string): Promise<number> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`comanda_numbers:${businessId}`}))`.execute(trx);
  const row = await trx
    .selectFrom('comandas')
    .select(sql<number>`coalesce(max(number), 0) + 1`.as('next'))
    .where('business_id', '=', businessId)
    .executeTakeFirstOrThrow();
  return Number(row.next);
}

export async function insertLinesWith(trx: Executor, businessId: string, comandaId: string, lines: readonly LineRow[]) {
  if (lines.length === 0) return;
  await trx
    .insertInto('comanda_lines')
    .values(
      lines.map((line, position) => ({
        business_id: businessId,
        comanda_id: comandaId,
        position,
        kind: line.kind,
        service_id: line.serviceId,
        product_id: line.productId ?? null,
        package_id: line.packageId ?? null,
        client_package_id: line.clientPackageId ?? null,
        professional_id: line.professionalId,
        appointment_id: line.appointmentId,
        description: line.description,
        quantity: line.quantity,
        unit_price_cents: line.unitPriceCents,
        total_cents: line.quantity * line.unitPriceCents,
      })),
    )
    .execute();
}

/** Why a conditional write of an existing comanda changed nothing. */
export async function whyNotWith(
  trx: Executor,
  businessId: string,
  id: string,
  expected: 'open' | 'closed',
): Promise<WriteOutcome> {
  const row = await trx
    .selectFrom('comandas')
    .select(['status'])
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return 'missing';
  if (expected === 'closed') return 'not_closed';
  return row.status === 'open' ? 'changed' : 'closed';
}

/** A comanda's payments, in the order given, taken by `registerId` at `at` (a reversal's name what they undo). */
export async function insertPaymentsWith(
  trx: Executor,
  taken: {
    businessId: string;
    comandaId: string;
    registerId: string;
    payments: ReadonlyArray<
      SettledPayment & { cardBrand: string | null; pixTxid: string | null; reverses: string | null }
    >;
    userId: string;
    at: Date;
  },
) {
  if (taken.payments.length === 0) return;
  await trx
    .insertInto('comanda_payments')
    .values(
      taken.payments.map((p, position) => ({
        business_id: taken.businessId,
        comanda_id: taken.comandaId,
        register_id: taken.registerId,
        position,
        method: p.method,
        amount_cents: p.amountCents,
        received_cents: p.receivedCents,
        change_cents: p.changeCents,
        installments: p.installments,
        card_brand: p.cardBrand,
        pix_txid: p.pixTxid,
        reverses: p.reverses,
        created_by: taken.userId,
        created_at: taken.at,
      })),
    )
    .execute();
}
