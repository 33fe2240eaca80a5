import type { Kysely } from 'kysely';
import { comandaTotals } from '../../core/counter/comanda-totals.ts';
import { openRegisterWith } from '../modules/counter/cash-registers.repository.ts';
import { closeComandaWith, insertComandaWith, type LineRow } from '../modules/counter/comandas.repository.ts';
import type { Database } from './schema.ts';

/**
 * The demo's counter (docs/counter.md): the register open with a float of R$ 200, and the latest
 * three completed visits paid at it — by PIX, in cash with change, and split between a card and
 * cash, the last with a product from the shelf, the first with a package of sessions for its client
 * — so /caixa, the comandas, the received figures, the products' margins and a client's package
 * have something to show. Written through the counter's repositories' own
 * steps.
 */
export async function seedDemoCounter(
  db: Kysely<Database>,
  demo: { businessId: string; adminId: string; now: Date },
): Promise<void> {
  const { businessId, adminId: userId, now } = demo;
  const registerId = await openRegisterWith(db, { businessId, key: businessId, floatCents: 20_000, userId, now });
  const visits = await db
    .selectFrom('appointments as a')
    .innerJoin('services as s', 's.id', 'a.service_id')
    .select(['a.id', 'a.client_id', 'a.service_id', 'a.professional_id', 'a.price_cents', 's.name'])
    .where('a.business_id', '=', businessId)
    .where('a.status', '=', 'completed')
    .where('a.visit_id', 'is', null)
    .orderBy('a.starts_at', 'desc')
    .limit(3)
    .execute();
  const wax = await db
    .selectFrom('products')
    .select(['id', 'name', 'price_cents'])
    .where('business_id', '=', businessId)
    .where('sku', '=', 'PM-80')
    .executeTakeFirst();
  const escovas = await db
    .selectFrom('packages')
    .select(['id', 'name', 'price_cents'])
    .where('business_id', '=', businessId)
    .where('name', '=', 'Pacote 4 Escovas')
    .executeTakeFirst();
  for (const [i, visit] of visits.entries()) {
    const lines: LineRow[] = [
      {
        kind: 'service',
        serviceId: visit.service_id,
        professionalId: visit.professional_id,
        appointmentId: visit.id,
        description: visit.name,
        quantity: 1,
        unitPriceCents: visit.price_cents,
      },
      // The card-and-cash visit takes home a styling wax from the shelf (docs/products.md).
      ...(i === 2 && wax
        ? [
            {
              kind: 'item' as const,
              serviceId: null,
              productId: wax.id,
              professionalId: visit.professional_id,
              appointmentId: null,
              description: wax.name,
              quantity: 1,
              unitPriceCents: wax.price_cents,
            },
          ]
        : []),
      // The PIX visit's client buys a package of four blow-drys (docs/packages.md).
      ...(i === 0 && escovas
        ? [
            {
              kind: 'item' as const,
              serviceId: null,
              packageId: escovas.id,
              professionalId: null,
              appointmentId: null,
              description: escovas.name,
              quantity: 1,
              unitPriceCents: escovas.price_cents,
            },
          ]
        : []),
      ...(i === 1
        ? [
            {
              kind: 'tip' as const,
              serviceId: null,
              professionalId: visit.professional_id,
              appointmentId: null,
              description: 'Gorjeta',
              quantity: 1,
              unitPriceCents: 1_000,
            },
          ]
        : []),
    ];
    const totals = comandaTotals(lines, null);
    const id = await insertComandaWith(db, {
      businessId,
      clientId: visit.client_id,
      appointmentId: visit.id,
      lines,
      totals,
      userId,
      now,
    });
    const total = totals.totalCents;
    const cash = (amountCents: number, receivedCents: number) => ({
      method: 'cash' as const,
      amountCents,
      receivedCents,
      changeCents: receivedCents - amountCents,
      installments: null,
      cardBrand: null,
      pixTxid: null,
    });
    const payments = [
      [
        {
          method: 'pix' as const,
          amountCents: total,
          receivedCents: null,
          changeCents: 0,
          installments: null,
          cardBrand: null,
          pixTxid: null,
        },
      ],
      [cash(total, Math.ceil(total / 5_000) * 5_000)],
      [
        {
          method: 'credit' as const,
          amountCents: total - 2_000,
          receivedCents: null,
          changeCents: 0,
          installments: 2,
          cardBrand: 'Visa',
          pixTxid: null,
        },
        cash(2_000, 2_000),
      ],
    ][i]!;
    await closeComandaWith(
      db,
      {
        businessId,
        id,
        version: 0,
        payments,
        lineDiscountCents: totals.lineDiscountCents,
        allowNegativeStock: false,
        userId,
        now,
      },
      registerId,
    );
  }
}
