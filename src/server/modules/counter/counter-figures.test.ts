import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { createScheduleFixture } from '../../test/fixtures.ts';
import { defaultEngine, startTestApp, type TestApp } from '../../test/harness.ts';

/** A small seeded random source, so that a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
  };
}

type Method = 'cash' | 'credit' | 'debit' | 'pix' | 'account';
const METHODS: Method[] = ['cash', 'credit', 'debit', 'pix', 'account'];
const zero = () => ({ cash: 0, credit: 0, debit: 0, pix: 0, account: 0, tips: 0, comandas: 0 });

/**
 * A month of comandas at the counter, made at random (seeded): the received revenue the report,
 * its CSV and the dashboard give, and what the cash registers took, agree to the cent with the
 * sums of the payments the test itself made — its own oracle, kept apart from the code under test.
 */
describe('the counter’s figures over a month', () => {
  let t: TestApp;
  let owner: Owner;
  let clock = new Date();
  const seed = Number(process.env.COUNTER_SEED ?? 20261001);
  /** What the test paid, per local day (São Paulo) and method, and the tips of closed comandas less reversed ones. */
  const byDay = new Map<string, ReturnType<typeof zero>>();
  const registersTaken = zero();
  const made = { comandas: 0, reversals: 0 };
  let clientId = '';

  const day = (d: number) => `2026-10-${String(d).padStart(2, '0')}`;
  const book = (date: string, method: Method | 'tips' | 'comandas', cents: number) => {
    const sums = byDay.get(date) ?? zero();
    sums[method] += cents;
    byDay.set(date, sums);
  };
  const sumDays = (from: string, to: string) => {
    const total = zero();
    for (const [date, sums] of byDay)
      if (date >= from && date <= to)
        for (const key of Object.keys(total) as Array<keyof typeof total>) total[key] += sums[key];
    return total;
  };
  const asReceived = (s: ReturnType<typeof zero>) => ({
    totalCents: s.cash + s.credit + s.debit + s.pix,
    byMethod: { cash: s.cash, credit: s.credit, debit: s.debit, pix: s.pix },
    tipsCents: s.tips,
    onAccountCents: s.account,
  });

  beforeAll(async () => {
    t = await startTestApp(defaultEngine(), {}, { now: () => clock });
    owner = await signUpOwner(t, 'counter-month@example.com');
    const f = await createScheduleFixture(t.database.handle.db, owner.businessId, { timeZone: 'America/Sao_Paulo' });
    clientId = f.clientId;
    const api = owner.client;
    const rnd = random(seed);
    const closed: Array<{ id: string; payments: Array<{ method: Method; amountCents: number }>; tips: number }> = [];
    let register: string | null = null;
    const closeRegister = async () => {
      if (!register) return;
      const open = (await api.get(`/api/cash-registers/${register}`)).body;
      for (const m of ['cash', 'credit', 'debit', 'pix'] as const) registersTaken[m] += open.taken[m];
      expect((await api.post(`/api/cash-registers/${register}/close`, { counted: open.expected })).status).toBe(200);
    };
    for (let d = 1; d <= 31; d++) {
      // 12:00 to 19:00 in São Paulo (UTC−3), the day's comandas an hour apart.
      if (d % 7 === 1) {
        clock = new Date(`${day(d)}T14:00:00Z`);
        await closeRegister();
        register = (await api.post('/api/cash-registers', { floatCents: 10_000 })).body.id;
      }
      for (let k = 0; k < rnd.int(0, 3); k++) {
        clock = new Date(`${day(d)}T${15 + k * 2}:00:00Z`);
        const comanda = (await api.post('/api/comandas', { clientId: f.clientId })).body;
        const lines = Array.from({ length: rnd.int(1, 3) }, (_, i) => ({
          kind: 'item',
          description: `Item ${i + 1}`,
          quantity: rnd.int(1, 3),
          unitPriceCents: rnd.int(1, 30_000),
        }));
        const tip = rnd.chance(0.4) ? rnd.int(100, 3_000) : 0;
        if (tip)
          lines.push({
            kind: 'tip',
            professionalId: f.professionalIds[0],
            description: 'Gorjeta',
            quantity: 1,
            unitPriceCents: tip,
          } as never);
        const discount = rnd.chance(0.3)
          ? rnd.chance(0.5)
            ? { kind: 'percent', value: rnd.int(1, 5_000) }
            : { kind: 'amount', value: rnd.int(1, 2_000) }
          : null;
        const edited = await api.request('PUT', `/api/comandas/${comanda.id}`, {
          version: comanda.version,
          lines,
          discount,
          ...(discount ? { discountReason: 'Promoção' } : {}),
        });
        expect(edited.status, JSON.stringify(edited.body)).toBe(200);
        // The total split over one to three methods, the last taking what is left.
        let left: number = edited.body.totalCents;
        const payments: Array<{ method: Method; amountCents: number; receivedCents?: number }> = [];
        const parts = Math.min(rnd.int(1, 3), left);
        for (let p = 0; p < parts && left > 0; p++) {
          const amountCents = p === parts - 1 ? left : rnd.int(1, left - (parts - 1 - p));
          const method = METHODS[rnd.int(0, METHODS.length - 1)]!;
          payments.push({
            method,
            amountCents,
            ...(method === 'cash' ? { receivedCents: amountCents + rnd.int(0, 5_000) } : {}),
          });
          left -= amountCents;
        }
        const done = await api.post(`/api/comandas/${comanda.id}/close`, { version: edited.body.version, payments });
        expect(done.status, JSON.stringify(done.body)).toBe(200);
        for (const p of payments) book(day(d), p.method, p.amountCents);
        book(day(d), 'tips', tip);
        book(day(d), 'comandas', 1);
        closed.push({ id: comanda.id, payments, tips: tip });
        made.comandas++;
        // Now and then an earlier comanda is reversed: its payments undone today.
        if (closed.length > 3 && rnd.chance(0.15)) {
          const undone = closed.splice(rnd.int(0, closed.length - 2), 1)[0]!;
          expect((await api.post(`/api/comandas/${undone.id}/reverse`, { reason: 'Erro' })).status).toBe(200);
          made.reversals++;
          for (const p of undone.payments) book(day(d), p.method, -p.amountCents);
          book(day(d), 'tips', -undone.tips);
          book(day(d), 'comandas', -1);
        }
      }
    }
    await closeRegister();
  }, 120_000);
  afterAll(() => t.close());

  it("gives the month's and a week's received revenue by method, as the payments add up", async () => {
    // The month is not trivial: comandas on most days, some reversed.
    expect(made.comandas).toBeGreaterThan(25);
    expect(made.reversals).toBeGreaterThan(0);
    const month = await owner.client.get('/api/reports?from=2026-10-01&to=2026-10-31');
    expect(month.body.received).toEqual(asReceived(sumDays(day(1), day(31))));
    const week = await owner.client.get('/api/reports?from=2026-10-12&to=2026-10-18');
    expect(week.body.received).toEqual(asReceived(sumDays(day(12), day(18))));
    const csv = String((await owner.client.get('/api/reports/export.csv?from=2026-10-01&to=2026-10-31')).body);
    const total = (asReceived(sumDays(day(1), day(31))).totalCents / 100).toFixed(2).replace('.', ',');
    expect(csv).toContain(`Recebido;${total}`);
  });

  it('gives the sales by day as the comandas closed and reversed each day, and the CSV with them', async () => {
    const sales = (await owner.client.get('/api/reports/sales?from=2026-10-01&to=2026-10-31')).body;
    const month = sumDays(day(1), day(31));
    const paid = (s: ReturnType<typeof zero>) => s.cash + s.credit + s.debit + s.pix + s.account;
    expect(sales.totals).toMatchObject({
      comandas: month.comandas,
      tipsCents: month.tips,
      totalCents: paid(month),
      received: asReceived(month),
    });
    expect(sales.totals.grossCents - sales.totals.discountCents + sales.totals.tipsCents).toBe(sales.totals.totalCents);
    for (const d of sales.days) {
      const expected = sumDays(d.date, d.date);
      expect(d, d.date).toMatchObject({
        comandas: expected.comandas,
        totalCents: paid(expected),
        received: asReceived(expected),
      });
    }
    expect([...byDay.keys()].filter((date) => paid(byDay.get(date)!) !== 0).sort()).toEqual(
      sales.days.filter((d: { totalCents: number }) => d.totalCents !== 0).map((d: { date: string }) => d.date),
    );
    // Every tip went to the first professional; items have no professional.
    expect(sales.professionals).toEqual([
      expect.objectContaining({ name: 'Profissional 1', tipsCents: month.tips, servicesCents: 0 }),
      expect.objectContaining({
        professionalId: null,
        tipsCents: 0,
        itemsCents: sales.totals.grossCents - sales.totals.discountCents,
      }),
    ]);
    const csv = String((await owner.client.get('/api/reports/sales/export.csv?from=2026-10-01&to=2026-10-31')).body);
    expect(csv).toMatch(new RegExp(`^Total;${month.comandas};`, 'm'));
  });

  it('agrees with what the cash registers took, and the dashboard with the last 30 days', async () => {
    const month = asReceived(sumDays(day(1), day(31)));
    expect({ ...month.byMethod }).toEqual({
      cash: registersTaken.cash,
      credit: registersTaken.credit,
      debit: registersTaken.debit,
      pix: registersTaken.pix,
    });
    // What was left on the client's account, as their page shows it.
    expect((await owner.client.get(`/api/clients/${clientId}`)).body.accountBalanceCents).toBe(
      sumDays(day(1), day(31)).account,
    );
    clock = new Date('2026-10-31T22:00:00Z');
    const dashboard = (await owner.client.get('/api/dashboard?range=30')).body;
    expect(dashboard.received).toEqual(asReceived(sumDays(day(2), day(31))));
    expect(dashboard.previous.received).toEqual(asReceived(sumDays('2026-09-02', day(1))));
  });
});
