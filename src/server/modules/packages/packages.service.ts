import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Comanda, ComandaLineInput } from '../../../contracts/counter.ts';
import type {
  ClientPackage,
  createPackageBodySchema,
  listPackagesQuerySchema,
  Package,
  PublicClientPackage,
  SellPackageBody,
  updatePackageBodySchema,
} from '../../../contracts/packages.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/session.ts';
import type { ComandasService, CounterActor } from '../counter/comandas.service.ts';
import { businessToday, clientPackages, usablePackages } from './client-packages.queries.ts';
import type { PackagesRepository } from './packages.repository.ts';

export interface PackagesDeps {
  db: Kysely<Database>;
  repository: PackagesRepository;
  comandas: Pick<ComandasService, 'get' | 'update'>;
  now: () => Date;
}

/** A comanda's line as the counter would send it back: what an edit keeps. */
const inputOf = (line: Comanda['lines'][number]): ComandaLineInput => ({
  kind: line.kind,
  serviceId: line.serviceId,
  professionalId: line.professionalId,
  productId: line.productId,
  packageId: line.packageId,
  clientPackageId: line.clientPackageId,
  description: line.description,
  quantity: line.quantity,
  unitPriceCents: line.unitPriceCents,
});

/** The packages a business sells, their sale on a comanda, and its clients' packages (docs/packages.md). */
export function createPackagesService(deps: PackagesDeps) {
  const { db, repository } = deps;

  async function get(businessId: string, id: string): Promise<Package> {
    const found = await repository.find(businessId, id);
    if (!found) throw notFound();
    return found;
  }

  async function checkServices(businessId: string, services: ReadonlyArray<{ serviceId: string }> | undefined) {
    if (!services) return;
    const known = await repository.knownServices(
      businessId,
      services.map((s) => s.serviceId),
    );
    if (known !== services.length)
      throw new AppError('VALIDATION_ERROR', 400, { fields: { services: 'validation.notFound' } });
  }

  const today = (businessId: string) => businessToday(db, businessId, deps.now());

  return {
    list: (actor: Actor, query: z.output<typeof listPackagesQuerySchema>) =>
      repository.list(actor.profile.businessId, query),

    async create(actor: Actor, body: z.output<typeof createPackageBodySchema>): Promise<Package> {
      const businessId = actor.profile.businessId;
      await checkServices(businessId, body.services);
      const id = await repository.create(businessId, { ...body, active: body.active ?? true });
      return get(businessId, id);
    },

    async update(actor: Actor, id: string, body: z.output<typeof updatePackageBodySchema>): Promise<Package> {
      const businessId = actor.profile.businessId;
      await checkServices(businessId, body.services);
      if (!(await repository.update(businessId, id, body, deps.now()))) throw notFound();
      return get(businessId, id);
    },

    /** Adds the package to an open comanda, sold to its client at the package's price. */
    async sell(actor: CounterActor, comandaId: string, body: SellPackageBody): Promise<Comanda> {
      const comanda = await deps.comandas.get(actor.businessId, comandaId);
      const sold = await repository.find(actor.businessId, body.packageId);
      if (!sold || !sold.active)
        throw new AppError('VALIDATION_ERROR', 400, { fields: { packageId: 'validation.notFound' } });
      if (comanda.status === 'open' && !comanda.clientId) throw new AppError('PACKAGE_NEEDS_CLIENT', 409);
      return deps.comandas.update(actor, comandaId, {
        version: body.version,
        lines: [
          ...comanda.lines.map(inputOf),
          {
            kind: 'item',
            packageId: sold.id,
            description: sold.name,
            quantity: 1,
            unitPriceCents: sold.priceCents,
          },
        ],
        discount: comanda.discount,
        discountReason: comanda.discountReason,
      });
    },

    async clientPackages(actor: Actor, clientId: string): Promise<{ items: ClientPackage[] }> {
      const businessId = actor.profile.businessId;
      const client = await db
        .selectFrom('clients')
        .select('id')
        .where('business_id', '=', businessId)
        .where('id', '=', clientId)
        .executeTakeFirst();
      if (!client) throw notFound();
      return { items: await clientPackages(db, businessId, clientId, await today(businessId)) };
    },

    /** The packages its customer can still use, behind a booking's secret manage link. */
    async publicPackages(token: string): Promise<{ items: PublicClientPackage[] }> {
      const booking = await db
        .selectFrom('appointments')
        .select(['business_id', 'client_id'])
        .where('manage_token', '=', token)
        .executeTakeFirst();
      if (!booking) throw notFound();
      if (!booking.client_id) return { items: [] };
      return {
        items: await usablePackages(db, booking.business_id, booking.client_id, await today(booking.business_id)),
      };
    },
  };
}

export type PackagesService = ReturnType<typeof createPackagesService>;
