import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCENTED, foldSearchText } from '../../../core/search-text.ts';
import { insertAppointment, signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { startTestApp, bothEngines, type TestApp } from '../../test/harness.ts';

describe.each(bothEngines('search leans on pg_trgm and text folding, extensions each engine carries'))(
  'clients on %s',
  (engine) => {
    let t: TestApp;
    let owner: Owner;
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      t = await startTestApp(engine);
      owner = await signUpOwner(t, 'clients@example.com');
      for (const client of [
        { fullName: 'João Silva', phone: '+55 11 98765-4321', email: 'joao.silva@example.com' },
        { fullName: 'Maria Conceição', phone: '(21) 3333-1234', email: 'MARIA@Example.com', notes: 'Prefere manhãs' },
        { fullName: 'Álvaro Núñez', phone: null, email: null },
        { fullName: 'Bruno Joaquim', phone: '11 4444-5555', email: 'bruno@example.org' },
      ]) {
        const response = await owner.client.post('/api/clients', client);
        expect(response.status).toBe(201);
        ids[client.fullName] = response.body.id;
      }
    });
    afterAll(() => t.close());

    const names = async (search: string) =>
      (await owner.client.get(`/api/clients?search=${encodeURIComponent(search)}`)).body.items.map(
        (c: { fullName: string }) => c.fullName,
      );

    it('creates a client, empty fields as none', async () => {
      const response = await owner.client.post('/api/clients', { fullName: ' Zé ', phone: '', email: '', notes: '' });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ fullName: 'Zé', phone: null, email: null, notes: null });
      ids['Zé'] = response.body.id;
    });

    it('lists in name order, ignoring accents and case', async () => {
      const list = await owner.client.get('/api/clients');
      expect(list.body.total).toBe(5);
      expect(list.body.items.map((c: { fullName: string }) => c.fullName)).toEqual([
        'Álvaro Núñez',
        'Bruno Joaquim',
        'João Silva',
        'Maria Conceição',
        'Zé',
      ]);
    });

    it("finds by name without accents or case: 'joao' finds 'João'", async () => {
      expect(await names('joao')).toEqual(['João Silva']);
      expect(await names('JOÃO')).toEqual(['João Silva']);
      expect(await names('conceicao')).toEqual(['Maria Conceição']);
      expect(await names('alvaro nunez')).toEqual(['Álvaro Núñez']);
      expect(await names('silva joao')).toEqual(['João Silva']);
      expect(await names('joa')).toEqual(['Bruno Joaquim', 'João Silva']);
      expect(await names('nobody')).toEqual([]);
    });

    it('matches the start of the name while the search is one or two letters', async () => {
      expect(await names('jo')).toEqual(['João Silva']);
      expect(await names('J')).toEqual(['João Silva']);
      expect(await names('ze')).toEqual(['Zé']);
      expect(await names('é')).toEqual([]);
      expect(await names('al nu')).toEqual([]);
      expect(await names('_')).toEqual([]);
      expect(await names('nobody')).toEqual([]);
    });

    it('finds by partial phone digits in any format, and by e-mail in any case', async () => {
      expect(await names('9876')).toEqual(['João Silva']);
      expect(await names('98765-4321')).toEqual(['João Silva']);
      expect(await names('(11) 98765')).toEqual(['João Silva']);
      expect(await names('3333')).toEqual(['Maria Conceição']);
      expect(await names('maria@example')).toEqual(['Maria Conceição']);
      expect(await names('EXAMPLE.ORG')).toEqual(['Bruno Joaquim']);
      expect(await names('%')).toEqual([]);
      expect(await names('%%%')).toEqual([]);
    });

    it('pages through search results with the total of all matches', async () => {
      const page = await owner.client.get('/api/clients?search=example&limit=1&offset=1');
      expect(page.body).toMatchObject({ total: 3, items: [{ fullName: 'João Silva' }] });
      const beyond = await owner.client.get('/api/clients?search=example&limit=10&offset=10');
      expect(beyond.body).toEqual({ items: [], total: 3 });
    });

    it('folds every accented letter the way the database does', async () => {
      const letters = [...ACCENTED];
      for (let i = 0; i < letters.length; i += 100) {
        const name = letters.slice(i, i + 100).join('');
        const created = await owner.client.post('/api/clients', { fullName: name });
        const found = await owner.client.get(`/api/clients?search=${encodeURIComponent(foldSearchText(name))}`);
        expect(found.body.items.map((c: { id: string }) => c.id)).toEqual([created.body.id]);
        await owner.client.request('DELETE', `/api/clients/${created.body.id}`);
      }
    });

    it('pages with a total', async () => {
      const page = await owner.client.get('/api/clients?limit=2&offset=1');
      expect(page.body.total).toBe(5);
      expect(page.body.items.map((c: { fullName: string }) => c.fullName)).toEqual(['Bruno Joaquim', 'João Silva']);
    });

    it('changes only the fields sent, and search follows', async () => {
      const updated = await owner.client.request('PATCH', `/api/clients/${ids['Zé']}`, {
        phone: '+55 (11) 90000-1111',
        notes: 'Novo',
      });
      expect(updated.body).toMatchObject({ fullName: 'Zé', phone: '+5511900001111', notes: 'Novo', email: null });
      expect(await names('900001111')).toEqual(['Zé']);
      const cleared = await owner.client.request('PATCH', `/api/clients/${ids['Zé']}`, { phone: null });
      expect(cleared.body.phone).toBeNull();
      expect(await names('900001111')).toEqual([]);
    });

    it('warns about other clients with the same phone digits or e-mail', async () => {
      const duplicates = async (query: string) =>
        (await owner.client.get(`/api/clients/duplicates?${query}`)).body.items;
      const byPhone = await duplicates(`phone=${encodeURIComponent('5511987654321')}`);
      expect(byPhone.map((c: { fullName: string; matchedOn: string[] }) => [c.fullName, c.matchedOn])).toEqual([
        ['João Silva', ['phone']],
      ]);
      const byEmail = await duplicates('email=maria%40example.COM');
      expect(byEmail.map((c: { fullName: string; matchedOn: string[] }) => [c.fullName, c.matchedOn])).toEqual([
        ['Maria Conceição', ['email']],
      ]);
      const both = await duplicates(`phone=${encodeURIComponent('+55 11 98765-4321')}&email=maria%40example.com`);
      expect(both.map((c: { fullName: string }) => c.fullName).sort()).toEqual(['João Silva', 'Maria Conceição']);
      expect(
        await duplicates(`phone=${encodeURIComponent('+55 11 98765-4321')}&excludeId=${ids['João Silva']}`),
      ).toEqual([]);
      expect(await duplicates('phone=9876')).toEqual([]);
      expect(await duplicates('')).toEqual([]);
    });

    it('shows the history newest first and the total of completed appointments', async () => {
      const db = t.database.handle.db;
      const service = await owner.client.post('/api/services', {
        name: 'Corte',
        durationMinutes: 30,
        priceCents: 5000,
      });
      const professional = await owner.client.post('/api/professionals', {
        fullName: 'Ana',
        serviceIds: [service.body.id],
      });
      const base = {
        businessId: owner.businessId,
        professionalId: professional.body.id,
        serviceId: service.body.id,
        clientId: ids['João Silva']!,
      };
      await insertAppointment(db, { ...base, startsAt: '2026-01-10T13:00:00Z', status: 'completed', priceCents: 5000 });
      await insertAppointment(db, { ...base, startsAt: '2026-02-10T13:00:00Z', status: 'completed', priceCents: 5500 });
      await insertAppointment(db, { ...base, startsAt: '2026-03-10T13:00:00Z', status: 'cancelled', priceCents: 5500 });
      await insertAppointment(db, { ...base, startsAt: '2026-04-10T13:00:00Z', status: 'scheduled', priceCents: 5500 });

      const detail = await owner.client.get(`/api/clients/${ids['João Silva']}`);
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({ fullName: 'João Silva', totalSpentCents: 10500, currency: 'BRL' });
      expect(detail.body.appointments.map((a: { startsAt: string; status: string }) => [a.startsAt, a.status])).toEqual(
        [
          ['2026-04-10T13:00:00.000Z', 'scheduled'],
          ['2026-03-10T13:00:00.000Z', 'cancelled'],
          ['2026-02-10T13:00:00.000Z', 'completed'],
          ['2026-01-10T13:00:00.000Z', 'completed'],
        ],
      );
      expect(detail.body.appointments[0]).toMatchObject({
        serviceName: 'Corte',
        professionalName: 'Ana',
        priceCents: 5500,
        endsAt: '2026-04-10T13:30:00.000Z',
      });

      const empty = await owner.client.get(`/api/clients/${ids['Bruno Joaquim']}`);
      expect(empty.body).toMatchObject({ appointments: [], totalSpentCents: 0 });
    });

    it('deletes a client without appointments and keeps one with a history', async () => {
      const refused = await owner.client.request('DELETE', `/api/clients/${ids['João Silva']}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('CLIENT_IN_USE');
      expect(refused.body.error.message).toBe('Este cliente já tem agendamentos e não pode ser excluído.');
      const temporary = await owner.client.post('/api/clients', { fullName: 'Temporário' });
      expect((await owner.client.request('DELETE', `/api/clients/${temporary.body.id}`)).status).toBe(204);
      expect((await owner.client.get(`/api/clients/${temporary.body.id}`)).status).toBe(404);
    });

    it('exports the list as CSV with a BOM, a translated header, quoting and no formulas', async () => {
      await owner.client.post('/api/clients', {
        fullName: '=HYPERLINK("http://evil.example","clique")',
        notes: 'linha 1\nlinha 2, "citação"',
      });
      const response = await fetch(`${t.baseUrl}/api/clients/export.csv`, {
        headers: {
          cookie: [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'accept-language': 'pt-BR',
        },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="clientes.csv"');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
      const lines = text.slice(1).split('\r\n');
      expect(lines[0]).toBe('Nome;Telefone;E-mail;Observações;Criado em');
      expect(lines[1]).toMatch(/^"'=HYPERLINK/);
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""clique"")";;;"linha 1\nlinha 2, ""citação""";`);
      expect(text).toContain("João Silva;'+5511987654321;joao.silva@example.com;;");
      expect(text).toMatch(/Álvaro Núñez;;;;\d{4}-\d\d-\d\d \d\d:\d\d\r\n/);

      const english = await fetch(`${t.baseUrl}/api/clients/export.csv?search=joao`, {
        headers: {
          cookie: [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'accept-language': 'en-US,en;q=0.9',
        },
      });
      const englishText = (await english.text()).replace(/^\uFEFF/, '');
      expect(english.headers.get('content-disposition')).toBe('attachment; filename="clients.csv"');
      expect(englishText.split('\r\n')).toEqual([
        'Name,Phone,E-mail,Notes,Created',
        expect.stringMatching(/^João Silva,'\+5511987654321,joao.silva@example.com,,\d{4}-\d\d-\d\d \d\d:\d\d$/),
        '',
      ]);
    });
  },
);
