import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc16ccitt } from '../../../core/pix.ts';
import { insertAppointment, signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { createScheduleFixture } from '../../test/fixtures.ts';
import { defaultEngine, startTestApp, type HttpClient, type TestApp } from '../../test/harness.ts';

/** The counter: a visit's comanda closed with a discount, a tip and split payments, and the cash register. */
describe('the counter', () => {
  let t: TestApp;
  let owner: Owner;
  let api: HttpClient;
  let f: Awaited<ReturnType<typeof createScheduleFixture>>;
  let hour = 10;

  /** A visit of Corte (R$ 50) with the first professional, then Coloração (R$ 200) with the second. */
  async function visit() {
    const startsAt = `2026-12-0${hour < 20 ? 2 : 3}T${String(hour++ % 20).padStart(2, '0')}:00:00Z`;
    const first = await insertAppointment(t.database.handle.db, {
      businessId: owner.businessId,
      professionalId: f.professionalIds[0]!,
      serviceId: f.serviceId,
      clientId: f.clientId,
      startsAt,
    });
    await insertAppointment(t.database.handle.db, {
      businessId: owner.businessId,
      professionalId: f.professionalIds[1]!,
      serviceId: f.longServiceId,
      clientId: f.clientId,
      startsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
      priceCents: 20_000,
    });
    await t.database.handle.db
      .updateTable('appointments')
      .set({ visit_id: first })
      .where('business_id', '=', owner.businessId)
      .where('starts_at', '>=', new Date(startsAt))
      .where('starts_at', '<=', new Date(Date.parse(startsAt) + 30 * 60_000))
      .execute();
    return first;
  }

  beforeAll(async () => {
    t = await startTestApp(defaultEngine());
    owner = await signUpOwner(t, 'counter@example.com');
    api = owner.client;
    f = await createScheduleFixture(t.database.handle.db, owner.businessId, { timeZone: 'America/Sao_Paulo' });
  });
  afterAll(() => t.close());

  it("opens a visit's comanda with its steps, once however often it is opened", async () => {
    const first = await visit();
    const opened = await Promise.all([0, 1, 2].map(() => api.post('/api/comandas', { appointmentId: first })));
    expect(opened.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(opened.map((r) => r.body.id)).size).toBe(1);
    const comanda = opened[0]!.body;
    expect(comanda).toMatchObject({ status: 'open', appointmentId: first, clientId: f.clientId, totalCents: 25_000 });
    expect(comanda.lines.map((l: { description: string; professionalName: string }) => l.description)).toEqual([
      'Corte',
      'Coloração',
    ]);
    // Opened from its second step, it is the same visit's comanda.
    const again = await api.post('/api/comandas', { appointmentId: comanda.lines[1].appointmentId });
    expect(again.body.id).toBe(comanda.id);
  });

  it('closes a visit with an item, a tip and 10 % off, paid by PIX and cash with change; once, and then for good', async () => {
    const first = await visit();
    const comanda = (await api.post('/api/comandas', { appointmentId: first })).body;
    const [corte, coloracao] = comanda.lines;
    const edited = await api.request('PUT', `/api/comandas/${comanda.id}`, {
      version: comanda.version,
      lines: [
        ...[corte, coloracao].map((l) => ({
          kind: 'service',
          serviceId: l.serviceId,
          professionalId: l.professionalId,
          description: l.description,
          quantity: 1,
          unitPriceCents: l.unitPriceCents,
        })),
        { kind: 'item', description: 'Xampu', quantity: 2, unitPriceCents: 1_999 },
        {
          kind: 'tip',
          professionalId: corte.professionalId,
          description: 'Gorjeta',
          quantity: 1,
          unitPriceCents: 1_000,
        },
      ],
      discount: { kind: 'percent', value: 1_000 },
      discountReason: 'Cliente fiel',
    });
    expect(edited.status).toBe(200);
    // 250,00 + 39,98 = 289,98; 10 % = 29,00 (28,998 rounded); + 10,00 tip = 270,98.
    expect(edited.body).toMatchObject({
      subtotalCents: 28_998,
      discountCents: 2_900,
      tipsCents: 1_000,
      totalCents: 27_098,
    });
    expect(edited.body.lines[0].appointmentId).toBe(corte.appointmentId);
    const stale = await api.request('PUT', `/api/comandas/${comanda.id}`, {
      version: comanda.version,
      lines: [],
      discount: null,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('COMANDA_CHANGED');

    const payments = [
      { method: 'pix', amountCents: 20_000 },
      { method: 'cash', amountCents: 7_098, receivedCents: 10_000 },
    ];
    const close = () => api.post(`/api/comandas/${comanda.id}/close`, { version: edited.body.version, payments });
    const noRegister = await close();
    expect(noRegister.status).toBe(409);
    expect(noRegister.body.error.code).toBe('CASH_REGISTER_NOT_OPEN');
    const register = await api.post('/api/cash-registers', { floatCents: 10_000 });
    expect(register.status).toBe(201);
    const short = await api.post(`/api/comandas/${comanda.id}/close`, {
      version: edited.body.version,
      payments: [{ method: 'pix', amountCents: 20_000 }],
    });
    expect(short.status).toBe(400);
    expect(short.body.error.code).toBe('PAYMENTS_DONT_ADD_UP');

    const both = await Promise.all([close(), close()]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const closed = both.find((r) => r.status === 200)!.body;
    expect(closed.status).toBe('closed');
    // The 29,00 off in proportion — 5,00 + 20,00 + 3,99 of whole cents — and the cent left to the largest line.
    expect(closed.lines.map((l: { discountCents: number }) => l.discountCents)).toEqual([500, 2_001, 399, 0]);
    expect(closed.payments).toMatchObject([
      { method: 'pix', amountCents: 20_000, changeCents: 0 },
      { method: 'cash', amountCents: 7_098, receivedCents: 10_000, changeCents: 2_902 },
    ]);
    // The visit's steps were charged what their lines came to, and are completed.
    const steps = await t.database.handle.db
      .selectFrom('appointments')
      .select(['status', 'price_cents'])
      .where('id', 'in', [corte.appointmentId, coloracao.appointmentId])
      .orderBy('starts_at')
      .execute();
    expect(steps).toEqual([
      { status: 'completed', price_cents: 4_500 },
      { status: 'completed', price_cents: 17_999 },
    ]);
    const edit = await api.request('PUT', `/api/comandas/${comanda.id}`, {
      version: closed.version,
      lines: [],
      discount: null,
    });
    expect(edit.status).toBe(409);
    expect(edit.body.error.code).toBe('COMANDA_CLOSED');

    // Its receipt, by e-mail to the address given, with the total and how it was paid; not on
    // WhatsApp, which the client never accepted.
    const sent = await api.post(`/api/comandas/${comanda.id}/receipt`, { email: 'joao@example.com' });
    expect(sent.status).toBe(202);
    const mail = await t.database.handle.db
      .selectFrom('outbox_messages')
      .select(['to_address', 'subject', 'text_body'])
      .where('kind', '=', 'comanda_receipt')
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('joao@example.com');
    expect(mail.subject).toContain(`Recibo da comanda nº ${closed.number}`);
    expect(mail.text_body).toMatch(/Total: R\$\s270,98/);
    expect(mail.text_body).toMatch(/Troco: R\$\s29,02/);
    const refused = await api.post(`/api/comandas/${comanda.id}/receipt`, { whatsapp: true });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('WHATSAPP_NOT_ALLOWED');
    const consented = await api.request('PATCH', `/api/clients/${f.clientId}`, {
      whatsappConsent: { words: 'front-desk', language: 'pt-BR' },
    });
    expect(consented.status).toBe(200);
    expect((await api.post(`/api/comandas/${comanda.id}/receipt`, { whatsapp: true })).status).toBe(202);
    const whatsApp = await t.database.handle.db
      .selectFrom('outbox_messages')
      .select(['to_address', 'text_body'])
      .where('kind', '=', 'comanda_receipt')
      .where('channel', '=', 'whatsapp')
      .executeTakeFirstOrThrow();
    expect(whatsApp.to_address).toBe('+5511987654321');
    expect(whatsApp.text_body).toMatch(/pago com PIX R\$\s200,00 e dinheiro R\$\s70,98/);

    // The register took it: the float and the cash, net of change; the PIX.
    const held = (await api.get('/api/cash-registers/current')).body.register;
    expect(held).toMatchObject({ taken: { cash: 7_098, pix: 20_000 }, expected: { cash: 17_098, pix: 20_000 } });
  });

  it("holds a professional to the catalogue's prices and to the business's discount limit", async () => {
    const access = await api.post('/api/users', {
      mode: 'password',
      professionalId: f.professionalIds[0],
      email: 'counter.pro@example.com',
      password: 'secret123',
    });
    expect(access.status).toBe(201);
    const pro = t.client();
    expect((await pro.signIn('counter.pro@example.com', 'secret123')).status).toBe(200);
    const comanda = (await pro.post('/api/comandas', { appointmentId: await visit() })).body;
    const lines = (prices: [number, number]) =>
      comanda.lines.map((l: { serviceId: string; professionalId: string; description: string }, i: number) => ({
        kind: 'service',
        serviceId: l.serviceId,
        professionalId: l.professionalId,
        description: l.description,
        quantity: 1,
        unitPriceCents: prices[i],
      }));
    const cheaper = await pro.request('PUT', `/api/comandas/${comanda.id}`, {
      version: comanda.version,
      lines: lines([5_000, 10_000]),
      discount: null,
    });
    expect(cheaper.status).toBe(400);
    expect(cheaper.body.error.fields).toEqual({ 'lines.1.unitPriceCents': expect.stringContaining('desconto') });
    // 10 % is the limit unless the owner sets another: 10,01 % is refused, 10 % taken.
    const write = (value: number) =>
      pro.request('PUT', `/api/comandas/${comanda.id}`, {
        version: comanda.version,
        lines: lines([5_000, 20_000]),
        discount: { kind: 'amount', value },
        discountReason: 'Retorno',
      });
    const over = await write(2_501);
    expect(over.status).toBe(403);
    expect(over.body.error.code).toBe('DISCOUNT_OVER_LIMIT');
    expect((await write(2_500)).status).toBe(200);
  });

  it('reverses a closed comanda in the open register, with its reason; once', async () => {
    const comanda = (await api.post('/api/comandas', {})).body;
    const sold = await api.request('PUT', `/api/comandas/${comanda.id}`, {
      version: comanda.version,
      lines: [{ kind: 'item', description: 'Pomada', quantity: 1, unitPriceCents: 4_500 }],
      discount: null,
    });
    const closed = await api.post(`/api/comandas/${comanda.id}/close`, {
      version: sold.body.version,
      payments: [{ method: 'debit', amountCents: 4_500, cardBrand: 'Elo' }],
    });
    expect(closed.status).toBe(200);
    const before = (await api.get('/api/cash-registers/current')).body.register.taken.debit;
    const reversed = await api.post(`/api/comandas/${comanda.id}/reverse`, { reason: 'Cobrado em dobro' });
    expect(reversed.body).toMatchObject({ status: 'reversed', reversalReason: 'Cobrado em dobro' });
    expect(reversed.body.payments.map((p: { amountCents: number }) => p.amountCents)).toEqual([4_500, -4_500]);
    expect((await api.get('/api/cash-registers/current')).body.register.taken.debit).toBe(before - 4_500);
    const twice = await api.post(`/api/comandas/${comanda.id}/reverse`, { reason: 'De novo' });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('COMANDA_NOT_CLOSED');
  });

  it('makes a PIX code with the business key once it has one', async () => {
    const comanda = (await api.post('/api/comandas', {})).body;
    const none = await api.get(`/api/comandas/${comanda.id}/pix?amountCents=1500`);
    expect(none.status).toBe(409);
    expect(none.body.error.code).toBe('PIX_NOT_CONFIGURED');
    const settings = await api.request('PATCH', '/api/counter/settings', {
      pixKey: '+55 11 98765-4321',
      pixMerchantName: 'Salão Conta Certa',
      pixCity: 'São Paulo',
    });
    expect(settings.body).toMatchObject({ pixKey: '+5511987654321', pixCity: 'São Paulo' });
    const pix = await api.get(`/api/comandas/${comanda.id}/pix?amountCents=1500`);
    expect(pix.status).toBe(200);
    const payload: string = pix.body.payload;
    expect(payload).toContain('0014br.gov.bcb.pix0114+5511987654321');
    expect(payload).toContain('540515.00');
    expect(payload).toContain('5917Salao Conta Certa6009Sao Paulo');
    expect(payload.slice(-4)).toBe(crc16ccitt(payload.slice(0, -4)));
  });

  it('closes the register once, keeping what was counted against what was expected', async () => {
    const register = (await api.get('/api/cash-registers/current')).body.register;
    expect((await api.post('/api/cash-registers', { floatCents: 0 })).body.error.code).toBe(
      'CASH_REGISTER_ALREADY_OPEN',
    );
    const withdrawn = await api.post(`/api/cash-registers/${register.id}/movements`, {
      kind: 'withdrawal',
      amountCents: 5_000,
      reason: 'Sangria para o banco',
    });
    expect(withdrawn.body.expected.cash).toBe(register.expected.cash - 5_000);
    const counted = { ...withdrawn.body.expected, cash: withdrawn.body.expected.cash - 150 };
    const close = () => api.post(`/api/cash-registers/${register.id}/close`, { counted, note: 'Faltaram moedas' });
    const both = await Promise.all([close(), close()]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const closed = both.find((r) => r.status === 200)!.body;
    expect(closed).toMatchObject({ status: 'closed', counted, difference: { cash: -150, total: -150 } });
    expect((await api.get('/api/cash-registers/current')).body.register).toBeNull();
    expect((await api.get('/api/cash-registers')).body.items[0].id).toBe(register.id);
  });
});
