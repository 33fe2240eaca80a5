import { useMutation } from '@tanstack/react-query';
import { authClient, unwrapAuthResult } from '../../../lib/auth-client.ts';

export async function resetPassword({ token, newPassword }: { token: string; newPassword: string }): Promise<void> {
  unwrapAuthResult(await authClient.resetPassword({ token, newPassword }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
