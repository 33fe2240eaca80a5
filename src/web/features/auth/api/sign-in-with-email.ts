import { useMutation } from '@tanstack/react-query';
import type { Credentials } from '../../../../contracts/auth.ts';
import { authClient, unwrapAuthResult } from '../../../lib/auth-client.ts';

export async function signInWithEmail({ email, password }: Credentials): Promise<void> {
  unwrapAuthResult(await authClient.signIn.email({ email, password }));
}

export function useSignInWithEmail() {
  return useMutation({ mutationFn: signInWithEmail });
}
