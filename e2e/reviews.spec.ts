// Over 300 lines: one journey with its words in both languages (the en-US phone test uses them), and the markup check that walks every page showing a comment.
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { APP_URL, DEMO_PASSWORD, DEMO_PROFESSIONAL } from './support/env.ts';
import { axeViolations } from './support/axe.ts';
import {
  expect,
  prepareOnlineBusiness,
  test,
  toast,
  uniqueEmail,
  signUpThroughApi,
  type OpenTab,
} from './support/fixtures.ts';

// Reviews (docs/reviews.md): the owner completes a visit; the customer opens the
// link the local mailbox kept and rates it; the owner sees the review on /avaliacoes and replies;
// the booking page shows the rating once five reviews exist — in pt-BR at 1280 px, with axe on the
// public pages and /avaliacoes. What en-US and a phone change on the public pages (the rating's
// number, the folded latest reviews) has a short test of its own; screens.spec.ts checks the pages
// at 375 px in both languages. A comment full of markup shows as text
// on every page that shows it and never runs.
//
// Every test signs up its own owner and business. The other reviews are written through the API.

const TIME_ZONE = 'America/Sao_Paulo';
const UTC_OFFSET = '-03:00';

const TEXTS = {
  'pt-BR': {
    complete: 'Concluir',
    notReviewed: 'Ainda não avaliado',
    reviewed: 'Avaliado pelo cliente',
    greeting: (name: string) => `Como foi seu atendimento, ${name}?`,
    fiveStars: '5 estrelas: excelente',
    comment: 'Comentário',
    send: 'Enviar avaliação',
    thanks: 'Obrigado pela avaliação!',
    google: 'Avaliar no Google',
    reply: /^Responder/,
    replyLabel: 'Sua resposta pública',
    publish: 'Publicar resposta',
    replySaved: 'Resposta publicada',
    replyFrom: (business: string) => `Resposta de ${business}`,
    publicReply: 'Resposta do estabelecimento',
    average: (value: string) => value.replace('.', ','),
    reviews: (count: number) => `${count} avaliações`,
    seeAll: 'Ver todas as avaliações',
  },
  'en-US': {
    complete: 'Complete',
    notReviewed: 'Not reviewed yet',
    reviewed: 'Reviewed by the client',
    greeting: (name: string) => `How was your visit, ${name}?`,
    fiveStars: '5 stars: excellent',
    comment: 'Comment',
    send: 'Send review',
    thanks: 'Thank you for your review!',
    google: 'Review on Google',
    reply: /^Reply/,
    replyLabel: 'Your public reply',
    publish: 'Publish reply',
    replySaved: 'Reply published',
    replyFrom: (business: string) => `Reply from ${business}`,
    publicReply: 'Reply from the business',
    average: (value: string) => value,
    reviews: (count: number) => `${count} reviews`,
    seeAll: 'See all reviews',
  },
} as const;
type Language = keyof typeof TEXTS;

const DESKTOP = { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } };
const PHONE = { name: 'phone', options: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } };
type Device = typeof DESKTOP | typeof PHONE;
/** The journey's form: pt-BR at 1280 px. */
const MAIN = { device: DESKTOP as Device, language: 'pt-BR' as Language };

// A journey through three people's browsers with four axe passes, on a busy two-core machine.
test.describe.configure({ timeout: 150_000 });

/** Yesterday on the business's clock: the visits have happened (completing one ahead asks first). */
function yesterday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(Date.now() - 24 * 60 * 60 * 1000));
}

function instant(day: string, time: string): string {
  return new Date(`${day}T${time}:00${UTC_OFFSET}`).toISOString();
}

async function api<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'patch' | 'put',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](`${APP_URL}${path}`, {
    data,
    headers: { origin: APP_URL, 'accept-language': 'pt-BR' },
  });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

interface Business {
  id: string;
  name: string;
  serviceId: string;
  professionalId: string;
  day: string;
}

