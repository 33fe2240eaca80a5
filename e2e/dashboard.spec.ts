import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { expect, normalizeSpaces, signUpThroughApi, test, toast, uniqueEmail } from './support/fixtures.ts';
import { APP_URL } from './support/env.ts';

// The owner's dashboard (docs/metrics.md): the figures of 30, 60 and 90 days as the API gives
// them, the charts' numbers for screen readers, and 'Gerar dados de teste' on a fresh business —
// in pt-BR at 1280 px; en-US's way of writing the figures on a phone has a short test of its own
// (screens.spec.ts checks the page at 375 px in both languages).
// Every test signs up its own owner, so no other test's appointments move its figures.

interface DashboardAnswer {
  range: 30 | 60 | 90;
  currency: 'BRL' | 'USD';
  revenueCents: number;
  appointments: number;
  visits: number;
  cancelled: number;
  customers: number;
  successRate: number | null;
  revenueByDay: { date: string; revenueCents: number }[];
  revenueByWeek: { weekStart: string; revenueCents: number }[];
  appointmentsByDay: { date: string; count: number }[];
  statusCounts: Record<'scheduled' | 'confirmed' | 'completed' | 'cancelled', number>;
  topServices: { name: string; count: number; revenueCents: number }[];
  hasSampleData: boolean;
}

const TEXTS = {
  'pt-BR': {
    range: (days: number) => `${days} dias`,
    showNumbers: 'Ver números',
    generate: 'Gerar dados de teste',
    dialogTitle: 'Gerar dados de teste?',
    generated: 'Dados de teste gerados',
    notice: 'Este painel inclui dados de teste',
    remove: 'Remover dados de teste',
    removeTitle: 'Remover dados de teste?',
    removed: 'Dados de teste removidos',
    empty: 'Nenhum agendamento nos últimos 30 dias',
    completed: 'Concluídos',
  },
  'en-US': {
    range: (days: number) => `${days} days`,
    showNumbers: 'Show numbers',
    generate: 'Generate test data',
    dialogTitle: 'Generate test data?',
    generated: 'Test data generated',
    notice: 'This dashboard includes test data',
    remove: 'Remove test data',
    removeTitle: 'Remove the test data?',
    removed: 'Test data removed',
    empty: 'No appointments in the last 30 days',
    completed: 'Completed',
  },
} as const;

type Language = keyof typeof TEXTS;

// Three ranges with their charts' tables, or an axe pass, on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

/** A new owner, signed in in the page's context, with the guided setup put away (it sits above the figures). */
async function signUpOwner(request: APIRequestContext): Promise<void> {
  await signUpThroughApi(request, uniqueEmail());
  const response = await request.patch(`${APP_URL}/api/business/settings`, {
    data: { setupDismissed: true },
    headers: { origin: APP_URL, 'accept-language': 'pt-BR' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The dashboard as the page itself would ask for it: same cookies, same language. */
async function dashboardOf(page: Page, range: number): Promise<DashboardAnswer> {
  return page.evaluate(async (days) => {
    const response = await fetch(`/api/dashboard?range=${days}`, {
      headers: { 'Accept-Language': document.documentElement.lang },
    });
    if (!response.ok) throw new Error(`GET /api/dashboard answered ${response.status}`);
    return (await response.json()) as DashboardAnswer;
  }, range);
}

/** Money as the interface writes it (Intl, with plain spaces). */
function money(cents: number, currency: string, language: Language): string {
  return normalizeSpaces(
    new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: 2 }).format(cents / 100),
  );
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Opens a chart's 'Ver números' and answers its table's rows as [label, value]. */
async function numbersOf(page: Page, chart: string, language: Language): Promise<string[][]> {
  const details = page.getByTestId(`numbers-${chart}`);
  // It stays open from one range to the next.
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open)))
    await details.getByText(TEXTS[language].showNumbers).click();
  const rows = details.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.children].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim())),
  );
}

/** The figures, the charts' tables, the status legend and the top services of `range` days against the API's answer. */
async function expectFiguresOf(page: Page, range: 30 | 60 | 90, language: Language): Promise<void> {
  const texts = TEXTS[language];
  const ranges = page.getByTestId('range-selector');
  await expect(ranges.getByRole('button', { name: texts.range(range) })).toHaveAttribute('aria-pressed', 'true');
  const api = await dashboardOf(page, range);
  expect(api.range).toBe(range);
  expect(api.appointments).toBeGreaterThan(0);
  const cards = page.getByTestId('figure-cards');
  await expect(cards).toHaveAttribute('data-range', String(range));
  await expect(page.getByTestId('figure-revenue')).toHaveText(money(api.revenueCents, api.currency, language), {
    useInnerText: true,
  });
  await expect(page.getByTestId('figure-appointments')).toHaveText(
    new Intl.NumberFormat(language).format(api.appointments),
  );
  await expect(page.getByTestId('figure-visits')).toHaveText(new Intl.NumberFormat(language).format(api.visits));
  await expect(page.getByTestId('figure-cancellations')).toHaveText(
    new Intl.NumberFormat(language).format(api.cancelled),
  );
  await expect(page.getByTestId('figure-customers')).toHaveText(new Intl.NumberFormat(language).format(api.customers));
  const rate =
    api.successRate === null
      ? '—'
      : new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 1 }).format(api.successRate / 100);
  await expect(page.getByTestId('figure-success-rate')).toHaveText(rate);

  // The revenue chart goes by day over 30 days, by week over 60 and 90: its table says the same.
  const revenue = await numbersOf(page, 'revenue', language);
  const points = range === 30 ? api.revenueByDay : api.revenueByWeek;
  expect(revenue).toHaveLength(points.length);
  expect(revenue.map(([, value]) => value)).toEqual(
    points.map((point) => money(point.revenueCents, api.currency, language)),
  );
  const perDay = await numbersOf(page, 'per-day', language);
  expect(perDay.map(([, value = '']) => Number(value.replace(/\D/g, '')))).toEqual(
    api.appointmentsByDay.map((day) => day.count),
  );

  const completed = page.getByTestId('status-legend').locator('[data-status="completed"]');
  await expect(completed).toContainText(texts.completed);
  await expect(completed).toContainText(new Intl.NumberFormat(language).format(api.statusCounts.completed));
  const services = page.getByTestId('top-service');
  await expect(services).toHaveCount(Math.min(5, api.topServices.length));
  for (const [index, service] of api.topServices.entries()) {
    await expect(services.nth(index)).toContainText(service.name);
    expect(normalizeSpaces(await services.nth(index).innerText())).toContain(
      money(service.revenueCents, api.currency, language),
    );
  }
  await expectNoHorizontalScroll(page);
}

