import { randomBytes } from 'node:crypto';
import { expect, test as freshContextTest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import { APP_URL, DEMO_PASSWORD, ENV_DATABASE_URL } from './env.ts';
import { test as sharedTabTest, type TestTabs } from './shared-page.ts';

/**
 * The tests' `test`: its `page` is a tab shared from test to test (shared-page.ts). E2E_FRESH_CONTEXT=1
 * gives each test a new context instead, as does E2E_TRACE=1 (a trace belongs to one test's context).
 */
const test = (
  process.env.E2E_FRESH_CONTEXT || process.env.E2E_TRACE
    ? freshContextTest.extend<TestTabs>({
        openTab: async ({ browser }, use) => {
          await use(async (options) => {
            const context = await browser.newContext(options);
            return { context, page: await context.newPage() };
          });
        },
      })
    : sharedTabTest
) as typeof sharedTabTest;

/** Another person's browser tab (shared-page.ts): `openTab(options)`, given back when the test ends or its context is closed. */
export type OpenTab = TestTabs['openTab'];

export { expect, test };

/**
 * A fresh address for every test that needs its own owner. The local part becomes the owner's
 * name and business name ('Negócio de dono1a2b3c4d'), so it is kept short: see the phone-width
 * test in layout.spec.ts for what a long one does.
 */
export function uniqueEmail(label = 'dono'): string {
  return `${label}${randomBytes(4).toString('hex')}@e2e.example.com`;
}

export const PASSWORD = 'senha-segura-123';

/** What better-auth answers to a sign-up. */
interface SignUpAnswer {
  user: { id: string; email: string; name: string };
}

/**
 * Creates an owner (and their business) through the API, as the form would. With `page.request`
 * the browser context gets the session cookie, i.e. the person is signed in; with the `request`
 * fixture it does not.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  email: string,
  options: { password?: string; baseUrl?: string; name?: string } = {},
): Promise<SignUpAnswer['user']> {
  const baseUrl = options.baseUrl ?? APP_URL;
  const response = await request.post(`${baseUrl}/api/auth/sign-up/email`, {
    data: { email, password: options.password ?? PASSWORD, name: options.name ?? email.split('@')[0] },
    headers: { origin: baseUrl, 'accept-language': 'pt-BR' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as SignUpAnswer).user;
}

/**
 * Signs in through the API, as the form would: with `page.request` the browser context gets the
 * session cookie. The demo's people use DEMO_PASSWORD (the default).
 */
export async function signInThroughApi(
  request: APIRequestContext,
  email: string,
  options: { password?: string; baseUrl?: string } = {},
): Promise<void> {
  const baseUrl = options.baseUrl ?? APP_URL;
  const response = await request.post(`${baseUrl}/api/auth/sign-in/email`, {
    data: { email, password: options.password ?? DEMO_PASSWORD },
    headers: { origin: baseUrl },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Fills and sends the /auth form in login mode. */
export async function signInThroughForm(page: Page, email: string, password: string, baseUrl = ''): Promise<void> {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/**
 * The signed-in sidebar: fixed on wide screens, a drawer behind 'Abrir menu' on phones (this
 * opens it).
 */
export async function openAppSidebar(page: Page): Promise<Locator> {
  if (!isPhone(page)) return page.getByRole('complementary');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu do sistema' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** A sonner toast with this title. */
export function toast(page: Page, title: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}

/**
 * Every answer of the API with a 4xx or 5xx status the page gets from now on (each one is an error
 * in the browser's console): a page asks only what its visitor can have.
 */
export function failedApiCalls(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400)
      failed.push(`${response.status()} ${url.pathname} (on ${new URL(page.url()).pathname})`);
  });
  return failed;
}

/** Collapses runs of white space, including the no-break space Intl puts after 'R$'. */
export function normalizeSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The main server's PostgreSQL database, for tests that change rows directly; call it first.
 * Skips the test — loudly — when the run has no PostgreSQL (only allowed outside CI: the global
 * setup fails under CI).
 */
export function requirePostgres(): string {
  const url = process.env[ENV_DATABASE_URL];
  if (!url) {
    console.warn(`*** SKIPPED "${test.info().title}": it changes rows directly and this run has no PostgreSQL ***`);
    test.skip(true, 'needs PostgreSQL (no server answered at 127.0.0.1:5432)');
    throw new Error('unreachable: test.skip throws');
  }
  return url;
}

/** Runs SQL on that database. */
export async function withDatabase<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface OnlineBusiness {
  name: string;
  address?: string;
  welcomeMessage: string;
  service: { name: string; description?: string; durationMinutes: number; priceCents: number };
  professional: string;
}

/**
 * Sets up the signed-in owner's business (of `request`) to take online bookings: open every day
 * 08:00–20:00, one service, one professional who does it, bookable from now on.
 */
export async function prepareOnlineBusiness(
  request: APIRequestContext,
  business: OnlineBusiness,
): Promise<{ businessId: string; serviceId: string }> {
  const headers = { origin: APP_URL, 'accept-language': 'pt-BR' };
  const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '20:00' }));
  const json = async (method: 'post' | 'patch', path: string, data: unknown) => {
    const response = await request[method](`${APP_URL}${path}`, { data, headers });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  await json('patch', '/api/business/settings', {
    name: business.name,
    ...(business.address ? { address: business.address } : {}),
    openingHours: week,
    setupDismissed: true,
  });
  const service = await json('post', '/api/services', business.service);
  await json('post', '/api/professionals', {
    fullName: business.professional,
    serviceIds: [service.id],
    workingHours: week,
    breaks: [],
  });
  await json('patch', '/api/online-booking/settings', {
    enabled: true,
    minNoticeMinutes: 0,
    windowDays: 14,
    welcomeMessage: business.welcomeMessage,
  });
  const me = await (await request.get(`${APP_URL}/api/me`)).json();
  return { businessId: me.profile.businessId as string, serviceId: service.id as string };
}
