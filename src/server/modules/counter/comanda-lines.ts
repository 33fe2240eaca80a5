import type { Kysely } from 'kysely';
import type { Comanda, ComandaLineInput } from '../../../contracts/counter.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { businessToday, usablePackages } from '../packages/client-packages.queries.ts';
import type { LineRow } from './comandas.repository.ts';

/*
 * A comanda's lines as they come in (docs/counter.md): a visit's steps still held, each service
 * with its professional and price, or the lines the counter wrote, checked against the business.
 */

/** The visit of `appointmentId` — its steps still held, in order — as the comanda's service lines. */
export async function visitLines(db: Kysely<Database>, businessId: string, appointmentId: string, now: Date) {
  const asked = await db
    .selectFrom('appointments')
    .select(['id', 'visit_id', 'client_id', 'status'])
    .where('business_id', '=', businessId)
    .where('id', '=', appointmentId)
    .executeTakeFirst();
  if (!asked) throw notFound();
  const first = asked.visit_id ?? asked.id;
  const steps = await db
    .selectFrom('appointments as a')
    .innerJoin('services as s', 's.id', 'a.service_id')
    .select(['a.id', 'a.service_id', 'a.professional_id', 'a.price_cents', 's.name'])
    .where('a.business_id', '=', businessId)
    .where((eb) => eb.or([eb('a.id', '=', first), eb('a.visit_id', '=', first)]))
    .where('a.status', '<>', 'cancelled')
    .orderBy('a.starts_at')
    .execute();
  if (steps.length === 0)
    throw new AppError('VALIDATION_ERROR', 400, { fields: { appointmentId: 'validation.invalid' } });
  // A step whose service the client holds a package session of uses it (the first package sold first).
  const sessions = asked.client_id ? await usableSessions(db, businessId, asked.client_id, now) : [];
  const lines: LineRow[] = steps.map((step) => {
    const session = sessions.find((s) => s.serviceId === step.service_id && s.left > 0);
    if (session) session.left -= 1;
    return {
      kind: 'service',
      serviceId: step.service_id,
      professionalId: step.professional_id,
      appointmentId: step.id,
      description: step.name,
      quantity: 1,
      unitPriceCents: session ? 0 : step.price_cents,
      clientPackageId: session?.clientPackageId ?? null,
    };
  });
  return { first, clientId: asked.client_id, lines };
}

/** The sessions a client can use today, per package and service, the packages sold first first. */
async function usableSessions(db: Kysely<Database>, businessId: string, clientId: string, now: Date) {
  const usable = await usablePackages(db, businessId, clientId, await businessToday(db, businessId, now));
  return usable.reverse().flatMap((p) => p.items.map((i) => ({ clientPackageId: p.id, ...i })));
}

/**
 * The lines as written, checked against the business: its services, professionals and products, the visit's
 * steps. Only the owner sets a service's price (as only the owner corrects an appointment's): for
 * a professional, a service line keeps its visit's price or the catalogue's, and what they may
 * take off is the discount, within the business's limit.
 */
