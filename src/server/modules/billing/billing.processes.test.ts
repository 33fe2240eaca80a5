import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, HttpClient, testEngines, type TestDatabase } from '../../test/harness.ts';
import { spawnServer } from '../../test/server-process.ts';

type Server = Awaited<ReturnType<typeof spawnServer>>;

// The same signed event delivered 20 times at once to two server processes on one PostgreSQL:
// the ledger's row and the business's lock make it take effect once.

describe.skipIf(!testEngines().includes('postgresql'))('billing webhooks across server processes on PostgreSQL', () => {
  let database: TestDatabase;
  const servers: Server[] = [];
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  const signer = new Stripe('sk_test_signer');

  beforeAll(async () => {
    database = await createTestDatabase('postgresql');
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.handle.close();
    await database?.drop();
  });

  const deliver = (server: Server, payload: string, signature: string) =>
    fetch(`${server.baseUrl}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });

  it('applies an event delivered 20 times at once exactly once, and refuses forged and stale ones', async () => {
    const env = {
      DATABASE_URL: database.url!,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      SIGN_IN_LIMIT_PER_IP: '1000',
    };
    const [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
    servers.push(a, b);
    const owner = new HttpClient(a.baseUrl);
    await owner.signUp(`processes-${randomBytes(3).toString('hex')}@example.com`);
    const businessId = (await owner.get('/api/me')).body.profile.businessId as string;
    const db = database.handle.db;

    const created = Math.floor(Date.now() / 1000);
    const subscription = {
      id: 'sub_test_processes',
      object: 'subscription',
      customer: 'cus_test_processes',
      status: 'active',
      cancel_at_period_end: false,
      metadata: { business_id: businessId },
      schedule: null,
      items: {
        data: [
          {
            id: 'si_1',
            price: { id: 'price_test_pro_brl', product: 'prod_test_pro', currency: 'brl' },
            current_period_start: created,
            current_period_end: created + 30 * 86_400,
          },
        ],
      },
    };
    const invoice = {
      id: 'in_test_processes',
      object: 'invoice',
      customer: 'cus_test_processes',
      status: 'paid',
      amount_due: 3999,
      amount_paid: 3999,
      currency: 'brl',
      created,
      parent: { subscription_details: { subscription: subscription.id } },
      lines: { data: [{ pricing: { price_details: { price: 'price_test_pro_brl', product: 'prod_test_pro' } } }] },
    };
    const event = (id: string, type: string, object: unknown) =>
      JSON.stringify({ id, object: 'event', type, created, data: { object } });

    // Forged and stale signatures: 400, nothing written.
    const first = event('evt_processes_created', 'customer.subscription.created', subscription);
    const forged = await deliver(
      a,
      first,
      signer.webhooks.generateTestHeaderString({ payload: first, secret: 'whsec_someone_else' }),
    );
    const stale = await deliver(
      b,
      first,
      signer.webhooks.generateTestHeaderString({ payload: first, secret: webhookSecret, timestamp: created - 600 }),
    );
    expect([forged.status, stale.status]).toEqual([400, 400]);
    expect(await db.selectFrom('billing_events').selectAll().execute()).toEqual([]);
    expect((await owner.get('/api/subscription')).body).toMatchObject({ status: 'trialing', plan: 'business' });

    for (const payload of [first, event('evt_processes_paid', 'invoice.paid', invoice)]) {
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          deliver(i % 2 ? a : b, payload, signature).then(async (r) => [
            r.status,
            ((await r.json()) as { outcome: string }).outcome,
          ]),
        ),
      );
      expect(answers.filter(([status]) => status !== 200)).toEqual([]);
      expect(answers.filter(([, outcome]) => outcome === 'applied')).toHaveLength(1);
      expect(answers.filter(([, outcome]) => outcome === 'duplicate')).toHaveLength(19);
    }

    expect(
      (await db.selectFrom('billing_events').select('event_id').orderBy('event_id').execute()).map((r) => r.event_id),
    ).toEqual(['evt_processes_created', 'evt_processes_paid']);
    expect((await owner.get('/api/subscription')).body).toMatchObject({ status: 'active', plan: 'pro', userLimit: 5 });
    expect(await db.selectFrom('billing_invoices').select(['id', 'status']).execute()).toEqual([
      { id: 'in_test_processes', status: 'paid' },
    ]);
    const receipts = await db
      .selectFrom('outbox_messages')
      .select('id')
      .where('kind', '=', 'billing_payment_received')
      .where('business_id', '=', businessId)
      .execute();
    expect(receipts).toHaveLength(1);
  });
});
