import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signUpThroughApi, test, toast, uniqueEmail } from './support/fixtures.ts';

// A visit of several services on the schedule (docs/booking.md): the front desk books two services
// in one go from the new-appointment form on a phone, sees them as one visit, moves the whole
// visit from a step's panel, and a glance in English on a wide screen at the card and the panel.

const UTC_OFFSET = '-03:00';

function tomorrow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + 24 * 60 * 60 * 1000),
  );
}

function instant(day: string, time: string): string {
  return new Date(`${day}T${time}:00${UTC_OFFSET}`).toISOString();
}

async function post<T>(request: APIRequestContext, path: string, data: unknown, method: 'post' | 'patch' = 'post') {
  const response = await request[method](path, { data, headers: { 'accept-language': 'pt-BR' } });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A new owner whose business is open every day 08:00–20:00, with two services Paula offers and a client. */
async function newBusiness(request: APIRequestContext) {
  await signUpThroughApi(request, uniqueEmail('visita'));
  const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '20:00' }));
  await post(request, '/api/business/settings', { openingHours: week, setupDismissed: true }, 'patch');
  const cut = await post<{ id: string }>(request, '/api/services', {
    name: 'Corte',
    durationMinutes: 30,
    priceCents: 5000,
  });
  const blowDry = await post<{ id: string }>(request, '/api/services', {
    name: 'Escova',
    durationMinutes: 45,
    priceCents: 6000,
  });
  const paula = await post<{ id: string }>(request, '/api/professionals', {
    fullName: 'Paula Reis',
    serviceIds: [cut.id, blowDry.id],
    workingHours: week,
  });
  await post(request, '/api/clients', { fullName: 'João Pereira', phone: '+55 11 91234-5678' });
  return { day: tomorrow(), cut, blowDry, paula };
}

function visitCards(page: Page) {
  return page.locator('[data-testid="appointment-card"][data-visit-id]');
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the front desk books a visit of two services, sees it as one visit and moves it whole', async ({ page }) => {
    test.setTimeout(60_000);
    const business = await newBusiness(page.request);
    await page.goto(`/agenda?view=day&date=${business.day}`);

    // --- Book Corte then Escova from the 09:00 cell: the second starts when the first ends.
    await page.getByRole('button', { name: 'Novo agendamento às 09:00 com Paula Reis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
    await dialog.getByRole('searchbox', { name: 'Buscar cliente' }).fill('joao');
    await dialog.getByRole('button', { name: /João Pereira/ }).click();
    await dialog.getByLabel('Serviço', { exact: true }).selectOption(business.cut.id);
    await dialog.getByRole('button', { name: 'Adicionar serviço' }).click();
    await expect(dialog.getByLabel('Serviço 2', { exact: true })).toBeFocused();
    await dialog.getByLabel('Serviço 2', { exact: true }).selectOption(business.blowDry.id);
    await expect(dialog.getByLabel('Profissional do serviço 2')).toHaveValue(business.paula.id);
    await expect(dialog.getByText('Começa às 09:30, quando o anterior termina')).toBeVisible();
    await expect(dialog.getByTestId('visit-total-duration')).toHaveText('1 h 15 min');
    await expect(dialog.getByTestId('visit-total-price')).toContainText('110,00');
    await dialog.getByRole('button', { name: 'Agendar', exact: true }).click();
    await expect(toast(page, 'Agendamento criado com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // --- Two cards, one visit: each says where it stands in it.
    const cards = visitCards(page);
    await expect(cards).toHaveCount(2);
    const [firstId, secondId] = await cards.evaluateAll((nodes) =>
      nodes.map((node) => (node as HTMLElement).dataset.appointmentId ?? ''),
    );
    await expect(cards.first()).toHaveAttribute('data-visit-id', firstId ?? '');
    await expect(cards.nth(1)).toHaveAttribute('data-visit-id', firstId ?? '');
    await expect(cards.first()).toHaveAttribute(
      'title',
      /^09:00–09:30, João Pereira, Corte, .*, visita, serviço 1 de 2$/,
    );
    await expect(cards.nth(1)).toHaveAttribute('title', /^09:30–10:15, .*, visita, serviço 2 de 2$/);
    await expect(cards.first().getByTestId('visit-marker')).toHaveText('Visita 1/2');

    // --- The first step's panel lists both; moving it asks, and the whole visit moves.
    await cards.first().click();
    const panel = page.getByTestId('appointment-panel');
    await expect(panel.getByTestId('visit-step')).toHaveCount(2);
    await expect(panel.getByTestId('visit-step').nth(1)).toContainText('Escova');
    await panel.getByRole('button', { name: 'Reagendar' }).click();
    await panel.getByLabel('Início').selectOption('10:00');
    await panel.getByRole('button', { name: 'Salvar novo horário' }).click();
    const question = page.getByRole('alertdialog', { name: 'Mover a visita inteira ou só este serviço?' });
    await expect(question).toContainText('Escova');
    await question.getByRole('button', { name: 'Mover a visita inteira' }).click();
    await expect(toast(page, 'Agendamento reagendado com sucesso!')).toBeVisible();
    await expect(panel.getByTestId('visit-step').nth(1)).toContainText('10:30–11:15');
    for (const [id, time] of [
      [firstId, '10:00'],
      [secondId, '10:30'],
    ] as const) {
      const step = await (await page.request.get(`/api/appointments/${id}`)).json();
      expect((step as { startsAt: string }).startsAt).toBe(instant(business.day, time));
    }
    await panel.getByRole('button', { name: 'Fechar' }).click();
    await expect(cards.nth(1)).toHaveAttribute('title', /^10:30–11:15, /);

    // --- In English on a wide screen: the same marks, the panel in English.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => window.localStorage.setItem('language', 'en-US'));
    await page.reload();
    await expect(visitCards(page).first().getByTestId('visit-marker')).toHaveText('Visit 1/2');
    await visitCards(page).nth(1).click();
    await expect(panel.getByRole('heading', { name: 'Services in this visit' })).toBeVisible();
    await expect(panel.getByTestId('visit-step').first()).toContainText('Corte');
    await panel.getByRole('button', { name: 'Cancel appointment' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      "Only this service will be cancelled; the visit's other services stay booked.",
    );
  });
});
