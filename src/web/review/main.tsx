import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './review.css';
import { startTheme } from '../lib/theme.ts';
import { parseReviewRoute } from './lib/route.ts';
import { ReviewApp } from './review-app.tsx';

/*
 * The public review pages (/avaliar/{token} and /avaliar/b/{businessId}): their own light entry,
 * built like the booking page (Preact, its frame, its language and its stylesheet's theme) and
 * with none of the back office's code. The script renders the page; the server sends it empty.
 */
startTheme();
// The performance monitor (docs/operations.md): warns about slow loads and inputs, and sends the page's speed to the server. Loaded
// beside the page, not before it: it reads what the browser recorded meanwhile.
void import('../lib/performance-monitor.ts').then(({ startPerformanceMonitor }) => startPerformanceMonitor());

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('avaliar.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <ReviewApp route={parseReviewRoute(window.location.pathname)} />
  </StrictMode>,
);
