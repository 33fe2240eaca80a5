import type {
  ANY_PROFESSIONAL,
  AvailableSlotsResponse,
  CreatePublicBookingBody,
  PublicBooking,
  PublicBookingCreated,
  PublicBusiness,
  VisitSlotsResponse,
} from '../../../contracts/online-booking.ts';
import type { PublicClientPackagesResponse } from '../../../contracts/packages.ts';
import { publicApiRequest } from '../../public-pages/lib/public-api.ts';

/* The public booking API (src/contracts/online-booking.ts), through the public pages' request (src/web/public-pages/lib/public-api.ts). */

export type Slot = AvailableSlotsResponse['slots'][number];
/** A free time as the pages show it: its start and end, and who does each of its services when (one for a single service). */
export type TimeSlot = VisitSlotsResponse['slots'][number];
export type SlotStep = TimeSlot['steps'][number];

/** "Whoever does it", in a visit's list of professionals (the contract's value; only its type is imported here). */
const ANY: typeof ANY_PROFESSIONAL = 'any';

const business = (businessId: string) => `/api/public/businesses/${encodeURIComponent(businessId)}`;
const booking = (token: string) => `/api/public/bookings/${encodeURIComponent(token)}`;

export function getPublicBusiness(businessId: string, signal?: AbortSignal): Promise<PublicBusiness> {
  return publicApiRequest(business(businessId), { signal });
}

/** Counts the visit for the owner's statistics; a failure here must never bother the customer. */
export function recordVisit(businessId: string): void {
  publicApiRequest(`${business(businessId)}/visits`, { method: 'POST' }).catch(() => undefined);
}

export function listSlots(
  businessId: string,
  query: { serviceId: string; professionalId: string | null; from: string; to: string },
  signal?: AbortSignal,
): Promise<AvailableSlotsResponse> {
  const params = new URLSearchParams({ serviceId: query.serviceId, from: query.from, to: query.to });
  if (query.professionalId) params.set('professionalId', query.professionalId);
  return publicApiRequest(`${business(businessId)}/slots?${params.toString()}`, { signal });
}

/** The free times of a visit of several services, each with the professional chosen or null (any). */
export function listVisitSlots(
  businessId: string,
  query: { serviceIds: readonly string[]; professionalIds: readonly (string | null)[]; from: string; to: string },
  signal?: AbortSignal,
): Promise<VisitSlotsResponse> {
  const params = new URLSearchParams({
    serviceIds: query.serviceIds.join(','),
    professionalIds: query.professionalIds.map((id) => id ?? ANY).join(','),
    from: query.from,
    to: query.to,
  });
  return publicApiRequest(`${business(businessId)}/visit-slots?${params.toString()}`, { signal });
}

/** The same `idempotencyKey` on a retry of one attempt returns the booking the first try made. */
export function createBooking(
  businessId: string,
  body: CreatePublicBookingBody,
  idempotencyKey: string,
): Promise<PublicBookingCreated> {
  return publicApiRequest(`${business(businessId)}/bookings`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function getBooking(token: string, signal?: AbortSignal): Promise<PublicBooking> {
  return publicApiRequest(booking(token), { signal });
}

export function cancelBooking(token: string): Promise<PublicBooking> {
  return publicApiRequest(`${booking(token)}/cancel`, { method: 'POST' });
}

export function rescheduleBooking(
  token: string,
  body: { startsAt: string; professionalId?: string; professionalIds?: string[] },
): Promise<PublicBooking> {
  return publicApiRequest(`${booking(token)}/schedule`, { method: 'PATCH', body: JSON.stringify(body) });
}

/** The packages the booking's client may still use, with the sessions left of each service. */
export function getBookingPackages(token: string, signal?: AbortSignal): Promise<PublicClientPackagesResponse> {
  return publicApiRequest(`${booking(token)}/packages`, { signal });
}

/** The add-to-calendar file of a booking. */
export function calendarFileUrl(token: string): string {
  return `${booking(token)}/calendar.ics`;
}

/** The booking page again for the client of a booking: their package sessions show on it. */
export function bookAgainPath(businessId: string, token: string): string {
  return `/agendar/${encodeURIComponent(businessId)}?reserva=${encodeURIComponent(token)}`;
}

/** Where the customer sees, moves or cancels a booking (the e-mails link here too). */
export function managePath(businessId: string, token: string): string {
  return `/agendar/${encodeURIComponent(businessId)}/reserva/${encodeURIComponent(token)}`;
}
