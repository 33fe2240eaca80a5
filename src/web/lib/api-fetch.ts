import type { ErrorResponse } from '../../contracts/errors.ts';
import { currentLanguage, i18n } from '../i18n/i18n.ts';

/** An API failure as a value: HTTP status, the contract's stable code and its translated message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>> | undefined;
  /** Facts that help act on the error, e.g. the appointment in the way of a SLOT_TAKEN. */
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string> | undefined;
    details?: Record<string, unknown> | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.details = init.details;
  }
}

/** Codes of failures that never reached our API, so they have no code of the contract. */
export const NETWORK_ERROR = 'NETWORK_ERROR';
export const INVALID_RESPONSE = 'INVALID_RESPONSE';

function isErrorResponse(body: unknown): body is ErrorResponse {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/**
 * fetch for our JSON API: same-origin cookies, the interface language in `Accept-Language` (the
 * server translates its messages with it), and every failure turned into an ApiError.
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  headers.set('Accept-Language', currentLanguage());
  if (init.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: NETWORK_ERROR, message: i18n.t('errors.network') });
  }

  const isJson = response.headers.get('Content-Type')?.includes('application/json') ?? false;
  const body: unknown = isJson ? await response.json().catch(() => undefined) : undefined;

  if (!response.ok) {
    if (isErrorResponse(body)) {
      const { code, message, fields, details } = body.error;
      throw new ApiError({ status: response.status, code, message, fields, details });
    }
    throw new ApiError({ status: response.status, code: INVALID_RESPONSE, message: i18n.t('errors.unexpected') });
  }
  if (response.status === 204) return undefined as T;
  if (!isJson) {
    // e.g. a static server answering an /api path with the SPA's index.html.
    throw new ApiError({ status: response.status, code: INVALID_RESPONSE, message: i18n.t('errors.unexpected') });
  }
  return body as T;
}
