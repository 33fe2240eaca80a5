import type { z } from 'zod';
import type {
  createProfessionalBodySchema,
  listProfessionalsQuerySchema,
  Professional,
  updateProfessionalBodySchema,
} from '../../../contracts/professionals.ts';
import { maySeeCommission } from '../../../core/commissions.ts';
import { isForeignKeyViolation } from '../../db/sql-errors.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/session.ts';
import { lockLoginWith, removeLoginsWith } from '../users/users.repository.ts';
import {
  deleteProfessionalWith,
  UnknownServiceError,
  type NamedBreak,
  type ProfessionalsRepository,
} from './professionals.repository.ts';

type BreakInput = { name: string; start: string; end: string; weekday?: number | null | undefined };

const unknownService = () => new AppError('UNKNOWN_SERVICE', 400, { fields: { serviceIds: 'validation.notFound' } });
const toBreaks = (breaks: BreakInput[]): NamedBreak[] =>
  breaks.map((b) => ({ name: b.name, start: b.start, end: b.end, weekday: b.weekday ?? null }));

/**
 * The team. A professional offers only services of their own business, and one with
 * appointments is kept (deactivate them instead); deleting one also deletes their login.
 */
export function createProfessionalsService(deps: {
  repository: ProfessionalsRepository;
  unitOfWork: UnitOfWork;
  now: () => Date;
}) {
  const { repository, unitOfWork } = deps;

  /** The distinct ids, all the business's own, or 400 UNKNOWN_SERVICE. */
  async function ownServiceIds(businessId: string, ids: string[]): Promise<string[]> {
    const distinct = [...new Set(ids)];
    const existing = await repository.existingServiceIds(businessId, distinct);
    if (distinct.some((id) => !existing.has(id))) throw unknownService();
    return distinct;
  }

  async function guarded<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof UnknownServiceError) throw unknownService();
      throw error;
    }
  }

  /**
   * The team as the actor may see it: a professional sees colleagues' hours and services, for
   * the schedule, and their own commission, but not what a colleague earns.
   */
  function asSeenBy(actor: Actor, professional: Professional): Professional {
    if (maySeeCommission({ role: actor.profile.role, userId: actor.user.id }, professional.userId)) return professional;
    return { ...professional, commissionRate: null, effectiveCommissionRate: null, productCommissionRate: null };
  }

  return {
    async list(actor: Actor, query: z.output<typeof listProfessionalsQuerySchema>) {
      const { items, total } = await repository.list(actor.profile.businessId, query);
      return { items: items.map((professional) => asSeenBy(actor, professional)), total };
    },

    async get(actor: Actor, id: string): Promise<Professional> {
      const professional = await repository.find(actor.profile.businessId, id);
      if (!professional) throw notFound();
      return asSeenBy(actor, professional);
    },

    async create(actor: Actor, body: z.output<typeof createProfessionalBodySchema>): Promise<Professional> {
      const businessId = actor.profile.businessId;
      const serviceIds = await ownServiceIds(businessId, body.serviceIds);
      return guarded(() =>
        repository.create(businessId, {
          fullName: body.fullName,
          specialization: body.specialization ?? null,
          phone: body.phone ?? null,
          email: body.email ?? null,
          commissionRate: body.commissionRate ?? null,
          productCommissionRate: body.productCommissionRate ?? null,
          active: body.active ?? true,
          serviceIds,
          workingHours: body.workingHours,
          breaks: toBreaks(body.breaks),
        }),
      );
    },

    async update(actor: Actor, id: string, body: z.output<typeof updateProfessionalBodySchema>): Promise<Professional> {
      const businessId = actor.profile.businessId;
      if (!(await repository.find(businessId, id))) throw notFound();
      const serviceIds = body.serviceIds === undefined ? undefined : await ownServiceIds(businessId, body.serviceIds);
      const changes = {
        fullName: body.fullName,
        specialization: body.specialization,
        phone: body.phone,
        email: body.email,
        commissionRate: body.commissionRate,
        productCommissionRate: body.productCommissionRate,
        active: body.active,
        serviceIds,
        workingHours: body.workingHours,
        breaks: body.breaks === undefined ? undefined : toBreaks(body.breaks),
      };
      const updated = await guarded(() => repository.update(businessId, id, changes, deps.now()));
      if (!updated) throw notFound();
      return updated;
    },

    /** With their login, if they have one; refused while appointments refer to them (nothing changes then). */
    async delete(actor: Actor, id: string): Promise<void> {
      const businessId = actor.profile.businessId;
      let deleted: boolean;
      try {
        deleted = await unitOfWork(async (trx) => {
          const professional = await deleteProfessionalWith(trx, businessId, id);
          if (!professional) return false;
          if (professional.userId && (await lockLoginWith(trx, businessId, professional.userId)) === 'professional')
            await removeLoginsWith(trx, [professional.userId]);
          return true;
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError('PROFESSIONAL_IN_USE', 409);
        throw error;
      }
      if (!deleted) throw notFound();
    },
  };
}

export type ProfessionalsService = ReturnType<typeof createProfessionalsService>;
