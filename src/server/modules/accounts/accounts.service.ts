import { addDays } from 'date-fns/addDays';
import { closedBusinessErasureAt } from '../../../core/business-closing.ts';
import { planCurrencyFor, TRIAL_DAYS } from '../../../core/plans.ts';
import type { MeResponse } from '../../../contracts/session.ts';
import { AppError } from '../../errors.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { AccountsRepository } from './accounts.repository.ts';

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
}

export function createAccountsService(repository: AccountsRepository, now: () => Date) {
  /** The user with their profile and business; null for a user without a business (a super admin of the platform). */
  async function findMe(user: SignedInUser): Promise<MeResponse | null> {
    const profile = await repository.findProfile(user.id);
    if (!profile) return null;
    const [business, isSuperAdmin] = await Promise.all([
      repository.findBusiness(profile.businessId),
      repository.isActiveSuperAdmin(user.id),
    ]);
    if (!business) return null;
    const { closedAt, ...fields } = business;
    return {
      user: { id: user.id, email: user.email, name: user.name },
      profile,
      business: {
        ...fields,
        closedAt: closedAt?.toISOString() ?? null,
        erasesAt: closedAt ? closedBusinessErasureAt(closedAt).toISOString() : null,
      },
      isSuperAdmin,
    };
  }

  return {
    /** A new user owns a new business, on the 7-day trial of the Business plan. */
    async provisionOwner(user: SignedInUser, locale: Locale) {
      const fullName = user.name.trim() || user.email.split('@')[0] || user.email;
      const businessName = locale === 'en-US' ? `${fullName}'s business` : `Negócio de ${fullName}`;
      return repository.createOwner({
        userId: user.id,
        fullName,
        businessName: businessName.slice(0, 120),
        currency: planCurrencyFor(locale),
        locale,
        trialEndsAt: addDays(now(), TRIAL_DAYS),
      });
    },

    /** The business a user belongs to; undefined for a user without one. */
    businessIdOf: async (userId: string): Promise<string | undefined> =>
      (await repository.findProfile(userId))?.businessId,

    getMe: async (user: SignedInUser): Promise<MeResponse> => {
      const me = await findMe(user);
      if (!me) throw new AppError('PROFILE_MISSING', 404);
      return me;
    },

    findMe,
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
