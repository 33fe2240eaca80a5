import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { showToast } from '../lib/toast.ts';

/**
 * Sends the person elsewhere and tells them why (a toast that outlives the page change), rather
 * than moving them without a word.
 */
export function RedirectWithNotice({ to, title, description }: { to: string; title: string; description: string }) {
  useEffect(() => {
    showToast('info', title, description);
  }, [title, description]);
  return <Navigate to={to} replace />;
}
