import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { clientWithHistory, download, openShop, type History, type Person } from '../../test/client-data-fixtures.ts';
import { refundedDepositOfOnlineVisit } from '../../test/deposit-fixtures.ts';
import { startTestApp, testEngines, type HttpClient, type TestApp } from '../../test/harness.ts';

/** A client's right of access: everything the business holds about them, as JSON and as CSV. */

const EVIL: Person = {
  fullName: '=HYPERLINK("http://evil.example","clique")<script>alert(1)</script>',
  phone: '+5511955550101',
  email: 'evil.person@example.com',
  notes: 'linha 1\nlinha 2, "citação"',
};

describe.each(testEngines())('exporting a client’s data on %s', (engine) => {
  let t: TestApp;
  let owner: Owner;
  let history: History;
  let professional: HttpClient;
  let onlineVisitId: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await signUpOwner(t, `export-${engine}@example.com`);
    const shop = await openShop(t, owner);
    history = await clientWithHistory(t, shop, EVIL, 'Evil');
    await t.database.handle.db
      .insertInto('whatsapp_messages')
      .values([
        {
          business_id: owner.businessId,
          client_id: history.clientId,
          direction: 'out',
          platform_message_id: `wamid.export-${engine}`,
          phone: EVIL.phone,
          template: 'booking_reminder',
          category: 'utility',
          body: 'Lembrete: amanhã às 10:00',
          status: 'failed',
          error: '131047 Re-engagement message',
          created_at: new Date('2026-11-01T12:00:00Z'),
        },
        {
          business_id: owner.businessId,
          client_id: history.clientId,
          direction: 'in',
          platform_message_id: `wamid.export-in-${engine}`,
          phone: EVIL.phone,
          body: '=1+1 chego às 10h',
          status: 'received',
          created_at: new Date('2026-11-01T13:00:00Z'),
        },
      ])
      .execute();
    // The deposit their online booking asked, paid by card and refunded when they cancelled.
    onlineVisitId = await refundedDepositOfOnlineVisit(
      t.database.handle.db,
      owner.businessId,
      history.clientId,
      1_200,
      {
        asked: new Date('2026-11-02T12:00:00Z'),
        paid: new Date('2026-11-02T12:05:00Z'),
        refunded: new Date('2026-11-03T12:00:00Z'),
      },
    );
    // A walk-in sale of theirs at the counter, paid by PIX.
    const api = owner.client;
    await api.post('/api/cash-registers', { floatCents: 0 });
    const sale = (await api.post('/api/comandas', { clientId: history.clientId })).body;
    const written = await api.request('PUT', `/api/comandas/${sale.id}`, {
      version: sale.version,
      lines: [{ kind: 'item', description: '=Pomada', quantity: 1, unitPriceCents: 4_500 }],
      discount: null,
    });
    const paid = await api.post(`/api/comandas/${sale.id}/close`, {
      version: written.body.version,
      payments: [{ method: 'pix', amountCents: 4_500 }],
    });
    expect(paid.status).toBe(200);
    const login = await owner.client.post('/api/users', {
      mode: 'password',
      professionalId: shop.professionalId,
      email: `pro-${engine}@example.com`,
      password: 'secret123',
    });
    expect(login.status).toBe(201);
    professional = t.client();
    expect((await professional.signIn(`pro-${engine}@example.com`, 'secret123')).status).toBe(200);
  });
  afterAll(() => t.close());

  const auditEntries = () =>
    t.database.handle.db
      .selectFrom('business_audit_log')
      .select(['action', 'target_id', 'user_id', 'details'])
      .where('business_id', '=', owner.businessId)
      .where('action', '=', 'export_client')
      .orderBy('created_at')
      .execute();

  it('gives the profile, the appointments on the business’s clock, the review and the e-mails as a JSON download', async () => {
    const file = await download(owner.client, `/api/clients/${history.clientId}/data?format=json`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="dados-do-cliente-${history.clientId.slice(0, 8)}.json"`,
    );
    expect(file.headers.get('cache-control')).toBe('no-store');
    const data = JSON.parse(file.text);
    expect(data).toMatchObject({
      timeZone: 'America/Sao_Paulo',
      currency: 'BRL',
      client: { id: history.clientId, ...EVIL, erasedAt: null },
    });
    expect(data.client.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-03:00$/);
    expect(data.client.firstVisitAt).toMatch(/T10:00:00-03:00$/);
    expect(
      data.appointments.map((a: { status: string; source: string; notes: string | null; priceCents: number }) => [
        a.status,
        a.source,
        a.notes,
        a.priceCents,
      ]),
    ).toEqual([
      ['completed', 'staff', history.texts.visitNotes, 5000],
      ['completed', 'online', null, 6000],
      ['cancelled', 'staff', null, 5000],
    ]);
    expect(data.appointments[0]).toMatchObject({
      id: history.visitId,
      serviceName: 'Corte',
      professionalName: 'Ana Profissional',
      cancelledAt: null,
    });
    expect(data.appointments[0].startsAt).toMatch(/T10:00:00-03:00$/);
    expect(data.reviews).toEqual([
      expect.objectContaining({
        appointmentId: history.visitId,
        rating: 5,
        comment: history.texts.comment,
        reply: history.texts.reply,
      }),
    ]);
    const sent = data.messages.find((m: { kind: string }) => m.kind === 'review_request');
    expect(sent).toMatchObject({ to: EVIL.email, status: 'sent' });
    expect(sent.sentAt).toMatch(/-03:00$/);
    expect(data.messages.some((m: { kind: string }) => m.kind === 'review_alert')).toBe(false); // to the business, not about their appointment
    expect(JSON.stringify(data)).not.toContain('text_body');
    expect(data.whatsapp).toEqual([
      {
        direction: 'out',
        phone: EVIL.phone,
        template: 'booking_reminder',
        body: 'Lembrete: amanhã às 10:00',
        status: 'failed',
        statusAt: expect.stringMatching(/-03:00$/),
        error: '131047 Re-engagement message',
        createdAt: '2026-11-01T09:00:00-03:00',
      },
      expect.objectContaining({ direction: 'in', template: null, body: '=1+1 chego às 10h', status: 'received' }),
    ]);
    expect(data.comandas).toEqual([
      expect.objectContaining({
        number: 1,
        status: 'closed',
        totalCents: 4_500,
        lines: [{ description: '=Pomada', quantity: 1, totalCents: 4_500 }],
        payments: [{ method: 'pix', amountCents: 4_500 }],
      }),
    ]);
    expect(data.deposits).toEqual([
      {
        appointmentId: onlineVisitId,
        amountCents: 1_200,
        method: 'card',
        status: 'refunded',
        createdAt: '2026-11-02T09:00:00-03:00',
        paidAt: '2026-11-02T09:05:00-03:00',
        settledAt: '2026-11-03T09:00:00-03:00',
        settledReason: 'customer',
        refundedCents: 1_200,
        refundedAt: '2026-11-03T09:00:00-03:00',
      },
    ]);
    expect(file.text).not.toMatch(/pi_secret|never_exported/);
  });

  it('gives one CSV file, one headed block per kind of record, escaped for spreadsheets, headed in the reader’s language', async () => {
    const file = await download(owner.client, `/api/clients/${history.clientId}/data?format=csv`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="dados-do-cliente-${history.clientId.slice(0, 8)}.csv"`,
    );
    expect(file.headers.get('cache-control')).toBe('no-store');
    const lines = file.text.split('\r\n');
    expect(lines[0]).toBe('Seção;Nome;Telefone;E-mail;Observações;Criado em;Primeira visita;Dados apagados em');
    expect(lines[1]).toMatch(
      /^Cliente;"'=HYPERLINK\(""http:\/\/evil.example"",""clique""\)<script>alert\(1\)<\/script>";'\+5511955550101;evil.person@example.com;"linha 1\nlinha 2, ""citação""";\d{4}-\d\d-\d\d \d\d:\d\d;\d{4}-\d\d-\d\d 10:00;$/,
    );
    expect(file.text).toContain(
      '\r\nSeção;Início;Fim;Serviço;Profissional;Status;Preço;Observações;Origem;Criado em;Cancelado em\r\n',
    );
    expect(file.text).toMatch(
      new RegExp(
        `\\r\\nAgendamento;\\d{4}-\\d\\d-\\d\\d 10:00;\\d{4}-\\d\\d-\\d\\d 10:30;Corte;Ana Profissional;Concluído;50,00;${history.texts.visitNotes};Equipe;`,
      ),
    );
    expect(file.text).toContain(';Concluído;60,00;;Agendamento online;');
    expect(file.text).toMatch(
      new RegExp(`\\r\\nAvaliação;\\d{4}-\\d\\d-\\d\\d 10:00;5;${history.texts.comment};${history.texts.reply};`),
    );
    expect(file.text).toMatch(/\r\nE-mail;review_request;[^\r\n]*;evil\.person@example\.com;Enviado;/);
    expect(file.text).toContain('\r\nSeção;Sentido;Número;Modelo;Texto;Situação;Situação em;Erro;Em\r\n');
    expect(file.text).toMatch(
      /\r\nWhatsApp;Enviada ao cliente;'\+5511955550101;booking_reminder;Lembrete: amanhã às 10:00;Falhou;[^;]*;131047 Re-engagement message;2026-11-01 09:00\r\n/,
    );
    expect(file.text).toContain(`\r\nWhatsApp;Escrita pelo cliente;'+5511955550101;;'=1+1 chego às 10h;Recebida;`);
    expect(file.text).toMatch(
      /\r\nComanda;1;Fechada;[\d-]+ [\d:]+;[\d-]+ [\d:]+;;45,00;'=Pomada × 1: 45,00;PIX: 45,00\r\n/,
    );

    expect(file.text).toContain(
      '\r\nSeção;Atendimento de;Valor;Forma de pagamento;Situação;Pedido em;Pago em;Encerrado em;Motivo;Devolvido;Devolução pedida em\r\n',
    );
    expect(file.text).toMatch(
      /\r\nSinal;\d{4}-\d\d-\d\d 10:00;12,00;Cartão;Devolvido;2026-11-02 09:00;2026-11-02 09:05;2026-11-03 09:00;O cliente cancelou;12,00;2026-11-03 09:00\r\n/,
    );

    owner.client.language = 'en-US';
    const english = await download(owner.client, `/api/clients/${history.clientId}/data?format=csv`);
    owner.client.language = 'pt-BR';
    expect(english.headers.get('content-disposition')).toBe(
      `attachment; filename="client-data-${history.clientId.slice(0, 8)}.csv"`,
    );
    expect(english.text.split('\r\n')[0]).toBe('Section,Name,Phone,E-mail,Notes,Created,First visit,Data erased');
    expect(english.text).toContain(',Completed,60.00,,Online booking,');
    expect(english.text).toContain(',12.00,Card,Refunded,2026-11-02 09:00,');
  });

  it('records each export in the audit log with counts, never the person’s data', async () => {
    const entries = await auditEntries();
    expect(entries.length).toBeGreaterThanOrEqual(3);
    const last = entries.at(-1)!;
    expect(last).toMatchObject({ action: 'export_client', target_id: history.clientId, user_id: owner.userId });
    expect(last.details).toMatchObject({ format: 'csv', appointments: 3, reviews: 1, whatsapp: 2, deposits: 1 });
    const text = JSON.stringify(entries);
    for (const value of [
      EVIL.fullName,
      'HYPERLINK',
      EVIL.phone,
      '95555',
      EVIL.email,
      history.texts.comment,
      history.texts.visitNotes,
    ])
      expect(text).not.toContain(value);
  });

  it('refuses professionals (403), unknown formats (400), and another business’s client (404) without a trace', async () => {
    const before = (await auditEntries()).length;
    for (const format of ['json', 'csv']) {
      const refused = await professional.get(`/api/clients/${history.clientId}/data?format=${format}`);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('FORBIDDEN');
    }
    expect((await owner.client.get(`/api/clients/${history.clientId}/data?format=xml`)).status).toBe(400);

    const other = await signUpOwner(t, `other-${engine}@example.com`);
    for (const format of ['json', 'csv']) {
      const hidden = await download(other.client, `/api/clients/${history.clientId}/data?format=${format}`);
      expect(hidden.status).toBe(404);
      expect(hidden.text).not.toContain('evil');
    }
    expect((await auditEntries()).length).toBe(before);
  });
});
