import type { PublicClientPackage } from '../../../contracts/packages.ts';

/*
 * The booking page for the client of a booking (`?reserva={token}`): the services they have a
 * package session left of show it instead of their price, as the counter then uses one
 * (docs/packages.md).
 */

/** The ids of the services the customer's packages still have a session of. */
export function servicesWithSessions(packages: readonly PublicClientPackage[]): ReadonlySet<string> {
  return new Set(
    packages.flatMap((pkg) =>
      pkg.items.filter((item) => item.left > 0 && item.serviceId).map((item) => item.serviceId!),
    ),
  );
}

/** The services as the visit's price counts them: those a session covers at no price. */
export function pricedWithSessions<Service extends { id: string; priceCents: number }>(
  services: readonly Service[],
  covered: ReadonlySet<string>,
): Service[] {
  return services.map((service) => (covered.has(service.id) ? { ...service, priceCents: 0 } : service));
}
