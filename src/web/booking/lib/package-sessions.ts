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

/**
 * The steps of a booking still to come that a session pays for (their services held in `covered`),
 * and what they would have cost: a booking's total less that is what is left to pay.
 */
export function stepsWithSessions(
  steps: ReadonlyArray<{ id: string; serviceId: string; status: string; priceCents: number }>,
  covered: ReadonlySet<string>,
): { ids: ReadonlySet<string>; cents: number } {
  const paid = steps.filter((step) => step.status !== 'cancelled' && covered.has(step.serviceId));
  return { ids: new Set(paid.map((step) => step.id)), cents: paid.reduce((sum, step) => sum + step.priceCents, 0) };
}
