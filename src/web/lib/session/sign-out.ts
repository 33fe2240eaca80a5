import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { i18n } from '../../i18n/i18n.ts';
import { showToast } from '../toast.ts';
import { clearSession } from './clear-session.ts';

/**
 * Ends the session on the server, then clears everything locally whatever the server said.
 * Going to /auth is the session watcher's job: it follows every change from signed in to out.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  let signedOut = false;
  try {
    const { authClient } = await import('../auth-client.ts');
    const { error } = await authClient.signOut();
    signedOut = !error;
    if (error) console.error('Sign-out failed', error);
  } catch (error) {
    console.error('Sign-out failed', error);
  }
  clearSession(queryClient);
  if (signedOut) {
    showToast('success', i18n.t('toasts.signOut.title'), i18n.t('toasts.signOut.description'));
  } else {
    showToast('info', i18n.t('toasts.signOutFailed.title'), i18n.t('toasts.signOutFailed.description'));
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => signOut(queryClient) });
}
