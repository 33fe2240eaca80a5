import type { Kysely } from 'kysely';
import { insertPackageWith } from '../modules/packages/packages.repository.ts';
import type { Database } from './schema.ts';

const PACKAGES = [
  { name: 'Pacote 4 Escovas', priceCents: 24_000, validityDays: 90, services: [{ name: 'Escova', sessions: 4 }] },
  {
    name: 'Combo Barba e Cabelo',
    priceCents: 28_000,
    validityDays: 120,
    services: [
      { name: 'Corte masculino', sessions: 4 },
      { name: 'Barba', sessions: 4 },
    ],
  },
];

/** The demo's packages on offer (docs/packages.md); the demo's counter sells the first to a client. */
export async function seedDemoPackages(db: Kysely<Database>, businessId: string): Promise<void> {
  const services = await db
    .selectFrom('services')
    .select(['id', 'name'])
    .where('business_id', '=', businessId)
    .execute();
  const idOf = new Map(services.map((s) => [s.name, s.id]));
  for (const pkg of PACKAGES) {
    const known = pkg.services.filter((s) => idOf.has(s.name));
    if (known.length === 0) continue;
    await insertPackageWith(db, businessId, {
      name: pkg.name,
      priceCents: pkg.priceCents,
      validityDays: pkg.validityDays,
      active: true,
      services: known.map((s) => ({ serviceId: idOf.get(s.name)!, sessions: s.sessions })),
    });
  }
}
