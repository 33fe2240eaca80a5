import { randomBytes, randomUUID } from 'node:crypto';
import { addDays } from 'date-fns/addDays';
import { hashPassword } from 'better-auth/crypto';
import type { z } from 'zod';
import type { BusinessUser, createUserAccessBodySchema, ListUsersResponse } from '../../../contracts/users.ts';
import { getPlan } from '../../../core/plans.ts';
import { loginLimit, mayAddLogin } from '../../../core/user-limit.ts';
import { isUniqueViolation } from '../../db/sql-errors.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { Actor } from '../../plugins/session.ts';
import { invitationMail } from '../mail/mail-templates.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import { findForLoginWith, linkLoginWith, unlinkLoginWith } from '../professionals/professionals.repository.ts';
import {
  countLoginsWith,
  createPasswordTokenWith,
  insertProfileWith,
  insertUserWith,
  isEmailTakenWith,
  lockBusinessForLoginsWith,
  lockLoginWith,
  removeLoginsWith,
  type UsersRepository,
} from './users.repository.ts';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;
/** Where better-auth's reset link lands: the web app's password page, told it is an invitation and whose. */
const invitationPage = (email: string) => `/reset-password?invite=1&email=${encodeURIComponent(email)}`;

/**
 * Logins for professionals (docs/permissions.md). The owner counts against the plan's user limit;
 * the limit is checked and the login written in one unit of work holding a lock on the business. A
 * professional's login is tied to their professional record; revoking it ends their sessions at once.
 */
export function createUsersService(deps: {
  repository: UsersRepository;
  unitOfWork: UnitOfWork;
  outbox: OutboxRepository;
  baseUrl: string;
  now: () => Date;
}) {
  const { repository, unitOfWork } = deps;

  return {
    async list(actor: Actor): Promise<ListUsersResponse> {
      const { items, plan } = await repository.list(actor.profile.businessId);
      return { items, total: items.length, usersUsed: items.length, userLimit: getPlan(plan).userLimit, plan };
    },

    async grant(
      actor: Actor,
      body: z.output<typeof createUserAccessBodySchema>,
      locale: Locale,
    ): Promise<BusinessUser> {
      const email = body.email.toLowerCase();
      // An invited professional chooses a password through the link; until then none works.
      const passwordHash = await hashPassword(
        body.mode === 'password' ? body.password : randomBytes(32).toString('base64url'),
      );
      const userId = randomUUID();
      try {
        const granted = await unitOfWork(async (trx): Promise<BusinessUser | null> => {
          const businessId = actor.profile.businessId;
          const business = await lockBusinessForLoginsWith(trx, businessId);
          if (!business) return null;
          const professional = await findForLoginWith(trx, businessId, body.professionalId);
          if (!professional)
            throw new AppError('VALIDATION_ERROR', 400, { fields: { professionalId: 'validation.notFound' } });
          if (professional.userId) throw new AppError('PROFESSIONAL_HAS_LOGIN', 409);
          if (!mayAddLogin(await countLoginsWith(trx, businessId), business.plan, business.scheduledPlan)) {
            // The limit that binds: a waiting downgrade's when it is smaller.
            const limit = loginLimit(business.plan, business.scheduledPlan);
            const plan = getPlan(
              business.scheduledPlan !== null && limit < getPlan(business.plan).userLimit
                ? business.scheduledPlan
                : business.plan,
            );
            throw new AppError('USER_LIMIT_REACHED', 409, { params: { plan: plan.name[locale], limit } });
          }
          if (await isEmailTakenWith(trx, email))
            throw new AppError('EMAIL_TAKEN', 409, { fields: { email: 'validation.emailTaken' } });
          const fullName = professional.fullName;
          await insertUserWith(trx, { userId, email, fullName, passwordHash, emailVerified: false });
          const createdAt = await insertProfileWith(trx, { userId, businessId, role: 'professional', fullName });
          await linkLoginWith(trx, businessId, professional.id, userId, deps.now());
          if (body.mode === 'invite') {
            const token = randomBytes(16).toString('hex');
            await createPasswordTokenWith(trx, userId, token, addDays(deps.now(), INVITATION_DAYS));
            const url = `${deps.baseUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(invitationPage(email))}`;
            const mail = invitationMail(locale, {
              name: fullName,
              businessName: business.name,
              url,
              validDays: INVITATION_DAYS,
            });
            await deps.outbox.addWith(trx, [{ kind: 'invitation', to: email, businessId, ...mail }]);
          }
          return {
            userId,
            fullName,
            email,
            role: 'professional',
            professionalId: professional.id,
            createdAt: createdAt.toISOString(),
          };
        });
        if (!granted) throw notFound();
        return granted;
      } catch (error) {
        // Someone signed up with this e-mail while we were writing.
        if (isUniqueViolation(error))
          throw new AppError('EMAIL_TAKEN', 409, { fields: { email: 'validation.emailTaken' } });
        throw error;
      }
    },

    /**
     * Why a password may not be set through this reset or invitation token, or null when it may:
     * a professional's login works only within the plan's limit, counting logins in the order they
     * were given (the owner first), so an invitation accepted after the plan shrank cannot pass it.
     */
    async loginActivationRefusal(token: string, locale: Locale): Promise<{ plan: string; limit: number } | null> {
      const login = await repository.loginRank(token);
      if (login === null || login.role === 'admin') return null;
      const limit = loginLimit(login.plan, login.scheduledPlan);
      return login.rank <= limit ? null : { plan: getPlan(login.scheduledPlan ?? login.plan).name[locale], limit };
    },

    /** Removes a professional's login; their professional record stays, without one. */
    async revoke(actor: Actor, userId: string): Promise<void> {
      const businessId = actor.profile.businessId;
      const result = await unitOfWork(async (trx) => {
        const role = await lockLoginWith(trx, businessId, userId);
        if (role !== 'professional') return role ?? 'not_found';
        await unlinkLoginWith(trx, businessId, userId, deps.now());
        await removeLoginsWith(trx, [userId]);
        return 'revoked';
      });
      if (result === 'not_found') throw notFound();
      if (result === 'admin') throw new AppError('CANNOT_REVOKE_OWNER', 409);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
