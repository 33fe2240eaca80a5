import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, isPhone, signInThroughForm, signUpThroughApi, test, toast, uniqueEmail } from './support/fixtures.ts';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_PROFESSIONAL } from './support/env.ts';

// The schedule (docs/booking.md) in Chromium — create from an empty cell,
// drag to reschedule, confirm, complete, cancel with the confirmation, a no-show, the four views, a change
// from a second browser context within 5 s, and a professional who sees only their own
// appointments. At 1280 px; on a phone, a short test books from a cell and drags with a finger
// (the touch path), and screens.spec.ts checks the four views at 375 px in both languages.
//
// Each test has its own new business, set up through the API, so nothing depends on the demo
// data except the professional's check, which uses the demo professional.

/** The business's (America/Sao_Paulo, no daylight saving time since 2019) clock. */
const TIME_ZONE = 'America/Sao_Paulo';
const UTC_OFFSET = '-03:00';

/** Tomorrow on the business's clock, as YYYY-MM-DD: a day with nothing on it yet. */
function tomorrow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(Date.now() + 24 * 60 * 60 * 1000));
}

function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
}

function instant(day: string, time: string): string {
  return new Date(`${day}T${time}:00${UTC_OFFSET}`).toISOString();
}

interface Schedule {
  day: string;
  professional: { id: string; fullName: string };
  service: { id: string; name: string };
  clients: Record<'joao' | 'maria' | 'carlos', { id: string; fullName: string }>;
}

async function post<T>(
  request: APIRequestContext,
  path: string,
  data: unknown,
  method: 'post' | 'patch' = 'post',
): Promise<T> {
  const response = await request[method](path, { data, headers: { 'accept-language': 'pt-BR' } });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A new owner (signed in on `request`'s context) whose business is open every day 08:00–20:00,
 * with one 30-minute service, one professional who works those hours and offers it, and three
 * clients.
 */
async function newBusinessWithTeam(request: APIRequestContext): Promise<Schedule> {
  await signUpThroughApi(request, uniqueEmail());
  const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '20:00' }));
  await post(request, '/api/business/settings', { openingHours: week, setupDismissed: true }, 'patch');
  const service = await post<{ id: string; name: string }>(request, '/api/services', {
    name: 'Corte',
    durationMinutes: 30,
    priceCents: 5000,
  });
  const professional = await post<{ id: string; fullName: string }>(request, '/api/professionals', {
    fullName: 'Paula Reis',
    serviceIds: [service.id],
    workingHours: week,
  });
  const client = (fullName: string, phone: string) =>
    post<{ id: string; fullName: string }>(request, '/api/clients', { fullName, phone });
  const clients = {
    joao: await client('João Pereira', '+55 11 91234-5678'),
    maria: await client('Maria Oliveira', '+55 11 92345-6789'),
    carlos: await client('Carlos Souza', '+55 11 93456-7890'),
  };
  return { day: tomorrow(), professional, service, clients };
}

async function book(
  request: APIRequestContext,
  schedule: Schedule,
  client: { id: string },
  time: string,
): Promise<string> {
  const created = await post<{ id: string; status: string }>(request, '/api/appointments', {
    professionalId: schedule.professional.id,
    serviceId: schedule.service.id,
    clientId: client.id,
    startsAt: instant(schedule.day, time),
  });
  expect(created.status).toBe('scheduled');
  return created.id;
}

function card(page: Page, id: string): Locator {
  return page.locator(`[data-testid="appointment-card"][data-appointment-id="${id}"]`);
}

/** Opens the day view of `day` and waits for its grid. */
async function openDay(page: Page, day: string): Promise<Locator> {
  await page.goto(`/agenda?view=day&date=${day}`);
  const grid = page.getByRole('region', { name: /^Agenda de / });
  await expect(grid).toBeVisible();
  return grid;
}

