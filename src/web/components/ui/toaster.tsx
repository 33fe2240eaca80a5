import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeTheme } from '../../lib/theme.ts';
import { isToasterWanted, subscribeToasterWanted } from '../../lib/toast.ts';

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

const isDark = () => document.documentElement.classList.contains('dark');

/** Mounts sonner's Toaster the first time a toast is shown (see lib/toast.ts). */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  const dark = useSyncExternalStore(subscribeTheme, isDark, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster richColors closeButton position="top-right" theme={dark ? 'dark' : 'light'} />
    </Suspense>
  );
}
