import { sql, type Kysely } from 'kysely';
import { nextSessionNumber, packageItemAmounts, packageValidUntil, sessionShareCents } from '../../../core/packages.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { businessToday } from './client-packages.queries.ts';

/**
 * The one writer of sold packages and their sessions (docs/packages.md), inside a comanda's close
 * and reversal: a close sells the packages on its lines and uses a session for each line covered
 * by one; a reversal gives the sessions back and takes back the packages it sold. The items are
 * locked `FOR UPDATE` in id order, so two closes that use the same package take its sessions one
 * after the other and never one session twice.
 */

/** A close refused: a line's package has no session of its service left, or is past its date. */
export class PackageSessionUnavailable extends Error {
  readonly serviceName: string;
  constructor(serviceName: string) {
    super(`no session of ${serviceName} left to use`);
    this.serviceName = serviceName;
  }
}

/** Runs `work`; a PackageSessionUnavailable comes out as 409 PACKAGE_SESSION_UNAVAILABLE, naming the service. */
export async function refusingUnavailableSession<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PackageSessionUnavailable)) throw error;
    throw new AppError('PACKAGE_SESSION_UNAVAILABLE', 409, { params: { service: error.serviceName } });
  }
}

interface ComandaContext {
  businessId: string;
  comandaId: string;
  now: Date;
}

/**
 * Sells the packages on the closing comanda's lines to its client: each at its line's net (price less
 * its share of the discount, already written), spread over its services by their catalogue prices
 * now, valid from the close's local day for the package's days. Answers each package sold and the
 * client's package it became (the first, when one is sold twice).
 */