/** Creates an appointment from the empty cell at `time`, searching the client by `search`. */
async function createFromCell(
  page: Page,
  schedule: Schedule,
  time: string,
  search: string,
  clientName: string,
): Promise<string> {
  await page.getByRole('button', { name: `Novo agendamento às ${time} com ${schedule.professional.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
  await expect(dialog).toBeVisible();
  // The cell chose the professional, the day and the time.
  await expect(dialog.getByLabel('Profissional')).toHaveValue(schedule.professional.id);
  await expect(dialog.getByLabel('Data')).toHaveValue(schedule.day.split('-').reverse().join('/'));
  await expect(dialog.getByLabel('Início')).toHaveValue(time);
  await dialog.getByRole('searchbox', { name: 'Buscar cliente' }).fill(search);
  await dialog.getByRole('button', { name: new RegExp(clientName) }).click();
  await expect(dialog.getByTestId('selected-client')).toHaveText(clientName);
  await dialog.getByLabel('Serviço').selectOption(schedule.service.id);
  await expect(dialog.getByTestId('appointment-price')).toContainText('50,00');
  await dialog.getByRole('button', { name: 'Agendar', exact: true }).click();
  await expect(toast(page, 'Agendamento criado com sucesso!').filter({ hasText: clientName })).toBeVisible();
  await expect(dialog).toBeHidden();
  const created = page.getByTestId('appointment-card').filter({ hasText: clientName });
  await expect(created).toHaveAttribute('data-status', 'scheduled');
  return (await created.getAttribute('data-appointment-id')) ?? '';
}

/**
 * Creates an appointment from the empty cell at `time` for a client typed in the form and not
 * registered on their own: 'Agendar' first says what is missing on the field, then registers the
 * client (their phone kept in E.164, `e164`) and books.
 */
async function createWithNewClient(
  page: Page,
  schedule: Schedule,
  time: string,
  client: { fullName: string; phone: string; e164: string },
): Promise<string> {
  await page.getByRole('button', { name: `Novo agendamento às ${time} com ${schedule.professional.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
  await dialog.getByRole('button', { name: 'Cadastrar novo cliente' }).click();
  const name = dialog.getByLabel('Nome do cliente');
  await expect(name).toBeFocused();
  await dialog.getByLabel('Serviço').selectOption(schedule.service.id);
  // Nothing typed yet: the name is asked for, where it is typed.
  await dialog.getByRole('button', { name: 'Agendar', exact: true }).click();
  await expect(name).toHaveAccessibleDescription('Campo obrigatório');
  await expect(name).toBeFocused();
  await name.fill(client.fullName);
  await dialog.getByLabel('Telefone').fill(client.phone);
  await dialog.getByRole('button', { name: 'Agendar', exact: true }).click();
  await expect(toast(page, 'Agendamento criado com sucesso!').filter({ hasText: client.fullName })).toBeVisible();
  await expect(dialog).toBeHidden();
  const created = page.getByTestId('appointment-card').filter({ hasText: client.fullName });
  await expect(created).toHaveAttribute('data-status', 'scheduled');
  const clients = await page.request.get(`/api/clients?search=${encodeURIComponent(client.fullName)}`);
  expect(
    ((await clients.json()) as { items: Array<{ phone: string | null }> }).items.map((item) => item.phone),
  ).toEqual([client.e164]);
  return (await created.getAttribute('data-appointment-id')) ?? '';
}

/**
 * Drags what is under `from` to `to` and drops it once the preview shows `preview`: with the mouse
 * on a desktop, and on a phone with a finger — a long press (the preview appears when the card is
 * picked up), then a move. Touch goes through the DevTools protocol, as Playwright has no touch
 * moves of its own.
 */
async function drag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  preview: string,
): Promise<void> {
  const ghost = page.getByTestId('drag-preview');
  if (!isPhone(page)) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x, from.y + 14, { steps: 2 });
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await expect(ghost).toHaveText(preview);
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  try {
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: point ? [{ x: Math.round(point.x), y: Math.round(point.y) }] : [],
      });
    await touch('touchStart', from);
    await expect(ghost).toBeVisible();
    const steps = 8;
    for (let step = 1; step <= steps; step++) {
      await touch('touchMove', {
        x: from.x + ((to.x - from.x) * step) / steps,
        y: from.y + ((to.y - from.y) * step) / steps,
      });
    }
    await expect(ghost).toHaveText(preview);
    await touch('touchEnd');
  } finally {
    await cdp.detach();
  }
}

/** Opens an appointment's panel from its card. */
async function openPanel(page: Page, id: string): Promise<Locator> {
  await card(page, id).click();
  const panel = page.getByTestId('appointment-panel');
  await expect(panel).toBeVisible();
  return panel;
}

async function closePanel(page: Page, panel: Locator): Promise<void> {
  await panel.getByRole('button', { name: 'Fechar' }).click();
  await expect(panel).toBeHidden();
}

