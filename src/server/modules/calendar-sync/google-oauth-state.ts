import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The OAuth `state` of a Google calendar connection: who asked (the user, bound to their session
 * by a hash of its token), for which business and professional, until when — signed with a key
 * of AUTH_SECRET, so it can be neither guessed nor altered, and kept nowhere. It lasts ten minutes.
 */

const LIFETIME_MS = 10 * 60_000;

export interface GoogleOAuthState {
  userId: string;
  businessId: string;
  professionalId: string;
}

interface Signed extends GoogleOAuthState {
  session: string;
  expiresAt: number;
  nonce: string;
}

const sessionHash = (sessionToken: string) =>
  createHash('sha256').update(sessionToken).digest('base64url').slice(0, 22);

export function createOAuthStates(authSecret: string) {
  const key = createHmac('sha256', authSecret).update('agendo-google-calendar-oauth-state').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    sign(state: GoogleOAuthState, sessionToken: string, now: Date): string {
      const signed: Signed = {
        ...state,
        session: sessionHash(sessionToken),
        expiresAt: now.getTime() + LIFETIME_MS,
        nonce: randomBytes(9).toString('base64url'),
      };
      const payload = Buffer.from(JSON.stringify(signed)).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },

    /** The state's facts when it is ours, unaltered, not expired and of this session; else null. */
    verify(text: string, sessionToken: string | null, now: Date): GoogleOAuthState | null {
      const [payload, tag, ...rest] = text.split('.');
      if (!payload || !tag || rest.length > 0 || !sessionToken) return null;
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(tag);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let signed: Signed;
      try {
        signed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Signed;
      } catch {
        return null;
      }
      if (typeof signed.expiresAt !== 'number' || signed.expiresAt < now.getTime()) return null;
      if (signed.session !== sessionHash(sessionToken)) return null;
      return { userId: signed.userId, businessId: signed.businessId, professionalId: signed.professionalId };
    },
  };
}

export type OAuthStates = ReturnType<typeof createOAuthStates>;
