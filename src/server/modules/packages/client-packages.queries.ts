import { sql, type Kysely } from 'kysely';
import type { ClientPackage, PublicClientPackage } from '../../../contracts/packages.ts';
import { localDateOf, type LocalDate } from '../../../core/local-date.ts';
import { clientPackageState } from '../../../core/packages.ts';
import type { Database } from '../../db/schema.ts';

/** The reads of a client's packages (docs/packages.md): what they hold, what is left, what was used. */

/** The business's local day at `now`: what a package's validity is judged on. */
export async function businessToday(db: Kysely<Database>, businessId: string, now: Date): Promise<LocalDate> {
  const { time_zone: timeZone } = await db
    .selectFrom('businesses')
    .select('time_zone')
    .where('id', '=', businessId)
    .executeTakeFirstOrThrow();
  return localDateOf(now, timeZone);
}

/** The share each line of a closed comanda was charged by the package session it used. */
export async function sessionShares(db: Kysely<Database>, comandaId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('package_sessions')
    .select(['comanda_line_id', 'share_cents'])
    .where('comanda_id', '=', comandaId)
    .where('returned_at', 'is', null)
    .execute();
  return new Map(rows.flatMap((r) => (r.comanda_line_id ? [[r.comanda_line_id, r.share_cents] as const] : [])));
}

/** Every package sold to the client, newest first, with its services, sessions used and where it stands on `today`. */
export async function clientPackages(
  db: Kysely<Database>,
  businessId: string,
  clientId: string,
  today: LocalDate,
): Promise<ClientPackage[]> {
  const packages = await db
    .selectFrom('client_packages as cp')
    .innerJoin('comandas as k', 'k.id', 'cp.comanda_id')
    .select([
      'cp.id',
      'cp.package_id',
      'cp.name',
      'cp.price_cents',
      'cp.sold_at',
      'cp.reversed_at',
      'k.number as comanda_number',
      sql<string>`cp.valid_until::text`.as('valid_until'),
    ])
    .where('cp.business_id', '=', businessId)
    .where('cp.client_id', '=', clientId)
    .orderBy('cp.sold_at', 'desc')
    .orderBy('cp.id')
    .execute();
  if (packages.length === 0) return [];
  const ids = packages.map((p) => p.id);
  const [items, sessions] = await Promise.all([
    db
      .selectFrom('client_package_items')
      .select(['client_package_id', 'service_id', 'service_name', 'sessions', 'used'])
      .where('client_package_id', 'in', ids)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('package_sessions as s')
      .innerJoin('client_package_items as i', 'i.id', 's.item_id')
      .leftJoin('comandas as k', 'k.id', 's.comanda_id')
      .select([
        'i.client_package_id',
        'i.service_name',
        's.number',
        's.share_cents',
        's.appointment_id',
        's.no_show',
        'k.number as comanda_number',
        's.used_at',
      ])
      .where('i.client_package_id', 'in', ids)
      .where('s.returned_at', 'is', null)
      .orderBy('s.used_at')
      .orderBy('s.number')
      .execute(),
  ]);
  return packages.map((p) => {
    const own = items.filter((i) => i.client_package_id === p.id);
    const used = sessions.filter((s) => s.client_package_id === p.id);
    const recognisedCents = used.reduce((sum, s) => sum + s.share_cents, 0);
    const sessionsLeft = own.reduce((sum, i) => sum + i.sessions - i.used, 0);
    return {
      id: p.id,
      packageId: p.package_id,
      name: p.name,
      priceCents: p.price_cents,
      soldAt: p.sold_at.toISOString(),
      validUntil: p.valid_until,
      state: clientPackageState({ reversed: p.reversed_at !== null, validUntil: p.valid_until, sessionsLeft, today }),
      comandaNumber: p.comanda_number,
      items: own.map((i) => ({
        serviceId: i.service_id,
        serviceName: i.service_name,
        sessions: i.sessions,
        used: i.used,
        left: i.sessions - i.used,
      })),
      recognisedCents,
      remainingCents: p.reversed_at ? 0 : p.price_cents - recognisedCents,
      sessions: used.map((s) => ({
        serviceName: s.service_name,
        number: s.number,
        shareCents: s.share_cents,
        appointmentId: s.appointment_id,
        comandaNumber: s.comanda_number,
        noShow: s.no_show,
        usedAt: s.used_at.toISOString(),
      })),
    };
  });
}

/** The client's packages they can still use on `today`, with what is left of each service. */
export async function usablePackages(
  db: Kysely<Database>,
  businessId: string,
  clientId: string,
  today: LocalDate,
): Promise<PublicClientPackage[]> {
  const all = await clientPackages(db, businessId, clientId, today);
  return all
    .filter((p) => p.state === 'active')
    .map((p) => ({
      id: p.id,
      name: p.name,
      validUntil: p.validUntil,
      items: p.items
        .filter((i) => i.left > 0)
        .map((i) => ({ serviceId: i.serviceId, serviceName: i.serviceName, sessions: i.sessions, left: i.left })),
    }));
}
