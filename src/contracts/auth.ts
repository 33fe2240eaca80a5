import { z } from 'zod';

/** The /auth form (docs/accounts.md): a valid e-mail of at most 255 characters, a password of 6 to 100. */
export const credentialsSchema = z.object({
  email: z
    .string()
    .trim()
    .max(255, { error: 'validation.emailTooLong' })
    .pipe(z.email({ error: 'validation.email' })),
  password: z
    .string()
    .min(6, { error: 'validation.passwordTooShort' })
    .max(100, { error: 'validation.passwordTooLong' }),
});
export type Credentials = z.infer<typeof credentialsSchema>;
