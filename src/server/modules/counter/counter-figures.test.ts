// Over 300 lines: one generated month, made once, read by every figure that shows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAppointment, setCommissionRates, signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { createScheduleFixture } from '../../test/fixtures.ts';
import { seededRandom as random } from '../../test/seeded-random.ts';
import { defaultEngine, startTestApp, type TestApp } from '../../test/harness.ts';

type Method = 'cash' | 'credit' | 'debit' | 'pix' | 'account';
const METHODS: Method[] = ['cash', 'credit', 'debit', 'pix', 'account'];
const zero = () => ({ cash: 0, credit: 0, debit: 0, pix: 0, account: 0, tips: 0, comandas: 0 });

/** Commission of a net amount at an integer percentage, rounded to the cent, a half cent up (docs/metrics.md). */
const commission = (net: number, rate: number) => Math.floor((net * rate + 50) / 100);

/**
 * A month of comandas at the counter, made at random (seeded): visits and walk-in sales, services
 * added at the chair, items, tips and discounts. The received revenue the report, its CSV and the
 * dashboard give, what the cash registers took, and the commissions agree to the cent with the
 * sums the test itself keeps of what it paid and whom — its own oracle, kept apart from the code
 * under test.
 */
describe('the counter’s figures over a month', () => {
  let t: TestApp;
  let owner: Owner;
  let clock = new Date();
  const seed = Number(process.env.COUNTER_SEED ?? 20261001);
  /** What the test paid, per local day (São Paulo) and method, and the tips of closed comandas less reversed ones. */
  const byDay = new Map<string, ReturnType<typeof zero>>();
  const registersTaken = zero();
  const made = { comandas: 0, reversals: 0, visits: 0, chairServices: 0 };
  let clientId = '';
  let professionalIds: string[] = [];
  /** Rates in force: the first professional's own 40 %, the standard 30 %, the second's 50 % on Coloração. */
  let rateOf: (professionalId: string, serviceId: string) => number = () => 0;
  /** What the oracle owes each professional for October: services' commissions (a visit's, the report's too) and tips. */
  const owed = new Map<string, { visits: number; chair: number; tips: number }>();
  type Earning = { professionalId: string; part: 'chair' | 'tips'; cents: number };
  /** The closed comandas not reversed: what was paid, the tips, and what each professional earned apart from visits. */
  const closed: Array<{
    id: string;
    payments: Array<{ method: Method; amountCents: number }>;
    tips: number;
    earnings: Earning[];
  }> = [];
  const owe = (professionalId: string, part: 'visits' | 'chair' | 'tips', cents: number) => {
    const sums = owed.get(professionalId) ?? { visits: 0, chair: 0, tips: 0 };
    sums[part] += cents;
    owed.set(professionalId, sums);
  };

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
    professionalIds = f.professionalIds;
    const db = t.database.handle.db;
    await setCommissionRates(db, owner.businessId, {
      standard: '30',
      professional: { id: f.professionalIds[0]!, rate: '40' },
    });
    await db
      .insertInto('commission_service_rates')
      .values({
        business_id: owner.businessId,
        professional_id: f.professionalIds[1]!,
        service_id: f.longServiceId,
        rate: '50',
      })
      .execute();
    rateOf = (professionalId, serviceId) =>
      professionalId === f.professionalIds[0] ? 40 : serviceId === f.longServiceId ? 50 : 30;
    const api = owner.client;
    const rnd = random(seed);
    const pick = <T>(values: readonly T[]) => values[rnd.int(0, values.length - 1)]!;

    let register: string | null = null;
    const closeRegister = async () => {
      if (!register) return;
      const open = (await api.get(`/api/cash-registers/${register}`)).body;
      for (const m of ['cash', 'credit', 'debit', 'pix'] as const) registersTaken[m] += open.taken[m];
      // A reversal may hand back more cash than the drawer holds: what is counted is never below zero.
      const counted = Object.fromEntries(
        Object.entries(open.expected).map(([m, cents]) => [m, Math.max(0, Number(cents))]),
      );
      expect((await api.post(`/api/cash-registers/${register}/close`, { counted })).status).toBe(200);
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
        // A visit of one service (completed when its comanda closes), or a walk-in sale.
        const visit = rnd.chance(0.4)
          ? await insertAppointment(db, {
              businessId: owner.businessId,
              professionalId: pick(f.professionalIds),
              serviceId: pick([f.serviceId, f.longServiceId]),
              clientId: f.clientId,
              startsAt: new Date(clock.getTime() - 60 * 60_000).toISOString(),
              priceCents: rnd.int(1_000, 30_000),
            })
          : null;
        const comanda = (await api.post('/api/comandas', visit ? { appointmentId: visit } : { clientId: f.clientId }))
          .body;
        const lines = [
          ...comanda.lines,
          ...Array.from({ length: rnd.int(visit ? 0 : 1, 2) }, (_, i) => ({
            kind: 'item',
            description: `Item ${i + 1}`,
            quantity: rnd.int(1, 3),
            unitPriceCents: rnd.int(1, 30_000),
          })),
        ];
        // A service added at the chair, priced by the owner.
        if (rnd.chance(0.3))
          lines.push({
            kind: 'service',
            serviceId: pick([f.serviceId, f.longServiceId]),
            professionalId: pick(f.professionalIds),
            description: 'Serviço na cadeira',
            quantity: 1,
            unitPriceCents: rnd.int(1, 20_000),
          });
        const tip = rnd.chance(0.4) ? rnd.int(100, 3_000) : 0;
        const tipTo = pick(f.professionalIds);
        if (tip)
          lines.push({
            kind: 'tip',
            professionalId: tipTo,
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
          lines: lines.map(({ kind, serviceId, professionalId, description, quantity, unitPriceCents }) => ({
            kind,
            serviceId,
            professionalId,
            description,
            quantity,
            unitPriceCents,
          })),
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
        // What each professional earns: each service line's net (its price less its share of the
        // discount, which add up to the discount) at the rate in force, and the tip whole.
        const earnings: Earning[] = [];
        type Line = { kind: string; serviceId: string; professionalId: string; appointmentId: string | null };
        type Charged = Line & { totalCents: number; discountCents: number };
        const charged: Charged[] = done.body.lines;
        expect(charged.reduce((sum, l) => sum + l.discountCents, 0)).toBe(done.body.discountCents);
        for (const line of charged.filter((l) => l.kind === 'service')) {
          const cents = commission(line.totalCents - line.discountCents, rateOf(line.professionalId, line.serviceId));
          if (line.appointmentId) owe(line.professionalId, 'visits', cents);
          else earnings.push({ professionalId: line.professionalId, part: 'chair', cents });
        }
        if (tip) earnings.push({ professionalId: tipTo, part: 'tips', cents: tip });
        for (const e of earnings) owe(e.professionalId, e.part, e.cents);
        closed.push({ id: comanda.id, payments, tips: tip, earnings });
        made.comandas++;
        if (visit) made.visits++;
        if (earnings.some((e) => e.part === 'chair')) made.chairServices++;
        // Now and then an earlier comanda is reversed: its payments undone today.
        if (closed.length > 3 && rnd.chance(0.15)) {
          const undone = closed.splice(rnd.int(0, closed.length - 2), 1)[0]!;
          expect((await api.post(`/api/comandas/${undone.id}/reverse`, { reason: 'Erro' })).status).toBe(200);
          made.reversals++;
          for (const p of undone.payments) book(day(d), p.method, -p.amountCents);
          book(day(d), 'tips', -undone.tips);
          book(day(d), 'comandas', -1);
          // A reversal takes back the tips and the chair's services; a visit stays completed at its price.
          for (const e of undone.earnings) owe(e.professionalId, e.part, -e.cents);
        }
      }
    }
    await closeRegister();
  }, 120_000);
  afterAll(() => t.close());

  it("gives the month's and a week's received revenue by method, as the payments add up", async () => {
    // The month is not trivial: comandas on most days, some reversed.
    expect(made.comandas).toBeGreaterThan(20);
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
    // Each professional's tips, as the oracle gave them; items have no professional.
    for (const id of professionalIds)
      expect(sales.professionals.find((p: { professionalId: string }) => p.professionalId === id)?.tipsCents ?? 0).toBe(
        owed.get(id)?.tips ?? 0,
      );
    expect(sales.professionals.find((p: { professionalId: string | null }) => p.professionalId === null)).toMatchObject(
      {
        tipsCents: 0,
        servicesCents: 0,
      },
    );
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

  it("gives each professional their services' commissions and their tips, and the report the visits' part", async () => {
    expect(made.visits).toBeGreaterThan(5);
    expect(made.chairServices).toBeGreaterThan(3);
    const commissions = (await owner.client.get('/api/commissions?month=2026-10')).body;
    const report = (await owner.client.get('/api/reports?from=2026-10-01&to=2026-10-31')).body;
    for (const id of professionalIds) {
      const o = owed.get(id)!;
      expect(o.tips, 'every professional had tips').toBeGreaterThan(0);
      const row = commissions.professionals.find((p: { professionalId: string }) => p.professionalId === id);
      expect({ total: row.pendingCents + row.paidCents, tips: row.tipsCents }).toEqual({
        total: o.visits + o.chair + o.tips,
        tips: o.tips,
      });
      const reported = report.professionals.find((p: { professionalId: string }) => p.professionalId === id);
      expect(reported.commissionCents).toBe(o.visits);
    }
  });

  it('keeps a paid tip: a comanda reversed after its professional was paid adjusts it in the ledger', async () => {
    const api = owner.client;
    const tipped = closed.find((c) => c.earnings.some((e) => e.part === 'tips'))!;
    const earner = tipped.earnings.find((e) => e.part === 'tips')!.professionalId;
    const statement = (await api.get(`/api/commissions?month=2026-10&professionalId=${earner}`)).body;
    const rowOf = (body: { professionals: Array<{ professionalId: string; pendingCents: number }> }) =>
      body.professionals.find((p) => p.professionalId === earner)!;
    const due = rowOf(statement).pendingCents;
    expect(statement.lines.filter((l: { kind: string }) => l.kind === 'tip').length).toBeGreaterThan(0);
    const paid = await api.post('/api/commissions/pay', {
      month: '2026-10',
      professionalId: earner,
      expectedCents: due,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    // The payments are undone by the register open now.
    expect((await api.post('/api/cash-registers', { floatCents: 50_000 })).status).toBe(201);

    expect((await api.post(`/api/comandas/${tipped.id}/reverse`, { reason: 'Lançada em dobro' })).status).toBe(200);
    const after = (await api.get(`/api/commissions?month=2026-10&professionalId=${earner}`)).body;
    const taken = tipped.earnings.filter((e) => e.professionalId === earner).reduce((sum, e) => sum + e.cents, 0);
    expect(rowOf(after)).toMatchObject({ paidCents: due, pendingCents: -taken });
    const adjustment = after.lines.find((l: { kind: string; tip: boolean }) => l.kind === 'adjustment' && l.tip);
    expect(adjustment).toMatchObject({ status: 'pending', appointmentId: null, clientName: 'João da Silva' });
    expect(adjustment.amountCents).toBe(-tipped.tips);
    expect(adjustment.comandaNumber).toEqual(expect.any(Number));
  });
});
