import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { isAllowed, type Operation } from '../../core/permissions.ts';
import { AppError, forbidden, unauthenticated } from '../errors.ts';
import type { Auth } from '../modules/auth/auth.ts';
import type { AccountsRepository, Profile } from '../modules/accounts/accounts.repository.ts';
import type { SignedInUser } from '../modules/accounts/accounts.service.ts';

export interface Actor {
  user: SignedInUser;
  profile: Profile;
}

/**
 * Who is asking. Every business-scoped operation starts from `requireActor`, whose profile
 * carries the business id that scopes its queries; ids in the request are never trusted alone.
 * (Booking from the front desk reads the same session, user and profile inside its own
 * statement, from `sessionToken`, and scopes by that profile's business just the same.)
 */
export function createSessionResolver(auth: Auth, accounts: AccountsRepository) {
  async function requireUser(request: FastifyRequest): Promise<SignedInUser> {
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) throw unauthenticated();
    return { id: session.user.id, email: session.user.email, name: session.user.name };
  }

  const secret = auth.options.secret ?? '';
  const secure = auth.options.advanced?.useSecureCookies === true;
  const cookieName = `${secure ? '__Secure-' : ''}${auth.options.advanced?.cookiePrefix ?? 'better-auth'}.session_token`;

  /**
   * The hot path of every business operation: the signed session cookie is checked here and
   * the session, user and profile come back in one query (better-auth's getSession takes
   * three). Renewing a session's expiry stays with better-auth, on /api/me (requireUser).
   */
  async function requireActor(request: FastifyRequest): Promise<Actor> {
    const found = await accounts.findActorBySessionToken(sessionToken(request));
    if (!found) throw unauthenticated();
    if (!found.profile) throw new AppError('PROFILE_MISSING', 404);
    return { user: found.user, profile: found.profile };
  }

  /**
   * The genuine session token of the request's signed cookie (not yet checked against the
   * database); 401 without one. For the one operation that checks the session in its own
   * statement (booking from the front desk).
   */
  function sessionToken(request: FastifyRequest): string {
    const token = verifiedSessionToken(request.headers.cookie, cookieName, secret);
    if (!token) throw unauthenticated();
    return token;
  }

  async function requireAdmin(request: FastifyRequest): Promise<Actor> {
    const actor = await requireActor(request);
    if (actor.profile.role !== 'admin') throw new AppError('FORBIDDEN', 403);
    return actor;
  }

  /** The actor, if their role may call `operation` (src/core/permissions.ts); else 403 FORBIDDEN. */
  async function requirePermission(request: FastifyRequest, operation: Operation): Promise<Actor> {
    const actor = await requireActor(request);
    if (!isAllowed(actor.profile.role, operation)) throw forbidden();
    return actor;
  }

  /**
   * Whether the request carries a genuine session cookie (not checked against the database):
   * without one, whoever sent it is certainly not signed in.
   */
  function mayBeSignedIn(request: FastifyRequest): boolean {
    return verifiedSessionToken(request.headers.cookie, cookieName, secret) !== null;
  }

  return { requireUser, requireActor, sessionToken, requireAdmin, requirePermission, mayBeSignedIn };
}

export type SessionResolver = ReturnType<typeof createSessionResolver>;

/** The session token from better-auth's signed cookie (`token.base64(HMAC-SHA256)`), if genuine. */
export function verifiedSessionToken(cookieHeader: string | undefined, cookieName: string, secret: string): string | null {
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
