import { z } from 'zod';
import { PHONE_COUNTRIES } from '../core/phone-countries.ts';

export const roleSchema = z.enum(['admin', 'professional']);
export type Role = z.infer<typeof roleSchema>;

/** Who is signed in: the user, their profile (their role in the business; docs/permissions.md) and their business. */
export const meResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  profile: z.object({
    id: z.string(),
    role: roleSchema,
    businessId: z.string(),
    fullName: z.string(),
  }),
  business: z.object({
    id: z.string(),
    name: z.string(),
    timeZone: z.string(),
    currency: z.enum(['BRL', 'USD']),
    /** Whose numbering the business's phones follow: they are shown as that country writes them. */
    country: z.enum(PHONE_COUNTRIES),
    /** The owner closed the business (ISO instant); null while it is open. */
    closedAt: z.string().nullable(),
    /** When a closed business is erased for good (closedAt + 30 days); null while it is open. */
    erasesAt: z.string().nullable(),
  }),
  isSuperAdmin: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * The session probe: null when nobody is signed in; else the user, who they are in their business
 * (`me`, null for someone without one, as a super admin of the platform) and whether they are an
 * active super admin.
 */
export const sessionResponseSchema = z
  .object({
    user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
    me: meResponseSchema.nullable(),
    isSuperAdmin: z.boolean(),
  })
  .nullable();
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const authConfigResponseSchema = z.object({
  googleEnabled: z.boolean(),
  localMailbox: z.boolean(),
});
export type AuthConfigResponse = z.infer<typeof authConfigResponseSchema>;
