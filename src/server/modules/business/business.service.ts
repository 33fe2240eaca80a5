import type { z } from 'zod';
import type { BusinessSettings, updateBusinessSettingsBodySchema } from '../../../contracts/business.ts';
import { maySeeCommission } from '../../../core/commissions.ts';
import { computeSetupChecklist } from '../../../core/setup-checklist.ts';
import { notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/session.ts';
import type { BusinessRepository } from './business.repository.ts';

/** The business's own data, hours and standard rate, and the setup checklist computed from them. */
export function createBusinessService(repository: BusinessRepository, now: () => Date) {
  async function settingsOf(businessId: string): Promise<BusinessSettings> {
    const [business, facts] = await Promise.all([repository.find(businessId), repository.setupFacts(businessId)]);
    if (!business) throw notFound();
    const { setupDismissedAt, detailsConfirmedAt, ...fields } = business;
    return {
      ...fields,
      setupDismissed: setupDismissedAt !== null,
      checklist: computeSetupChecklist({
        name: business.name,
        phone: business.phone,
        address: business.address,
        detailsConfirmed: detailsConfirmedAt !== null,
        openingHoursCount: business.openingHours.length,
        ...facts,
      }),
    };
  }

  return {
    /** A professional reads the settings for the schedule, without the standard commission rate. */
    async get(actor: Actor): Promise<BusinessSettings> {
      const settings = await settingsOf(actor.profile.businessId);
      if (maySeeCommission({ role: actor.profile.role, userId: actor.user.id }, null)) return settings;
      return { ...settings, defaultCommissionRate: null };
    },

    async update(actor: Actor, body: z.output<typeof updateBusinessSettingsBodySchema>): Promise<BusinessSettings> {
      const businessId = actor.profile.businessId;
      const { setupDismissed, ...changes } = body;
      let setupDismissedAt: Date | null | undefined;
      if (setupDismissed === false) setupDismissedAt = null;
      else if (setupDismissed === true)
        setupDismissedAt = (await repository.find(businessId))?.setupDismissedAt ?? now();
      // Saving the name and the time zone together is the setup's first step done (the settings save them too).
      const detailsConfirmedAt = changes.name !== undefined && changes.timeZone !== undefined ? now() : undefined;
      if (!(await repository.update(businessId, { ...changes, setupDismissedAt, detailsConfirmedAt }, now())))
        throw notFound();
      return settingsOf(businessId);
    },
  };
}

export type BusinessService = ReturnType<typeof createBusinessService>;
