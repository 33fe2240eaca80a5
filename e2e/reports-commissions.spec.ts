// Over 300 lines: the reports and commissions journeys share one business set-up and one table of each language's words.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { expect, isPhone, signUpThroughApi, test, toast, uniqueEmail } from './support/fixtures.ts';
import { APP_URL, DEMO_PASSWORD, DEMO_PROFESSIONAL } from './support/env.ts';

// Reports and commissions (docs/metrics.md): the owner reads last month's report and downloads it as CSV
// (the file's totals are the page's), and today's counter sales below it and as their own CSV,
// recalculates a month's commissions and pays a professional;
// a professional sees only their own statement. In pt-BR at 1280 px; what en-US and a phone change
// (the figures' and the CSV's words, the menu drawer) has a short test of its own, and
// screens.spec.ts checks these pages at 375 px in both languages, for the owner and the professional.
//
// The owner's tests have their own new business with last month's appointments made through the
// API, so every figure is known; the professional's test reads the demo professional's own data.

/** The business's clock (America/Sao_Paulo, no daylight saving time since 2019). */
const TIME_ZONE = 'America/Sao_Paulo';
const UTC_OFFSET = '-03:00';

function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
}

/** Last month on the business's clock: 'YYYY-MM', its first and its last day. */
function lastMonth(): { month: string; from: string; to: string } {
  const [year = 0, month = 0] = today().split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { month: day(first).slice(0, 7), from: day(first), to: day(last) };
}

async function send<T>(
  request: APIRequestContext,
  method: 'post' | 'patch' | 'put',
  path: string,
  data: unknown,
): Promise<T> {
  const response = await request[method](path, { data, headers: { 'accept-language': 'pt-BR' } });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A new owner (signed in on `request`'s context) with a standard rate of 40 %, two services
 * (Corte R$ 100, Barba R$ 50) and two professionals — Paula Prado at her own 50 %, Rui Reis at
 * the standard rate — and last month, on its 10th: Paula's Corte and Barba and Rui's Corte
 * completed, Rui's Barba cancelled. Revenue R$ 250, commissions R$ 75 (Paula) + R$ 40 (Rui).
 */
async function businessWithLastMonth(request: APIRequestContext): Promise<{ paulasCorte: string }> {
  await signUpThroughApi(request, uniqueEmail());
  const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '20:00' }));
  await send(request, 'patch', '/api/business/settings', {
    openingHours: week,
    setupDismissed: true,
    defaultCommissionRate: 40,
  });
  const corte = await send<{ id: string }>(request, 'post', '/api/services', {
    name: 'Corte',
    durationMinutes: 60,
    priceCents: 10_000,
  });
  const barba = await send<{ id: string }>(request, 'post', '/api/services', {
    name: 'Barba',
    durationMinutes: 30,
    priceCents: 5_000,
  });
  const professional = (fullName: string, commissionRate: number | null) =>
    send<{ id: string }>(request, 'post', '/api/professionals', {
      fullName,
      serviceIds: [corte.id, barba.id],
      workingHours: week,
      commissionRate,
    });
  const paula = await professional('Paula Prado', 50);
  const rui = await professional('Rui Reis', null);
  const client = await send<{ id: string }>(request, 'post', '/api/clients', {
    fullName: 'Joana Dias',
    phone: '+55 11 91234-5678',
  });
  const day = `${lastMonth().month}-10`;
  const book = async (professionalId: string, serviceId: string, time: string, status: 'completed' | 'cancelled') => {
    const created = await send<{ id: string }>(request, 'post', '/api/appointments', {
      professionalId,
      serviceId,
      clientId: client.id,
      startsAt: new Date(`${day}T${time}:00${UTC_OFFSET}`).toISOString(),
    });
    if (status === 'completed') await send(request, 'patch', `/api/appointments/${created.id}/status`, { status });
    else await send(request, 'post', `/api/appointments/${created.id}/cancel`, {});
    return created.id;
  };
  const paulasCorte = await book(paula.id, corte.id, '10:00', 'completed');
  await book(paula.id, barba.id, '11:00', 'completed');
  await book(rui.id, corte.id, '10:00', 'completed');
  await book(rui.id, barba.id, '14:00', 'cancelled');
  return { paulasCorte };
}