test('the front desk books from an empty cell, drags to reschedule, confirms, completes, cancels and switches the views', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const schedule = await newBusinessWithTeam(page.request);
  const toComplete = await book(page.request, schedule, schedule.clients.maria, '11:30');
  const toCancel = await book(page.request, schedule, schedule.clients.carlos, '14:00');
  const grid = await openDay(page, schedule.day);
  await expect(page.getByTestId('column-professional')).toHaveText([schedule.professional.fullName]);
  await expect(page.getByTestId('appointment-card')).toHaveCount(2);

  // --- Create from the empty cell at 09:00.
  const created = await createFromCell(page, schedule, '09:00', 'joao', 'João Pereira');
  await expect(card(page, created)).toHaveAttribute(
    'title',
    /^09:00–09:30, João Pereira, Corte, com Paula Reis, Agendado$/,
  );

  // --- Drag it to 10:30 (held near its top, so the row held lands on the row dropped on).
  await grid.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const target = page.getByRole('button', { name: `Novo agendamento às 10:30 com ${schedule.professional.fullName}` });
  await expect(card(page, created)).toBeInViewport({ ratio: 1 });
  await expect(target).toBeInViewport({ ratio: 1 });
  const from = await card(page, created).boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the card and the cell must be on screen');
  await drag(
    page,
    { x: from.x + from.width / 2, y: from.y + 6 },
    { x: to.x + to.width / 2, y: to.y + to.height / 2 },
    '10:30–11:00',
  );
  await expect(toast(page, 'Agendamento reagendado com sucesso!')).toBeVisible();
  await expect(card(page, created)).toHaveAttribute('title', /^10:30–11:00, João Pereira/);
  const moved = await page.request.get(`/api/appointments/${created}`);
  expect(((await moved.json()) as { startsAt: string }).startsAt).toBe(instant(schedule.day, '10:30'));

  // --- Confirm it.
  let panel = await openPanel(page, created);
  await expect(panel.getByTestId('panel-when')).toContainText('10:30–11:00');
  await panel.getByRole('button', { name: 'Confirmar' }).click();
  await expect(
    toast(page, 'Status atualizado com sucesso!').filter({ hasText: 'João Pereira · Confirmado' }),
  ).toBeVisible();
  await expect(card(page, created)).toHaveAttribute('data-status', 'confirmed');
  await closePanel(page, panel);

  // --- Complete another one; completed is final. It is tomorrow's: completing it ahead asks first.
  panel = await openPanel(page, toComplete);
  await panel.getByRole('button', { name: 'Concluir' }).click();
  const ahead = page.getByRole('alertdialog', { name: 'Concluir um atendimento que ainda não aconteceu?' });
  await expect(ahead).toContainText('o valor entra no faturamento e nas comissões');
  await ahead.getByRole('button', { name: 'Voltar' }).click();
  await expect(ahead).toBeHidden();
  await expect(card(page, toComplete)).toHaveAttribute('data-status', 'scheduled');
  await panel.getByRole('button', { name: 'Concluir' }).click();
  await ahead.getByRole('button', { name: 'Sim, concluir' }).click();
  await expect(
    toast(page, 'Status atualizado com sucesso!').filter({ hasText: 'Maria Oliveira · Concluído' }),
  ).toBeVisible();
  await expect(card(page, toComplete)).toHaveAttribute('data-status', 'completed');
  await expect(panel.getByTestId('final-status-note')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cancelar agendamento' })).toHaveCount(0);
  await closePanel(page, panel);

  // --- Cancel one, after the confirmation.
  panel = await openPanel(page, toCancel);
  await panel.getByRole('button', { name: 'Cancelar agendamento' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Tem certeza que deseja cancelar este agendamento?' });
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(toast(page, 'Agendamento cancelado com sucesso!')).toBeVisible();
  await expect(confirmation).toBeHidden();
  await expect(panel).toBeHidden();
  await expect(card(page, toCancel)).toHaveAttribute('data-status', 'cancelled');

  // --- The four views.
  const views = page.getByRole('group', { name: 'Visualização' });
  await views.getByRole('button', { name: 'Semana', exact: true }).click();
  await expect(views.getByRole('button', { name: 'Semana', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`view=week`));
  await expect(page.getByRole('region', { name: /^Agenda da semana de / })).toBeVisible();
  await expect(card(page, created)).toHaveAttribute('data-status', 'confirmed');
  await expect(card(page, toComplete)).toHaveAttribute('data-status', 'completed');

  await views.getByRole('button', { name: '15 dias', exact: true }).click();
  await expect(views.getByRole('button', { name: '15 dias', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const firstDay = page.getByRole('list', { name: '15 dias' }).getByTestId('agenda-day').first();
  await expect(firstDay).toHaveAttribute('data-date', schedule.day);
  await expect(firstDay.getByTestId('appointment-card')).toHaveCount(3);
  // An empty day says so once.
  const emptyDay = page.getByRole('list', { name: '15 dias' }).getByTestId('agenda-day').nth(1);
  await expect(emptyDay.getByText(/^(Sem agendamentos|Nenhum agendamento)$/)).toHaveText(['Sem agendamentos']);
  await expect(card(page, toCancel)).toHaveAttribute('data-status', 'cancelled');

  await views.getByRole('button', { name: 'Mês', exact: true }).click();
  await expect(views.getByRole('button', { name: 'Mês', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // The day's count leaves the cancelled one out.
  await expect(page.locator(`[data-testid="month-day"][data-date="${schedule.day}"]`)).toHaveAttribute(
    'data-count',
    '2',
  );
  await expect(page.getByTestId('summary-cancelled')).toContainText('1');
  await expect(page.getByTestId('summary-completed')).toContainText('1');
  await expect(page.getByTestId('summary-realised')).toContainText('R$ 50,00');

  // And back to the day.
  await views.getByRole('button', { name: 'Dia', exact: true }).click();
  await expect(views.getByRole('button', { name: 'Dia', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: /^Agenda de / })).toBeVisible();
  await expect(page.getByTestId('appointment-card')).toHaveCount(3);

  // What the server holds.
  const listed = await page.request.get(
    `/api/appointments?from=${encodeURIComponent(instant(schedule.day, '00:00'))}&to=${encodeURIComponent(instant(schedule.day, '23:59'))}`,
  );
  const statuses = Object.fromEntries(
    ((await listed.json()) as { items: Array<{ id: string; status: string }> }).items.map((item) => [
      item.id,
      item.status,
    ]),
  );
  expect(statuses).toEqual({ [created]: 'confirmed', [toComplete]: 'completed', [toCancel]: 'cancelled' });
});

test('a client who did not come is marked as a no-show once the visit has started', async ({ page }) => {
  const schedule = await newBusinessWithTeam(page.request);
  const yesterday = new Date(Date.parse(`${today()}T12:00:00Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const past = await book(page.request, { ...schedule, day: yesterday }, schedule.clients.maria, '10:00');
  await openDay(page, yesterday);
  const panel = await openPanel(page, past);
  await panel.getByRole('button', { name: 'Cliente faltou' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Marcar que o cliente faltou?' });
  await expect(confirmation).toContainText('o cliente não receberá aviso de cancelamento');
  await confirmation.getByRole('button', { name: 'Sim, cliente faltou' }).click();
  await expect(toast(page, 'Falta registrada').filter({ hasText: 'Maria Oliveira · Corte' })).toBeVisible();
  await expect(panel.getByText('Faltou', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cliente faltou' })).toHaveCount(0);
  await expect(card(page, past)).toHaveAttribute('title', /, Faltou$/);
  const saved = (await (await page.request.get(`/api/appointments/${past}`)).json()) as {
    status: string;
    noShow: boolean;
  };
  expect(saved).toMatchObject({ status: 'cancelled', noShow: true });
});

test('a change made on one open schedule appears on another within 5 s, without a reload', async ({
  page,
  openTab,
}) => {
  test.setTimeout(90_000);
  const schedule = await newBusinessWithTeam(page.request);
  const existing = await book(page.request, schedule, schedule.clients.carlos, '10:00');

  // The same owner, signed in on a second device.
  const { context: other, page: second } = await openTab();
  await other.addCookies((await page.context().storageState()).cookies);
  try {
    // Its schedule listens to the server's change stream once the stream's answer has arrived.
    const streaming = second.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/live' && response.status() === 200,
    );
    await openDay(second, schedule.day);
    await streaming;
    await expect(card(second, existing)).toHaveAttribute('data-status', 'scheduled');
    await second.evaluate(() => ((window as unknown as { e2eSamePage: boolean }).e2eSamePage = true));

    // A new appointment on the first device …
    await openDay(page, schedule.day);
    const created = await createFromCell(page, schedule, '11:00', 'maria', 'Maria Oliveira');
    // … is on the second within 5 s.
    await expect(card(second, created)).toBeVisible({ timeout: 5000 });
    await expect(card(second, created)).toHaveAttribute('title', /^11:00–11:30, Maria Oliveira/);

    // A cancellation too.
    const panel = await openPanel(page, existing);
    await panel.getByRole('button', { name: 'Cancelar agendamento' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sim, cancelar' }).click();
    await expect(toast(page, 'Agendamento cancelado com sucesso!')).toBeVisible();
    await expect(card(second, existing)).toHaveAttribute('data-status', 'cancelled', { timeout: 5000 });

    // Never reloaded.
    expect(await second.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
  } finally {
    await other.close();
  }
});

test('a professional sees only their own column and appointments', async ({ page }) => {
  await signInThroughForm(page, DEMO_PROFESSIONAL, DEMO_PASSWORD);
  await expect(page).toHaveURL('/agenda');
  await expect(page.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();
  await expect(page.getByTestId('column-professional')).toHaveText(['Ana Souza']);
  // Their tip does not offer dragging to another professional: there is no other column.
  await expect(page.getByText(/^Dica: arraste um agendamento para outro horário ou profissional/)).toHaveCount(0);
  // No filter by professional for them.
  await expect(page.getByRole('toolbar', { name: 'Navegação da agenda' }).getByLabel('Profissional')).toHaveCount(0);

  // The demo has appointments on every day but Sunday for the three professionals: the week
  // shows some, all of them Ana Souza's.
  const views = page.getByRole('group', { name: 'Visualização' });
  await views.getByRole('button', { name: 'Semana', exact: true }).click();
  await expect(page.getByRole('region', { name: /^Agenda da semana de / })).toBeVisible();
  const cards = page.getByTestId('appointment-card');
  await expect(cards.first()).toBeVisible();
  const titles = await cards.evaluateAll((elements) => elements.map((element) => element.getAttribute('title') ?? ''));
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).toMatch(/, com Ana Souza, /);

  await views.getByRole('button', { name: '15 dias', exact: true }).click();
  await expect(page.getByRole('list', { name: '15 dias' })).toBeVisible();
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toContain('com Ana Souza');

  // The API gives them nothing else either.
  const from = new Date();
  const to = new Date(from.getTime() + 14 * 24 * 60 * 60 * 1000);
  const listed = await page.request.get(
    `/api/appointments?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`,
  );
  expect(listed.status()).toBe(200);
  const names = new Set(
    ((await listed.json()) as { items: Array<{ professionalName: string }> }).items.map(
      (item) => item.professionalName,
    ),
  );
  expect([...names]).toEqual(['Ana Souza']);
});

test("the owner's week of everyone shows whose each appointment is, and opens on today on a phone", async ({
  page,
}) => {
  await signInThroughForm(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  // The demo's three professionals have appointments at the same hours on every day but Sunday.
  await page.goto('/agenda?view=week');
  const week = page.getByRole('region', { name: /^Agenda da semana de / });
  const cards = week.locator('[data-testid="appointment-card"]:not([data-status="cancelled"])');
  await expect(cards.first()).toBeVisible();
  // Side by side, each card keeps room for a name, and says whose it is in full words (a cancelled
  // one keeps to a corner of its slot, which stays free to book).
  const widths = await cards.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().width),
  );
  expect(Math.min(...widths)).toBeGreaterThanOrEqual(72);
  const who = week.getByTestId('card-professional');
  await expect(who.first()).toBeVisible();
  const names = await who.evaluateAll((elements) =>
    elements.map((element) => ({
      text: element.textContent ?? '',
      cut: element.scrollWidth > element.clientWidth + 1,
    })),
  );
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    expect(name.text).toMatch(/^\p{Lu}\p{Ll}{2,}/u);
    expect(name.cut).toBe(false);
  }

  // On a phone the week is wider than the screen: it opens on today's column.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(week.getByTestId('appointment-card').first()).toBeAttached();
  await week.scrollIntoViewIfNeeded();
  await expect(week.locator(`[data-grid-column="${today()}"]`)).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the front desk books a new client from an empty cell and drags the appointment to another time with a finger', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const schedule = await newBusinessWithTeam(page.request);
    const grid = await openDay(page, schedule.day);
    await expect(page.getByTestId('column-professional')).toHaveText([schedule.professional.fullName]);
    const created = await createWithNewClient(page, schedule, '09:00', {
      fullName: 'Joana Lima',
      phone: '(11) 94567-8901',
      e164: '+5511945678901',
    });

    // A long press picks it up (held near its top, so the row held lands on the row dropped on).
    await grid.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const target = page.getByRole('button', {
      name: `Novo agendamento às 10:30 com ${schedule.professional.fullName}`,
    });
    await expect(card(page, created)).toBeInViewport({ ratio: 1 });
    await expect(target).toBeInViewport({ ratio: 1 });
    const from = await card(page, created).boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('the card and the cell must be on screen');
    await drag(
      page,
      { x: from.x + from.width / 2, y: from.y + 6 },
      { x: to.x + to.width / 2, y: to.y + to.height / 2 },
      '10:30–11:00',
    );
    await expect(toast(page, 'Agendamento reagendado com sucesso!')).toBeVisible();
    await expect(card(page, created)).toHaveAttribute('title', /^10:30–11:00, Joana Lima/);
    const moved = await page.request.get(`/api/appointments/${created}`);
    expect(((await moved.json()) as { startsAt: string }).startsAt).toBe(instant(schedule.day, '10:30'));
  });
});

// The browser's own date and time inputs follow the browser's language; the form follows the app's.
for (const [locale, language] of [
  ['en-US', 'pt-BR'],
  ['pt-BR', 'en-US'],
] as const) {
  test.describe(`on a browser in ${locale}`, () => {
    test.use({ locale });

    test(`the new-appointment form writes days and times in ${language}, and a day is picked from its calendar with the keys`, async ({
      page,
    }) => {
      const words =
        language === 'pt-BR'
          ? {
              slot: 'Novo agendamento às 14:30 com',
              title: 'Novo agendamento',
              date: 'Data',
              time: 'Início',
              calendar: 'Abrir calendário',
              sunday: 'Dom',
              search: 'Buscar cliente',
              book: 'Agendar',
              service: 'Serviço',
            }
          : {
              slot: 'New appointment at 2:30 PM with',
              title: 'New appointment',
              date: 'Date',
              time: 'Start',
              calendar: 'Open calendar',
              sunday: 'Sun',
              search: 'Search client',
              book: 'Book',
              service: 'Service',
            };
      const written = (day: string) => {
        const [year, month, date] = day.split('-');
        return language === 'pt-BR' ? `${date}/${month}/${year}` : `${month}/${date}/${year}`;
      };
      const schedule = await newBusinessWithTeam(page.request);
      const next = new Date(Date.parse(`${schedule.day}T12:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      await page.addInitScript((value) => window.localStorage.setItem('language', value), language);
      await page.goto(`/agenda?view=day&date=${schedule.day}`);
      await page.getByRole('button', { name: `${words.slot} ${schedule.professional.fullName}` }).click();
      const dialog = page.getByRole('dialog', { name: words.title });
      const date = dialog.getByLabel(words.date, { exact: true });
      await expect(date).toHaveValue(written(schedule.day));
      await expect(dialog.getByLabel(words.time, { exact: true }).locator('option:checked')).toHaveText(
        language === 'pt-BR' ? '14:30' : /^2:30\sPM$/,
      );

      // From the field to its calendar and one day on, with the keyboard alone.
      await date.focus();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: words.calendar })).toBeFocused();
      await page.keyboard.press('Enter');
      const calendar = page.getByRole('grid');
      await expect(calendar.getByRole('columnheader').first()).toHaveText(words.sunday);
      await expect(calendar.locator(`[data-day="${schedule.day}"]`)).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(calendar).toBeHidden();
      await expect(date).toHaveValue(written(next));

      await dialog.getByRole('searchbox', { name: words.search }).fill('Maria');
      await dialog.getByRole('button', { name: /Maria Oliveira/ }).click();
      await dialog.getByLabel(words.service).selectOption(schedule.service.id);
      await dialog.getByRole('button', { name: words.book, exact: true }).click();
      await expect(dialog).toBeHidden();
      await page.goto(`/agenda?view=day&date=${next}`);
      const card = page.getByTestId('appointment-card').filter({ hasText: 'Maria Oliveira' });
      await expect(card).toHaveAttribute('title', language === 'pt-BR' ? /^14:30–15:00,/ : /^2:30–3:00\sPM,/);
    });
  });
}
