import { useMutation } from '@tanstack/react-query';
import { authClient, unwrapAuthResult } from '../../../lib/auth-client.ts';

/** Sends the "forgot password" e-mail; its link leads to /reset-password?token=… */
export async function requestPasswordReset(email: string): Promise<void> {
  unwrapAuthResult(await authClient.requestPasswordReset({ email, redirectTo: '/reset-password' }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