/** The words of each language that the tests look for. */
const WORDS = {
  'pt-BR': {
    viewReports: 'Ver relatórios',
    lastMonth: 'Mês passado',
    exportCsv: 'Exportar CSV (separado por ;)',
    csvSeparator: ';',
    commissions: 'Comissões',
    reports: 'Relatórios',
    previousMonth: 'Mês anterior',
    notCalculated: '3 agendamentos concluídos ainda sem comissão',
    recalculate: 'Recalcular',
    recalculated: 'Comissões recalculadas',
    recalculatedDetail: 'Comissões de 3 atendimentos recalculadas.',
    preview: 'Prévia: os valores abaixo são os que Recalcular vai gravar; ainda não foram gravados.',
    previewLabel: 'Prévia',
    pay: (name: string) => `Marcar como pago — ${name}`,
    confirmPay: 'Marcar como pago',
    paid: 'Pagamento registrado',
    undone: 'Pagamento desfeito',
    undo: (name: string) => `Desfazer pagamento — ${name}`,
    statementTitle: 'Extrato de comissões',
    accessDenied: 'Acesso Negado',
    openMenu: 'Abrir menu',
    menu: 'Menu do sistema',
    money: (text: string) => `R$ ${text}`,
  },
  'en-US': {
    viewReports: 'View reports',
    lastMonth: 'Last month',
    exportCsv: 'Export CSV (comma-separated)',
    csvSeparator: ',',
    commissions: 'Commissions',
    reports: 'Reports',
    previousMonth: 'Previous month',
    notCalculated: '3 completed appointments have no commission recorded yet',
    recalculate: 'Recalculate',
    recalculated: 'Commissions recalculated',
    recalculatedDetail: 'Commissions of 3 appointments recalculated.',
    preview: 'Preview: the figures below are what Recalculate will record; they are not recorded yet.',
    previewLabel: 'Preview',
    pay: (name: string) => `Mark as paid — ${name}`,
    confirmPay: 'Mark as paid',
    paid: 'Payment recorded',
    undone: 'Payment undone',
    undo: (name: string) => `Undo payment — ${name}`,
    statementTitle: 'Commission statement',
    accessDenied: 'Access Denied',
    openMenu: 'Open menu',
    menu: 'System menu',
    money: (text: string) => `R$${text}`,
  },
} as const;

type Language = keyof typeof WORDS;

/** 'R$ 250,00', '$250.00', '"250,00"' and '250.00' all read as 25000. */
function cents(text: string): number {
  return Number(text.replace(/\D/g, ''));
}

/** One CSV line's fields, split on the file's separator (quoted fields may hold it). */
function csvFields(line: string, separator: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === separator && !quoted) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  return [...fields, field];
}

/** The sidebar: fixed on wide screens, a drawer behind the menu button on phones (this opens it). */
async function openSidebar(page: Page, words: { openMenu: string; menu: string }): Promise<Locator> {
  if (!isPhone(page)) return page.getByRole('complementary');
  await page.getByRole('button', { name: words.openMenu }).click();
  const drawer = page.getByRole('dialog', { name: words.menu });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function useLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript((chosen) => window.localStorage.setItem('language', chosen), language);
}

/** The journeys' form: pt-BR at 1280 px (en-US on a phone has a short test below). */
const language = 'pt-BR' as Language;
const words = WORDS[language];

