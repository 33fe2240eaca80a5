// Over 300 lines: one business's packages walked through on each engine, sharing its set-up and clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionShareCents } from '../../../core/packages.ts';
import { insertAppointment, setCommissionRates, signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { createScheduleFixture } from '../../test/fixtures.ts';
import { bothEngines, startTestApp, type HttpClient, type TestApp } from '../../test/harness.ts';

/** The test's own commission: price × rate ÷ 100, a half cent up, in integer arithmetic. */
const commission = (cents: number, rate: number) => Math.floor((cents * rate + 50) / 100);

/** Packages of sessions (docs/packages.md): sold on a comanda, each session used once, at its share. */
describe.each(bothEngines("a package's sessions are taken under each engine's own row locks"))(
  'packages on %s',
  (engine) => {
    let t: TestApp;
    let owner: Owner;
    let api: HttpClient;
    let f: Awaited<ReturnType<typeof createScheduleFixture>>;
    let combo: { id: string };
    let saleComanda: string;
    const clock = { now: new Date('2026-11-10T13:00:00Z') };

    /** Closes a comanda as it stands, its total in PIX. */
    const close = async (id: string) => {
      const { version, totalCents } = (await api.get(`/api/comandas/${id}`)).body;
      return api.post(`/api/comandas/${id}/close`, {
        version,
        payments: totalCents > 0 ? [{ method: 'pix', amountCents: totalCents }] : [],
      });
    };
    const corte = (professionalId: string, hour: number) =>
      insertAppointment(t.database.handle.db, {
        businessId: owner.businessId,
        professionalId,
        serviceId: f.serviceId,
        clientId: f.clientId,
        startsAt: `2026-11-10T${String(hour).padStart(2, '0')}:00:00Z`,
        priceCents: 5_000,
      });
    const clientPackages = async () => (await api.get(`/api/clients/${f.clientId}/packages`)).body.items;

    beforeAll(async () => {
      t = await startTestApp(engine, {}, { now: () => clock.now });
      owner = await signUpOwner(t, `packages-${engine}@example.com`);
      api = owner.client;
      f = await createScheduleFixture(t.database.handle.db, owner.businessId, { timeZone: 'America/Sao_Paulo' });
      await setCommissionRates(t.database.handle.db, owner.businessId, {
        standard: '30',
        professional: { id: f.professionalIds[0]!, rate: '40' },
      });
      expect((await api.post('/api/cash-registers', { floatCents: 0 })).status).toBe(201);
    });
    afterAll(() => t.close());

    it('sells a package to the comanda’s client, its price spread over its services by what their sessions are worth', async () => {
      const created = await api.post('/api/packages', {
        name: 'Combo Corte e Cor',
        priceCents: 40_000,
        validityDays: 30,
        services: [
          { serviceId: f.serviceId, sessions: 3 },
          { serviceId: f.longServiceId, sessions: 2 },
        ],
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({ sessionsTotal: 5, listPriceCents: 55_000, active: true });
      combo = created.body;
      expect((await api.get('/api/packages?search=combo')).body.items).toHaveLength(1);

      const walkIn = (await api.post('/api/comandas', {})).body;
      const refused = await api.post(`/api/comandas/${walkIn.id}/packages`, { packageId: combo.id, version: 0 });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('PACKAGE_NEEDS_CLIENT');

      const opened = (await api.post('/api/comandas', { clientId: f.clientId })).body;
      const sold = await api.post(`/api/comandas/${opened.id}/packages`, { packageId: combo.id, version: 0 });
      expect(sold.status, JSON.stringify(sold.body)).toBe(200);
      expect(sold.body.lines).toEqual([
        expect.objectContaining({ kind: 'item', packageId: combo.id, unitPriceCents: 40_000, quantity: 1 }),
      ]);
      // R$ 10 off the bill: the package is sold for R$ 390.
      const discounted = await api.request('PUT', `/api/comandas/${opened.id}`, {
        version: sold.body.version,
        lines: sold.body.lines,
        discount: { kind: 'amount', value: 1_000 },
        discountReason: 'Fidelidade',
      });
      expect(discounted.status, JSON.stringify(discounted.body)).toBe(200);
      expect((await close(opened.id)).status).toBe(200);
      saleComanda = opened.id;

      const [pkg] = await clientPackages();
      // 39.000 × 15.000/55.000 = 10.636,36 → 10.636; the leftover cent to the colouring (the larger).
      expect(pkg).toMatchObject({
        name: 'Combo Corte e Cor',
        priceCents: 39_000,
        state: 'active',
        validUntil: '2026-12-10',
        recognisedCents: 0,
        remainingCents: 39_000,
        items: [
          { serviceId: f.serviceId, serviceName: 'Corte', sessions: 3, used: 0, left: 3 },
          { serviceId: f.longServiceId, serviceName: 'Coloração', sessions: 2, used: 0, left: 2 },
        ],
      });
    });

    it('uses each session once when more visits close at once than there are sessions; revenue and commissions follow the shares', async () => {
      const [p0, p1] = f.professionalIds as [string, string];
      const visits = await Promise.all([corte(p0, 12), corte(p0, 13), corte(p1, 14), corte(p1, 15), corte(p0, 16)]);
      // Each visit's comanda opens with its Corte as a session of the package: none is used until a close.
      const comandas = [];
      for (const appointmentId of visits) comandas.push((await api.post('/api/comandas', { appointmentId })).body);
      for (const c of comandas)
        expect(c.lines[0]).toMatchObject({ clientPackageName: 'Combo Corte e Cor', unitPriceCents: 0, totalCents: 0 });

      const results = await Promise.all(comandas.map((c) => close(c.id)));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 200, 200, 409, 409]);
      const refused = results.filter((r) => r.status === 409);
      for (const r of refused) expect(r.body.error).toMatchObject({ code: 'PACKAGE_SESSION_UNAVAILABLE' });
      expect(refused[0]!.body.error.message).toContain('Corte');

      // The two refused stay open; charged as usual they close.
      for (const [i, r] of results.entries()) {
        if (r.status !== 409) continue;
        const c = (await api.get(`/api/comandas/${comandas[i].id}`)).body;
        expect(c.status).toBe('open');
        const { clientPackageId: _, ...line } = c.lines[0];
        const charged = await api.request('PUT', `/api/comandas/${c.id}`, {
          version: c.version,
          lines: [{ ...line, unitPriceCents: 5_000 }],
          discount: null,
        });
        expect(charged.status, JSON.stringify(charged.body)).toBe(200);
        expect((await close(c.id)).status).toBe(200);
      }

      const amount = 10_636;
      const [pkg] = await clientPackages();
      expect(pkg.items[0]).toMatchObject({ used: 3, left: 0 });
      expect(pkg.sessions.map((s: { number: number }) => s.number).sort()).toEqual([1, 2, 3]);
      expect(pkg.recognisedCents).toBe(amount);
      expect(pkg.remainingCents).toBe(39_000 - amount);

      // Each covered visit was charged its session's share; the others the service's price.
      const covered = new Map(
        pkg.sessions.map((s: { appointmentId: string; shareCents: number }) => [s.appointmentId, s.shareCents]),
      );
      let revenue = 0;
      const owed = new Map<string, number>([
        [p0, 0],
        [p1, 0],
      ]);
      for (const id of visits) {
        const a = (await api.get(`/api/appointments/${id}`)).body;
        const price = (covered.get(id) as number | undefined) ?? 5_000;
        expect(a).toMatchObject({ status: 'completed', priceCents: price });
        revenue += price;
        owed.set(a.professionalId, owed.get(a.professionalId)! + commission(price, a.professionalId === p0 ? 40 : 30));
      }
      expect([...covered.values()].sort()).toEqual([1, 2, 3].map((n) => sessionShareCents(amount, 3, n)).sort());
      const dashboard = (await api.get('/api/dashboard?range=30')).body;
      expect(dashboard.revenueCents).toBe(revenue);
      const month = (await api.get('/api/commissions?month=2026-11')).body;
      for (const [id, cents] of owed) {
        const row = month.professionals.find((p: { professionalId: string }) => p.professionalId === id);
        expect(row.pendingCents + row.paidCents).toBe(cents);
      }
    });

    it('takes a session for a no-show only when the business says so, and never for a plain cancellation', async () => {
      const colour = (hour: number) =>
        insertAppointment(t.database.handle.db, {
          businessId: owner.businessId,
          professionalId: f.professionalIds[0]!,
          serviceId: f.longServiceId,
          clientId: f.clientId,
          startsAt: `2026-11-10T${String(hour).padStart(2, '0')}:00:00Z`,
          priceCents: 20_000,
        });
      const status = (id: string, body: object) => api.request('PATCH', `/api/appointments/${id}/status`, body);
      const colourUsed = async () => (await clientPackages())[0].items[1].used;

      const ahead = await colour(20);
      const early = await status(ahead, { status: 'cancelled', noShow: true });
      expect(early.status).toBe(400);
      expect(early.body.error.fields).toEqual({ noShow: expect.any(String) });

      const first = await colour(9);
      expect((await status(first, { status: 'cancelled', noShow: true })).body).toMatchObject({
        status: 'cancelled',
        noShow: true,
      });
      expect(await colourUsed()).toBe(0);

      expect((await api.request('PATCH', '/api/counter/settings', { noShowUsesPackageSession: true })).status).toBe(
        200,
      );
      const plain = await colour(10);
      expect((await status(plain, { status: 'cancelled' })).body.noShow).toBe(false);
      expect(await colourUsed()).toBe(0);
      const missed = await colour(11);
      expect((await status(missed, { status: 'cancelled', noShow: true })).status).toBe(200);
      const [pkg] = await clientPackages();
      expect(pkg.items[1]).toMatchObject({ used: 1, left: 1 });
      expect(pkg.sessions.find((s: { appointmentId: string }) => s.appointmentId === missed)).toMatchObject({
        noShow: true,
        comandaNumber: null,
        number: 1,
        shareCents: 14_182,
      });
      // The visit was cancelled: it is not booked revenue, and its price stays.
      expect((await api.get(`/api/appointments/${missed}`)).body).toMatchObject({
        status: 'cancelled',
        priceCents: 20_000,
      });
      expect((await api.request('PATCH', '/api/counter/settings', { noShowUsesPackageSession: false })).status).toBe(
        200,
      );
    });

    it('gives a reversed visit’s session back to be used again, and keeps a package with sessions in use', async () => {
      const inUse = await api.post(`/api/comandas/${saleComanda}/reverse`, { reason: 'Erro' });
      expect(inUse.status).toBe(409);
      expect(inUse.body.error.code).toBe('PACKAGE_IN_USE');

      const before = (await clientPackages())[0];
      const session = before.sessions.find((s: { number: number }) => s.number === 2);
      const comanda = (await api.get(`/api/comandas?date=2026-11-10`)).body.items.find(
        (c: { number: number }) => c.number === session.comandaNumber,
      );
      expect((await api.post(`/api/comandas/${comanda.id}/reverse`, { reason: 'Cliente não veio' })).status).toBe(200);
      expect((await clientPackages())[0].items[0]).toMatchObject({ used: 2, left: 1 });

      // The visit's comanda again: the session given back (number 2) is the one it uses.
      const again = (await api.post('/api/comandas', { appointmentId: session.appointmentId })).body;
      expect(again.lines[0].clientPackageName).toBe('Combo Corte e Cor');
      expect((await close(again.id)).status).toBe(200);
      const after = (await clientPackages())[0];
      expect(after.items[0]).toMatchObject({ used: 3, left: 0 });
      expect(
        after.sessions.find((s: { appointmentId: string }) => s.appointmentId === session.appointmentId),
      ).toMatchObject({
        number: 2,
        shareCents: session.shareCents,
      });

      // Past its date, a package is expired and its sessions are no longer offered.
      clock.now = new Date('2026-12-11T13:00:00Z');
      expect((await clientPackages())[0].state).toBe('expired');
      const late = await insertAppointment(t.database.handle.db, {
        businessId: owner.businessId,
        professionalId: f.professionalIds[0]!,
        serviceId: f.longServiceId,
        clientId: f.clientId,
        startsAt: '2026-12-11T12:00:00Z',
        priceCents: 20_000,
      });
      expect((await api.post('/api/comandas', { appointmentId: late })).body.lines[0]).toMatchObject({
        clientPackageId: null,
        unitPriceCents: 20_000,
      });
    });

    it('sells a package and uses its first session on the same comanda, and reverses both together', async () => {
      clock.now = new Date('2026-12-11T15:00:00Z');
      const two = (
        await api.post('/api/packages', {
          name: '2 cortes',
          priceCents: 9_001,
          validityDays: 30,
          services: [{ serviceId: f.serviceId, sessions: 2 }],
        })
      ).body;
      const visit = await insertAppointment(t.database.handle.db, {
        businessId: owner.businessId,
        professionalId: f.professionalIds[1]!,
        serviceId: f.serviceId,
        clientId: f.clientId,
        startsAt: '2026-12-11T14:00:00Z',
        priceCents: 5_000,
      });
      const opened = (await api.post('/api/comandas', { appointmentId: visit })).body;
      const sold = (
        await api.post(`/api/comandas/${opened.id}/packages`, { packageId: two.id, version: opened.version })
      ).body;
      const [service, sale] = sold.lines;
      const edit = (lines: unknown[], version: number) =>
        api.request('PUT', `/api/comandas/${opened.id}`, { version, lines, discount: null });
      // Not a package this comanda sells: refused.
      const wrong = await edit([{ ...service, packageId: combo.id }, sale], sold.version);
      expect(wrong.body.error.fields).toEqual({
        'lines.0.packageId': 'Este pacote não tem sessão deste serviço para usar',
      });
      const used = await edit([{ ...service, packageId: two.id, unitPriceCents: 0 }, sale], sold.version);
      expect(used.status, JSON.stringify(used.body)).toBe(200);
      expect(used.body.lines[0]).toMatchObject({ packageId: two.id, clientPackageName: '2 cortes', totalCents: 0 });
      expect(used.body.totalCents).toBe(9_001);
      expect((await close(opened.id)).status).toBe(200);

      const bought = (await clientPackages()).find((p: { name: string }) => p.name === '2 cortes');
      expect(bought).toMatchObject({ state: 'active', items: [{ used: 1, left: 1 }], recognisedCents: 4_501 });
      expect((await api.get(`/api/appointments/${visit}`)).body).toMatchObject({
        status: 'completed',
        priceCents: 4_501,
      });

      expect((await api.post(`/api/comandas/${opened.id}/reverse`, { reason: 'Desistiu' })).status).toBe(200);
      const back = (await clientPackages()).find((p: { name: string }) => p.name === '2 cortes');
      expect(back).toMatchObject({ state: 'reversed', items: [{ used: 0, left: 2 }], sessions: [] });
    });
  },
);
