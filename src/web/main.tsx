import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLanguage, showLanguage } from './i18n/i18n.ts';
import './styles.css';
import { PREFETCHED_DATA_ELEMENT_ID, RENDERED_LANGUAGE_ATTRIBUTE, renderedAppPageOf, type PrefetchedQuery } from '../contracts/app-page.ts';
import { App } from './app/app.tsx';
import { preloadRenderedPage } from './app/app-routes.tsx';
import { browserQueryClient } from './app/providers.tsx';
import { isLanguage, type Language } from './i18n/detect-language.ts';
import { assumeSignedOut } from './lib/session/get-me.ts';
import { applyEmbeddedPublishedContent } from './lib/site-content/published-texts.ts';
import { markRenderedForVisitor } from './lib/site-content/visitor-page.ts';
import { startTheme } from './lib/theme.ts';

// Light or dark as chosen in the settings (localStorage `theme`), else as the system says.
startTheme();
// The performance monitor (docs/operations.md): warns about slow loads and inputs, and sends the page's speed to the server. Loaded
// beside the page, not before it: it reads what the browser recorded meanwhile.
void import('./lib/performance-monitor.ts').then(({ startPerformanceMonitor }) => startPerformanceMonitor());

// The texts super admins published, which the server put in the page: over the bundled ones
// before anything renders, as the server rendered them.
applyEmbeddedPublishedContent();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// The landing page, /auth and /escolha-plano come rendered by the server (server-render.tsx) to a
// visitor: the app takes that markup over as it is — with the page's code loaded first, in one
// pass, in the language it was rendered in — then lets it be used and shows the browser's own
// language if that is another.
const rendered = rootElement.getAttribute(RENDERED_LANGUAGE_ATTRIBUTE);
const renderedPage = renderedAppPageOf(window.location.pathname);
if (isLanguage(rendered) && renderedPage && rootElement.firstElementChild) {
  const preferred = currentLanguage();
  void showLanguage(rendered);
  // The server renders these pages only when the request has no session cookie (HttpOnly, so
  // only it can tell): nobody is signed in, as in its markup.
  assumeSignedOut(browserQueryClient);
  markRenderedForVisitor();
  // What the page was rendered with (a blog post, the blog's list): the same data, so the same markup.
  for (const { queryKey, data } of readPrefetched()) browserQueryClient.setQueryData(queryKey, data);
  void preloadRenderedPage(renderedPage)
    .catch(() => undefined)
    .then(() =>
      hydrateRoot(
        rootElement,
        <StrictMode>
          <App />
          <OnceTakenOver root={rootElement} language={preferred} />
        </StrictMode>,
      ),
    );
} else {
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

function readPrefetched(): PrefetchedQuery[] {
  const text = document.getElementById(PREFETCHED_DATA_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    return JSON.parse(text) as PrefetchedQuery[];
  } catch {
    return [];
  }
}

function OnceTakenOver({ root, language }: { root: HTMLElement; language: Language }) {
  useEffect(() => {
    root.removeAttribute('inert');
    if (currentLanguage() !== language) void showLanguage(language);
  }, [root, language]);
  return null;
}
