import { useMutation } from '@tanstack/react-query';
import { authClient, unwrapAuthResult } from '../../../lib/auth-client.ts';

/**
 * Starts Google sign-in; better-auth's client then leaves for Google. Success returns to the site
 * root (SPEC 2), a failure to /auth with `?error=`.
 */
export async function signInWithGoogle(): Promise<void> {
  unwrapAuthResult(
    await authClient.signIn.social({ provider: 'google', callbackURL: '/', errorCallbackURL: '/auth' }),
  );
}

export function useSignInWithGoogle() {
  return useMutation({ mutationFn: signInWithGoogle });
}
