import { APP_URL } from './support/env.ts';
import { expect, prepareOnlineBusiness, signUpThroughApi, test, uniqueEmail } from './support/fixtures.ts';

// The booking page's first view (ADR 13): it arrives with what the customer sees first already in its HTML, so it
// paints before any script runs, and the script takes that markup over.

/** A name and a welcome a person might write, with every character HTML gives meaning to. */
const NAME = `Bella's <Studio> & "Spa" $& </script>`;
const WELCOME = 'Olá! <b>Não</b> é negrito.\n</script><script>window.__hacked = true</script>';

test.describe('the booking page as the server sends it', () => {
  let businessId: string;

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    await signUpThroughApi(request, uniqueEmail('primeira-vista'));
    ({ businessId } = await prepareOnlineBusiness(request, {
      name: NAME,
      address: 'Rua <Augusta>, 10',
      welcomeMessage: WELCOME,
      service: {
        name: 'Corte <Clássico>',
        description: 'Com "lavagem" & finalização',
        durationMinutes: 30,
        priceCents: 4500,
      },
      professional: 'Paula Primeira',
    }));
    await request.dispose();
  });

  test('shows the business, its welcome and its services with JavaScript turned off', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
      locale: 'pt-BR',
    });
    const page = await context.newPage();
    const response = await page.goto(`/agendar/${businessId}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${NAME} · Agendar horário`);
    await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    await expect(page.getByText('Olá! <b>Não</b> é negrito.')).toBeVisible();
    await expect(page.getByText('Rua <Augusta>, 10')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Escolha o serviço' })).toBeVisible();
    const service = page.getByRole('button', { name: /Corte <Clássico>/ });
    await expect(service).toBeVisible();
    await expect(service).toContainText('Com "lavagem" & finalização');
    await expect(service).toContainText('R$ 45,00');
    expect(await page.locator('b').count()).toBe(0);
    await context.close();
  });

  test('is in English for a browser that asks for it, and the script takes it over without reading the business again', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    const businessReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/public/businesses/${businessId}`)) businessReads.push(request.url());
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`/agendar/${businessId}`);
    await expect(page.getByRole('heading', { name: 'Choose a service' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    // Taken over: a click moves on to the next step.
    await page.getByRole('button', { name: /Corte <Clássico>/ }).click();
    await expect(page.getByRole('heading', { name: 'With whom?' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Paula Primeira/ })).toBeVisible();
    expect(businessReads).toEqual([]);
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => (window as { __hacked?: boolean }).__hacked)).toBeUndefined();
    await context.close();
  });

  test('says a page that does not exist with a 404, in its HTML', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
    const page = await context.newPage();
    const response = await page.goto('/agendar/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página de agendamento não encontrada' })).toBeVisible();
    expect((await page.goto('/agendar/not-an-id'))?.status()).toBe(404);
    await context.close();
  });

  test('answers HEAD like GET', async ({ request }) => {
    expect((await request.head(`/agendar/${businessId}`)).status()).toBe(200);
    expect((await request.head('/')).status()).toBe(200);
  });
});

// The landing page, sign-in and the plans come rendered too, for a visitor (no session cookie).
test.describe('the public pages as the server sends them', () => {
  test('the landing page and the sign-in form are there with JavaScript turned off, in the browser language', async ({
    browser,
  }) => {
    for (const [locale, hero, signIn] of [
      ['pt-BR', 'Sua agenda cheia, sua gestão simples', 'Entrar na sua conta'],
      ['en-US', 'A full schedule, simple management', 'Sign in to your account'],
    ] as const) {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        locale,
        viewport: { width: 375, height: 812 },
      });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero);
      await page.goto('/auth');
      await expect(page.getByText(signIn)).toBeVisible();
      await expect(page.getByLabel(/E-mail/)).toBeVisible();
      await context.close();
    }
  });

  test('the script takes the landing page over without errors and it works as before', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sua agenda cheia, sua gestão simples');
    await page
      .getByRole('link', { name: /Começar teste grátis/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('Entrar na sua conta')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('is not rendered by the server for someone signed in', async ({ playwright }) => {
    const request = await playwright.request.newContext();
    await signUpThroughApi(request, uniqueEmail('com-sessao'));
    const html = await (await request.get(`${APP_URL}/`)).text();
    expect(html).toContain('<div id="root"></div>');
    const visitor = await playwright.request.newContext();
    expect(await (await visitor.get(`${APP_URL}/`)).text()).toContain('data-rendered-language');
    await visitor.dispose();
    await request.dispose();
  });
});
