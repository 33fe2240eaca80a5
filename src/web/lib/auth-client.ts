import { createAuthClient } from 'better-auth/react';
import { currentLanguage, i18n } from '../i18n/i18n.ts';
import { authErrorMessage } from './auth-error-message.ts';

/** better-auth's client for /api/auth; its error messages come back in the interface language. */
export const authClient = createAuthClient({
  // The server renders pages with this module loaded but never calls it (server-render.tsx).
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  fetchOptions: {
    onRequest(context) {
      context.headers.set('Accept-Language', currentLanguage());
    },
  },
});

/** A better-auth call that failed, with the HTTP status and the server's (translated) message. */
export class AuthRequestError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'AuthRequestError';
    this.status = status;
  }
}

/** better-auth calls resolve to `{data, error}`; this returns the data or throws an AuthRequestError. */
export function unwrapAuthResult<T>(result: { data: T; error: null } | { data: null; error: unknown }): T {
  if (result.error) {
    const status = (result.error as { status?: unknown }).status;
    const message = authErrorMessage(result.error, {
      network: i18n.t('errors.network'),
      unexpected: i18n.t('errors.unexpected'),
    });
    throw new AuthRequestError(typeof status === 'number' ? status : 0, message);
  }
  return result.data as T;
}
