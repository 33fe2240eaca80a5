import type { Kysely } from 'kysely';
import type { ProductUnit } from '../../contracts/products.ts';
import { insertProductWith, setRecipeWith } from '../modules/products/products.repository.ts';
import type { Database } from './schema.ts';

const PRODUCTS: Array<{
  name: string;
  sku: string;
  unit: ProductUnit;
  priceCents: number;
  costCents: number;
  stock: number;
  minStock: number;
}> = [
  {
    name: 'Shampoo Hidratante 300 ml',
    sku: 'SH-300',
    unit: 'unit',
    priceCents: 4_500,
    costCents: 1_800,
    stock: 12,
    minStock: 4,
  },
  {
    name: 'Máscara de Tratamento',
    sku: 'MT-250',
    unit: 'unit',
    priceCents: 6_900,
    costCents: 2_800,
    stock: 3,
    minStock: 4,
  },
  { name: 'Pomada Modeladora', sku: 'PM-80', unit: 'unit', priceCents: 3_500, costCents: 1_200, stock: 8, minStock: 3 },
  { name: 'Esmalte Vermelho', sku: 'ES-V', unit: 'unit', priceCents: 1_500, costCents: 450, stock: 2, minStock: 5 },
  { name: 'Tinta 7.0', sku: 'TN-70', unit: 'ml', priceCents: 0, costCents: 3, stock: 1_200, minStock: 300 },
  { name: 'Oxidante 20 vol', sku: 'OX-20', unit: 'ml', priceCents: 0, costCents: 1, stock: 3_000, minStock: 500 },
];

/**
 * The demo's products (docs/products.md): retail products on the shelf, two of them low, and the
 * dye and oxidant that each Coloração uses (its recipe), each stocked by a first purchase.
 */
export async function seedDemoProducts(
  db: Kysely<Database>,
  demo: { businessId: string; adminId: string; now: Date },
): Promise<void> {
  const ids = new Map<string, string>();
  for (const product of PRODUCTS) {
    const id = await insertProductWith(
      db,
      demo.businessId,
      { ...product, barcode: null, active: true },
      { quantity: product.stock, unitCostCents: product.costCents, userId: demo.adminId, now: demo.now },
    );
    ids.set(product.sku, id);
  }
  const colour = await db
    .selectFrom('services')
    .select('id')
    .where('business_id', '=', demo.businessId)
    .where('name', '=', 'Coloração')
    .executeTakeFirst();
  if (colour)
    await setRecipeWith(db, demo.businessId, colour.id, [
      { productId: ids.get('TN-70')!, quantity: 60 },
      { productId: ids.get('OX-20')!, quantity: 90 },
    ]);
}