/**
 * The signed-in owner's business (of `request`) taking online bookings and asking for reviews at
 * once after a visit (no delay), with a Google review page.
 */
async function prepareBusiness(request: APIRequestContext, name: string): Promise<Business> {
  const { businessId, serviceId } = await prepareOnlineBusiness(request, {
    name,
    welcomeMessage: 'Bem-vindo!',
    service: { name: 'Corte', durationMinutes: 30, priceCents: 5000 },
    professional: 'Paula Reis',
  });
  await api(request, 'patch', '/api/reviews/settings', {
    enabled: true,
    delayHours: 0,
    googleReviewUrl: 'https://g.page/r/agendo-e2e/review',
  });
  const professionals = await api<{ items: { id: string }[] }>(request, 'get', '/api/professionals');
  return { id: businessId, name, serviceId, professionalId: professionals.items[0]!.id, day: yesterday() };
}

/** A visit yesterday at `time` of a new client (with an e-mail address, the review e-mail goes to it). */
async function bookVisit(
  request: APIRequestContext,
  business: Business,
  client: { fullName: string; email?: string },
  time: string,
): Promise<{ appointmentId: string; clientId: string }> {
  const { id: clientId } = await api<{ id: string }>(request, 'post', '/api/clients', client);
  const appointment = await api<{ id: string }>(request, 'post', '/api/appointments', {
    professionalId: business.professionalId,
    serviceId: business.serviceId,
    clientId,
    startsAt: instant(business.day, time),
    allowOutsideWorkingHours: true,
  });
  return { appointmentId: appointment.id, clientId };
}

/** A review written through the API, as a customer's page would: complete the visit, then PUT through its link. */
async function reviewThroughApi(
  request: APIRequestContext,
  business: Business,
  name: string,
  time: string,
  review: { rating: number; comment?: string },
): Promise<string> {
  const { appointmentId } = await bookVisit(request, business, { fullName: name }, time);
  const completed = await api<{ reviewLink: { url: string } | null }>(
    request,
    'patch',
    `/api/appointments/${appointmentId}/status`,
    { status: 'completed' },
  );
  const token = new URL(completed.reviewLink!.url).pathname.split('/').pop()!;
  await api(request, 'put', `/api/public/reviews/${token}`, review);
  return token;
}

/** The personal review link the local mailbox kept for `email` (the e-mail goes within a few seconds). */
async function reviewLinkFromMailbox(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mailbox = await api<{ items: { to: string; text: string }[] }>(request, 'get', '/api/mailbox');
        const message = mailbox.items.find(
          (item) => item.to.includes(email) && /\/avaliar\/[\w-]{20,64}/.test(item.text),
        );
        link = message?.text.match(/https?:\/\/\S+\/avaliar\/[\w-]{20,64}/)?.[0];
        return link;
      },
      { timeout: 30_000, message: `a review e-mail to ${email} in the local mailbox` },
    )
    .toBeTruthy();
  return link!;
}

/** A person's tab of that size and language, in the business's time zone. */
async function newTab(
  openTab: OpenTab,
  device: Device,
  language: Language,
): Promise<{ context: BrowserContext; page: Page }> {
  const tab = await openTab({ ...device.options, locale: language, timezoneId: TIME_ZONE });
  await tab.context.addInitScript((value) => window.localStorage.setItem('language', value), language);
  return tab;
}

function appointmentCard(page: Page, id: string): Locator {
  return page.locator(`[data-testid="appointment-card"][data-appointment-id="${id}"]`);
}

