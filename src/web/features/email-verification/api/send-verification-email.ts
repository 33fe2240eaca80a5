import { authClient, unwrapAuthResult } from '../../../lib/auth-client.ts';

/** Asks for a new confirmation link, sent to the signed-in person's address. */
export async function sendVerificationEmail(email: string): Promise<void> {
  unwrapAuthResult(await authClient.sendVerificationEmail({ email }));
}
