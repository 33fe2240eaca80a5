import { z } from 'zod';
import { emailSchema } from './common.ts';

/** A password as a login takes it: 6 to 100 characters (docs/accounts.md). */
export const passwordSchema = z
  .string()
  .min(6, { error: 'validation.passwordTooShort' })
  .max(100, { error: 'validation.passwordTooLong' });

/** The /auth form (docs/accounts.md): a valid e-mail of at most 255 characters, a password of 6 to 100. */
export const credentialsSchema = z.object({ email: emailSchema, password: passwordSchema });
export type Credentials = z.infer<typeof credentialsSchema>;
