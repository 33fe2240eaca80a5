import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeTheme } from '../../lib/theme.ts';
import { isToasterWanted, subscribeToasterWanted } from '../../lib/toast.ts';

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

const isDark = () => document.documentElement.classList.contains('dark');

// Wide screens keep toasts at the bottom, clear of the page headers' buttons (a toast under
// the pointer stays while hovered); phones show them at the top, away from the thumb.
const wideQuery = () => window.matchMedia('(min-width: 1024px)');
const isWide = () => wideQuery().matches;
const subscribeWide = (onChange: () => void) => {
  const query = wideQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Mounts sonner's Toaster the first time a toast is shown (see lib/toast.ts). */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  const dark = useSyncExternalStore(subscribeTheme, isDark, () => false);
  const wide = useSyncExternalStore(subscribeWide, isWide, () => true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        richColors
        closeButton
        position={wide ? 'bottom-right' : 'top-center'}
        theme={dark ? 'dark' : 'light'}
      />
    </Suspense>
  );
}
