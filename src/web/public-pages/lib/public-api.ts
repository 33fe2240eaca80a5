import type { ErrorResponse } from '../../../contracts/errors.ts';
import { currentLanguage, translate } from '../i18n/i18n.ts';

/*
 * What every public page (the booking page, the review pages) calls the public API with: fetch
 * alone, as the pages must not pull in the back office's request code. Contracts are imported as
 * types only, so no zod ships.
 */

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
  return cause instanceof PublicApiError
    ? cause
    : new PublicApiError(0, 'UNEXPECTED', translate(currentLanguage(), 'errors.unexpected'));
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
    if (error && typeof error.code === 'string')
      throw new PublicApiError(response.status, error.code, error.message, error.fields);
    throw new PublicApiError(response.status, 'UNEXPECTED', translate(currentLanguage(), 'errors.unexpected'));
  }
  return body as T;
}

/** The business's public review page: its rating and its customers' reviews. */
export function businessReviewsPath(businessId: string): string {
  return `/avaliar/b/${encodeURIComponent(businessId)}`;
}
