/**
 * The e-mail verification link (sent at sign-up) returns to the site root with this mark, so the
 * web app can say how it went; on failure better-auth adds `error` (TOKEN_EXPIRED, INVALID_TOKEN,
 * …). No zod here: the landing page reads this on every visit and its JavaScript is budgeted.
 */
export const EMAIL_VERIFICATION_RETURN = { param: 'from', value: 'email-verification' } as const;

export const EMAIL_VERIFICATION_RETURN_PATH = `/?${EMAIL_VERIFICATION_RETURN.param}=${EMAIL_VERIFICATION_RETURN.value}`;

/** How long the link works. A new one can be asked for from inside the app. */
export const EMAIL_VERIFICATION_LINK_HOURS = 24;

export type EmailVerificationOutcome = 'verified' | 'expired' | 'invalid';

/** What an address's query says of a return from the verification link; null when it is no such return. */
export function emailVerificationOutcome(search: string): EmailVerificationOutcome | null {
  const query = new URLSearchParams(search);
  if (query.get(EMAIL_VERIFICATION_RETURN.param) !== EMAIL_VERIFICATION_RETURN.value) return null;
  const error = query.get('error');
  if (error === null) return 'verified';
  return error === 'TOKEN_EXPIRED' ? 'expired' : 'invalid';
}