test("the owner reads last month's report from the schedule and its CSV holds the page's totals", async ({ page }) => {
  await businessWithLastMonth(page.request);
  await useLanguage(page, language);
  const period = lastMonth();

  await page.goto('/agenda');
  await page.getByRole('link', { name: words.viewReports }).click();
  await expect(page).toHaveURL(/\/relatorios$/);
  await page.getByRole('button', { name: words.lastMonth }).click();
  await expect(page).toHaveURL(new RegExp(`de=${period.from}&ate=${period.to}`));

  const professionals = page.getByTestId('report-professionals');
  const totals = professionals.getByTestId('report-totals');
  await expect(totals.locator('[data-column="appointments"]')).toHaveText('4');
  // Single-service appointments only: as many visits as services.
  await expect(page.getByTestId('summary-visits')).toHaveText('4');
  await expect(page.getByTestId('summary-services')).toHaveText('4');
  await expect(totals.locator('[data-column="completed"]')).toHaveText('3');
  await expect(totals.locator('[data-column="cancelled"]')).toHaveText('1');
  await expect(totals.locator('[data-column="revenue"]')).toHaveText(
    words.money(language === 'pt-BR' ? '250,00' : '250.00'),
  );
  await expect(totals.locator('[data-column="commission"]')).toHaveText(
    words.money(language === 'pt-BR' ? '115,00' : '115.00'),
  );
  await expect(professionals.getByTestId('report-row')).toHaveCount(2);
  await expect(page.getByTestId('report-services').getByTestId('report-row')).toHaveCount(2);

  // A reload keeps the period (it lives in the address).
  await page.reload();
  await expect(totals.locator('[data-column="appointments"]')).toHaveText('4');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: words.exportCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  // Cells separated as a spreadsheet in the reader's language expects: ';' in pt-BR, ',' in en-US.
  const totalLine = csv.split(/\r?\n/).find((line) => line.startsWith(`Total${words.csvSeparator}`));
  expect(totalLine, csv).toBeDefined();
  const [, appointments, completed, cancelled, revenue, , , commission] = csvFields(
    totalLine ?? '',
    words.csvSeparator,
  );
  const onPage = async (column: string) => (await totals.locator(`[data-column="${column}"]`).innerText()).trim();
  expect(appointments).toBe(await onPage('appointments'));
  expect(completed).toBe(await onPage('completed'));
  expect(cancelled).toBe(await onPage('cancelled'));
  expect(cents(revenue ?? '')).toBe(cents(await onPage('revenue')));
  expect(cents(commission ?? '')).toBe(cents(await onPage('commission')));
  // The file is headed in the interface's language.
  expect(csv.split(/\r?\n/)[0]).toContain(language === 'pt-BR' ? 'Profissional' : 'Professional');
});

test("the owner recalculates last month's commissions and pays one professional", async ({ page }) => {
  // The preview, the recalculation, a payment and its undo: each step waits for its own condition.
  test.setTimeout(60_000);
  await businessWithLastMonth(page.request);
  await useLanguage(page, language);

  await page.goto('/agenda');
  const sidebar = await openSidebar(page, words);
  await sidebar.getByRole('link', { name: words.commissions }).click();
  await expect(page).toHaveURL(/\/comissoes$/);
  await page.getByRole('button', { name: words.previousMonth }).click();
  await expect(page).toHaveURL(new RegExp(`mes=${lastMonth().month}`));

  const paula = page.locator('[data-testid="commission-row"][data-professional="Paula Prado"]');
  const rui = page.locator('[data-testid="commission-row"][data-professional="Rui Reis"]');
  const seventyFive = words.money(language === 'pt-BR' ? '75,00' : '75.00');
  const zero = words.money(language === 'pt-BR' ? '0,00' : '0.00');
  const totals = page.getByTestId('commissions-totals');
  // Before Recalcular the month already shows the report's figure (R$ 115), labelled as a preview.
  await expect(page.getByTestId('commissions-outdated')).toContainText(words.notCalculated);
  await expect(page.getByTestId('commissions-preview')).toHaveText(words.preview);
  await expect(totals.getByTestId('commissions-preview-badge')).toHaveText(words.previewLabel);
  await expect(totals.locator('[data-column="pending"]')).toContainText(
    words.money(language === 'pt-BR' ? '115,00' : '115.00'),
  );
  await expect(paula.locator('[data-column="pending"]')).toContainText(seventyFive);
  await page.getByRole('button', { name: words.recalculate }).click();
  await expect(toast(page, words.recalculated)).toContainText(words.recalculatedDetail);
  await expect(page.getByTestId('commissions-outdated')).toBeHidden();
  await expect(totals.getByTestId('commissions-preview-badge')).toHaveCount(0);
  await expect(totals.locator('[data-column="pending"]')).toContainText(
    words.money(language === 'pt-BR' ? '115,00' : '115.00'),
  );

  await expect(paula.locator('[data-column="pending"]')).toContainText(seventyFive);
  await expect(rui.locator('[data-column="pending"]')).toContainText(
    words.money(language === 'pt-BR' ? '40,00' : '40.00'),
  );

  await page.getByRole('button', { name: words.pay('Paula Prado') }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByTestId('pay-amount')).toHaveText(seventyFive);
  await dialog.getByRole('button', { name: words.confirmPay, exact: true }).click();
  await expect(toast(page, words.paid)).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(paula.locator('[data-column="paid"]')).toContainText(seventyFive);
  await expect(paula.locator('[data-column="pending"]')).toContainText(zero);
  await expect(page.getByRole('button', { name: words.undo('Paula Prado') })).toBeVisible();
  // The other professional is still to be paid.
  await expect(rui.locator('[data-column="paid"]')).toContainText(zero);
  await expect(page.getByTestId('commissions-totals').locator('[data-column="paid"]')).toContainText(seventyFive);

  // Undone within the hour, the lines are pending again.
  await page.getByRole('button', { name: words.undo('Paula Prado') }).click();
  await expect(toast(page, words.undone)).toBeVisible();
  await expect(paula.locator('[data-column="pending"]')).toContainText(seventyFive);
  await expect(paula.locator('[data-column="paid"]')).toContainText(zero);
});

