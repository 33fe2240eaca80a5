import { z } from 'zod';
import { listQuerySchema, listResponse, optionalText, requiredText, uuidSchema } from './common.ts';

/*
 * Products and their stock (docs/products.md): what the business sells at the counter and uses in
 * its services. Stock changes only through movements; quantities are whole numbers of the product's
 * unit (units, millilitres or grams), money integer cents.
 */

export const PRODUCT_UNITS = ['unit', 'ml', 'g'] as const;
export const productUnitSchema = z.enum(PRODUCT_UNITS);
export type ProductUnit = z.infer<typeof productUnitSchema>;

/** The most of one product a business may hold or move at once (a million of its unit). */
export const MAX_STOCK_QUANTITY = 1_000_000;

const cents = z.number().int().min(0).max(100_000_000);
const quantity = z.number().int().min(1).max(MAX_STOCK_QUANTITY);

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The business's own code, unique in it. */
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  unit: productUnitSchema,
  /** The sale price of one unit (0: not sold, only used in services). */
  priceCents: z.number().int(),
  /** The average cost of one unit, as purchases have made it (docs/products.md). */
  costCents: z.number().int(),
  /** On hand now: the sum of the product's movements. */
  stock: z.number().int(),
  /** At or below this the product shows as low. */
  minStock: z.number().int(),
  low: z.boolean(),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Product = z.infer<typeof productSchema>;

export const createProductBodySchema = z.object({
  name: requiredText(120),
  sku: optionalText(40),
  barcode: optionalText(40),
  unit: productUnitSchema,
  priceCents: cents,
  minStock: z.number().int().min(0).max(MAX_STOCK_QUANTITY).optional(),
  active: z.boolean().optional(),
  /** Stock already on the shelf, recorded as a first purchase at `openingUnitCostCents`. */
  openingStock: z.number().int().min(0).max(MAX_STOCK_QUANTITY).optional(),
  openingUnitCostCents: cents.optional(),
});
export type CreateProductBody = z.input<typeof createProductBodySchema>;

/** Stock and cost change only through movements; the unit is the product's for good. */
export const updateProductBodySchema = createProductBodySchema
  .omit({ unit: true, openingStock: true, openingUnitCostCents: true })
  .partial();
export type UpdateProductBody = z.input<typeof updateProductBodySchema>;

export const listProductsQuerySchema = listQuerySchema.extend({
  active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** Only the products at or below their minimum. */
  low: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const listProductsResponseSchema = listResponse(productSchema);
export type ListProductsResponse = z.infer<typeof listProductsResponseSchema>;

// --- Stock movements.

/**
 * purchase: bought (with its unit cost); sale: sold on a comanda; use: used by a service of a closed
 * comanda (its recipe); adjustment: a count that found another quantity; loss: broken, expired, lost;
 * reversal: what a reversed comanda's sale or use gives back.
 */
export const STOCK_MOVEMENT_KINDS = ['purchase', 'sale', 'use', 'adjustment', 'loss', 'reversal'] as const;
export const stockMovementKindSchema = z.enum(STOCK_MOVEMENT_KINDS);
export type StockMovementKind = z.infer<typeof stockMovementKindSchema>;

export const stockMovementSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  unit: productUnitSchema,
  kind: stockMovementKindSchema,
  /** The change to the stock: positive in, negative out. */
  quantity: z.number().int(),
  /** The stock right after it. */
  stockAfter: z.number().int(),
  /** A purchase's unit cost; for anything taken out, the average cost it left at. */
  unitCostCents: z.number().int().nullable(),
  reason: z.string().nullable(),
  /** The comanda of a sale, use or reversal. */
  comandaId: z.string().nullable(),
  comandaNumber: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/**
 * What a person records by hand: a purchase (`quantity` bought at `unitCostCents` each), a loss
 * (`quantity` gone, with a reason) or an adjustment (`quantity` is what was counted, with a reason;
 * the movement is the difference). Sales, uses and reversals come from comandas.
 */
export const recordStockMovementBodySchema = z
  .object({
    productId: uuidSchema,
    kind: z.enum(['purchase', 'loss', 'adjustment']),
    quantity: z.number().int().min(0).max(MAX_STOCK_QUANTITY),
    unitCostCents: cents.nullish(),
    reason: optionalText(200),
  })
  .refine((m) => m.kind === 'adjustment' || m.quantity >= 1, { error: 'validation.invalid', path: ['quantity'] })
  .refine((m) => m.kind !== 'purchase' || typeof m.unitCostCents === 'number', {
    error: 'validation.required',
    path: ['unitCostCents'],
  })
  .refine((m) => m.kind === 'purchase' || Boolean(m.reason), { error: 'validation.required', path: ['reason'] });
export type RecordStockMovementBody = z.input<typeof recordStockMovementBodySchema>;

/** An inventory count: each product counted, recorded at once as the adjustments it calls for. */
export const recordStockCountBodySchema = z.object({
  counts: z
    .array(z.object({ productId: uuidSchema, counted: z.number().int().min(0).max(MAX_STOCK_QUANTITY) }))
    .min(1)
    .max(500)
    .refine((counts) => new Set(counts.map((c) => c.productId)).size === counts.length, {
      error: 'validation.invalid',
    }),
  reason: requiredText(200),
});
export type RecordStockCountBody = z.input<typeof recordStockCountBodySchema>;
export const recordStockCountResponseSchema = z.object({
  /** The adjustments written: one per product whose count differed. */
  movements: z.array(stockMovementSchema),
});

export const listStockMovementsQuerySchema = z.object({
  productId: uuidSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export const listStockMovementsResponseSchema = listResponse(stockMovementSchema);
export type ListStockMovementsResponse = z.infer<typeof listStockMovementsResponseSchema>;

// --- A service's recipe: the products one of it uses, taken from stock when its comanda closes.

export const recipeItemSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  unit: productUnitSchema,
  quantity: z.number().int(),
  /** quantity × the product's average cost now. */
  costCents: z.number().int(),
});
export const serviceRecipeSchema = z.object({
  serviceId: z.string(),
  items: z.array(recipeItemSchema),
  /** What one service costs in products, at their average costs now. */
  costCents: z.number().int(),
});
export type ServiceRecipe = z.infer<typeof serviceRecipeSchema>;
export const updateServiceRecipeBodySchema = z.object({
  items: z
    .array(z.object({ productId: uuidSchema, quantity }))
    .max(30)
    .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, {
      error: 'validation.invalid',
    }),
});
export type UpdateServiceRecipeBody = z.input<typeof updateServiceRecipeBodySchema>;
