import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, StaticRouter, useLocation } from 'react-router';
import { AppRoutes } from './app-routes.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { Providers } from './providers.tsx';
import { SessionWatcher } from './session-watcher.tsx';

function ScrollToTopOnPageChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    // A new page starts at the top; a #hash is the page's own business (the landing page scrolls).
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

function Shell() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location.key}>
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        {t('common.skipToContent')}
      </a>
      <SessionWatcher />
      <ScrollToTopOnPageChange />
      <AppRoutes />
    </ErrorBoundary>
  );
}

export function App() {
  return (
    <Providers>
      {/* No transitions: while a lazy screen loads, its 'Carregando...' placeholder shows (SPEC 2). */}
      <BrowserRouter useTransitions={false}>
        <Shell />
      </BrowserRouter>
    </Providers>
  );
}

/** The app at `location` as the server renders it for a first visit (server-render.tsx). */
export function StaticApp({ location, queryClient }: { location: string; queryClient: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <StaticRouter location={location}>
        <Shell />
      </StaticRouter>
    </Providers>
  );
}
