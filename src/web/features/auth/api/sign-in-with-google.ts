import { useMutation } from '@tanstack/react-query';
import { authClient, unwrapAuthResult } from '../../../lib/auth-client.ts';

/**
 * Starts Google sign-in; better-auth's client then leaves for Google. Success returns to the site
 * root (docs/accounts.md) — or to `returnPath`, a checkout started while signed out — and a failure to /auth
 * with `?error=`.
 */
export async function signInWithGoogle(returnPath?: string): Promise<void> {
  const errorCallbackURL = returnPath ? `/auth?next=${encodeURIComponent(returnPath)}` : '/auth';
  unwrapAuthResult(
    await authClient.signIn.social({ provider: 'google', callbackURL: returnPath ?? '/', errorCallbackURL }),
  );
}

export function useSignInWithGoogle() {
  return useMutation({ mutationFn: signInWithGoogle });
}
