import { sql, type Kysely } from 'kysely';
import type { Comanda, ComandaStatus } from '../../../contracts/counter.ts';
import { depositApplied } from '../../../core/counter/payments.ts';
import type { Database } from '../../db/schema.ts';

/*
 * What the counter shows of its comandas (docs/counter.md), read as the contract has them. It
 * writes nothing: the comandas repository is their one writer.
 */

type Executor = Kysely<Database>;

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/** One comanda with its lines (in order, each professional named) and its payments (in the order taken). */
export async function readComanda(db: Executor, businessId: string, id: string): Promise<Comanda | null> {
  const row = await db
    .selectFrom('comandas as k')
    .leftJoin('clients as c', (join) =>
      join.onRef('c.id', '=', 'k.client_id').onRef('c.business_id', '=', 'k.business_id'),
    )
    .selectAll('k')
    .select('c.full_name as client_name')
    .where('k.business_id', '=', businessId)
    .where('k.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const [lines, payments, deposit] = await Promise.all([
    db
      .selectFrom('comanda_lines as l')
      .leftJoin('professionals as p', 'p.id', 'l.professional_id')
      .leftJoin('client_packages as cp', 'cp.id', 'l.client_package_id')
      .leftJoin('appointments as a', 'a.id', 'l.appointment_id')
      .leftJoin('packages as pk', 'pk.id', 'l.package_id')
      .selectAll('l')
      .select([
        'p.full_name as professional_name',
        'cp.name as client_package_name',
        'pk.name as package_name',
        'a.price_cents as booked_price_cents',
      ])
      .where('l.comanda_id', '=', id)
      .orderBy('l.position')
      .execute(),
    db
      .selectFrom('comanda_payments')
      .selectAll()
      .where('comanda_id', '=', id)
      .orderBy('created_at')
      .orderBy('position')
      .execute(),
    // The visit's deposit paid when booking, while it is neither refunded nor kept (docs/deposits.md).
    row.appointment_id
      ? db
          .selectFrom('deposits')
          .select('amount_cents')
          .where('business_id', '=', businessId)
          .where('appointment_id', '=', row.appointment_id)
          .where('status', '=', 'paid')
          .executeTakeFirst()
      : undefined,
  ]);
  const depositCents =
    row.status === 'open'
      ? depositApplied(row.total_cents, deposit?.amount_cents ?? 0)
      : payments.filter((p) => p.method === 'deposit' && p.reverses === null).reduce((s, p) => s + p.amount_cents, 0);
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    version: row.version,
    clientId: row.client_id,
    clientName: row.client_name,
    appointmentId: row.appointment_id,
    lines: lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      serviceId: l.service_id,
      productId: l.product_id,
      packageId: l.package_id,
      clientPackageId: l.client_package_id,
      // A service using a session of the package its comanda sells is named by that package until the close.
      clientPackageName: l.client_package_name ?? (l.kind === 'service' ? l.package_name : null),
      professionalId: l.professional_id,
      professionalName: l.professional_name,
      appointmentId: l.appointment_id,
      bookedPriceCents: l.booked_price_cents,
      description: l.description,
      quantity: l.quantity,
      unitPriceCents: l.unit_price_cents,
      totalCents: l.total_cents,
      discountCents: l.discount_cents,
    })),
    discount: row.discount_kind ? { kind: row.discount_kind, value: row.discount_value! } : null,
    discountReason: row.discount_reason,
    subtotalCents: row.subtotal_cents,
    discountCents: row.discount_cents,
    tipsCents: row.tips_cents,
    totalCents: row.total_cents,
    payments: payments.map((p) => ({
      id: p.id,
      method: p.method,
      amountCents: p.amount_cents,
      receivedCents: p.received_cents,
      changeCents: p.change_cents,
      installments: p.installments,
      cardBrand: p.card_brand,
      pixTxid: p.pix_txid,
      createdAt: new Date(p.created_at).toISOString(),
    })),
    depositCents,
    balanceCents: row.total_cents - depositCents,
    openedAt: new Date(row.opened_at).toISOString(),
    closedAt: iso(row.closed_at),
    reversedAt: iso(row.reversed_at),
    reversalReason: row.reversal_reason,
  };
}

/**
 * The comandas of a local day on the business's clock — opened, closed or reversed on it — or,
 * without a day, the latest 100; with a status, those of it alone. The latest first.
 */
export async function listComandas(
  db: Executor,
  businessId: string,
  filter: { day?: string; timeZone: string; status?: ComandaStatus },
) {
  const onDay = filter.day
    ? sql<boolean>`(
        (k.opened_at AT TIME ZONE ${filter.timeZone})::date = ${filter.day}::date
        OR (k.closed_at AT TIME ZONE ${filter.timeZone})::date = ${filter.day}::date
        OR (k.reversed_at AT TIME ZONE ${filter.timeZone})::date = ${filter.day}::date
      )`
    : sql<boolean>`true`;
  const rows = await db
    .selectFrom('comandas as k')
    .leftJoin('clients as c', (join) =>
      join.onRef('c.id', '=', 'k.client_id').onRef('c.business_id', '=', 'k.business_id'),
    )
    .select([
      'k.id',
      'k.number',
      'k.status',
      'c.full_name as client_name',
      'k.appointment_id',
      'k.total_cents',
      'k.opened_at',
      'k.closed_at',
    ])
    .where('k.business_id', '=', businessId)
    .where(onDay)
    .$if(filter.status !== undefined, (q) => q.where('k.status', '=', filter.status!))
    .orderBy('k.opened_at', 'desc')
    .orderBy('k.number', 'desc')
    .limit(filter.day ? 1000 : 100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    status: row.status,
    clientName: row.client_name,
    appointmentId: row.appointment_id,
    totalCents: row.total_cents,
    openedAt: new Date(row.opened_at).toISOString(),
    closedAt: iso(row.closed_at),
  }));
}
