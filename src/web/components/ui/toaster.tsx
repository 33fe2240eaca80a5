import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToasterWanted } from '../../lib/toast.ts';

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Mounts sonner's Toaster the first time a toast is shown (see lib/toast.ts). */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  if (!wanted) return null;
  const dark = document.documentElement.classList.contains('dark');
  return (
    <Suspense fallback={null}>
      <SonnerToaster richColors closeButton position="top-right" theme={dark ? 'dark' : 'light'} />
    </Suspense>
  );
}
