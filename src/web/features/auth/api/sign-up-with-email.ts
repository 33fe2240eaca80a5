import { useMutation } from '@tanstack/react-query';
import type { Credentials } from '../../../../contracts/auth.ts';
import { authClient, unwrapAuthResult } from '../../../lib/auth-client.ts';

/** Sign-up creates the account and its business, and signs the person in (server side). */
export async function signUpWithEmail({ email, password }: Credentials): Promise<void> {
  // The form asks for no name: the e-mail's local part stands in until the profile is edited.
  const name = email.split('@')[0] || email;
  unwrapAuthResult(await authClient.signUp.email({ email, password, name }));
}

export function useSignUpWithEmail() {
  return useMutation({ mutationFn: signUpWithEmail });
}
