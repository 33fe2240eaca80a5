import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAppointment, setCommissionRates, signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { createScheduleFixture } from '../../test/fixtures.ts';
import { defaultEngine, startTestApp, type HttpClient, type TestApp } from '../../test/harness.ts';
import { seededRandom } from '../../test/seeded-random.ts';

/*
 * A package's sessions against the test's own oracle (docs/packages.md): packages of random prices
 * and sessions sold with random discounts, visits closed several at once over the same package,
 * some charged as usual when refused, some reversed and closed again. Each package's sessions in
 * use, the revenue recognised and each professional's commissions agree to the cent with sums the
 * test keeps itself, with the rules written inline.
 */

const SEEDS = (process.env.PACKAGES_SEED ?? '11,29').split(',').map(Number);

/** The price paid spread over items in proportion to `weights`, the leftover cents one by one to the largest. */
function spread(price: number, weights: number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  const out = weights.map((w) => Math.floor((w * price) / total));
  const order = weights.map((_, i) => i).sort((a, b) => weights[b]! - weights[a]! || a - b);
  for (let k = 0, left = price - out.reduce((s, a) => s + a, 0); left > 0; k = (k + 1) % order.length, left--)
    out[order[k]!]! += 1;
  return out;
}
const share = (amount: number, sessions: number, n: number) =>
  Math.floor(amount / sessions) + (n <= amount % sessions ? 1 : 0);
const commission = (cents: number, rate: number) => Math.floor((cents * rate + 50) / 100);

