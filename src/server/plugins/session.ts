import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { AppError, forbidden, unauthenticated } from '../errors.ts';
import type { Auth } from '../modules/auth/auth.ts';
import type { AccountsRepository, Profile } from '../modules/accounts/accounts.repository.ts';
import type { SignedInUser } from '../modules/accounts/accounts.service.ts';

/** Who is asking; the permission hook (permissions.ts) puts it on the request. */
export interface Actor {
  user: SignedInUser;
  profile: Profile;
  /**
   * On an operation the table marks "own records only" (src/core/permissions.ts): the
   * professional record a professional is limited to, or null for an admin (every record).
   * Absent on other operations.
   */
  ownProfessionalId?: string | null;
}

/** An active super admin (docs/permissions.md) on a request, with the id of their session (for the audit log). */
export interface SuperAdminActor {
  user: SignedInUser;
  sessionId: string;
}

/** A signed-in user with their profile, and the professional record tied to their login, if any. */
export interface SignedIn {
  actor: Actor;
  professionalId: string | null;
  /** The owner closed the business (docs/business-closing.md): most operations answer BUSINESS_CLOSED. */
  businessClosed: boolean;
}

/**
 * Reads the session behind a request. Every business-scoped operation gets its actor from
 * `signedIn` (through the permission hook), whose profile carries the business id that scopes
 * its queries; ids in the request are never trusted alone.
 */
export function createSessionResolver(auth: Auth, accounts: AccountsRepository) {
  const secret = auth.options.secret ?? '';
  const secure = auth.options.advanced?.useSecureCookies === true;
  const cookieName = `${secure ? '__Secure-' : ''}${auth.options.advanced?.cookiePrefix ?? 'better-auth'}.session_token`;

  /**
   * The hot path of every business operation: the signed session cookie is checked here and
   * the session, user, profile and professional record come back in one query (better-auth's
   * getSession takes three). 401 without a live session; 404 PROFILE_MISSING without a profile.
   */
  async function signedIn(request: FastifyRequest): Promise<SignedIn> {
    const found = await accounts.findActorBySessionToken(sessionToken(request));
    if (!found) throw unauthenticated();
    if (!found.profile) throw new AppError('PROFILE_MISSING', 404);
    return {
      actor: { user: found.user, profile: found.profile },
      professionalId: found.professionalId,
      businessClosed: found.businessClosed,
    };
  }

  /**
   * A super admin's operation: the session and an active `super_admins` row, in one query, on
   * every request (a deactivated super admin is refused at once). 401 without a live session,
   * 403 FORBIDDEN without an active row; a business profile is not needed.
   */
  async function activeSuperAdmin(request: FastifyRequest): Promise<SuperAdminActor> {
    const found = await accounts.findSuperAdminBySessionToken(sessionToken(request));
    if (!found) throw unauthenticated();
    if (!found.isActiveSuperAdmin) throw forbidden();
    return { user: found.user, sessionId: found.sessionId };
  }

  /**
   * Who is signed in, without asking for anything: null without a live session (no 401), else
   * the user and whether they are an active super admin. The web app's session probe.
   */
  async function current(request: FastifyRequest): Promise<{ user: SignedInUser; isActiveSuperAdmin: boolean } | null> {
    const token = verifiedSessionToken(request.headers.cookie, cookieName, secret);
    if (!token) return null;
    const found = await accounts.findSuperAdminBySessionToken(token);
    return found ? { user: found.user, isActiveSuperAdmin: found.isActiveSuperAdmin } : null;
  }

  /**
   * Lets better-auth renew the session's expiry (it does so at most once a day). The web app
   * asks /api/session when it opens, so an active user's session keeps going.
   */
  async function renewSession(request: FastifyRequest): Promise<void> {
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) throw unauthenticated();
  }

  /** The genuine session token of the request's signed cookie (not yet checked against the database); 401 without one. */
  function sessionToken(request: FastifyRequest): string {
    const token = verifiedSessionToken(request.headers.cookie, cookieName, secret);
    if (!token) throw unauthenticated();
    return token;
  }

  /**
   * Whether the request carries a genuine session cookie (not checked against the database):
   * without one, whoever sent it is certainly not signed in.
   */
  function mayBeSignedIn(request: FastifyRequest): boolean {
    return verifiedSessionToken(request.headers.cookie, cookieName, secret) !== null;
  }

  /** The genuine session token of the request's cookie, or null: what a Google calendar connection's state is bound to. */
  function sessionTokenOf(request: FastifyRequest): string | null {
    return verifiedSessionToken(request.headers.cookie, cookieName, secret);
  }

  return { signedIn, activeSuperAdmin, current, renewSession, mayBeSignedIn, sessionTokenOf, cookieName };
}

export type SessionResolver = ReturnType<typeof createSessionResolver>;

/** The session token from better-auth's signed cookie (`token.base64(HMAC-SHA256)`), if genuine. */
export function verifiedSessionToken(
  cookieHeader: string | undefined,
  cookieName: string,
  secret: string,
): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== cookieName) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  }
  return null;
}