test('a professional sees only their own statement, with nothing to change', async ({ page }) => {
  const signIn = await page.request.post(`${APP_URL}/api/auth/sign-in/email`, {
    data: { email: DEMO_PROFESSIONAL, password: DEMO_PASSWORD },
    headers: { origin: APP_URL },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  await useLanguage(page, language);

  await page.goto('/agenda');
  const sidebar = await openSidebar(page, words);
  await expect(sidebar.getByRole('link', { name: words.reports })).toHaveCount(0);
  await sidebar.getByRole('link', { name: words.commissions }).click();
  await page.getByRole('button', { name: words.previousMonth }).click();

  await expect(page.getByRole('heading', { name: words.statementTitle })).toBeVisible();
  await expect(page.getByTestId('statement-professional')).toHaveText('Ana Souza');
  await expect(page.getByTestId('commissions-table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: words.recalculate })).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(words.confirmPay) })).toHaveCount(0);

  // The API answers the same: only their own entry, whatever is asked.
  const answer = await page.request.get(`/api/commissions?month=${lastMonth().month}`);
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { professionals: { name: string }[] };
  expect(body.professionals.map((professional) => professional.name)).toEqual(['Ana Souza']);

  await page.goto('/relatorios');
  await expect(page.getByText(words.accessDenied)).toBeVisible();
});

test.describe('in en-US on a phone', () => {
  test.use({ locale: 'en-US', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the report, its CSV and the commissions are written the en-US way, and the commissions are reached through the menu drawer', async ({
    page,
  }) => {
    const english = WORDS['en-US'];
    await businessWithLastMonth(page.request);
    await useLanguage(page, 'en-US');
    const period = lastMonth();
    await send(page.request, 'post', '/api/commissions/recalculate', { month: period.month });

    await page.goto(`/relatorios?de=${period.from}&ate=${period.to}`);
    const totals = page.getByTestId('report-professionals').getByTestId('report-totals');
    await expect(totals.locator('[data-column="appointments"]')).toHaveText('4');
    await expect(totals.locator('[data-column="revenue"]')).toHaveText(english.money('250.00'));
    await expect(totals.locator('[data-column="commission"]')).toHaveText(english.money('115.00'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: english.exportCsv }).click(),
    ]);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    // The file is headed in the interface's language, and its totals are the page's.
    expect(csv.split(/\r?\n/)[0]).toContain('Professional');
    const [, , , , revenue, , , commission] = csvFields(
      csv.split(/\r?\n/).find((line) => line.startsWith('Total,')) ?? '',
      english.csvSeparator,
    );
    expect(cents(revenue ?? '')).toBe(25_000);
    expect(cents(commission ?? '')).toBe(11_500);

    const sidebar = await openSidebar(page, english);
    await sidebar.getByRole('link', { name: english.commissions }).click();
    await expect(page).toHaveURL(/\/comissoes$/);
    await page.getByRole('button', { name: english.previousMonth }).click();
    await expect(page).toHaveURL(new RegExp(`mes=${period.month}`));
    const paula = page.locator('[data-testid="commission-row"][data-professional="Paula Prado"]');
    await expect(paula.locator('[data-column="pending"]')).toContainText(english.money('75.00'));
    await expect(
      page.locator('[data-testid="commission-row"][data-professional="Rui Reis"]').locator('[data-column="pending"]'),
    ).toContainText(english.money('40.00'));
    await expect(page.getByRole('button', { name: english.pay('Paula Prado') })).toBeVisible();
  });
});

test('a payment refused because the figures changed meanwhile shows the new amount, and paying it then works', async ({
  page,
}) => {
  const { paulasCorte } = await businessWithLastMonth(page.request);
  const { month } = lastMonth();
  await send(page.request, 'post', '/api/commissions/recalculate', { month });
  await page.goto(`/comissoes?mes=${month}`);
  await page.getByRole('button', { name: 'Marcar como pago — Paula Prado' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByTestId('pay-amount')).toHaveText('R$ 75,00');

  // Meanwhile, from another device: Paula's Corte cost R$ 80 after all, and the month is recalculated.
  const repriced = await page.request.put(`/api/appointments/${paulasCorte}/price`, {
    data: { priceCents: 8_000 },
    headers: { 'accept-language': 'pt-BR' },
  });
  expect(repriced.ok(), await repriced.text()).toBe(true);
  await send(page.request, 'post', '/api/commissions/recalculate', { month });

  await dialog.getByRole('button', { name: 'Marcar como pago', exact: true }).click();
  await expect(dialog.getByTestId('pay-problem')).toBeVisible();
  await expect(dialog.getByTestId('pay-amount')).toHaveText('R$ 65,00');
  await dialog.getByRole('button', { name: 'Marcar como pago', exact: true }).click();
  await expect(toast(page, 'Pagamento registrado')).toBeVisible();
  const paula = page.locator('[data-testid="commission-row"][data-professional="Paula Prado"]');
  await expect(paula.locator('[data-column="paid"]')).toContainText('R$ 65,00');
});

test("the owner adjusts an appointment's price on the schedule and the report follows", async ({ page }) => {
  const { paulasCorte } = await businessWithLastMonth(page.request);
  const { from, to, month } = lastMonth();
  await page.goto(`/relatorios?de=${from}&ate=${to}`);
  const revenue = page
    .getByTestId('report-professionals')
    .getByTestId('report-totals')
    .locator('[data-column="revenue"]');
  await expect(revenue).toHaveText('R$ 250,00');

  // To the schedule of that day without reloading: the report above stays in the page's cache.
  await page.getByRole('link', { name: 'Agenda', exact: true }).click();
  await page.getByLabel('Ir para a data').fill(`${month}-10`);
  await page.locator(`[data-testid="appointment-card"][data-appointment-id="${paulasCorte}"]`).click();
  const panel = page.getByTestId('appointment-panel');
  await panel.getByRole('button', { name: /^Ajustar valor/ }).click();
  await panel.getByLabel('Valor cobrado').fill('abc');
  await panel.getByRole('button', { name: 'Salvar valor' }).click();
  await expect(panel.getByText('Informe um valor como 45,90')).toBeVisible();
  await panel.getByLabel('Valor cobrado').fill('80,00');
  await panel.getByRole('button', { name: 'Salvar valor' }).click();
  await expect(toast(page, 'Valor atualizado com sucesso!')).toBeVisible();
  await expect(panel).toContainText('R$ 80,00');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Ver relatórios' }).click();
  await page.getByRole('button', { name: 'Mês passado' }).click();
  await expect(revenue).toHaveText('R$ 230,00');
});

test("the day's counter sales show below the report, by method, and their CSV ends with the day's totals", async ({
  page,
}) => {
  // A walk-in sale at the counter, no appointment: 2 × Pomada at R$ 45 paid R$ 50 by PIX and R$ 40 in cash.
  await signUpThroughApi(page.request, uniqueEmail());
  await send(page.request, 'post', '/api/cash-registers', { floatCents: 5_000 });
  const comanda = await send<{ id: string; version: number }>(page.request, 'post', '/api/comandas', {});
  const sold = await send<{ version: number }>(page.request, 'put', `/api/comandas/${comanda.id}`, {
    version: comanda.version,
    lines: [{ kind: 'item', description: 'Pomada', quantity: 2, unitPriceCents: 4_500 }],
    discount: null,
  });
  await send(page.request, 'post', `/api/comandas/${comanda.id}/close`, {
    version: sold.version,
    payments: [
      { method: 'pix', amountCents: 5_000 },
      { method: 'cash', amountCents: 4_000, receivedCents: 5_000 },
    ],
  });
  const day = today();

  await page.goto(`/relatorios?de=${day}&ate=${day}`);
  const sales = page.getByTestId('report-sales');
  await expect(sales.getByRole('heading', { name: 'Vendas no caixa', level: 2 })).toBeVisible();
  await expect(sales.getByTestId('sales-total')).toHaveText('R$ 90,00');
  const row = sales.getByTestId('sales-days').getByTestId('report-row');
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-column="name"]')).toHaveText(day.split('-').reverse().join('/'));
  await expect(row.locator('[data-column="total"]')).toHaveText('R$ 90,00');
  await expect(row.locator('[data-column="pix"]')).toHaveText('R$ 50,00');
  await expect(row.locator('[data-column="cash"]')).toHaveText('R$ 40,00');
  await expect(row.locator('[data-column="credit"]')).toHaveText('R$ 0,00');
  const seller = sales.getByTestId('sales-professionals').getByTestId('report-row');
  await expect(seller.locator('[data-column="name"]')).toHaveText('Sem profissional');
  await expect(seller.locator('[data-column="items"]')).toHaveText('R$ 90,00');
  expect(await axeViolations(page), '/relatorios with sales').toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    sales.getByRole('button', { name: 'Exportar vendas (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`vendas-${day}-${day}.csv`);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const totalLine = csv.split(/\r?\n/).find((line) => line.startsWith('Total;'));
  expect(totalLine, csv).toBeDefined();
  // Total; comandas; gross; discounts; tips; total; cash; credit; debit; PIX; on account.
  const [, count, , , , total, cash, , , pix] = csvFields(totalLine ?? '', ';');
  expect([count, cents(total ?? ''), cents(cash ?? ''), cents(pix ?? '')]).toEqual(['1', 9_000, 4_000, 5_000]);
});

test('the report, the commissions and a statement have no axe violations', async ({ page }) => {
  test.setTimeout(120_000);
  await businessWithLastMonth(page.request);
  const { from, to, month } = lastMonth();
  await send(page.request, 'post', '/api/commissions/recalculate', { month });
  const violations = () => axeViolations(page);

  await page.goto(`/relatorios?de=${from}&ate=${to}`);
  await expect(page.getByTestId('report-totals').first()).toBeVisible();
  expect(await violations(), '/relatorios').toEqual([]);

  await page.goto(`/comissoes?mes=${month}`);
  await expect(page.getByTestId('commissions-table')).toBeVisible();
  expect(await violations(), '/comissoes').toEqual([]);

  await page.getByRole('link', { name: 'Extrato — Paula Prado' }).click();
  await expect(page.getByTestId('statement-line')).toHaveCount(2);
  expect(await violations(), 'statement').toEqual([]);
});
