// Over 300 lines: one business's products walked through on each engine, sharing its set-up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { createScheduleFixture } from '../../test/fixtures.ts';
import { seededRandom as random } from '../../test/seeded-random.ts';
import { bothEngines, startTestApp, type HttpClient, type TestApp } from '../../test/harness.ts';

/** Products and their stock (docs/products.md): movements are the only way stock changes. */
describe.each(bothEngines("stock moves under each engine's own row locks, and its sums are each engine's SQL"))(
  'products on %s',
  (engine) => {
    let t: TestApp;
    let owner: Owner;
    let api: HttpClient;
    let f: Awaited<ReturnType<typeof createScheduleFixture>>;

    const product = async (body: Record<string, unknown>) => {
      const created = await api.post('/api/products', { unit: 'unit', priceCents: 0, ...body });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body as { id: string; stock: number; costCents: number };
    };
    /** A comanda selling `lines`, closed (or refused) in cash. */
    const sell = async (lines: unknown[]) => {
      const opened = (await api.post('/api/comandas', {})).body;
      const edited = await api.request('PUT', `/api/comandas/${opened.id}`, {
        version: opened.version,
        lines,
        discount: null,
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      const { totalCents, version } = edited.body;
      const payments = totalCents > 0 ? [{ method: 'pix', amountCents: totalCents }] : [];
      return {
        id: opened.id as string,
        close: () => api.post(`/api/comandas/${opened.id}/close`, { version, payments }),
      };
    };
    const shampoo = (productId: string, quantity = 1) => ({
      kind: 'item',
      productId,
      description: 'Xampu',
      quantity,
      unitPriceCents: 4_000,
    });

    beforeAll(async () => {
      t = await startTestApp(engine);
      owner = await signUpOwner(t, `products-${engine}@example.com`);
      api = owner.client;
      f = await createScheduleFixture(t.database.handle.db, owner.businessId, { timeZone: 'America/Sao_Paulo' });
      expect((await api.post('/api/cash-registers', { floatCents: 0 })).status).toBe(201);
    });
    afterAll(() => t.close());

    it('re-weighs the average cost on each purchase, and refuses a loss below zero with a clear message', async () => {
      const p = await product({
        name: 'Xampu Liso',
        sku: 'XL-1',
        priceCents: 4_000,
        openingStock: 10,
        openingUnitCostCents: 1_000,
      });
      expect(p).toMatchObject({ stock: 10, costCents: 1_000 });
      const bought = await api.post('/api/stock-movements', {
        productId: p.id,
        kind: 'purchase',
        quantity: 10,
        unitCostCents: 2_001,
      });
      expect(bought.body).toMatchObject({ kind: 'purchase', quantity: 10, stockAfter: 20, unitCostCents: 2_001 });
      // (10 × 10,00 + 10 × 20,01) ÷ 20 = 15,005 → 15,01 (a half cent up).
      expect((await api.get(`/api/products?search=xl-1`)).body.items).toEqual([
        expect.objectContaining({ stock: 20, costCents: 1_501 }),
      ]);
      const lost = await api.post('/api/stock-movements', {
        productId: p.id,
        kind: 'loss',
        quantity: 21,
        reason: 'Vazou',
      });
      expect(lost.status).toBe(409);
      expect(lost.body.error).toMatchObject({ code: 'STOCK_INSUFFICIENT' });
      expect(lost.body.error.message).toContain('Xampu Liso');
      expect(lost.body.error.message).toContain('20');
      expect(
        (await api.post('/api/products', { name: 'Outro', sku: 'xl-1', unit: 'unit', priceCents: 0 })).body.error.code,
      ).toBe('PRODUCT_SKU_TAKEN');
      const counted = await api.post('/api/stock-movements', {
        productId: p.id,
        kind: 'adjustment',
        quantity: 18,
        reason: 'Contagem',
      });
      expect(counted.body).toMatchObject({ kind: 'adjustment', quantity: -2, stockAfter: 18, unitCostCents: 1_501 });
      const again = await api.post('/api/stock-movements', {
        productId: p.id,
        kind: 'adjustment',
        quantity: 18,
        reason: 'Contagem',
      });
      expect(again.status).toBe(400);
    });

    it('shows the products at or below their minimum on the dashboard, the furthest below first', async () => {
      const before = (await api.get('/api/dashboard?range=30')).body.lowStock.count;
      await product({ name: 'Cera', minStock: 5, openingStock: 4, openingUnitCostCents: 100 });
      await product({ name: 'Pomada', minStock: 10, openingStock: 1, openingUnitCostCents: 100 });
      await product({ name: 'Creme', minStock: 2, openingStock: 9, openingUnitCostCents: 100 });
      await product({ name: 'Antigo', minStock: 5, active: false });
      const { lowStock } = (await api.get('/api/dashboard?range=30')).body;
      expect(lowStock.count).toBe(before + 2);
      expect(lowStock.products.slice(0, 2)).toEqual([
        { productId: expect.any(String), name: 'Pomada', unit: 'unit', stock: 1, minStock: 10 },
        { productId: expect.any(String), name: 'Cera', unit: 'unit', stock: 4, minStock: 5 },
      ]);
      expect((await api.get('/api/products?low=true&search=pomada')).body.items).toHaveLength(1);
    });

    it('sells the last unit once when two comandas close at the same time; the other is refused and stays open', async () => {
      const p = await product({
        name: 'Esmalte Vermelho',
        priceCents: 1_500,
        openingStock: 1,
        openingUnitCostCents: 500,
      });
      const [a, b] = [await sell([shampoo(p.id)]), await sell([shampoo(p.id)])];
      const closes = await Promise.all([a.close(), b.close()]);
      expect(closes.map((r) => r.status).sort()).toEqual([200, 409]);
      const refused = closes.find((r) => r.status === 409)!;
      expect(refused.body.error.code).toBe('STOCK_INSUFFICIENT');
      const loser = closes[0]!.status === 409 ? a : b;
      // Nothing of the refused close was written: the comanda is open, unpaid, and the stock moved once.
      expect((await api.get(`/api/comandas/${loser.id}`)).body).toMatchObject({ status: 'open', payments: [] });
      const movements = (await api.get(`/api/stock-movements?productId=${p.id}`)).body;
      expect(movements.items.map((m: { kind: string; quantity: number }) => [m.kind, m.quantity])).toEqual([
        ['sale', -1],
        ['purchase', 1],
      ]);
      expect((await api.get(`/api/products?search=vermelho`)).body.items[0].stock).toBe(0);
    });

    it("takes a colouring's recipe when its comanda closes, and gives it back when reversed", async () => {
      const dye = await product({ name: 'Tinta 7.0', unit: 'ml', openingStock: 1_000, openingUnitCostCents: 3 });
      const recipe = await api.request('PUT', `/api/services/${f.longServiceId}/recipe`, {
        items: [{ productId: dye.id, quantity: 60 }],
      });
      expect(recipe.body).toMatchObject({
        costCents: 180,
        items: [{ productName: 'Tinta 7.0', unit: 'ml', quantity: 60 }],
      });
      const colour = {
        kind: 'service',
        serviceId: f.longServiceId,
        professionalId: f.professionalIds[0],
        description: 'Coloração',
        quantity: 2,
        unitPriceCents: 20_000,
      };
      const sale = await sell([colour]);
      expect((await sale.close()).status).toBe(200);
      const after = (await api.get(`/api/stock-movements?productId=${dye.id}`)).body.items[0];
      expect(after).toMatchObject({ kind: 'use', quantity: -120, stockAfter: 880, comandaNumber: expect.any(Number) });
      expect((await api.post(`/api/comandas/${sale.id}/reverse`, { reason: 'Lançada errada' })).status).toBe(200);
      expect((await api.get(`/api/stock-movements?productId=${dye.id}`)).body.items[0]).toMatchObject({
        kind: 'reversal',
        quantity: 120,
        stockAfter: 1_000,
      });
    });

    it("gives each product's and service's margin in the sales report", async () => {
      const wax = await product({
        name: 'Cera Margem',
        priceCents: 3_000,
        openingStock: 10,
        openingUnitCostCents: 1_250,
      });
      const gel = await product({ name: 'Gel Margem', unit: 'ml', openingStock: 500, openingUnitCostCents: 4 });
      const service = (await api.post('/api/services', { name: 'Hidratação', durationMinutes: 30, priceCents: 8_000 }))
        .body;
      await api.request('PUT', `/api/services/${service.id}/recipe`, { items: [{ productId: gel.id, quantity: 25 }] });
      const hydration = {
        kind: 'service',
        serviceId: service.id,
        professionalId: f.professionalIds[1],
        description: 'Hidratação',
        quantity: 1,
        unitPriceCents: 8_000,
      };
      expect((await (await sell([shampoo(wax.id, 2), hydration])).close()).status).toBe(200);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
      const report = (await api.get(`/api/reports/sales?from=${today}&to=${today}`)).body;
      expect(report.products.find((p: { productId: string }) => p.productId === wax.id)).toEqual({
        productId: wax.id,
        name: 'Cera Margem',
        unit: 'unit',
        quantity: 2,
        netCents: 8_000,
        costCents: 2_500,
        marginCents: 5_500,
      });
      // A professional with a product rate earns it on what they sell, through the commission ledger.
      const seller = f.professionalIds[1]!;
      const rated = await api.request('PATCH', `/api/professionals/${seller}`, { productCommissionRate: 10 });
      expect(rated.body.productCommissionRate).toBe(10);
      expect((await (await sell([{ ...shampoo(wax.id, 3), professionalId: seller }])).close()).status).toBe(200);
      const month = today.slice(0, 7);
      const statement = (await api.get(`/api/commissions?month=${month}&professionalId=${seller}`)).body;
      expect(statement.lines.filter((l: { serviceName: string }) => l.serviceName === 'Xampu')).toEqual([
        expect.objectContaining({ kind: 'commission', baseCents: 12_000, rate: 10, amountCents: 1_200, tip: false }),
      ]);
      // 25 ml at 0,04 = 1,00 in products.
      expect(report.services.find((s: { serviceId: string }) => s.serviceId === service.id)).toEqual({
        serviceId: service.id,
        name: 'Hidratação',
        quantity: 1,
        netCents: 8_000,
        productCostCents: 100,
        marginCents: 7_900,
      });
    });

    it('keeps every stock equal to the sum of its movements through generated sales, uses, purchases, counts and reversals', async () => {
      const rnd = random(Number(process.env.STOCK_SEED ?? 28));
      const products = [
        await product({ name: 'Gel', priceCents: 2_000, openingStock: 5, openingUnitCostCents: 700 }),
        await product({ name: 'Máscara', priceCents: 6_000, openingStock: 3, openingUnitCostCents: 2_500 }),
        await product({ name: 'Oxidante', unit: 'ml', openingStock: 2_000, openingUnitCostCents: 2 }),
      ];
      await api.request('PUT', `/api/services/${f.serviceId}/recipe`, {
        items: [{ productId: products[2]!.id, quantity: 90 }],
      });
      // The oracle: each product's stock and average cost, replayed by the test from what it did.
      const oracle = products.map(() => ({ stock: 0, cost: 0 }));
      const purchase = (i: number, quantity: number, unitCost: number) => {
        const o = oracle[i]!;
        o.cost =
          o.stock <= 0
            ? unitCost
            : Math.floor(
                (2 * (o.stock * o.cost + quantity * unitCost) + o.stock + quantity) / (2 * (o.stock + quantity)),
              );
        o.stock += quantity;
      };
      purchase(0, 5, 700);
      purchase(1, 3, 2_500);
      purchase(2, 2_000, 2);
      const closed: Array<{ id: string; taken: number[] }> = [];
      let refused = 0;
      for (let step = 0; step < 40; step++) {
        const i = rnd.int(0, 2);
        const roll = rnd.int(0, 5);
        if (roll === 0) {
          const quantity = rnd.int(1, 20);
          const unitCost = rnd.int(0, 5_000);
          await api.post('/api/stock-movements', {
            productId: products[i]!.id,
            kind: 'purchase',
            quantity,
            unitCostCents: unitCost,
          });
          purchase(i, quantity, unitCost);
        } else if (roll === 1) {
          const counted = rnd.int(0, 30);
          const done = await api.post('/api/stock-counts', {
            counts: [{ productId: products[i]!.id, counted }],
            reason: 'Inventário',
          });
          expect(done.status).toBe(201);
          oracle[i]!.stock = counted;
        } else if (roll === 2 && closed.length > 0) {
          const undone = closed.splice(rnd.int(0, closed.length - 1), 1)[0]!;
          expect((await api.post(`/api/comandas/${undone.id}/reverse`, { reason: 'Estorno' })).status).toBe(200);
          undone.taken.forEach((q, k) => (oracle[k]!.stock += q));
        } else {
          // A sale of the two retail products and a service whose recipe takes the third.
          const taken = [rnd.int(0, 3), rnd.int(0, 2), 0];
          const services = rnd.int(0, 2);
          taken[2] = services * 90;
          const lines = [
            ...taken.slice(0, 2).flatMap((q, k) => (q ? [shampoo(products[k]!.id, q)] : [])),
            ...(services
              ? [
                  {
                    kind: 'service',
                    serviceId: f.serviceId,
                    professionalId: f.professionalIds[0],
                    description: 'Corte',
                    quantity: services,
                    unitPriceCents: 5_000,
                  },
                ]
              : []),
          ];
          if (lines.length === 0) continue;
          const sale = await sell(lines);
          const response = await sale.close();
          if (taken.every((q, k) => oracle[k]!.stock >= q)) {
            expect(response.status, JSON.stringify(response.body)).toBe(200);
            taken.forEach((q, k) => (oracle[k]!.stock -= q));
            closed.push({ id: sale.id, taken });
          } else {
            expect(response.body.error.code).toBe('STOCK_INSUFFICIENT');
            refused++;
          }
        }
      }
      expect(closed.length + refused).toBeGreaterThan(5);
      const db = t.database.handle.db;
      for (const [i, p] of products.entries()) {
        const row = await db
          .selectFrom('products')
          .select(['stock', 'cost_cents'])
          .where('id', '=', p.id)
          .executeTakeFirstOrThrow();
        const sum = await db
          .selectFrom('stock_movements')
          .select((eb) => eb.fn.sum<number>('quantity').as('total'))
          .where('product_id', '=', p.id)
          .executeTakeFirstOrThrow();
        const last = await db
          .selectFrom('stock_movements')
          .select('stock_after')
          .where('product_id', '=', p.id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        expect({ stock: row.stock, sum: Number(sum.total), cost: row.cost_cents }).toEqual({
          stock: oracle[i]!.stock,
          sum: oracle[i]!.stock,
          cost: oracle[i]!.cost,
        });
        expect(row.stock).toBeGreaterThanOrEqual(0);
        expect(last.stock_after).toBe(row.stock);
      }
    });
  },
);
