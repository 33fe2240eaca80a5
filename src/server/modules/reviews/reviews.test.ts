// Over 300 lines: one suite on one app server per engine; split in two, it would start a second one.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduleFixture } from '../../test/fixtures.ts';
import { countRows, signUpOwner, type Owner } from '../../test/business-fixtures.ts';
import { startTestApp, testEngines, type TestApp } from '../../test/harness.ts';
import { addClient, completeVisit, customer, hoursAgo, outboxOf, tokenOf } from '../../test/review-fixtures.ts';
import { createAppointmentsRepository } from '../appointments/appointments.repository.ts';
import { createOutboxRepository } from '../mail/outbox.repository.ts';

const DAY = 86_400_000;

/**
 * Asking for reviews (docs/reviews.md): completing an appointment asks for exactly one review (e-mail after
 * the business's delay, in the client's language), the link takes one review and edits for 7
 * days, and "send me my link" answers the same to everyone but sends only to a real visit.
 */
describe.each(testEngines())('reviews, from the visit to the link, on %s', (engine) => {
  let t: TestApp;
  let owner: Owner;
  let clock = Date.now();
  let f: Awaited<ReturnType<typeof createScheduleFixture>>;
  let slot = 0;
  const db = () => t.database.handle.db;
  /** A distinct start in the last days, so visits never overlap. */
  const past = () => hoursAgo(48 + slot++, clock);

  beforeAll(async () => {
    t = await startTestApp(engine, { TRUST_PROXY: 'true' }, { now: () => new Date(clock) });
    owner = await signUpOwner(t, 'reviews@example.com');
    f = await createScheduleFixture(db(), owner.businessId, { timeZone: 'America/Sao_Paulo' });
    await owner.client.request('PATCH', '/api/business/settings', { name: 'Studio Reviews' });
  });
  afterAll(() => t?.close());

  it('asks once per visit: one e-mail with the personal link, after the business’s delay, in the client’s language', async () => {
    const clientId = await addClient(db(), owner.businessId, 'Maria da Silva', {
      email: 'maria@example.com',
      phone: '+55 11 98888-1111',
    });
    const visit = await completeVisit(t, owner, {
      professionalId: f.professionalIds[0]!,
      serviceId: f.serviceId,
      clientId,
      startsAt: past(),
    });

    const mails = await outboxOf(db(), 'review_request', 'maria@example.com');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.appointment_id).toBe(visit.appointmentId);
    // The default delay: 2 hours after completion.
    expect(mail.send_after.getTime()).toBe(clock + 2 * 3_600_000);
    expect(mail.subject).toBe('Como foi sua visita a Studio Reviews?');
    expect(mail.text_body).toContain(`${t.baseUrl}/avaliar/${visit.token}`);
    expect(mail.html_body).toContain(`href="${t.baseUrl}/avaliar/${visit.token}"`);
    expect(visit.token).toMatch(/^[\w-]{32}$/);

    // Completing it again (a second tap) changes nothing, and the panel shows the same link.
    const again = await owner.client.request('PATCH', `/api/appointments/${visit.appointmentId}/status`, {
      status: 'completed',
    });
    expect(again.status).toBe(200);
    expect(await outboxOf(db(), 'review_request', 'maria@example.com')).toHaveLength(1);
    expect(await tokenOf(db(), visit.appointmentId)).toBe(visit.token);
    expect(again.body.reviewLink).toMatchObject({ url: `${t.baseUrl}/avaliar/${visit.token}`, reviewed: false });
    const panel = await owner.client.get(`/api/appointments/${visit.appointmentId}`);
    expect(panel.body.reviewLink.url).toBe(`${t.baseUrl}/avaliar/${visit.token}`);
    expect(new Date(panel.body.reviewLink.expiresAt).getTime()).toBe(clock + 30 * DAY);
    const whatsapp = new URL(panel.body.reviewLink.whatsappUrl);
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/5511988881111');
    expect(whatsapp.searchParams.get('text')).toBe(
      `Olá, Maria! Obrigado pela visita a Studio Reviews. Pode nos contar como foi? Sua avaliação leva um minuto: ${t.baseUrl}/avaliar/${visit.token}`,
    );

    // A visit not completed has no link.
    const open = await owner.client.post('/api/appointments', {
      professionalId: f.professionalIds[1],
      serviceId: f.serviceId,
      clientId,
      startsAt: new Date(clock + 5 * DAY).toISOString(),
      allowOutsideWorkingHours: true,
    });
    expect(open.status).toBe(201);
    expect((await owner.client.get(`/api/appointments/${open.body.id}`)).body.reviewLink).toBeUndefined();
  });

  it('does not ask a client again within 90 days, nor without an e-mail or when the business stopped asking; the link is there anyway', async () => {
    const clientId = await addClient(db(), owner.businessId, 'Joana Repetida', { email: 'joana@example.com' });
    await completeVisit(t, owner, {
      professionalId: f.professionalIds[0]!,
      serviceId: f.serviceId,
      clientId,
      startsAt: past(),
    });
    const second = await completeVisit(t, owner, {
      professionalId: f.professionalIds[1]!,
      serviceId: f.serviceId,
      clientId,
      startsAt: past(),
    });
    expect(await outboxOf(db(), 'review_request', 'joana@example.com')).toHaveLength(1);
    expect(second.token).toMatch(/^[\w-]{32}$/);

    const noEmail = await addClient(db(), owner.businessId, 'Sem Email', { phone: '(11) 97777-2222' });
    const phoneOnly = await completeVisit(t, owner, {
      professionalId: f.professionalIds[0]!,
      serviceId: f.serviceId,
      clientId: noEmail,
      startsAt: past(),
    });
    const link = (await owner.client.get(`/api/appointments/${phoneOnly.appointmentId}`)).body.reviewLink;
    expect(link.whatsappUrl).toMatch(/^https:\/\/wa\.me\/5511977772222\?text=/);

    expect((await owner.client.request('PATCH', '/api/reviews/settings', { enabled: false })).status).toBe(200);
    try {
      const quiet = await addClient(db(), owner.businessId, 'Cliente Quieta', { email: 'quieta@example.com' });
      await completeVisit(t, owner, {
        professionalId: f.professionalIds[0]!,
        serviceId: f.serviceId,
        clientId: quiet,
        startsAt: past(),
      });
      expect(await outboxOf(db(), 'review_request', 'quieta@example.com')).toHaveLength(0);
    } finally {
      expect(
        (await owner.client.request('PATCH', '/api/reviews/settings', { enabled: true, delayHours: 0 })).status,
      ).toBe(200);
    }
    // The delay is the business's: now none.
    const english = await addClient(db(), owner.businessId, 'Ann Smith', { email: 'ann@example.com' });
    await db().updateTable('businesses').set({ locale: 'en-US' }).where('id', '=', owner.businessId).execute();
    try {
      await completeVisit(t, owner, {
        professionalId: f.professionalIds[1]!,
        serviceId: f.serviceId,
        clientId: english,
        startsAt: past(),
      });
    } finally {
      await db().updateTable('businesses').set({ locale: 'pt-BR' }).where('id', '=', owner.businessId).execute();
    }
    const [mail] = await outboxOf(db(), 'review_request', 'ann@example.com');
    expect(mail!.send_after.getTime()).toBe(clock);
    expect(mail!.subject).toBe('How was your visit to Studio Reviews?');
    expect((await owner.client.request('PATCH', '/api/reviews/settings', { delayHours: 2 })).status).toBe(200);
  });

  it('keeps a completed visit completed, its e-mail and its link with it: neither the API nor the one writer of appointments takes them back', async () => {
    const clientId = await addClient(db(), owner.businessId, 'Clara Desfeita', { email: 'clara@example.com' });
    const visit = await completeVisit(t, owner, {
      professionalId: f.professionalIds[0]!,
      serviceId: f.serviceId,
      clientId,
      startsAt: past(),
    });
    expect(await outboxOf(db(), 'review_request', 'clara@example.com')).toHaveLength(1);

    // The schedule's rules keep a completed appointment completed (docs/appointment-status.md)…
    const refused = await owner.client.post(`/api/appointments/${visit.appointmentId}/cancel`, {});
    expect([refused.status, refused.body.error.code]).toEqual([409, 'INVALID_STATUS_CHANGE']);
    // …and the repository, asked directly, applies no change they forbid.
    const appointments = createAppointmentsRepository(
      db(),
      createOutboxRepository(db(), { sends: false }),
      () => new Date(),
    );
    await expect(
      appointments.changeStatus(owner.businessId, visit.appointmentId, 'completed', 'cancelled'),
    ).rejects.toThrow('the status rules forbid completed → cancelled');
    await expect(
      appointments.changeStatus(owner.businessId, visit.appointmentId, 'completed', 'scheduled'),
    ).rejects.toThrow('the status rules forbid');
    const [row] = await db()
      .selectFrom('appointments')
      .select('status')
      .where('id', '=', visit.appointmentId)
      .execute();
    expect(row!.status).toBe('completed');
    expect(await outboxOf(db(), 'review_request', 'clara@example.com')).toHaveLength(1);
    expect((await customer(t).get(`/api/public/reviews/${visit.token}`)).status).toBe(200);
  });

  it('takes one review through the link, lets it change for 7 days, and refuses after', async () => {
    const clientId = await addClient(db(), owner.businessId, 'Bia Souza', { email: 'bia@example.com' });
    const visit = await completeVisit(t, owner, {
      professionalId: f.professionalIds[0]!,
      serviceId: f.serviceId,
      clientId,
      startsAt: past(),
    });
    const browser = customer(t);
    const url = `/api/public/reviews/${visit.token}`;

    const form = await browser.get(url);
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({
      business: { id: owner.businessId, name: 'Studio Reviews' },
      serviceName: 'Corte',
      professionalName: 'Profissional 1',
      clientFirstName: 'Bia',
      timeZone: 'America/Sao_Paulo',
      state: 'new',
      review: null,
      googleReviewUrl: null,
    });
    expect(new Date(form.body.openUntil).getTime()).toBe(clock + 30 * DAY);

    const written = await browser.request('PUT', url, { rating: 4, comment: '  Ótimo atendimento!  ' });
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({
      state: 'editable',
      review: { rating: 4, comment: 'Ótimo atendimento!', reply: null },
    });
    expect(new Date(written.body.openUntil).getTime()).toBe(clock + 7 * DAY);
    // The business hears of it.
    const [alert] = await outboxOf(db(), 'review_alert', 'reviews@example.com');
    expect(alert!.subject).toBe('Nova avaliação: 4/5 de Bia Souza');

    const start = clock;
    try {
      clock += 6 * DAY;
      const edited = await browser.request('PUT', url, { rating: 5, comment: null });
      expect(edited.status).toBe(200);
      expect(edited.body.review).toMatchObject({ rating: 5, comment: null });
      expect(await countRows(db(), 'reviews')).toBe(1);
      expect(await outboxOf(db(), 'review_alert', 'reviews@example.com')).toHaveLength(1);
      expect((await owner.client.get(`/api/appointments/${visit.appointmentId}`)).body.reviewLink.reviewed).toBe(true);

      clock += DAY;
      const late = await browser.request('PUT', url, { rating: 1 });
      expect([late.status, late.body.error.code]).toEqual([409, 'REVIEW_EDIT_CLOSED']);
      expect(late.body.error.message).toBe('Esta avaliação só podia ser alterada até 7 dias depois de escrita.');
      expect((await browser.get(url)).body).toMatchObject({ state: 'closed', openUntil: null, review: { rating: 5 } });
    } finally {
      clock = start;
    }
  });

  it('lets a link lapse after 30 days unused', async () => {
    const clientId = await addClient(db(), owner.businessId, 'Lia Tarde', { email: 'lia@example.com' });
    const visit = await completeVisit(t, owner, {
      professionalId: f.professionalIds[1]!,
      serviceId: f.serviceId,
      clientId,
      startsAt: past(),
    });
    clock += 30 * DAY;
    try {
      const browser = customer(t);
      expect((await browser.get(`/api/public/reviews/${visit.token}`)).body).toMatchObject({
        state: 'expired',
        openUntil: null,
        review: null,
      });
      const refused = await browser.request('PUT', `/api/public/reviews/${visit.token}`, { rating: 5 });
      expect([refused.status, refused.body.error.code]).toEqual([409, 'REVIEW_LINK_EXPIRED']);
    } finally {
      clock -= 30 * DAY;
    }
    expect(await countRows(db(), 'reviews')).toBe(1);
  });

  it('answers 404 for a link that is nobody’s, and for an appointment that was not completed', async () => {
    const browser = customer(t);
    for (const token of [randomBytes(24).toString('base64url'), 'x'.repeat(40)]) {
      expect((await browser.get(`/api/public/reviews/${token}`)).status).toBe(404);
      expect((await browser.request('PUT', `/api/public/reviews/${token}`, { rating: 5 })).status).toBe(404);
    }
    // A token on an appointment that is not completed (as if it had been given out before).
    const clientId = await addClient(db(), owner.businessId, 'Nao Concluida');
    const open = await owner.client.post('/api/appointments', {
      professionalId: f.professionalIds[0],
      serviceId: f.serviceId,
      clientId,
      startsAt: new Date(clock + 6 * DAY).toISOString(),
      allowOutsideWorkingHours: true,
    });
    const token = randomBytes(24).toString('base64url');
    await db()
      .insertInto('review_requests')
      .values({
        appointment_id: open.body.id,
        business_id: owner.businessId,
        token,
        opened_at: new Date(clock),
        expires_at: new Date(clock + DAY),
      })
      .execute();
    expect((await browser.get(`/api/public/reviews/${token}`)).status).toBe(404);
    expect((await browser.request('PUT', `/api/public/reviews/${token}`, { rating: 5 })).status).toBe(404);
    expect(await countRows(db(), 'reviews')).toBe(1);
  });

  it('keeps a link to its own business: the review lands there, and another business cannot read, answer or hide it', async () => {
    const other = await signUpOwner(t, 'other-business@example.com');
    const g = await createScheduleFixture(db(), other.businessId);
    const otherClient = await addClient(db(), other.businessId, 'Cliente Outro', { email: 'outro@example.com' });
    const otherVisit = await completeVisit(t, other, {
      professionalId: g.professionalIds[0]!,
      serviceId: g.serviceId,
      clientId: otherClient,
      startsAt: past(),
    });
    expect(
      (await customer(t).request('PUT', `/api/public/reviews/${otherVisit.token}`, { rating: 2, comment: 'Do outro' }))
        .status,
    ).toBe(201);

    const mine = (await owner.client.get('/api/reviews')).body;
    expect(mine.items.map((r: { comment: string }) => r.comment)).not.toContain('Do outro');
    const theirs = (await other.client.get('/api/reviews')).body;
    expect(theirs.items.map((r: { comment: string }) => r.comment)).toEqual(['Do outro']);
    const reviewId = theirs.items[0].id;
    expect((await owner.client.request('PUT', `/api/reviews/${reviewId}/reply`, { text: 'Não é nossa' })).status).toBe(
      404,
    );
    expect(
      (await owner.client.request('PUT', `/api/reviews/${reviewId}/visibility`, { hidden: true, reason: 'x' })).status,
    ).toBe(404);
    expect(
      (await customer(t).get(`/api/public/businesses/${owner.businessId}/reviews`)).body.items.map(
        (r: { comment: string }) => r.comment,
      ),
    ).not.toContain('Do outro');
    expect((await other.client.get('/api/reviews')).body.items[0]).toMatchObject({ reply: null, hidden: null });
  });

  it('sends "my link" only to a recent, completed, unreviewed visit, and answers everyone the same', async () => {
    const business = owner.businessId;
    const ask = (email: string) => customer(t).post(`/api/public/businesses/${business}/review-link`, { email });
    const links = () => outboxOf(db(), 'review_link');

    const match = await addClient(db(), business, 'Paula Pedido', { email: 'Paula.Pedido@Example.com' });
    const visit = await completeVisit(t, owner, {
      professionalId: f.professionalIds[0]!,
      serviceId: f.serviceId,
      clientId: match,
      startsAt: past(),
    });
    // Not a match: a reviewed visit, a visit older than 90 days, one not completed, an unknown address.
    const reviewed = await addClient(db(), business, 'Rita Avaliou', { email: 'rita@example.com' });
    const rita = await completeVisit(t, owner, {
      professionalId: f.professionalIds[1]!,
      serviceId: f.serviceId,
      clientId: reviewed,
      startsAt: past(),
    });
    expect((await customer(t).request('PUT', `/api/public/reviews/${rita.token}`, { rating: 5 })).status).toBe(201);
    const old = await addClient(db(), business, 'Olga Antiga', { email: 'olga@example.com' });
    await completeVisit(t, owner, {
      professionalId: f.professionalIds[0]!,
      serviceId: f.serviceId,
      clientId: old,
      startsAt: new Date(clock - 91 * DAY).toISOString(),
    });
    const pending = await addClient(db(), business, 'Pedro Marcado', { email: 'pedro@example.com' });
    await owner.client.post('/api/appointments', {
      professionalId: f.professionalIds[1],
      serviceId: f.serviceId,
      clientId: pending,
      startsAt: new Date(clock + 8 * DAY).toISOString(),
      allowOutsideWorkingHours: true,
    });

    const answers = [];
    for (const email of ['nobody@example.com', 'rita@example.com', 'olga@example.com', 'pedro@example.com'])
      answers.push(await ask(email));
    expect(await links()).toHaveLength(0);
    const matched = await ask('  paula.pedido@EXAMPLE.com ');
    answers.push(matched);
    for (const answer of answers)
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 202, body: { accepted: true } });

    const sent = await links();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to_address).toBe('Paula.Pedido@Example.com');
    expect(sent[0]!.text_body).toContain(`${t.baseUrl}/avaliar/${visit.token}`);
    // Asking twice the same day sends it once.
    await ask('paula.pedido@example.com');
    expect(await links()).toHaveLength(1);
    expect((await customer(t).get(`/api/public/reviews/${visit.token}`)).body.state).toBe('new');

    // A robot that fills the hidden field, or a business that does not ask, gets the same answer and sends nothing.
    const robot = await customer(t).post(`/api/public/businesses/${business}/review-link`, {
      email: 'paula.pedido@example.com',
      website: 'http://spam',
    });
    expect([robot.status, robot.body]).toEqual([202, { accepted: true }]);
    expect(
      (await customer(t).post(`/api/public/businesses/${randomUUID()}/review-link`, { email: 'a@b.co' })).status,
    ).toBe(404);
  });

  it('limits how often one address may ask for links', async () => {
    const browser = customer(t, '198.51.100.7');
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await browser.post(`/api/public/businesses/${owner.businessId}/review-link`, { email: `n${i}@example.com` }))
          .status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses bad reviews with field errors and writes nothing', async () => {
    const clientId = await addClient(db(), owner.businessId, 'Ana Errada', { email: 'ana-errada@example.com' });
    const visit = await completeVisit(t, owner, {
      professionalId: f.professionalIds[0]!,
      serviceId: f.serviceId,
      clientId,
      startsAt: past(),
    });
    const before = await countRows(db(), 'reviews');
    const browser = customer(t);
    for (const [body, field] of [
      [{ rating: 0 }, 'rating'],
      [{ rating: 6 }, 'rating'],
      [{ rating: 4.5 }, 'rating'],
      [{ rating: '5' }, 'rating'],
      [{}, 'rating'],
      [{ rating: 5, comment: 'x'.repeat(1001) }, 'comment'],
      [{ rating: 5, comment: 42 }, 'comment'],
    ] as const) {
      const response = await browser.request('PUT', `/api/public/reviews/${visit.token}`, body);
      expect([response.status, Object.keys(response.body.error.fields ?? {})], JSON.stringify(body)).toEqual([
        400,
        [field],
      ]);
    }
    expect(
      (await browser.request('PUT', `/api/public/reviews/${visit.token}`, { rating: 5, comment: 'x'.repeat(1000) }))
        .status,
    ).toBe(201);
    expect(await countRows(db(), 'reviews')).toBe(before + 1);
  });
});
