import type { PublicBusiness } from './online-booking.ts';

/*
 * The public booking page's first view, rendered by the server (src/server/web/booking-page.ts)
 * with the page's own components (src/web/booking/server-render.tsx, built into
 * dist/server/booking-page.js) and taken over by the page's script from the same data.
 */

export type BookingPageLanguage = 'pt-BR' | 'en-US';

/** What the server read for /agendar/{businessId}: the business, or why it cannot be booked. */
export type BookingPageLoad =
  | { status: 'ready'; business: PublicBusiness }
  | { status: 'failed'; error: { status: number; code: string; message: string } };

/** Sent in the page (JSON in `<script id="booking-data">`) for the script to start from. */
export interface BookingPageData {
  businessId: string;
  language: BookingPageLanguage;
  load: BookingPageLoad;
}

/** The id of the `<script type="application/json">` that carries BookingPageData. */
export const BOOKING_DATA_ELEMENT_ID = 'booking-data';

export interface RenderedBookingPage {
  /** The markup of the page's root element. */
  html: string;
  /** The document's title. */
  title: string;
}

export type RenderBookingPage = (data: BookingPageData) => RenderedBookingPage;
