import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { AppError, unauthenticated } from '../errors.ts';
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
 */
export function createSessionResolver(auth: Auth, accounts: AccountsRepository) {
  async function requireUser(request: FastifyRequest): Promise<SignedInUser> {
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) throw unauthenticated();
    return { id: session.user.id, email: session.user.email, name: session.user.name };
  }

  async function requireActor(request: FastifyRequest): Promise<Actor> {
    const user = await requireUser(request);
    const profile = await accounts.findProfile(user.id);
    if (!profile) throw new AppError('PROFILE_MISSING', 404);
    return { user, profile };
  }

  async function requireAdmin(request: FastifyRequest): Promise<Actor> {
    const actor = await requireActor(request);
    if (actor.profile.role !== 'admin') throw new AppError('FORBIDDEN', 403);
    return actor;
  }

  return { requireUser, requireActor, requireAdmin };
}

export type SessionResolver = ReturnType<typeof createSessionResolver>;
