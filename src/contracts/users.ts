import { z } from 'zod';
import { PLAN_KEYS } from '../core/plans.ts';
import { passwordSchema } from './auth.ts';
import { emailSchema, uuidSchema } from './common.ts';

export const businessUserSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'professional']),
  professionalId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type BusinessUser = z.infer<typeof businessUserSchema>;

export const listUsersResponseSchema = z.object({
  items: z.array(businessUserSchema),
  total: z.number().int(),
  /** 'N de M usuários usados': the owner counts. */
  usersUsed: z.number().int(),
  userLimit: z.number().int(),
  plan: z.enum(PLAN_KEYS),
});
export type ListUsersResponse = z.infer<typeof listUsersResponseSchema>;

/** Give an existing professional a login: a first password, or an invitation e-mail. */
export const createUserAccessBodySchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('password'),
    professionalId: uuidSchema,
    email: emailSchema,
    password: passwordSchema,
  }),
  z.object({
    mode: z.literal('invite'),
    professionalId: uuidSchema,
    email: emailSchema,
  }),
]);
export type CreateUserAccessBody = z.input<typeof createUserAccessBodySchema>;
export const userIdParamsSchema = z.object({ userId: z.string().min(1).max(100) });
