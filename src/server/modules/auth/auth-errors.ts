import type { ErrorCode, ErrorResponse } from '../../../contracts/errors.ts';
import type { Locale } from '../../i18n/locale.ts';
import { translate, type AuthMessageKey } from '../../i18n/messages.ts';

/** better-auth's error codes that a person can meet, in our words and languages. */
const AUTH_MESSAGES: Record<string, AuthMessageKey> = {
  CREDENTIALS_REQUIRED: 'auth.credentialsRequired',
  INVALID_EMAIL_OR_PASSWORD: 'auth.invalidCredentials',
  USER_ALREADY_EXISTS: 'auth.userExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth.userExists',
  INVALID_TOKEN: 'auth.invalidToken',
  TOKEN_EXPIRED: 'auth.invalidToken',
  PASSWORD_TOO_SHORT: 'auth.passwordTooShort',
  PASSWORD_TOO_LONG: 'auth.passwordTooLong',
  INVALID_EMAIL: 'auth.invalidEmail',
  EMAIL_ALREADY_VERIFIED: 'auth.emailAlreadyVerified',
};

/** For a code of better-auth's we have no words for (or no code at all): what its status means. */
function codeOfStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return 'VALIDATION_ERROR';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  return 'INTERNAL_ERROR';
}

/**
 * A failure of /api/auth in the contract's shape, `{error: {code, message}}`, like every other
 * operation's: better-auth's own code is kept (it is stable), its English message replaced.
 */
export function authError(status: number, code: string | undefined, locale: Locale): ErrorResponse {
  const known = code === undefined ? undefined : AUTH_MESSAGES[code];
  const fallback = codeOfStatus(status);
  return { error: { code: code ?? fallback, message: translate(locale, known ?? fallback) } };
}

/**
 * The contract's error for a failed better-auth answer: JSON (`{code?, message}`) or empty.
 * Null for a success, or for a body of another kind (a page), which passes on as it came.
 */
export function authErrorOfResponse(
  status: number,
  contentType: string | null,
  text: string,
  locale: Locale,
): ErrorResponse | null {
  if (status < 400) return null;
  if (text === '') return authError(status, undefined, locale);
  if (!contentType?.includes('application/json')) return null;
  let code: unknown;
  try {
    code = (JSON.parse(text) as { code?: unknown } | null)?.code;
  } catch {
    return null;
  }
  return authError(status, typeof code === 'string' && code !== '' ? code : undefined, locale);
}
