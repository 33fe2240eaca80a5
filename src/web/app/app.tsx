import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, StaticRouter, useLocation } from 'react-router';
import { AppRoutes } from './app-routes.tsx';
import { EmailVerificationReturn } from './email-verification-return.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { Providers } from './providers.tsx';
import { SessionWatcher } from './session-watcher.tsx';
import { lazyNamed } from '../lib/lazy-named.ts';
import { isRenderedForVisitor } from '../lib/site-content/visitor-page.ts';

function ScrollToTopOnPageChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    // A new page starts at the top; a #hash is the page's own business (the landing page scrolls).
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

const SiteEditorLoader = lazyNamed(() => import('./site-editor-loader.tsx'), 'SiteEditorLoader');

/** The pages whose texts super admins edit in place (docs/site-content.md): the landing page, the plans and the blog. */
function isEditablePage(pathname: string): boolean {
  return pathname === '/' || pathname === '/escolha-plano' || pathname === '/blog' || pathname.startsWith('/blog/');
}

/**
 * Edit mode, for an active super admin: asked only where a session may exist — never on a page the
 * server rendered for a visitor (lib/site-content/visitor-page.ts), so visitors load nothing of it.
 */
function SiteEditorGate() {
  const { pathname } = useLocation();
  if (typeof window === 'undefined' || isRenderedForVisitor() || !isEditablePage(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <SiteEditorLoader />
    </Suspense>
  );
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
      <EmailVerificationReturn />
      <ScrollToTopOnPageChange />
      <AppRoutes />
      <SiteEditorGate />
    </ErrorBoundary>
  );
}

export function App() {
  return (
    <Providers>
      {/* No transitions: while a lazy screen loads, its 'Carregando...' placeholder shows (docs/screens.md). */}
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
