import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLanguage } from './i18n/i18n.ts';
import './styles.css';
import {
  PREFETCHED_DATA_ELEMENT_ID,
  RENDERED_LANGUAGE_ATTRIBUTE,
  renderedAppPageOf,
  type PrefetchedQuery,
} from '../contracts/app-page.ts';
import { App } from './app/app.tsx';
import { preloadRenderedPage } from './app/app-routes.tsx';
import { browserQueryClient } from './app/providers.tsx';
import { isLanguage } from './i18n/detect-language.ts';
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

// The landing page, /auth, /escolha-plano and the blog come rendered by the server
// (server-render.tsx) to a visitor, in the language this browser chose (its cookie, kept by
// language-choice.ts), else the one it asks for: the app takes that markup over as it is — with
// the page's code loaded first, in one pass — then lets it be used.
const rendered = rootElement.getAttribute(RENDERED_LANGUAGE_ATTRIBUTE);
const renderedPage = renderedAppPageOf(window.location.pathname);
if (isLanguage(rendered) && renderedPage && rootElement.firstElementChild) {
  // The server renders these pages only when the request has no session cookie (HttpOnly, so
  // only it can tell): nobody is signed in, as in its markup.
  assumeSignedOut(browserQueryClient);
  markRenderedForVisitor();
  // What the page was rendered with (a blog post, the blog's list): the same data, so the same markup.
  for (const { queryKey, data } of readPrefetched()) browserQueryClient.setQueryData(queryKey, data);
  const app = (
    <StrictMode>
      <App />
      <OnceTakenOver root={rootElement} />
    </StrictMode>
  );
  void preloadRenderedPage(renderedPage)
    .catch(() => undefined)
    .then(() => {
      if (rendered === currentLanguage()) hydrateRoot(rootElement, app);
      // Rendered in another language (a choice the server did not know of yet, or a browser whose
      // own language differs from the one it asks for): its texts are not the app's, so the app
      // renders the page anew instead of taking over markup that differs.
      else createRoot(rootElement).render(app);
    });
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

function OnceTakenOver({ root }: { root: HTMLElement }) {
  useEffect(() => {
    root.removeAttribute('inert');
  }, [root]);
  return null;
}