describe.each(SEEDS)('package sessions against an oracle, seed %i', (seed) => {
  let t: TestApp;
  let owner: Owner;
  let api: HttpClient;
  let f: Awaited<ReturnType<typeof createScheduleFixture>>;

  beforeAll(async () => {
    t = await startTestApp(defaultEngine(), {}, { now: () => new Date('2026-11-20T18:00:00Z') });
    owner = await signUpOwner(t, `packages-oracle-${seed}@example.com`);
    api = owner.client;
    f = await createScheduleFixture(t.database.handle.db, owner.businessId, { timeZone: 'America/Sao_Paulo' });
    await setCommissionRates(t.database.handle.db, owner.businessId, {
      standard: '30',
      professional: { id: f.professionalIds[0]!, rate: '40' },
    });
    expect((await api.post('/api/cash-registers', { floatCents: 0 })).status).toBe(201);
  });
  afterAll(() => t.close());

  const close = async (id: string) => {
    const { version, totalCents } = (await api.get(`/api/comandas/${id}`)).body;
    return api.post(`/api/comandas/${id}/close`, {
      version,
      payments: totalCents > 0 ? [{ method: 'pix', amountCents: totalCents }] : [],
    });
  };

  it('uses each session once and recognises each at its share, as the oracle says', async () => {
    const rnd = seededRandom(seed);
    const services = [
      { id: f.serviceId, price: 5_000 },
      { id: f.longServiceId, price: 20_000 },
    ];
    // Oracle: per package and service, its amount, sessions and the numbers in use.
    const items = new Map<string, { amount: number; sessions: number; inUse: Set<number> }>();
    const keyOf = (pkg: string, service: string) => `${pkg}:${service}`;
    for (let p = 0; p < 2; p++) {
      const sessions = services.map(() => rnd.int(1, 4));
      const offer = await api.post('/api/packages', {
        name: `Pacote ${p + 1}`,
        priceCents: rnd.int(1_000, 90_000),
        validityDays: 60,
        services: services.map((s, i) => ({ serviceId: s.id, sessions: sessions[i] })),
      });
      const opened = (await api.post('/api/comandas', { clientId: f.clientId })).body;
      const sold = (await api.post(`/api/comandas/${opened.id}/packages`, { packageId: offer.body.id, version: 0 }))
        .body;
      const off = rnd.chance(0.5) ? rnd.int(1, 900) : 0;
      const edited = await api.request('PUT', `/api/comandas/${opened.id}`, {
        version: sold.version,
        lines: sold.lines,
        discount: off ? { kind: 'amount', value: off } : null,
        discountReason: off ? 'Promoção' : undefined,
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect((await close(opened.id)).status).toBe(200);
      const pkg = (await api.get(`/api/clients/${f.clientId}/packages`)).body.items.find(
        (held: { comandaNumber: number }) => held.comandaNumber === opened.number,
      );
      const amounts = spread(
        offer.body.priceCents - off,
        services.map((s, i) => s.price * sessions[i]!),
      );
      services.forEach((s, i) =>
        items.set(keyOf(pkg.id, s.id), { amount: amounts[i]!, sessions: sessions[i]!, inUse: new Set() }),
      );
    }

    // Visits in batches, each batch's comandas opened first and closed at once.
    const prices = new Map<string, { professionalId: string; cents: number }>();
    let hour = 0;
    const made = { sessions: 0, refused: 0 };
    for (let batch = 0; batch < 4; batch++) {
      const visits = [];
      for (let k = rnd.int(2, 4); k > 0; k--) {
        const service = services[rnd.int(0, 1)]!;
        const professionalId = f.professionalIds[rnd.int(0, 1)]!;
        const id = await insertAppointment(t.database.handle.db, {
          businessId: owner.businessId,
          professionalId,
          serviceId: service.id,
          clientId: f.clientId,
          startsAt: new Date(Date.UTC(2026, 10, 2 + Math.floor(hour / 8), 11 + (hour % 8))).toISOString(),
          priceCents: service.price,
        });
        hour++;
        visits.push({
          id,
          service,
          professionalId,
          comanda: (await api.post('/api/comandas', { appointmentId: id })).body,
        });
      }
      const results = await Promise.all(visits.map((v) => close(v.comanda.id)));
      for (const [i, v] of visits.entries()) {
        const line = v.comanda.lines[0];
        if (results[i]!.status === 409) {
          expect(results[i]!.body.error.code).toBe('PACKAGE_SESSION_UNAVAILABLE');
          made.refused++;
          const { clientPackageId: _, ...charged } = line;
          const c = (await api.get(`/api/comandas/${v.comanda.id}`)).body;
          const edited = await api.request('PUT', `/api/comandas/${c.id}`, {
            version: c.version,
            lines: [{ ...charged, unitPriceCents: v.service.price }],
            discount: null,
          });
          expect(edited.status).toBe(200);
          expect((await close(c.id)).status).toBe(200);
          prices.set(v.id, { professionalId: v.professionalId, cents: v.service.price });
          continue;
        }
        expect(results[i]!.status, JSON.stringify(results[i]!.body)).toBe(200);
        if (!line.clientPackageId) {
          prices.set(v.id, { professionalId: v.professionalId, cents: v.service.price });
          continue;
        }
        // The oracle's lowest free number of that package's service.
        const item = items.get(keyOf(line.clientPackageId, v.service.id))!;
        let n = 1;
        while (item.inUse.has(n)) n++;
        expect(n).toBeLessThanOrEqual(item.sessions);
        item.inUse.add(n);
        made.sessions++;
        prices.set(v.id, { professionalId: v.professionalId, cents: -1 });
      }
      // Now and then a visit's comanda is reversed (its session comes back) and closed again.
      if (rnd.chance(0.6)) {
        const closed = (await api.get('/api/comandas?date=2026-11-20&status=closed')).body.items;
        const full = (await api.get(`/api/comandas/${closed[rnd.int(0, closed.length - 1)].id}`)).body;
        const used = full.lines.find((l: { clientPackageId: string | null }) => l.clientPackageId);
        if (full.appointmentId && used) {
          expect((await api.post(`/api/comandas/${full.id}/reverse`, { reason: 'Corrigir' })).status).toBe(200);
          const item = items.get(keyOf(used.clientPackageId, used.serviceId))!;
          const pkg = (await api.get(`/api/clients/${f.clientId}/packages`)).body.items.find(
            (p: { id: string }) => p.id === used.clientPackageId,
          );
          const shown = new Set(
            pkg.sessions
              .filter((x: { serviceName: string }) => x.serviceName === used.description)
              .map((x: { number: number }) => x.number),
          );
          const returned = [...item.inUse].filter((n) => !shown.has(n));
          expect(returned).toHaveLength(1);
          item.inUse.delete(returned[0]!);
          const again = (await api.post('/api/comandas', { appointmentId: full.appointmentId })).body;
          const line = again.lines[0];
          expect(line.clientPackageId, 'a session is free again').not.toBeNull();
          expect((await close(again.id)).status).toBe(200);
          const next = items.get(keyOf(line.clientPackageId, line.serviceId))!;
          let n = 1;
          while (next.inUse.has(n)) n++;
          next.inUse.add(n);
        }
      }
    }

    expect(made.sessions, 'visits used sessions').toBeGreaterThan(2);
    // The balance: each service's sessions in use, and what is left, are the oracle's.
    const held = (await api.get(`/api/clients/${f.clientId}/packages`)).body.items;
    let recognised = 0;
    for (const pkg of held) {
      for (const s of services) {
        const item = items.get(keyOf(pkg.id, s.id))!;
        const shown = pkg.items.find((i: { serviceId: string }) => i.serviceId === s.id);
        expect(shown).toMatchObject({ used: item.inUse.size, left: item.sessions - item.inUse.size });
        const numbers = pkg.sessions
          .filter((x: { serviceName: string }) => x.serviceName === shown.serviceName)
          .map((x: { number: number; shareCents: number; appointmentId: string }) => {
            expect(x.shareCents).toBe(share(item.amount, item.sessions, x.number));
            const visit = prices.get(x.appointmentId);
            if (visit) visit.cents = x.shareCents;
            return x.number;
          });
        expect(new Set(numbers)).toEqual(item.inUse);
        for (const n of item.inUse) recognised += share(item.amount, item.sessions, n);
      }
      expect(pkg.recognisedCents + pkg.remainingCents).toBe(pkg.priceCents);
    }
    expect(held.reduce((s: number, p: { recognisedCents: number }) => s + p.recognisedCents, 0)).toBe(recognised);

    // Revenue and commissions: each visit at its share or its price, at its professional's rate.
    const owed = new Map<string, number>();
    let revenue = 0;
    for (const [id, { professionalId, cents }] of prices) {
      expect(cents, `visit ${id} has a price`).toBeGreaterThanOrEqual(0);
      expect((await api.get(`/api/appointments/${id}`)).body.priceCents).toBe(cents);
      revenue += cents;
      const rate = professionalId === f.professionalIds[0] ? 40 : 30;
      owed.set(professionalId, (owed.get(professionalId) ?? 0) + commission(cents, rate));
    }
    const report = (await api.get('/api/reports?from=2026-11-01&to=2026-11-30')).body;
    expect(report.totals.revenueCents).toBe(revenue);
    const month = (await api.get('/api/commissions?month=2026-11')).body;
    for (const [id, cents] of owed) {
      const row = month.professionals.find((p: { professionalId: string }) => p.professionalId === id);
      expect(row.pendingCents + row.paidCents).toBe(cents);
    }
  });
});
