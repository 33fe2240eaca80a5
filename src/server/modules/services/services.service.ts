import type { z } from 'zod';
import type {
  createServiceBodySchema,
  listServicesQuerySchema,
  Service,
  updateServiceBodySchema,
} from '../../../contracts/services.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/session.ts';
import type { ServicesRepository } from './services.repository.ts';

/** What the business sells. A service with appointments is kept (deactivate it instead). */
export function createServicesService(repository: ServicesRepository, now: () => Date) {
  return {
    list(actor: Actor, query: z.output<typeof listServicesQuerySchema>) {
      return repository.list(actor.profile.businessId, query);
    },

    async get(actor: Actor, id: string): Promise<Service> {
      const service = await repository.find(actor.profile.businessId, id);
      if (!service) throw notFound();
      return service;
    },

    create(actor: Actor, body: z.output<typeof createServiceBodySchema>): Promise<Service> {
      return repository.create(actor.profile.businessId, {
        name: body.name,
        description: body.description ?? null,
        durationMinutes: body.durationMinutes,
        priceCents: body.priceCents,
        active: body.active ?? true,
      });
    },

    async update(actor: Actor, id: string, body: z.output<typeof updateServiceBodySchema>): Promise<Service> {
      const updated = await repository.update(actor.profile.businessId, id, body, now());
      if (!updated) throw notFound();
      return updated;
    },

    async delete(actor: Actor, id: string): Promise<void> {
      const result = await repository.delete(actor.profile.businessId, id);
      if (result === 'not_found') throw notFound();
      if (result === 'in_use') throw new AppError('SERVICE_IN_USE', 409);
    },
  };
}

export type ServicesService = ReturnType<typeof createServicesService>;