test('a customer reviews a completed visit from the e-mail, the owner replies, the booking page shows the rating', async ({
  openTab,
}) => {
  const { device, language } = MAIN;
  const texts = TEXTS[language];
  const { context: ownerContext, page: owner } = await newTab(openTab, device, language);
  await signUpThroughApi(owner.request, uniqueEmail('avaliar'));
  const business = await prepareBusiness(owner.request, `Salão Avaliações ${device.name} ${language}`);
  const customerEmail = uniqueEmail('cliente');
  const { appointmentId: visit } = await bookVisit(
    owner.request,
    business,
    { fullName: 'Renata Cliente', email: customerEmail },
    '09:00',
  );

  // --- The owner completes the visit on the schedule; its panel shows the review link.
  await owner.goto(`/agenda?view=day&date=${business.day}`);
  await appointmentCard(owner, visit).click();
  const panel = owner.getByTestId('appointment-panel');
  await panel.getByRole('button', { name: texts.complete, exact: true }).click();
  await expect(panel.getByTestId('panel-review-state')).toHaveAttribute('data-reviewed', 'false');
  await expect(panel.getByTestId('panel-review-state')).toContainText(texts.notReviewed);
  const panelLink = await panel.getByTestId('panel-review-url').inputValue();
  expect(panelLink).toMatch(/\/avaliar\/[\w-]{20,64}$/);

  // --- The customer opens the link from the e-mail (the same link) on their own device.
  const link = await reviewLinkFromMailbox(owner.request, customerEmail);
  expect(link).toBe(panelLink);
  const { context: customerContext, page: customer } = await newTab(openTab, device, language);
  await customer.goto(link);
  await expect(customer.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  await expect(customer.getByRole('heading', { name: texts.greeting('Renata') })).toBeVisible();
  await expect(customer.getByText('Paula Reis').first()).toBeVisible();
  expect(await axeViolations(customer, { only: 'serious' })).toEqual([]);

  const comment = `Atendimento excelente (${device.name}, ${language})!`;
  await customer.locator('label', { has: customer.getByRole('radio', { name: texts.fiveStars }) }).click();
  await expect(customer.getByRole('radio', { name: texts.fiveStars })).toBeChecked();
  await customer.getByLabel(texts.comment).fill(comment);
  await customer.getByRole('button', { name: texts.send }).click();
  await expect(customer.getByRole('heading', { name: texts.thanks })).toBeVisible();
  await expect(customer.getByTestId('own-review')).toContainText(comment);
  // The Google page is offered (to every reviewer alike).
  await expect(customer.getByRole('link', { name: texts.google })).toHaveAttribute(
    'href',
    'https://g.page/r/agendo-e2e/review',
  );
  expect(await axeViolations(customer, { only: 'serious' })).toEqual([]);

  // --- The panel says it was reviewed.
  await owner.reload();
  await appointmentCard(owner, visit).click();
  await expect(owner.getByTestId('panel-review-state')).toHaveAttribute('data-reviewed', 'true');
  await expect(owner.getByTestId('panel-review-state')).toContainText(texts.reviewed);

  // --- The owner sees it on /avaliacoes and replies.
  await owner.goto('/avaliacoes');
  const item = owner.getByTestId('review-item').filter({ hasText: comment });
  await expect(item).toBeVisible();
  await expect(owner.getByTestId('review-figure-average-value')).toHaveText(texts.average('5.0'));
  expect(await axeViolations(owner, { only: 'serious' })).toEqual([]);
  await item.getByRole('button', { name: texts.reply }).click();
  const reply = `Obrigada, Renata! (${language})`;
  await item.getByLabel(texts.replyLabel).fill(reply);
  await item.getByRole('button', { name: texts.publish }).click();
  await expect(toast(owner, texts.replySaved)).toBeVisible();
  await expect(item.getByTestId('review-reply')).toContainText(reply);
  await expect(item.getByTestId('review-reply')).toContainText(texts.replyFrom(business.name));
  await expect(owner.getByTestId('review-figure-response-rate-value')).toHaveText('100%');

  // --- The booking page shows the rating only once five reviews exist.
  await reviewThroughApi(owner.request, business, 'Bruno Alves', '10:00', { rating: 4, comment: 'Bom.' });
  await reviewThroughApi(owner.request, business, 'Carla Dias', '11:00', { rating: 5 });
  await reviewThroughApi(owner.request, business, 'Davi Ramos', '12:00', { rating: 3, comment: 'Demorou um pouco.' });
  await customer.goto(`/agendar/${business.id}`);
  await expect(customer.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  await expect(customer.getByTestId('booking-rating')).toHaveCount(0);
  await reviewThroughApi(owner.request, business, 'Elisa Prado', '13:00', { rating: 5, comment: 'Perfeito.' });
  await customer.reload();
  const rating = customer.getByTestId('booking-rating');
  await expect(rating).toBeVisible();
  await expect(rating).toContainText(texts.average('4.4'));
  await expect(rating).toContainText(texts.reviews(5));
  // The three latest, with their replies (open on a wide screen; folded on a phone: see the phone test below).
  const latest = customer.getByTestId('booking-latest-reviews');
  await expect(latest.getByTestId('public-review')).toHaveCount(3);
  await expect(latest.getByTestId('public-review').first()).toBeVisible();
  await expect(latest).toContainText('Perfeito.');
  await expect(latest.getByRole('link', { name: texts.seeAll })).toHaveAttribute('href', `/avaliar/b/${business.id}`);
  expect(await axeViolations(customer, { only: 'serious' })).toEqual([]);

  // --- The business's review page: the rating, the reviews and the reply.
  await customer.goto(`/avaliar/b/${business.id}`);
  await expect(customer.getByTestId('rating-average')).toContainText(texts.average('4.4'));
  const mine = customer.getByTestId('public-review').filter({ hasText: comment });
  await expect(mine).toContainText('Renata C.');
  await expect(mine.getByTestId('public-review-reply')).toContainText(reply);
  await expect(mine.getByTestId('public-review-reply')).toContainText(texts.publicReply);
  expect(await axeViolations(customer, { only: 'serious' })).toEqual([]);

  await customerContext.close();
  await ownerContext.close();
});

test('a comment and a reply full of markup show as text on every page and never run', async ({ page, openTab }) => {
  const payload = `<script>window.__pwned = 1; alert('xss')</script><img src=x onerror="window.__pwned = 1; alert(1)"> <b>negrito</b> <a href="javascript:alert(2)">link</a> https://example.com`;
  const replyPayload = `<svg onload="window.__pwned = 1; alert(3)"></svg><i>obrigado</i>`;
  const dialogs: string[] = [];
  await signUpThroughApi(page.request, uniqueEmail('marcacao'));
  const business = await prepareBusiness(page.request, 'Salão Marcação');
  for (const [index, name] of ['Ana Lima', 'Beto Sá', 'Caio Luz', 'Duda Paz'].entries()) {
    await reviewThroughApi(page.request, business, name, `${String(9 + index).padStart(2, '0')}:00`, { rating: 5 });
  }
  const token = await reviewThroughApi(page.request, business, 'Xavier Teste', '14:00', {
    rating: 1,
    comment: payload,
  });
  const reviews = await api<{ items: { id: string; comment: string | null }[] }>(page.request, 'get', '/api/reviews');
  const stored = reviews.items.find((review) => review.comment === payload);
  expect(stored, 'the comment is stored as written').toBeDefined();
  await api(page.request, 'put', `/api/reviews/${stored!.id}/reply`, { text: replyPayload });

  const expectShownAsText = async (target: Page, where: Locator) => {
    await expect(where.getByText(payload, { exact: true })).toBeVisible();
    await expect(where.getByText(replyPayload, { exact: true })).toBeVisible();
    expect(await target.locator('img[src="x"], svg[onload], a[href^="javascript:"]').count()).toBe(0);
    expect(await target.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  };

  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/avaliacoes');
  await expectShownAsText(page, page.getByTestId('review-item').filter({ hasText: 'Xavier Teste' }));

  const { context: visitorContext, page: visitor } = await openTab({ locale: 'pt-BR' });
  visitor.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await visitor.goto(`/avaliar/b/${business.id}`);
  await expectShownAsText(visitor, visitor.getByTestId('public-review').filter({ hasText: 'Xavier T.' }));
  await visitor.goto(`/agendar/${business.id}`);
  await expectShownAsText(visitor, visitor.getByTestId('booking-latest-reviews'));
  // The customer's own page shows it back as text too, in the field they may still change it in.
  await visitor.goto(`/avaliar/${token}`);
  await expect(visitor.getByLabel('Comentário')).toHaveValue(payload);
  expect(await visitor.locator('img[src="x"]').count()).toBe(0);

  expect(dialogs).toEqual([]);
  await visitorContext.close();
});

test('the business page answers "send me my link" with the same words whatever the e-mail', async ({
  page,
  openTab,
}) => {
  await signUpThroughApi(page.request, uniqueEmail('pedido'));
  const business = await prepareBusiness(page.request, 'Salão Pedido');
  // The client had no e-mail when the visit was completed, so only their own request sends one.
  const customerEmail = uniqueEmail('visitou');
  const visit = await bookVisit(page.request, business, { fullName: 'Olga Visitante' }, '09:00');
  await api(page.request, 'patch', `/api/appointments/${visit.appointmentId}/status`, { status: 'completed' });
  await api(page.request, 'patch', `/api/clients/${visit.clientId}`, { email: customerEmail });

  const { context, page: visitor } = await openTab({
    locale: 'en-US',
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  await visitor.goto(`/avaliar/b/${business.id}`);
  const form = visitor.getByTestId('ask-review-link');
  await form.getByRole('button', { name: 'Get my link' }).click();
  await expect(form.getByRole('alert')).toHaveText('Enter your e-mail.');

  const answerFor = async (email: string) => {
    await form.getByLabel('Your e-mail').fill(email);
    await form.getByRole('button', { name: 'Get my link' }).click();
    const done = form.getByRole('status');
    await expect(done).toBeVisible();
    const text = await done.innerText();
    await form.getByRole('button', { name: 'Use another e-mail' }).click();
    return text;
  };
  const forNobody = await answerFor(uniqueEmail('ninguem'));
  const forTheCustomer = await answerFor(customerEmail);
  expect(forTheCustomer).toBe(forNobody);
  expect(await reviewLinkFromMailbox(page.request, customerEmail)).toMatch(/\/avaliar\/[\w-]{20,64}$/);
  expect(await axeViolations(visitor, { only: 'serious' })).toEqual([]);
  await context.close();
});

test('a professional reads the reviews of their own appointments, without the owner’s actions', async ({ page }) => {
  const signIn = await page.request.post(`${APP_URL}/api/auth/sign-in/email`, {
    data: { email: DEMO_PROFESSIONAL, password: DEMO_PASSWORD },
    headers: { origin: APP_URL },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  await page.goto('/avaliacoes');
  await expect(page.getByRole('heading', { level: 1, name: 'Avaliações' })).toBeVisible();
  await expect(page.getByTestId('review-figures')).toBeVisible();
  await expect(page.getByTestId('reviews-link')).toHaveCount(0);
  await expect(page.getByTestId('review-settings')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Responder/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Ocultar/ })).toHaveCount(0);
  await expect(page.getByLabel('Profissional', { exact: true })).toHaveCount(0);
});

test('the owner shares the public review link and sets when and how reviews are asked for', async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail('ajustes'));
  const me = await api<{ profile: { businessId: string } }>(page.request, 'get', '/api/me');
  await page.goto('/avaliacoes');

  const link = page.getByTestId('reviews-link');
  await expect(link.getByTestId('reviews-public-url')).toHaveValue(`${APP_URL}/avaliar/b/${me.profile.businessId}`);
  await expect(link.getByTestId('reviews-qr-code')).toBeVisible();
  await expect(link.getByRole('link', { name: 'Compartilhar no WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=.*avaliar%2Fb%2F/,
  );
  await expect(page.getByText('Nenhuma avaliação ainda')).toBeVisible();

  const settings = page.getByTestId('review-settings');
  await settings.getByLabel('Quando enviar o pedido').selectOption({ label: 'Logo após concluir o atendimento' });
  await settings.getByLabel('Página de avaliações no Google').fill('http://exemplo.com/avaliar');
  await settings.getByRole('button', { name: 'Salvar' }).click();
  await expect(settings.getByText('Informe um endereço completo que comece com https://')).toBeVisible();
  await settings.getByLabel('Página de avaliações no Google').fill('https://g.page/r/meu-salao/review');
  await settings.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Configurações salvas')).toBeVisible();
  await settings.getByRole('switch', { name: 'Pedir avaliações aos clientes' }).click();
  await expect(toast(page, 'Pedidos de avaliação desativados')).toBeVisible();

  expect(await api(page.request, 'get', '/api/reviews/settings')).toMatchObject({
    enabled: false,
    delayHours: 0,
    googleReviewUrl: 'https://g.page/r/meu-salao/review',
  });
  await page.reload();
  await expect(page.getByTestId('review-settings').getByLabel('Página de avaliações no Google')).toHaveValue(
    'https://g.page/r/meu-salao/review',
  );
});

test('en-US on a phone: the public pages write the rating the en-US way and fold the latest reviews', async ({
  page,
  openTab,
}) => {
  const texts = TEXTS['en-US'];
  await signUpThroughApi(page.request, uniqueEmail('avaliar'));
  const business = await prepareBusiness(page.request, 'Salão Avaliações en-US');
  const token = await reviewThroughApi(page.request, business, 'Renata Cliente', '09:00', {
    rating: 5,
    comment: 'Excellent visit!',
  });
  await reviewThroughApi(page.request, business, 'Bruno Alves', '10:00', { rating: 4, comment: 'Bom.' });
  await reviewThroughApi(page.request, business, 'Carla Dias', '11:00', { rating: 5 });
  await reviewThroughApi(page.request, business, 'Davi Ramos', '12:00', { rating: 3, comment: 'Demorou um pouco.' });
  await reviewThroughApi(page.request, business, 'Elisa Prado', '13:00', { rating: 5, comment: 'Perfeito.' });
  const reviews = await api<{ items: { id: string; comment: string | null }[] }>(page.request, 'get', '/api/reviews');
  const renatas = reviews.items.find((review) => review.comment === 'Excellent visit!');
  await api(page.request, 'put', `/api/reviews/${renatas!.id}/reply`, { text: 'Thank you, Renata!' });

  const { context, page: customer } = await newTab(openTab, PHONE, 'en-US');
  await customer.goto(`/agendar/${business.id}`);
  const rating = customer.getByTestId('booking-rating');
  await expect(rating).toContainText(texts.average('4.4'));
  await expect(rating).toContainText(texts.reviews(5));
  // On a phone the latest reviews come folded: one tap opens them.
  const latest = customer.getByTestId('booking-latest-reviews');
  await expect(latest.getByTestId('public-review').first()).toBeHidden();
  await latest.locator('summary').click();
  await expect(latest.getByTestId('public-review')).toHaveCount(3);
  await expect(latest.getByTestId('public-review').first()).toBeVisible();
  await expect(latest.getByRole('link', { name: texts.seeAll })).toHaveAttribute('href', `/avaliar/b/${business.id}`);
  expect(await axeViolations(customer, { only: 'serious' })).toEqual([]);

  await customer.goto(`/avaliar/b/${business.id}`);
  await expect(customer.getByTestId('rating-average')).toContainText(texts.average('4.4'));
  const renata = customer.getByTestId('public-review').filter({ hasText: 'Excellent visit!' });
  await expect(renata.getByTestId('public-review-reply')).toContainText(texts.publicReply);

  // The customer's own link: the greeting and the form in English, with what they wrote.
  await customer.goto(`/avaliar/${token}`);
  await expect(customer.getByRole('heading', { name: texts.greeting('Renata') })).toBeVisible();
  await expect(customer.getByLabel(texts.comment)).toHaveValue('Excellent visit!');
  expect(await axeViolations(customer, { only: 'serious' })).toEqual([]);
  await context.close();
});
