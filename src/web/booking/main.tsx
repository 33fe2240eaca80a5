import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles.css';
import { startTheme } from '../lib/theme.ts';
import { BookingApp } from './booking-app.tsx';
import { recordVisit } from './lib/public-api.ts';
import { parseBookingRoute } from './lib/route.ts';

/*
 * The public booking page (/agendar/…): its own entry, with no router and none of the back
 * office's code, so that a customer's phone loads little (DESIGN §2, budget in report-bundle.ts).
 */
startTheme();

const route = parseBookingRoute(window.location.pathname, window.location.search);
// One visit per page load, for the owner's statistics (not the manage link's).
if (route.page === 'book') recordVisit(route.businessId);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('agendar.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <BookingApp route={route} />
  </StrictMode>,
);
