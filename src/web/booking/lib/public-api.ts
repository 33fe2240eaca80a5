import type { ErrorResponse } from '../../../contracts/errors.ts';
import type {
  AvailableSlotsResponse,
  CreatePublicBookingBody,
  PublicBooking,
  PublicBookingCreated,
  PublicBusiness,
} from '../../../contracts/online-booking.ts';
import { currentLanguage, translate } from '../i18n/i18n.ts';

/*
 * The public booking API (src/contracts/online-booking.ts), with fetch alone: the page must not
 * pull in the back office's request code. Contracts are imported as types only, so no zod ships.
 */

export type Slot = AvailableSlotsResponse['slots'][number];

/** A failed call: HTTP status, the contract's stable code and its message in the page's language. */
export class PublicApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'PublicApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const NETWORK_ERROR = 'NETWORK_ERROR';

/** Any failure as a PublicApiError: ours pass through, anything else reads as unexpected. */
export function toPublicApiError(cause: unknown): PublicApiError {
  return cause instanceof PublicApiError ? cause : new PublicApiError(0, 'UNEXPECTED', translate(currentLanguage(), 'errors.unexpected'));
}

/** A call to the public API in the page's language, without cookies; every failure a PublicApiError. */
export async function publicApiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  headers.set('Accept-Language', currentLanguage());
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers, credentials: 'omit' });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new PublicApiError(0, NETWORK_ERROR, translate(currentLanguage(), 'errors.network'));
  }
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok || body === undefined) {
    const error = (body as Partial<ErrorResponse> | undefined)?.error;
    if (error && typeof error.code === 'string') throw new PublicApiError(response.status, error.code, error.message, error.fields);
    throw new PublicApiError(response.status, 'UNEXPECTED', translate(currentLanguage(), 'errors.unexpected'));
  }
  return body as T;
}

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

/** The same `idempotencyKey` on a retry of one attempt returns the booking the first try made. */
export function createBooking(businessId: string, body: CreatePublicBookingBody, idempotencyKey: string): Promise<PublicBookingCreated> {
  return publicApiRequest(`${business(businessId)}/bookings`, { method: 'POST', body: JSON.stringify(body), headers: { 'Idempotency-Key': idempotencyKey } });
}

export function getBooking(token: string, signal?: AbortSignal): Promise<PublicBooking> {
  return publicApiRequest(booking(token), { signal });
}

export function cancelBooking(token: string): Promise<PublicBooking> {
  return publicApiRequest(`${booking(token)}/cancel`, { method: 'POST' });
}

export function rescheduleBooking(token: string, body: { startsAt: string; professionalId?: string }): Promise<PublicBooking> {
  return publicApiRequest(`${booking(token)}/schedule`, { method: 'PATCH', body: JSON.stringify(body) });
}

/** The add-to-calendar file of a booking. */
export function calendarFileUrl(token: string): string {
  return `${booking(token)}/calendar.ics`;
}

/** Where the customer sees, moves or cancels a booking (the e-mails link here too). */
export function managePath(businessId: string, token: string): string {
  return `/agendar/${encodeURIComponent(businessId)}/reserva/${encodeURIComponent(token)}`;
}

/** The business's public review page: its rating and its customers' reviews. */
export function businessReviewsPath(businessId: string): string {
  return `/avaliar/b/${encodeURIComponent(businessId)}`;
}
