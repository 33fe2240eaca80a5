import type { z } from 'zod';
import type {
  createProductBodySchema,
  listProductsQuerySchema,
  listStockMovementsQuerySchema,
  Product,
  recordStockCountBodySchema,
  recordStockMovementBodySchema,
  ServiceRecipe,
  StockMovement,
  updateProductBodySchema,
  updateServiceRecipeBodySchema,
} from '../../../contracts/products.ts';
import { isUniqueViolation } from '../../db/sql-errors.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/session.ts';
import type { ProductsRepository } from './products.repository.ts';
import { refusingShortfall } from './stock.ts';

export interface ProductsDeps {
  repository: ProductsRepository;
  /** Whether the business lets a stock go below zero (the counter's settings). */
  allowsNegativeStock: (businessId: string) => Promise<boolean>;
  serviceExists: (businessId: string, serviceId: string) => Promise<boolean>;
  now: () => Date;
}

const skuTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new AppError('PRODUCT_SKU_TAKEN', 409, { fields: { sku: 'validation.taken' } });
  throw error;
};

/** Products, their stock movements and services' recipes (docs/products.md). */
export function createProductsService(deps: ProductsDeps) {
  const { repository } = deps;

  async function get(businessId: string, id: string): Promise<Product> {
    const product = await repository.find(businessId, id);
    if (!product) throw notFound();
    return product;
  }

  async function context(actor: Actor) {
    const businessId = actor.profile.businessId;
    return {
      businessId,
      comandaId: null,
      userId: actor.user.id,
      now: deps.now(),
      allowNegative: await deps.allowsNegativeStock(businessId),
    };
  }

  return {
    list(actor: Actor, query: z.output<typeof listProductsQuerySchema>) {
      return repository.list(actor.profile.businessId, query);
    },

    get: (actor: Actor, id: string) => get(actor.profile.businessId, id),

    async create(actor: Actor, body: z.output<typeof createProductBodySchema>): Promise<Product> {
      const businessId = actor.profile.businessId;
      const id = await repository
        .create(
          businessId,
          {
            name: body.name,
            sku: body.sku ?? null,
            barcode: body.barcode ?? null,
            unit: body.unit,
            priceCents: body.priceCents,
            minStock: body.minStock ?? 0,
            active: body.active ?? true,
          },
          body.openingStock
            ? {
                quantity: body.openingStock,
                unitCostCents: body.openingUnitCostCents ?? 0,
                userId: actor.user.id,
                now: deps.now(),
              }
            : null,
        )
        .catch(skuTaken);
      return get(businessId, id);
    },

    async update(actor: Actor, id: string, body: z.output<typeof updateProductBodySchema>): Promise<Product> {
      const businessId = actor.profile.businessId;
      const updated = await repository.update(businessId, id, body, deps.now()).catch(skuTaken);
      if (!updated) throw notFound();
      return get(businessId, id);
    },

    /** A purchase, a loss or a count of one product, by hand. */
    async record(actor: Actor, body: z.output<typeof recordStockMovementBodySchema>): Promise<StockMovement> {
      const change =
        body.kind === 'adjustment'
          ? { productId: body.productId, kind: body.kind, quantity: 0, counted: body.quantity, reason: body.reason }
          : {
              productId: body.productId,
              kind: body.kind,
              quantity: body.kind === 'loss' ? -body.quantity : body.quantity,
              unitCostCents: body.unitCostCents ?? null,
              reason: body.reason ?? null,
            };
      const written = await refusingShortfall(async () => repository.move(await context(actor), [change]));
      if (written === null) throw notFound();
      // A count that finds what the stock says changes nothing.
      if (written.length === 0)
        throw new AppError('VALIDATION_ERROR', 400, { fields: { quantity: 'validation.sameAsStock' } });
      return written[0]!;
    },

    /** An inventory count: an adjustment for each product whose count differs, all at once. */
    async count(
      actor: Actor,
      body: z.output<typeof recordStockCountBodySchema>,
    ): Promise<{ movements: StockMovement[] }> {
      const written = await repository.move(
        await context(actor),
        body.counts.map((c) => ({
          productId: c.productId,
          kind: 'adjustment' as const,
          quantity: 0,
          counted: c.counted,
          reason: body.reason,
        })),
      );
      if (written === null) throw new AppError('VALIDATION_ERROR', 400, { fields: { counts: 'validation.notFound' } });
      return { movements: written };
    },

    movements(actor: Actor, query: z.output<typeof listStockMovementsQuerySchema>) {
      return repository.movements(actor.profile.businessId, query);
    },

    async recipe(actor: Actor, serviceId: string): Promise<ServiceRecipe> {
      const businessId = actor.profile.businessId;
      if (!(await deps.serviceExists(businessId, serviceId))) throw notFound();
      return repository.recipe(businessId, serviceId);
    },

    async setRecipe(
      actor: Actor,
      serviceId: string,
      body: z.output<typeof updateServiceRecipeBodySchema>,
    ): Promise<ServiceRecipe> {
      const businessId = actor.profile.businessId;
      if (!(await deps.serviceExists(businessId, serviceId))) throw notFound();
      if (!(await repository.setRecipe(businessId, serviceId, body.items)))
        throw new AppError('VALIDATION_ERROR', 400, { fields: { items: 'validation.notFound' } });
      return repository.recipe(businessId, serviceId);
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
