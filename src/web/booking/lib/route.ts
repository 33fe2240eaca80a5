import { pathSegments } from '../../public-pages/lib/path-segments.ts';

/** Which public page a path asks for: the booking page of a business, one booking's manage page, or a waitlist offer. */
export type BookingRoute =
  | { page: 'book'; businessId: string; token?: string }
  | { page: 'manage' | 'offer'; businessId: string; token: string }
  | { page: 'unknown' };

/**
 * `/agendar/{businessId}` (with `?reserva={token}`, the booking page again for the client of that
 * booking: their package sessions show), `/agendar/{businessId}/reserva/{token}` (the link in the e-mails) and
 * `/agendar/{businessId}/oferta/{token}` (a waitlist offer's claim link).
 * `/agendar.html?negocio={businessId}` also works, for a static server that knows no rewrites.
 */
export function parseBookingRoute(pathname: string, search = ''): BookingRoute {
  const segments = pathSegments(pathname);
  if (segments[0] === 'agendar' && segments[1]) {
    if (segments.length === 2) {
      const token = new URLSearchParams(search).get('reserva');
      return token ? { page: 'book', businessId: segments[1], token } : { page: 'book', businessId: segments[1] };
    }
    if (segments.length === 4 && segments[3]) {
      const page = segments[2] === 'reserva' ? 'manage' : segments[2] === 'oferta' ? 'offer' : null;
      if (page) return { page, businessId: segments[1], token: segments[3] };
    }
  }
  if (segments.length === 1 && segments[0] === 'agendar.html') {
    const params = new URLSearchParams(search);
    const businessId = params.get('negocio');
    const token = params.get('reserva');
    if (businessId && token) return { page: 'manage', businessId, token };
    if (businessId) return { page: 'book', businessId };
  }
  return { page: 'unknown' };
}
