import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositBusiness, depositsOfEveryKind } from '../../test/deposit-fixtures.ts';
import { startTestApp, testEngines, type TestApp } from '../../test/harness.ts';
import { listBusinessAudit } from './business-audit.repository.ts';
import { download, seedBusiness, unzipText, type SeededBusiness } from './business-closing.fixtures.ts';
import { createBusinessExportRepository } from './business-export.repository.ts';
import { fileSlug } from './business-export.service.ts';

const BOM = '\uFEFF';
const csvLines = (text: string) => text.replace(BOM, '').trimEnd().split('\r\n');

describe.each(testEngines())('the business export on %s', (engine) => {
  let t: TestApp;
  let now = new Date('2026-03-01T12:00:00Z');
  let salon: SeededBusiness;
  let other: SeededBusiness;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await startTestApp(engine, { WORKER: 'false' }, { now: () => now });
    salon = await seedBusiness(t, 'salao@example.com', 'Salão da Ana');
    other = await seedBusiness(t, 'outro@example.com', 'Outro Negócio');
    expect(
      (
        await salon.owner.client.post('/api/clients', {
          fullName: '=HYPERLINK("http://x.example","clique")',
          notes: 'Prefere, "sempre", à tarde',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await salon.owner.client.post('/api/commissions/pay', {
          month: '2026-03',
          professionalId: salon.professionalId,
          expectedCents: 2000,
        })
      ).status,
    ).toBe(200);
    // A walk-in sale at the counter, paid in cash with change, and a withdrawal from the register.
    const api = salon.owner.client;
    const register = (await api.post('/api/cash-registers', { floatCents: 10_000 })).body;
    await api.post(`/api/cash-registers/${register.id}/movements`, {
      kind: 'withdrawal',
      amountCents: 2_000,
      reason: 'Sangria; "banco"',
    });
    const sale = (await api.post('/api/comandas', {})).body;
    const written = await api.request('PUT', `/api/comandas/${sale.id}`, {
      version: sale.version,
      lines: [{ kind: 'item', description: '=Pomada', quantity: 2, unitPriceCents: 1_550 }],
      discount: null,
    });
    const paid = await api.post(`/api/comandas/${sale.id}/close`, {
      version: written.body.version,
      payments: [{ method: 'cash', amountCents: 3_100, receivedCents: 5_000 }],
    });
    expect(paid.status).toBe(200);
    // A client erased at their request (the clients module's erasure leaves this behind).
    const erased = await salon.owner.client.post('/api/clients', {
      fullName: 'Zeca Apagado',
      phone: '+55 11 95555-0000',
    });
    await db()
      .updateTable('clients')
      .set({
        full_name: 'Cliente removido',
        phone: null,
        email: null,
        notes: null,
        erased_at: new Date('2026-02-20T15:30:00Z'),
      })
      .where('id', '=', erased.body.id)
      .execute();
  });
  afterAll(() => t.close());

  it('downloads every file of the business as one ZIP, headed in the interface language, with a README', async () => {
    const response = await download(salon.owner.client, '/api/business/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="agendo-salao-da-ana-2026-03-01.zip"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const files = unzipText(response.bytes);
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'appointments.csv',
        'business.csv',
        'clients.csv',
        'commission-lines.csv',
        'commission-payments.csv',
        'comandas.csv',
        'comanda-lines.csv',
        'comanda-payments.csv',
        'cash-registers.csv',
        'cash-movements.csv',
        'products.csv',
        'stock-movements.csv',
        'service-products.csv',
        'packages.csv',
        'client-packages.csv',
        'package-sessions.csv',
        'deposits.csv',
        'invoices.csv',
        'opening-hours.csv',
        'professional-breaks.csv',
        'professional-services.csv',
        'professional-working-hours.csv',
        'professionals.csv',
        'reviews.csv',
        'services.csv',
        'users.csv',
      ].sort(),
    );
    for (const [name, text] of Object.entries(files)) expect(text.startsWith(BOM), name).toBe(true);

    const clients = csvLines(files['clients.csv']!);
    expect(clients[0]).toBe('ID;Nome;Telefone;E-mail;Observações;Primeira visita;Cadastrado em;Dados apagados em');
    expect(clients).toHaveLength(4);
    // Formula-safe, quoted where needed; the erased client shows as erased, in the business's time zone.
    expect(clients.find((line) => line.includes('HYPERLINK'))).toMatch(
      /;"'=HYPERLINK\(""http:\/\/x.example"",""clique""\)";;;"Prefere, ""sempre"", à tarde";;[\d-]+ [\d:]+;$/,
    );
    expect(clients.find((line) => line.includes('Cliente removido'))).toMatch(
      /;Cliente removido;;;;;[\d-]+ [\d:]+;2026-02-20 12:30$/,
    );

    const appointments = csvLines(files['appointments.csv']!);
    expect(appointments[0]).toBe(
      'ID;Início;Fim;Situação;ID do profissional;Profissional;ID do serviço;Serviço;ID do cliente;Cliente;Preço (BRL);Origem;Observações;Criado em;Cancelado em',
    );
    expect(appointments[1]).toMatch(
      new RegExp(
        `^${salon.appointmentId};2026-03-02 10:00;2026-03-02 10:30;Concluído;${salon.professionalId};Salão da Ana Profissional;${salon.serviceId};Salão da Ana Corte;${salon.clientId};Salão da Ana Cliente;50,00;Equipe;;`,
      ),
    );
    expect(
      csvLines(files['users.csv']!)
        .slice(1)
        .map((line) => line.split(';').slice(1, 3).join(';')),
    ).toEqual(['salao@example.com;Proprietário', 'pro.salao@example.com;Profissional']);
    expect(csvLines(files['professional-breaks.csv']!)[1]).toBe(
      `${salon.professionalId};Salão da Ana Profissional;Almoço;Todos os dias;12:00;13:00`,
    );
    expect(csvLines(files['opening-hours.csv']!)[1]).toBe('Segunda-feira;09:00;18:00');
    expect(csvLines(files['business.csv']!)[1]).toMatch(
      /^Salão da Ana;'\+55 11 4000-0000;;;America\/Sao_Paulo;BRL;Português;Business;Teste grátis;2026-03-08 09:00;;40,00;/,
    );
    expect(files['commission-lines.csv']).toContain(
      `;2026-03;${salon.professionalId};Salão da Ana Profissional;${salon.appointmentId};;Comissão;50,00;40,00;20,00;`,
    );
    expect(csvLines(files['commission-payments.csv']!)[1]).toMatch(
      new RegExp(`^[\\w-]+;2026-03;${salon.professionalId};Salão da Ana Profissional;\\d{4}-\\d\\d-\\d\\d;`),
    );
    // The counter: the comanda, its line (formula-safe), its payment with change, the register, its sangria.
    expect(csvLines(files['comandas.csv']!)[1]).toMatch(
      /^[\w-]+;1;Fechada;;;;31,00;0,00;;0,00;31,00;[\w-]+;2026-03-01 09:00;2026-03-01 09:00;;$/,
    );
    expect(csvLines(files['comanda-lines.csv']!)[1]).toMatch(/;1;1;Produto;'=Pomada;;;;;2;15,50;31,00;0,00$/);
    expect(csvLines(files['comanda-payments.csv']!)[1]).toMatch(/;Dinheiro;31,00;50,00;19,00;;;;;2026-03-01 09:00$/);
    expect(csvLines(files['cash-registers.csv']!)[1]).toMatch(/;2026-03-01 09:00;[^;]+;100,00;;;;;;;;;;;$/);
    expect(csvLines(files['cash-movements.csv']!)[1]).toMatch(
      /;Sangria;20,00;"Sangria; ""banco""";[^;]+;2026-03-01 09:00$/,
    );
    expect(files['README.txt']).toContain('Agendo — dados de Salão da Ana');
    expect(files['README.txt']).toContain('- clients.csv (3 linhas):');
    expect(files['README.txt']).not.toContain('Agendo — data of');
    // Nothing of another business.
    expect(Object.values(files).join('\n')).not.toContain('Outro Negócio');
    expect(Object.values(files).join('\n')).not.toContain(other.owner.businessId);
  });

  it('writes English headings, values and money for an English interface', async () => {
    salon.owner.client.language = 'en-US';
    const files = unzipText((await download(salon.owner.client, '/api/business/export')).bytes);
    salon.owner.client.language = 'pt-BR';
    expect(csvLines(files['clients.csv']!)[0]).toBe(
      'ID,Name,Phone,E-mail,Notes,First visit,Added,Personal data erased',
    );
    expect(csvLines(files['appointments.csv']!)[1]).toContain(',Completed,');
    expect(csvLines(files['appointments.csv']!)[1]).toContain(',50.00,Staff,');
    // The business's own language first, then the interface's.
    expect(files['README.txt']!.indexOf('Agendo — dados de Salão da Ana')).toBe(1);
    expect(files['README.txt']).toContain('Agendo — data of Salão da Ana');
    expect(files['README.txt']).toContain('- clients.csv (3 rows):');
  });

  it('writes the deposits — paid, refunded and kept — with the payment account, the policy and each service’s rule', async () => {
    // Another business of the same server asks 20 % of its 'Corte' (R$ 50,00): R$ 10,00.
    const business = await depositBusiness(t, 'sinal@example.com', { holdMinutes: 30 });
    const { owner, f } = business;
    const { paid, refunded, kept } = await depositsOfEveryKind(t, business, now, (at) => (now = at));
    // Wall-clock times in the business's own time zone.
    await db()
      .updateTable('businesses')
      .set({ time_zone: 'America/Sao_Paulo' })
      .where('id', '=', owner.businessId)
      .execute();
    const files = unzipText((await download(owner.client, '/api/business/export')).bytes);
    const deposits = csvLines(files['deposits.csv']!);
    expect(deposits[0]).toBe(
      'ID;ID do agendamento;ID do cliente;Cliente;Valor (BRL);Forma de pagamento;Situação;Pedido em;Reserva até;Pago em;Encerrado em;Motivo;Devolvido (BRL);Devolução pedida em;Pagamento no provedor;Devolução no provedor',
    );
    expect(deposits).toHaveLength(4);
    const row = (id: string) => deposits.find((line) => line.split(';')[1] === id)!.split(';');
    const clientId = csvLines(files['appointments.csv']!)
      .find((line) => line.startsWith(paid))!
      .split(';')[8];
    const asked = '2026-03-01 09:00;2026-03-01 09:30;2026-03-01 09:00';
    expect(row(paid).slice(2, 14).join(';')).toBe(`${clientId};Cliente 1;10,00;PIX;Pago;${asked};;;;`);
    expect(row(refunded).slice(3, 14).join(';')).toBe(
      `Cliente 2;10,00;PIX;Devolvido;${asked};2026-03-01 09:00;O negócio cancelou;10,00;2026-03-01 09:00`,
    );
    expect(row(refunded).slice(14)).toEqual([expect.stringMatching(/^pi_test_/), expect.stringMatching(/^re_test_/)]);
    expect(row(kept).slice(3, 16).join(';')).toMatch(
      new RegExp(`^Cliente 3;10,00;PIX;Retido;${asked};2026-03-01 11:00;O cliente faltou;;;pi_test_\\w+;$`),
    );
    // The account and the policy in business.csv, each service's rule in services.csv; no secret anywhere.
    expect(csvLines(files['business.csv']!)[1]).toMatch(
      /;Pagamentos de teste acct_test_\w+;Sim;24;Fica com o sinal;30;$/,
    );
    const services = csvLines(files['services.csv']!);
    expect(services[0]).toMatch(/;Criado em;Sinal \(BRL ou %\)$/);
    expect(services.find((line) => line.includes(f.serviceId))).toMatch(/;20%$/);
    expect(services.find((line) => line.includes(f.longServiceId))).toMatch(/;$/);
    const secrets = await db().selectFrom('deposits').select(['client_secret', 'pix_code']).execute();
    const everything = Object.values(files).join('\n');
    for (const secret of secrets.flatMap((d) => [d.client_secret, d.pix_code]).filter(Boolean))
      expect(everything).not.toContain(secret);
    expect(files['README.txt']).toContain('- deposits.csv (3 linhas):');
    // In English: the words and the money of the interface.
    owner.client.language = 'en-US';
    const english = unzipText((await download(owner.client, '/api/business/export')).bytes);
    expect(csvLines(english['deposits.csv']!)[0]).toMatch(/^ID,Appointment ID,Client ID,Client,Amount \(BRL\),/);
    expect(english['deposits.csv']).toContain(',10.00,PIX,Refunded,');
    expect(english['deposits.csv']).toContain(',The client did not show up,');
    expect(csvLines(english['business.csv']!)[1]).toMatch(/,Yes,24,Keeps the deposit,30,$/);
  });

  it('records each export in the audit log with counts only', async () => {
    const entries = (await listBusinessAudit(db(), salon.owner.businessId)).filter(
      (entry) => entry.action === 'export_business',
    );
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(entries[0]).toMatchObject({ userId: salon.owner.userId, targetId: salon.owner.businessId });
    expect(entries[0]!.details).toMatchObject({ files: 27, 'clients.csv': 3, 'appointments.csv': 1, 'users.csv': 2 });
    expect(JSON.stringify(entries[0]!.details)).not.toMatch(/Salão|example\.com|Cliente/);
  });

  it("is the owner's alone, and still theirs once the trial has ended", async () => {
    const professional = await download(salon.professional, '/api/business/export');
    expect(professional.status).toBe(403);
    now = new Date('2026-03-20T12:00:00Z');
    expect((await salon.owner.client.get('/api/subscription')).body.trial_expired).toBe(true);
    const response = await download(salon.owner.client, '/api/business/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('agendo-salao-da-ana-2026-03-20.zip');
  });

  it('reads the large tables a page at a time, each row once, in order', async () => {
    const repository = createBusinessExportRepository(db(), 2);
    const pages: string[][] = [];
    for await (const page of repository.clients(salon.owner.businessId))
      pages.push(page.map((client) => client.fullName));
    expect(pages.map((page) => page.length)).toEqual([2, 1]);
    expect(pages.flat()).toEqual(
      ['Cliente removido', 'Salão da Ana Cliente', '=HYPERLINK("http://x.example","clique")'].sort((a, b) =>
        fold(a) < fold(b) ? -1 : 1,
      ),
    );
    const appointments: string[] = [];
    for await (const page of repository.appointments(salon.owner.businessId))
      appointments.push(...page.map((a) => a.id));
    expect(appointments).toEqual([salon.appointmentId]);
  });

  it('names the file after the business', () => {
    expect(fileSlug('Salão da Ana & Cia.')).toBe('salao-da-ana-cia');
    expect(fileSlug('  Ótica — 2000  ')).toBe('otica-2000');
    expect(fileSlug('日本')).toBe('');
  });
});

/** The clients' order: the folded name, byte-wise. */
function fold(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