/** A new owner with the test data, on the dashboard of 30 days. */
async function openDashboardWithSampleData(page: Page, language: Language): Promise<void> {
  await signUpOwner(page.request);
  const generated = await page.request.post(`${APP_URL}/api/sample-data`, { headers: { origin: APP_URL } });
  expect(generated.status(), await generated.text()).toBe(201);
  await page.goto('/dashboard');
  // The first visit loads the app and the dashboard's code: slow on a busy two-core machine.
  await expect(
    page.getByTestId('range-selector').getByRole('button', { name: TEXTS[language].range(30) }),
  ).toHaveAttribute('aria-pressed', 'true', {
    timeout: 30_000,
  });
}

test('the figures of 30, 60 and 90 days are the API’s, and the charts’ numbers can be read', async ({ page }) => {
  const texts = TEXTS['pt-BR'];
  await openDashboardWithSampleData(page, 'pt-BR');
  const ranges = page.getByTestId('range-selector');
  for (const range of [30, 60, 90] as const) {
    if (range !== 30) {
      await ranges.getByRole('button', { name: texts.range(range) }).click();
      await expect(page).toHaveURL(`/dashboard?range=${range}`);
    }
    await expectFiguresOf(page, range, 'pt-BR');
  }

  // The range is in the address: a reload keeps it.
  await page.reload();
  await expect(ranges.getByRole('button', { name: texts.range(90) })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('figure-cards')).toHaveAttribute('data-range', '90');
});

test('a new owner generates test data, sees it marked, and removes it', async ({ page }) => {
  const texts = TEXTS['pt-BR'];
  await signUpOwner(page.request);
  await page.goto('/dashboard');
  await expect(page.getByTestId('empty-state')).toContainText(texts.empty);
  await expectNoHorizontalScroll(page);

  await page.getByTestId('empty-state').getByRole('button', { name: texts.generate }).click();
  const dialog = page.getByRole('alertdialog', { name: texts.dialogTitle });
  await expect(dialog).toContainText('90');
  await expect(dialog).toContainText('14');
  await dialog.getByRole('button', { name: texts.generate }).click();
  await expect(toast(page, texts.generated)).toBeVisible();
  await expect(dialog).toBeHidden();

  const notice = page.getByTestId('sample-data-notice');
  await expect(notice).toContainText(texts.notice);
  const api = await dashboardOf(page, 30);
  expect(api.hasSampleData).toBe(true);
  await expect(page.getByTestId('figure-revenue')).toHaveText(money(api.revenueCents, api.currency, 'pt-BR'), {
    useInnerText: true,
  });
  await expectNoHorizontalScroll(page);

  await notice.getByRole('button', { name: texts.remove }).click();
  const confirm = page.getByRole('alertdialog', { name: texts.removeTitle });
  await confirm.getByRole('button', { name: texts.remove }).click();
  await expect(toast(page, texts.removed)).toBeVisible();
  await expect(notice).toBeHidden();
  await expect(page.getByTestId('empty-state')).toContainText(texts.empty);
  expect((await dashboardOf(page, 30)).hasSampleData).toBe(false);
});

test.describe('in en-US on a phone', () => {
  test.use({ locale: 'en-US', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the figures and the charts’ numbers are written the en-US way, as the API gives them, within the screen', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'en-US'));
    await openDashboardWithSampleData(page, 'en-US');
    await expectFiguresOf(page, 30, 'en-US');
    // The test data's marker and its button, in English.
    await expect(page.getByTestId('sample-data-notice')).toContainText(TEXTS['en-US'].notice);
    await expect(
      page.getByTestId('sample-data-notice').getByRole('button', { name: TEXTS['en-US'].remove }),
    ).toBeVisible();
  });
});

test('the dashboard with figures, charts and their opened tables has no axe violations', async ({ page }) => {
  await signUpOwner(page.request);
  const generated = await page.request.post(`${APP_URL}/api/sample-data`, { headers: { origin: APP_URL } });
  expect(generated.status(), await generated.text()).toBe(201);
  await page.goto('/dashboard?range=60');
  // The first load of the page and of 60 days of figures, while the other workers load the machine.
  await expect(page.getByTestId('sample-data-notice')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('figure-cards')).toHaveAttribute('data-range', '60');
  for (const chart of ['revenue', 'per-day'])
    await page.getByTestId(`numbers-${chart}`).getByText('Ver números').click();
  expect(await axeViolations(page)).toEqual([]);
});