export async function checkedLines(
  db: Kysely<Database>,
  businessId: string,
  current: Comanda,
  lines: readonly ComandaLineInput[],
  ownerSetsPrices: boolean,
  clientId: string | null,
) {
  const fields: Record<string, string> = {};
  const ids = (key: 'serviceId' | 'professionalId' | 'productId' | 'packageId' | 'clientPackageId') => [
    ...new Set(lines.map((l) => l[key]).filter((v): v is string => Boolean(v))),
  ];
  const [services, professionals, products, packages, sessions, booked] = await Promise.all([
    ids('serviceId').length === 0
      ? []
      : db
          .selectFrom('services')
          .select(['id', 'price_cents'])
          .where('business_id', '=', businessId)
          .where('id', 'in', ids('serviceId'))
          .execute(),
    ids('professionalId').length === 0
      ? []
      : db
          .selectFrom('professionals')
          .select('id')
          .where('business_id', '=', businessId)
          .where('id', 'in', ids('professionalId'))
          .execute(),
    ids('productId').length === 0
      ? []
      : db
          .selectFrom('products')
          .select('id')
          .where('business_id', '=', businessId)
          .where('id', 'in', ids('productId'))
          .execute(),
    ids('packageId').length === 0
      ? []
      : db
          .selectFrom('packages as pk')
          .leftJoin('package_services as ps', 'ps.package_id', 'pk.id')
          .select(['pk.id', 'pk.price_cents', 'ps.service_id', 'ps.sessions'])
          .where('pk.business_id', '=', businessId)
          .where('pk.active', '=', true)
          .where('pk.id', 'in', ids('packageId'))
          .execute(),
    // The services of each package of the client's the lines use a session of.
    ids('clientPackageId').length === 0 || !clientId
      ? []
      : db
          .selectFrom('client_packages as cp')
          .innerJoin('client_package_items as i', 'i.client_package_id', 'cp.id')
          .select(['cp.id', 'i.service_id'])
          .where('cp.business_id', '=', businessId)
          .where('cp.client_id', '=', clientId)
          .where('cp.reversed_at', 'is', null)
          .where('cp.id', 'in', ids('clientPackageId'))
          .execute(),
    visitAppointmentPrices(db, businessId, current),
  ]);
  const packagePrice = new Map(packages.map((row) => [row.id, row.price_cents]));
  // The sessions of each service the packages sold on this comanda hold, less those its lines use.
  const sold = new Set(lines.filter((l) => l.kind === 'item' && l.packageId).map((l) => l.packageId));
  const soldSessions = new Map(
    packages.filter((row) => sold.has(row.id)).map((row) => [`${row.id}:${row.service_id}`, row.sessions ?? 0]),
  );
  const covers = new Set(sessions.map((row) => `${row.id}:${row.service_id}`));
  const known = new Set([...services, ...professionals, ...products].map((row) => row.id));
  const catalogue = new Map(services.map((row) => [row.id, row.price_cents]));
  const visitPrice = new Map(booked.map((row) => [row.id, row.price_cents]));
  // A service line keeps the appointment it came from while it names the same service and professional.
  const fromVisit = new Map<string, string>(
    current.lines
      .filter((l) => l.appointmentId)
      .map((l) => [`${l.serviceId}:${l.professionalId}`, l.appointmentId!] as const),
  );
  const rows = lines.map((line, i): LineRow => {
    if (line.serviceId && !known.has(line.serviceId)) fields[`lines.${i}.serviceId`] = 'validation.notFound';
    if (line.professionalId && !known.has(line.professionalId))
      fields[`lines.${i}.professionalId`] = 'validation.notFound';
    if (line.productId && !known.has(line.productId)) fields[`lines.${i}.productId`] = 'validation.notFound';
    if (line.packageId && !packagePrice.has(line.packageId)) fields[`lines.${i}.packageId`] = 'validation.notFound';
    else if (line.packageId && !clientId) fields[`lines.${i}.packageId`] = 'validation.packageNeedsClient';
    else if (line.packageId && line.kind === 'service') {
      // A session of a package this comanda sells, while the package has one of the service left.
      const key = `${line.packageId}:${line.serviceId}`;
      const left = soldSessions.get(key) ?? 0;
      if (left <= 0) fields[`lines.${i}.packageId`] = 'validation.packageNotUsable';
      soldSessions.set(key, left - 1);
    }
    const session = line.clientPackageId ?? null;
    if (session && !covers.has(`${session}:${line.serviceId}`))
      fields[`lines.${i}.clientPackageId`] = 'validation.packageNotUsable';
    const key = `${line.serviceId ?? null}:${line.professionalId ?? null}`;
    const appointmentId = line.kind === 'service' ? (fromVisit.get(key) ?? null) : null;
    if (appointmentId) fromVisit.delete(key);
    const listed = appointmentId ? visitPrice.get(appointmentId) : catalogue.get(line.serviceId ?? '');
    const paidByPackage = line.kind === 'service' && (session !== null || Boolean(line.packageId));
    if (
      line.kind === 'service' &&
      !paidByPackage &&
      !ownerSetsPrices &&
      listed !== undefined &&
      line.unitPriceCents !== listed
    )
      fields[`lines.${i}.unitPriceCents`] = 'validation.priceOwnerOnly';
    return {
      kind: line.kind,
      serviceId: line.kind === 'tip' ? null : (line.serviceId ?? null),
      productId: line.kind === 'item' ? (line.productId ?? null) : null,
      packageId: line.packageId ?? null,
      clientPackageId: session,
      professionalId: line.professionalId ?? null,
      appointmentId,
      description: line.description,
      quantity: line.quantity,
      // A session of a package is paid for by it; a package sells at its price (a discount is the comanda's).
      unitPriceCents: paidByPackage
        ? 0
        : line.packageId
          ? (packagePrice.get(line.packageId) ?? 0)
          : line.unitPriceCents,
    };
  });
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_ERROR', 400, { fields });
  return rows;
}

/** The prices the visit's steps were booked at: what a professional's service line must keep. */
function visitAppointmentPrices(db: Kysely<Database>, businessId: string, current: Comanda) {
  const ids = current.lines.flatMap((l) => (l.appointmentId ? [l.appointmentId] : []));
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('appointments')
    .select(['id', 'price_cents'])
    .where('business_id', '=', businessId)
    .where('id', 'in', ids)
    .execute();
}