export async function sellComandaPackagesWith(
  trx: Kysely<Database>,
  close: ComandaContext,
): Promise<Map<string, string>> {
  const lines = await trx
    .selectFrom('comanda_lines as l')
    .innerJoin('comandas as k', 'k.id', 'l.comanda_id')
    .innerJoin('packages as p', 'p.id', 'l.package_id')
    .select(['l.id', 'l.package_id', 'l.total_cents', 'l.discount_cents', 'k.client_id', 'p.name', 'p.validity_days'])
    .where('l.comanda_id', '=', close.comandaId)
    .where('l.business_id', '=', close.businessId)
    .where('l.kind', '=', 'item')
    .orderBy('l.position')
    .execute();
  const soldNow = new Map<string, string>();
  if (lines.length === 0) return soldNow;
  const soldOn = await businessToday(trx, close.businessId, close.now);
  for (const line of lines) {
    if (!line.client_id) throw new AppError('PACKAGE_NEEDS_CLIENT', 409);
    const services = await trx
      .selectFrom('package_services as ps')
      .innerJoin('services as s', 's.id', 'ps.service_id')
      .select(['ps.service_id', 'ps.sessions', 's.name', 's.price_cents'])
      .where('ps.package_id', '=', line.package_id!)
      .orderBy('ps.position')
      .execute();
    const priceCents = line.total_cents - line.discount_cents;
    const amounts = packageItemAmounts(
      priceCents,
      services.map((s) => ({ listPriceCents: s.price_cents, sessions: s.sessions })),
    );
    const sold = await trx
      .insertInto('client_packages')
      .values({
        business_id: close.businessId,
        package_id: line.package_id,
        client_id: line.client_id,
        comanda_id: close.comandaId,
        comanda_line_id: line.id,
        name: line.name,
        price_cents: priceCents,
        sold_at: close.now,
        valid_until: packageValidUntil(soldOn, line.validity_days),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!soldNow.has(line.package_id!)) soldNow.set(line.package_id!, sold.id);
    if (services.length > 0)
      await trx
        .insertInto('client_package_items')
        .values(
          services.map((s, position) => ({
            business_id: close.businessId,
            client_package_id: sold.id,
            service_id: s.service_id,
            service_name: s.name,
            position,
            sessions: s.sessions,
            amount_cents: amounts[position]!,
          })),
        )
        .execute();
  }
  return soldNow;
}

/**
 * Uses one session for each line of the closing comanda covered by a package: the lowest number
 * free, at its share. PackageSessionUnavailable (which undoes the close) when the package is
 * reversed, past its date on the close's local day, or has none left.
 */
export async function useComandaSessionsWith(trx: Kysely<Database>, close: ComandaContext): Promise<void> {
  const lines = await trx
    .selectFrom('comanda_lines')
    .select(['id', 'service_id', 'client_package_id', 'appointment_id', 'description'])
    .where('comanda_id', '=', close.comandaId)
    .where('business_id', '=', close.businessId)
    .where('client_package_id', 'is not', null)
    .orderBy('position')
    .execute();
  if (lines.length === 0) return;
  const items = await trx
    .selectFrom('client_package_items as i')
    .innerJoin('client_packages as cp', 'cp.id', 'i.client_package_id')
    .select([
      'i.id',
      'i.client_package_id',
      'i.service_id',
      'i.sessions',
      'i.amount_cents',
      'cp.reversed_at',
      sql<string>`cp.valid_until::text`.as('valid_until'),
    ])
    .where('i.business_id', '=', close.businessId)
    .where(
      'i.client_package_id',
      'in',
      lines.map((l) => l.client_package_id!),
    )
    .orderBy('i.id')
    .forUpdate('i')
    .execute();
  const today = await businessToday(trx, close.businessId, close.now);
  for (const line of lines) {
    const item = items.find((i) => i.client_package_id === line.client_package_id && i.service_id === line.service_id);
    if (!item || item.reversed_at || item.valid_until < today) throw new PackageSessionUnavailable(line.description);
    const number = nextSessionNumber(item.sessions, await numbersInUse(trx, item.id));
    if (number === null) throw new PackageSessionUnavailable(line.description);
    await takeSessionWith(trx, {
      businessId: close.businessId,
      item,
      number,
      comandaId: close.comandaId,
      comandaLineId: line.id,
      appointmentId: line.appointment_id,
      now: close.now,
    });
  }
}

/** The numbers of an item's sessions in use. */
export const numbersInUse = async (trx: Kysely<Database>, itemId: string) =>
  (
    await trx
      .selectFrom('package_sessions')
      .select('number')
      .where('item_id', '=', itemId)
      .where('returned_at', 'is', null)
      .execute()
  ).map((s) => s.number);

/** Writes session `number` of `item` in use, at its share, and counts it on the item. */
export async function takeSessionWith(
  trx: Kysely<Database>,
  use: {
    businessId: string;
    item: { id: string; sessions: number; amount_cents: number };
    number: number;
    comandaId: string | null;
    comandaLineId: string | null;
    appointmentId: string | null;
    now: Date;
  },
) {
  await trx
    .insertInto('package_sessions')
    .values({
      business_id: use.businessId,
      item_id: use.item.id,
      number: use.number,
      share_cents: sessionShareCents(use.item.amount_cents, use.item.sessions, use.number),
      comanda_id: use.comandaId,
      comanda_line_id: use.comandaLineId,
      appointment_id: use.appointmentId,
      no_show: use.comandaLineId === null,
      used_at: use.now,
    })
    .execute();
  await trx
    .updateTable('client_package_items')
    .set({ used: sql`used + 1` })
    .where('id', '=', use.item.id)
    .execute();
}

/**
 * A reversal: the sessions the comanda used come back to their packages, and then the packages it
 * sold are taken back — refused with 409 PACKAGE_IN_USE while any of their sessions is still in use
 * by another comanda (reverse those visits' comandas first).
 */
export async function returnComandaPackagesWith(trx: Kysely<Database>, reversal: ComandaContext): Promise<void> {
  const used = await trx
    .updateTable('package_sessions')
    .set({ returned_at: reversal.now })
    .where('business_id', '=', reversal.businessId)
    .where('comanda_id', '=', reversal.comandaId)
    .where('returned_at', 'is', null)
    .returning('item_id')
    .execute();
  for (const session of used)
    await trx
      .updateTable('client_package_items')
      .set({ used: sql`used - 1` })
      .where('id', '=', session.item_id)
      .execute();
  const sold = await trx
    .selectFrom('client_packages')
    .select('id')
    .where('business_id', '=', reversal.businessId)
    .where('comanda_id', '=', reversal.comandaId)
    .execute();
  if (sold.length > 0) {
    const ids = sold.map((p) => p.id);
    const items = await trx
      .selectFrom('client_package_items')
      .select(['id', 'used'])
      .where('client_package_id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute();
    if (items.some((i) => i.used > 0)) throw new AppError('PACKAGE_IN_USE', 409);
    await trx.updateTable('client_packages').set({ reversed_at: reversal.now }).where('id', 'in', ids).execute();
  }
}
