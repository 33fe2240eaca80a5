import { renderToString } from 'react-dom/server';
import type { RenderBookingPage } from '../../contracts/booking-page.ts';
import { BookingApp } from './booking-app.tsx';
import { translate } from './i18n/i18n.ts';
import { showLanguage } from '../public-pages/i18n/i18n.ts';
import { initialLoad } from './initial-load.ts';
import { bookPageTitle } from './pages/book-page.tsx';

/*
 * The booking page's first view, for the server (built with `vite build --ssr` into
 * dist/server/booking-page.js): the same components the browser runs, so the script takes over
 * the markup as it is (main.tsx hydrates it).
 */
export const renderBookingPage: RenderBookingPage = ({ businessId, language, load }) => {
  // Rendering is synchronous: the language is the page's for exactly this render.
  showLanguage(language);
  const initial = initialLoad(load);
  return {
    html: renderToString(<BookingApp route={{ page: 'book', businessId }} initial={initial} />),
    title: bookPageTitle(initial, (key, params) => translate(language, key, params)),
  };
};
