import { sql, type Kysely } from 'kysely';

/**
 * Products and their stock (docs/products.md):
 * - `products`: what the business sells and uses, with its unit, sale price, average cost, the
 *   stock on hand and a minimum. `stock` is the sum of the product's movements: the one writer
 *   changes both in one statement's transaction.
 * - `stock_movements`: every change to a stock, signed, with the stock after it; a comanda's sales,
 *   uses and their reversals name the comanda.
 * - `service_products`: a service's recipe, the quantity of each product one of it uses.
 * - comanda lines may name the product they sell; the counter's settings say whether a sale may take
 *   a stock below zero; a professional may earn a rate on the products they sell.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE products (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
      sku text CHECK (length(sku) BETWEEN 1 AND 40),
      barcode text CHECK (length(barcode) BETWEEN 1 AND 40),
      unit text NOT NULL CHECK (unit IN ('unit', 'ml', 'g')),
      price_cents integer NOT NULL CHECK (price_cents >= 0),
      cost_cents integer NOT NULL DEFAULT 0 CHECK (cost_cents >= 0),
      stock integer NOT NULL DEFAULT 0,
      min_stock integer NOT NULL DEFAULT 0 CHECK (min_stock >= 0),
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (business_id, id)
    );
    CREATE UNIQUE INDEX products_sku_idx ON products (business_id, lower(sku)) WHERE sku IS NOT NULL;
    CREATE INDEX products_business_name_idx ON products (business_id, name);

    CREATE TABLE stock_movements (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL,
      product_id uuid NOT NULL,
      kind text NOT NULL CHECK (kind IN ('purchase', 'sale', 'use', 'adjustment', 'loss', 'reversal')),
      quantity integer NOT NULL CHECK (quantity <> 0),
      stock_after integer NOT NULL,
      unit_cost_cents integer CHECK (unit_cost_cents >= 0),
      reason text CHECK (length(reason) BETWEEN 1 AND 200),
      comanda_id uuid,
      created_by text REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (kind <> 'purchase' OR (quantity > 0 AND unit_cost_cents IS NOT NULL)),
      CHECK (kind NOT IN ('sale', 'use', 'loss') OR quantity < 0),
      CHECK (kind NOT IN ('adjustment', 'loss') OR reason IS NOT NULL),
      CHECK ((kind IN ('sale', 'use', 'reversal')) = (comanda_id IS NOT NULL)),
      FOREIGN KEY (business_id, product_id) REFERENCES products(business_id, id) ON DELETE CASCADE,
      FOREIGN KEY (business_id, comanda_id) REFERENCES comandas(business_id, id) ON DELETE CASCADE
    );
    CREATE INDEX stock_movements_product_idx ON stock_movements (product_id, created_at);
    CREATE INDEX stock_movements_business_idx ON stock_movements (business_id, created_at);
    CREATE INDEX stock_movements_comanda_idx ON stock_movements (comanda_id) WHERE comanda_id IS NOT NULL;

    CREATE TABLE service_products (
      business_id uuid NOT NULL,
      service_id uuid NOT NULL,
      product_id uuid NOT NULL,
      quantity integer NOT NULL CHECK (quantity > 0),
      PRIMARY KEY (service_id, product_id),
      FOREIGN KEY (business_id, service_id) REFERENCES services(business_id, id) ON DELETE CASCADE,
      FOREIGN KEY (business_id, product_id) REFERENCES products(business_id, id) ON DELETE CASCADE
    );

    ALTER TABLE comanda_lines ADD COLUMN product_id uuid,
      ADD CONSTRAINT comanda_lines_product_fk FOREIGN KEY (business_id, product_id) REFERENCES products(business_id, id),
      ADD CONSTRAINT comanda_lines_product_item CHECK (product_id IS NULL OR kind = 'item');
    ALTER TABLE counter_settings ADD COLUMN allow_negative_stock boolean NOT NULL DEFAULT false;
    ALTER TABLE professionals ADD COLUMN product_commission_rate numeric(5, 2) CHECK (product_commission_rate BETWEEN 0 AND 100);
  `.execute(db);
}
