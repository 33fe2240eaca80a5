import type { APIRequestContext } from '@playwright/test';
import { APP_URL } from './support/env.ts';
import { expect, prepareOnlineBusiness, signUpThroughApi, test, uniqueEmail } from './support/fixtures.ts';

// The waitlist (docs/booking.md): on phones, a customer in Portuguese and one in English each find the
// only time taken and join the waitlist, the second also on WhatsApp; the owner cancels the appointment;
// the offer arrives by e-mail and on the test WhatsApp; the second customer claims it from WhatsApp's
// link, and the first is told, in Portuguese, that it is gone; the owner sees the list.

const headers = { origin: APP_URL, 'accept-language': 'pt-BR' };
const ZONE = 'America/Sao_Paulo';

function daysAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + days * 86_400_000));
}

async function call<T>(request: APIRequestContext, method: 'get' | 'post' | 'patch', path: string, data?: unknown) {
  const response = await request[method](`${APP_URL}${path}`, { headers, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The claim link the local mailbox kept for `email` (the offer goes within a second of the cancellation). */
async function offerLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mailbox = await call<{ items: { to: string; text: string }[] }>(request, 'get', '/api/mailbox');
        link = mailbox.items
          .filter((item) => item.to.includes(email))
          .map((item) => item.text.match(/https?:\/\/\S+\/agendar\/[\w-]+\/oferta\/[\w-]{20,64}/)?.[0])
          .find(Boolean);
        return link;
      },
      { timeout: 30_000, message: `a waitlist offer to ${email} in the local mailbox` },
    )
    .toBeTruthy();
  return link!;
}

/** The claim link of the WhatsApp offer the test WhatsApp kept for `phone` (E.164). */
async function whatsAppOfferLink(request: APIRequestContext, phone: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const kept = await call<{ conversations: { phone: string; messages: { body: string }[] }[] }>(
          request,
          'get',
          '/api/whatsapp-teste/messages',
        );
        link = kept.conversations
          .find((conversation) => conversation.phone === phone)
          ?.messages.map((m) => m.body.match(/https?:\/\/\S+\/agendar\/[\w-]+\/oferta\/[\w-]{20,64}/)?.[0])
          .find(Boolean);
        return link;
      },
      { timeout: 30_000, message: `a waitlist offer to ${phone} on the test WhatsApp` },
    )
    .toBeTruthy();
  return link!;
}

