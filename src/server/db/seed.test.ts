import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, bothEngines, type TestDatabase } from '../test/harness.ts';
import { DEMO_NEXT_CHARGE_DAYS, DEMO_USERS, isEmpty, seedDemo } from './seed.ts';

describe.each(bothEngines('the demo data is seeded on the embedded database npm start runs, and on PostgreSQL'))(
  'demo seed on %s',
  (engine) => {
    let test: TestDatabase;
    const now = new Date('2026-07-15T15:00:00Z');
    beforeAll(async () => {
      test = await createTestDatabase(engine);
      expect(await isEmpty(test.handle.db)).toBe(true);
      await seedDemo(test.handle.db, now);
    });
    afterAll(async () => {
      await test.handle.close();
      await test.drop();
    });

    it('creates the owner, a professional tied to a professional record, and an active super admin outside the business', async () => {
      const db = test.handle.db;
      const profiles = await db
        .selectFrom('profiles')
        .innerJoin('users', 'users.id', 'profiles.id')
        .select(['users.email', 'profiles.role'])
        .orderBy('users.email')
        .execute();
      expect(profiles).toEqual([
        { email: DEMO_USERS.admin.email, role: 'admin' },
        { email: DEMO_USERS.professional.email, role: 'professional' },
      ]);
      const linked = await db
        .selectFrom('professionals')
        .innerJoin('users', 'users.id', 'professionals.user_id')
        .select('users.email')
        .execute();
      expect(linked).toEqual([{ email: DEMO_USERS.professional.email }]);
      const supers = await db
        .selectFrom('super_admins')
        .innerJoin('users', 'users.id', 'super_admins.user_id')
        .select('users.email')
        .where('super_admins.is_active', '=', true)
        .execute();
      expect(supers).toEqual([{ email: DEMO_USERS.superAdmin.email }]);
      expect(await isEmpty(db)).toBe(false);
    });

    it('gives every professional hours, a lunch break and services', async () => {
      const { rows } = await sql<{ full_name: string; days: number; breaks: number; services: number }>`
      SELECT p.full_name,
        (SELECT count(*) FROM professional_working_hours h WHERE h.professional_id = p.id)::int AS days,
        (SELECT count(*) FROM professional_breaks b WHERE b.professional_id = p.id)::int AS breaks,
        (SELECT count(*) FROM professional_services s WHERE s.professional_id = p.id)::int AS services
      FROM professionals p ORDER BY p.full_name
    `.execute(test.handle.db);
      expect(rows).toHaveLength(3);
      for (const row of rows) {
        expect(row.days).toBe(6);
        expect(row.breaks).toBe(1);
        expect(row.services).toBeGreaterThan(0);
      }
    });

    it('spreads appointments over 90 past and 14 future days with mixed statuses and no overlap', async () => {
      const { rows } = await sql<{
        first: Date;
        last: Date;
        past: number;
        future: number;
        statuses: string[];
        overlaps: number;
      }>`
      SELECT min(starts_at) AS first, max(starts_at) AS last,
        count(*) FILTER (WHERE starts_at < ${now})::int AS past,
        count(*) FILTER (WHERE starts_at >= ${now})::int AS future,
        array_agg(DISTINCT status ORDER BY status) AS statuses,
        (SELECT count(*) FROM appointments a JOIN appointments b ON a.professional_id = b.professional_id AND a.id < b.id
           AND a.status <> 'cancelled' AND b.status <> 'cancelled'
           AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at))::int AS overlaps
      FROM appointments
    `.execute(test.handle.db);
      const summary = rows[0]!;
      expect(summary.past).toBeGreaterThan(500);
      expect(summary.future).toBeGreaterThan(50);
      expect(summary.statuses).toEqual(['cancelled', 'completed', 'confirmed', 'scheduled']);
      expect(summary.overlaps).toBe(0);
      const days = (d: Date) => Math.round((d.getTime() - now.getTime()) / 86_400_000);
      expect(days(summary.first)).toBeLessThanOrEqual(-89);
      expect(days(summary.last)).toBeGreaterThanOrEqual(13);
    });

    it('never books an appointment in the past as still to happen', async () => {
      const stale = await test.handle.db
        .selectFrom('appointments')
        .select('id')
        .where('ends_at', '<=', now)
        .where('status', 'in', ['scheduled', 'confirmed'])
        .execute();
      expect(stale).toHaveLength(0);
    });

    it('has its setup done, and its clients are searchable without accents', async () => {
      const db = test.handle.db;
      const business = await db
        .selectFrom('businesses')
        .select(['setup_dismissed_at', 'default_commission_rate'])
        .executeTakeFirstOrThrow();
      expect(business).toEqual({ setup_dismissed_at: now, default_commission_rate: '40.00' });
      const found = await db.selectFrom('clients').select('full_name').where('search_text', 'like', '%joao%').execute();
      expect(found).toEqual([{ full_name: 'João Silva' }]);
    });

    it('has a believable paid subscription: Pro in reais, the next charge ahead', async () => {
      const billing = await test.handle.db
        .selectFrom('businesses')
        .select(['plan', 'subscription_status', 'current_period_end', 'billing_currency', 'billing_subscription_id'])
        .executeTakeFirstOrThrow();
      expect(billing).toMatchObject({
        plan: 'pro',
        subscription_status: 'active',
        billing_currency: 'BRL',
        billing_subscription_id: 'sub_test_demo',
      });
      expect(billing.current_period_end?.getTime()).toBe(now.getTime() + DEMO_NEXT_CHARGE_DAYS * 86_400_000);
    });

    it('opens the counter with the latest three visits paid at it, by PIX, in cash and on a card', async () => {
      const db = test.handle.db;
      const register = await db.selectFrom('cash_registers').select(['status', 'float_cents']).execute();
      expect(register).toEqual([{ status: 'open', float_cents: 20_000 }]);
      const comandas = await db.selectFrom('comandas').select(['status', 'total_cents', 'tips_cents']).execute();
      expect(comandas.map((k) => k.status)).toEqual(['closed', 'closed', 'closed']);
      const payments = await db.selectFrom('comanda_payments').select(['method', 'amount_cents']).execute();
      expect(new Set(payments.map((p) => p.method))).toEqual(new Set(['pix', 'cash', 'credit']));
      // Each comanda's payments add up to its total.
      expect(payments.reduce((sum, p) => sum + p.amount_cents, 0)).toBe(
        comandas.reduce((sum, k) => sum + k.total_cents, 0),
      );
      // The shelf: six products stocked by a purchase each, two low, one wax sold at the counter.
      const products = await db.selectFrom('products').select(['sku', 'stock', 'min_stock']).execute();
      expect(products).toHaveLength(6);
      expect(products.filter((p) => p.stock <= p.min_stock)).toHaveLength(2);
      const moves = await db.selectFrom('stock_movements').select(['kind', 'quantity']).execute();
      expect(moves.filter((m) => m.kind === 'purchase')).toHaveLength(6);
      expect(moves.filter((m) => m.kind === 'sale')).toEqual([{ kind: 'sale', quantity: -1 }]);
      // Two packages on offer; the PIX visit's client bought four blow-drys, spread over its four sessions.
      expect(await db.selectFrom('packages').select('name').orderBy('name').execute()).toEqual([
        { name: 'Combo Barba e Cabelo' },
        { name: 'Pacote 4 Escovas' },
      ]);
      const sold = await db
        .selectFrom('client_package_items')
        .select(['service_name', 'sessions', 'used', 'amount_cents'])
        .execute();
      expect(sold).toEqual([{ service_name: 'Escova', sessions: 4, used: 0, amount_cents: 24_000 }]);
    });
  },
);
