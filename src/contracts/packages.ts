import { z } from 'zod';
import { listQuerySchema, listResponse, requiredText, uuidSchema } from './common.ts';

/*
 * Packages (docs/packages.md): sessions of one or more services sold in advance for one price, valid
 * for a number of days from the sale. A package is sold on a comanda to its client; each covered
 * service of that client's visits then uses a session when its comanda closes. Money integer cents.
 */

const cents = z.number().int().min(0).max(100_000_000);

/** The most days a package may be valid for: three years. */
export const MAX_PACKAGE_VALIDITY_DAYS = 1_095;
/** The most sessions of one service in a package. */
export const MAX_PACKAGE_SESSIONS = 100;

export const packageServiceSchema = z.object({
  serviceId: z.string(),
  serviceName: z.string(),
  sessions: z.number().int(),
});

export const packageSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  /** Days a sold package may be used, counted from the day it is sold. */
  validityDays: z.number().int(),
  services: z.array(packageServiceSchema),
  /** Every session of every service. */
  sessionsTotal: z.number().int(),
  /** The same sessions at the services' catalogue prices now: what the package saves. */
  listPriceCents: z.number().int(),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Package = z.infer<typeof packageSchema>;

export const createPackageBodySchema = z.object({
  name: requiredText(120),
  priceCents: cents,
  validityDays: z.number().int().min(1).max(MAX_PACKAGE_VALIDITY_DAYS),
  services: z
    .array(z.object({ serviceId: uuidSchema, sessions: z.number().int().min(1).max(MAX_PACKAGE_SESSIONS) }))
    .min(1)
    .max(10)
    .refine((items) => new Set(items.map((i) => i.serviceId)).size === items.length, { error: 'validation.invalid' }),
  active: z.boolean().optional(),
});
export type CreatePackageBody = z.input<typeof createPackageBodySchema>;

/** A package already sold keeps what it was sold with; a change applies to the next sales. */
export const updatePackageBodySchema = createPackageBodySchema.partial();
export type UpdatePackageBody = z.input<typeof updatePackageBodySchema>;

export const listPackagesQuerySchema = listQuerySchema.extend({
  active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const listPackagesResponseSchema = listResponse(packageSchema);
export type ListPackagesResponse = z.infer<typeof listPackagesResponseSchema>;

/** Adds a package to an open comanda, sold to its client, at the version its writer saw. */
export const sellPackageBodySchema = z.object({
  packageId: uuidSchema,
  version: z.number().int().min(0),
});
export type SellPackageBody = z.infer<typeof sellPackageBodySchema>;

// --- A client's packages.

export const CLIENT_PACKAGE_STATES = ['active', 'used_up', 'expired', 'reversed'] as const;
export const clientPackageStateSchema = z.enum(CLIENT_PACKAGE_STATES);

export const clientPackageItemSchema = z.object({
  serviceId: z.string().nullable(),
  serviceName: z.string(),
  sessions: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
});

export const packageSessionSchema = z.object({
  serviceName: z.string(),
  /** Which of the service's sessions it was (1 to its sessions). */
  number: z.number().int(),
  /** Its share of the price: the revenue it recognised. */
  shareCents: z.number().int(),
  appointmentId: z.string().nullable(),
  /** The comanda that used it; null for a session a no-show took. */
  comandaNumber: z.number().int().nullable(),
  /** Taken because the client did not come, under the business's setting. */
  noShow: z.boolean(),
  usedAt: z.iso.datetime(),
});

export const clientPackageSchema = z.object({
  id: z.string(),
  packageId: z.string().nullable(),
  name: z.string(),
  /** What was paid for it (net of its share of its comanda's discount). */
  priceCents: z.number().int(),
  soldAt: z.iso.datetime(),
  /** The last local day it may be used. */
  validUntil: z.iso.date(),
  state: clientPackageStateSchema,
  comandaNumber: z.number().int(),
  items: z.array(clientPackageItemSchema),
  /** What the sessions used have recognised, and what is still to be. */
  recognisedCents: z.number().int(),
  remainingCents: z.number().int(),
  sessions: z.array(packageSessionSchema),
});
export type ClientPackage = z.infer<typeof clientPackageSchema>;
export const clientPackagesResponseSchema = z.object({ items: z.array(clientPackageSchema) });
export type ClientPackagesResponse = z.infer<typeof clientPackagesResponseSchema>;

/** What a customer sees of their packages behind their booking's secret link: the ones they can still use. */
export const publicClientPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  validUntil: z.iso.date(),
  items: z.array(clientPackageItemSchema.pick({ serviceId: true, serviceName: true, sessions: true, left: true })),
});
export type PublicClientPackage = z.infer<typeof publicClientPackageSchema>;
export const publicClientPackagesResponseSchema = z.object({ items: z.array(publicClientPackageSchema) });
export type PublicClientPackagesResponse = z.infer<typeof publicClientPackagesResponseSchema>;