test('two customers join the waitlist on phones, one claims the opened time from WhatsApp, the other is told it is gone', async ({
  openTab,
}) => {
  test.setTimeout(90_000);
  const { context: ownerContext, page: owner } = await openTab({ viewport: { width: 1280, height: 800 } });
  await signUpThroughApi(owner.request, uniqueEmail('espera'));
  const { businessId, serviceId } = await prepareOnlineBusiness(owner.request, {
    name: 'Salão Lista de Espera',
    welcomeMessage: 'Olá! Escolha seu horário.',
    service: { name: 'Corte Espera', durationMinutes: 30, priceCents: 5000 },
    professional: 'Paula Espera',
  });
  // One time in the whole window: 10:00 three days ahead, the professional's only half hour.
  const day = daysAhead(3);
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const [professional] = (await call<{ items: { id: string }[] }>(owner.request, 'get', '/api/professionals')).items;
  await call(owner.request, 'patch', `/api/professionals/${professional!.id}`, {
    workingHours: [{ weekday, start: '10:00', end: '10:30' }],
  });
  await call(owner.request, 'patch', '/api/online-booking/settings', { windowDays: 6 });
  const { slots } = await call<{ slots: { startsAt: string; professionalId: string }[] }>(
    owner.request,
    'get',
    `/api/public/businesses/${businessId}/slots?serviceId=${serviceId}&from=${daysAhead(0)}&to=${daysAhead(6)}`,
  );
  expect(slots).toHaveLength(1);
  // Someone books it.
  const taken = await call<{ id: string }>(owner.request, 'post', `/api/public/businesses/${businessId}/bookings`, {
    serviceId,
    professionalId: slots[0]!.professionalId,
    startsAt: slots[0]!.startsAt,
    client: { fullName: 'Primeira Cliente', phone: '11 98888-0001' },
  });

  // On a phone, the day is full: the customer joins the waitlist.
  const { context: phone, page: customer } = await openTab({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  await customer.goto(`/agendar/${businessId}`);
  await customer.getByRole('button', { name: /Corte Espera/ }).click();
  await customer.getByRole('button', { name: /Paula Espera/ }).click();
  await expect(customer.getByText('Nenhum horário livre', { exact: true })).toBeVisible();
  await customer.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  const form = customer.getByTestId('waitlist-form');
  await expect(form.getByLabel('De', { exact: true })).toHaveValue(daysAhead(0));
  await expect(form.getByLabel('Até', { exact: true })).toHaveValue(daysAhead(6));
  await form.getByLabel('Nome completo').fill('Bruna Espera');
  await form.getByLabel(/Telefone/).fill('11 98888-0002');
  // The e-mail is what the offers come by: asked for.
  await form.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  await expect(form.getByText('Informe seu e-mail para receber os avisos.')).toBeVisible();
  const bruna = uniqueEmail('bruna');
  await form.getByLabel('E-mail').fill(bruna);
  await form.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  await expect(customer.getByText('Você está na lista de espera')).toBeVisible();
  await expect(customer.getByTestId('waitlist-joined')).toContainText(bruna);

  // A second customer, in English on another phone, waits for the same and takes WhatsApp messages.
  const { context: englishPhone, page: english } = await openTab({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  await englishPhone.addInitScript(() => window.localStorage.setItem('language', 'en-US'));
  await english.goto(`/agendar/${businessId}`);
  await english.getByRole('button', { name: /Corte Espera/ }).click();
  await english.getByRole('button', { name: /Paula Espera/ }).click();
  await expect(english.getByText('No free times', { exact: true })).toBeVisible();
  await english.getByRole('button', { name: 'Join the waitlist' }).click();
  const englishForm = english.getByTestId('waitlist-form');
  await englishForm.getByLabel('Full name').fill('Carla Espera');
  await englishForm.getByLabel(/Phone/).fill('11 98888-0003');
  const carla = uniqueEmail('carla');
  await englishForm.getByLabel('Email').fill(carla);
  await englishForm.getByLabel(/on WhatsApp/).check();
  await englishForm.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(english.getByText('You are on the waitlist')).toBeVisible();

  // The owner cancels the appointment: the time is offered to both by e-mail, and to Carla on WhatsApp.
  await call(owner.request, 'post', `/api/appointments/${taken.id}/cancel`);
  const brunaLink = await offerLink(owner.request, bruna);
  await offerLink(owner.request, carla);
  const carlaLink = await whatsAppOfferLink(owner.request, '+5511988880003');

  await english.goto(carlaLink);
  await expect(english.getByRole('heading', { name: 'A time opened for you' })).toBeVisible();
  const offer = english.getByTestId('waitlist-offer');
  await expect(offer).toContainText('Corte Espera · Paula Espera');
  await expect(offer).toContainText('10:00 AM');
  await expect(offer).toContainText('R$50.00');
  await expect(offer).toContainText('This link holds until');
  await english.getByRole('button', { name: 'I want this time' }).click();
  await expect(english.getByRole('heading', { name: 'Time booked!' })).toBeVisible();
  await english.getByRole('link', { name: 'See, move or cancel the booking' }).click();
  await expect(english).toHaveURL(new RegExp(`/agendar/${businessId}/reserva/`));
  await expect(english.getByRole('heading', { name: 'Booking details' })).toBeVisible();

  // The first customer's link now says, in Portuguese, that the time is gone; a claim is refused.
  await customer.goto(brunaLink);
  await expect(customer.getByRole('heading', { name: 'Este horário já foi reservado' })).toBeVisible();
  await expect(customer.getByText(/Você continua na lista de espera/)).toBeVisible();
  const token = brunaLink.split('/oferta/')[1]!;
  const refused = await owner.request.post(`${APP_URL}/api/public/waitlist-offers/${token}/claim`, { headers });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('WAITLIST_OFFER_TAKEN');

  // The owner sees who waits and who booked through the list.
  await owner.goto('/lista-de-espera');
  const entries = owner.getByTestId('waitlist-entry');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Bruna Espera');
  await expect(entries.first()).toContainText('Corte Espera · Paula Espera');
  await expect(entries.first()).toContainText('1 horário oferecido');
  await owner.getByRole('radio', { name: 'Agendados' }).click();
  await expect(entries.filter({ hasText: 'Carla Espera' })).toBeVisible();

  await Promise.all([phone.close(), englishPhone.close(), ownerContext.close()]);
});
