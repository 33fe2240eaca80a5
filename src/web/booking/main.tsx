import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './booking.css';
import { BOOKING_DATA_ELEMENT_ID, type BookingPageData } from '../../contracts/booking-page.ts';
import { startTheme } from '../lib/theme.ts';
import { BookingApp } from './booking-app.tsx';
import { currentLanguage, showLanguage } from '../public-pages/i18n/i18n.ts';
import { initialLoad } from './initial-load.ts';
import { recordVisit } from './lib/booking-api.ts';
import { parseBookingRoute } from './lib/route.ts';

/*
 * The public booking page (/agendar/…): its own entry, with no router and none of the back
 * office's code, so that a customer's phone loads little (docs/decisions/0010, 0013).
 * The server sends the booking step already rendered, with the business it read: the script
 * takes that markup over (hydrates it) instead of reading the business again.
 */
startTheme();
// The performance monitor (docs/operations.md): warns about slow loads and inputs, and sends the page's speed to the server. Loaded
// beside the page, not before it: it reads what the browser recorded meanwhile.
void import('../lib/performance-monitor.ts').then(({ startPerformanceMonitor }) => startPerformanceMonitor());

const route = parseBookingRoute(window.location.pathname, window.location.search);
// One visit per page load, for the owner's statistics (not the manage link's).
if (route.page === 'book') recordVisit(route.businessId);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('agendar.html has no #root element');

const data = readServerData();
if (data && route.page === 'book' && route.businessId === data.businessId && rootElement.firstElementChild) {
  const preferred = currentLanguage();
  // The markup is in the server's language; the browser's own preference follows at once.
  showLanguage(data.language);
  hydrateRoot(
    rootElement,
    <StrictMode>
      <BookingApp route={route} initial={initialLoad(data.load)} />
    </StrictMode>,
  );
  // Until now a tap would have been lost: the server sends the markup inert.
  rootElement.removeAttribute('inert');
  showLanguage(preferred);
} else {
  createRoot(rootElement).render(
    <StrictMode>
      <BookingApp route={route} />
    </StrictMode>,
  );
}

function readServerData(): BookingPageData | null {
  const text = document.getElementById(BOOKING_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as BookingPageData;
  } catch {
    return null;
  }
}
