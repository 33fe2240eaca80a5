import { expect, normalizeSpaces, signUpThroughApi, test, uniqueEmail } from './support/fixtures.ts';
import type { Page } from '@playwright/test';

// The public pages (docs/screens.md) and the plans' prices (docs/billing.md).

const PRICES = {
  'en-US': ['$5.99', '$7.99', '$11.99', '$13.99', '$15.99'],
  'pt-BR': ['R$ 29,99', 'R$ 39,99', 'R$ 59,99', 'R$ 69,99', 'R$ 79,99'],
} as const;

/** Where #precos should end up: at the top of the window, below the header (its scroll-mt-20). */
async function expectPricingAtTheTop(page: Page): Promise<void> {
  const top = () =>
    page.locator('section#precos').evaluate((section) => Math.round(section.getBoundingClientRect().top));
  await expect
    .poll(top, { message: 'the top of #precos, once the smooth scroll has settled' })
    .toBeLessThanOrEqual(100);
  expect(await top()).toBeGreaterThanOrEqual(0);
}

async function shownPrices(page: Page): Promise<string[]> {
  const prices = page.locator('#precos').getByTestId('plan-price');
  await expect(prices).toHaveCount(5);
  return (await prices.allTextContents()).map(normalizeSpaces);
}

for (const language of ['en-US', 'pt-BR'] as const) {
  test(`with language = ${language} the pricing shows the five plans in ${language === 'en-US' ? 'USD' : 'BRL'}`, async ({
    page,
  }) => {
    await page.addInitScript((value) => window.localStorage.setItem('language', value), language);

    // The plans page …
    await page.goto('/escolha-plano');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language === 'en-US' ? 'Plans and Pricing' : 'Planos e Preços',
    );
    expect(await shownPrices(page)).toEqual(PRICES[language]);
    await expect(page.locator('[data-plan]')).toHaveCount(5);
    await expect(page.locator('[data-plan="pro"]')).toContainText(
      language === 'en-US' ? 'Most popular' : 'Mais popular',
    );
    await expect(page.getByTestId('plan-price').first()).toBeVisible();

    // … and the landing page's pricing section.
    await page.goto('/#precos');
    await expectPricingAtTheTop(page);
    expect(await shownPrices(page)).toEqual(PRICES[language]);
  });
}

test('the language switcher changes the currency and is remembered', async ({ page }) => {
  await page.goto('/escolha-plano');
  expect(await shownPrices(page)).toEqual(PRICES['pt-BR']);
  await page.getByRole('combobox', { name: 'Idioma' }).first().selectOption('en-US');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect.poll(() => shownPrices(page)).toEqual(PRICES['en-US']);
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en-US');
  // The server knows the choice too: the page comes in it from its first byte.
  expect(await (await page.reload())?.text()).toContain('<html lang="en-US"');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect.poll(() => shownPrices(page)).toEqual(PRICES['en-US']);
});

/** Every error the page reports from now on: console errors and uncaught ones (React's hydration errors, #418, are both). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (on ${page.url()})`);
  });
  page.on('pageerror', (error) => errors.push(`${error.message} (on ${page.url()})`));
  return errors;
}

/**
 * Opens `path` and waits until the app has taken the server's markup over (the root is no longer
 * inert). The language of the page the server sent: its `<html lang>` and the one its first view
 * was rendered in.
 */
async function openRendered(page: Page, path: string): Promise<{ lang?: string; rendered?: string }> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const html = (await response?.text()) ?? '';
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  return { lang: /<html lang="([^"]*)"/.exec(html)?.[1], rendered: /data-rendered-language="([^"]*)"/.exec(html)?.[1] };
}

test.describe('in a browser in English', () => {
  test.use({ locale: 'en-US' });

  test('Portuguese chosen in the switcher comes in the first bytes of /, /blog, /escolha-plano and /auth, taken over without errors', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    expect(await openRendered(page, '/escolha-plano')).toEqual({ lang: 'en-US', rendered: 'en-US' });
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('pt-BR');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

    for (const path of ['/', '/blog', '/escolha-plano', '/auth']) {
      expect(await openRendered(page, path), path).toEqual({ lang: 'pt-BR', rendered: 'pt-BR' });
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    }
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a language chosen before the choice was also sent to the server comes in the first bytes from the next page on', async ({
    page,
  }) => {
    // What an earlier visit kept: the choice in this browser's storage only.
    await page.addInitScript(() => window.localStorage.setItem('language', 'pt-BR'));
    const errors = pageErrors(page);
    // The server could not know it yet: the page comes in the browser's language, and the app
    // shows it in the chosen one …
    expect(await openRendered(page, '/escolha-plano')).toEqual({ lang: 'en-US', rendered: 'en-US' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Planos e Preços');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

    // … and tells the server, for every page after it.
    expect(await openRendered(page, '/auth')).toEqual({ lang: 'pt-BR', rendered: 'pt-BR' });
    expect(errors).toEqual([]);
  });
});

test('a first visit to /#precos takes the rendered landing page over without errors', async ({ page }) => {
  const errors = pageErrors(page);
  await openRendered(page, '/#precos');
  await expectPricingAtTheTop(page);
  expect(await shownPrices(page)).toEqual(PRICES['pt-BR']);
  expect(errors).toEqual([]);
});

test('an unknown route shows the not-found page, answered 404', async ({ page }) => {
  const response = await page.goto('/esta-pagina-nao-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Página não encontrada');
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sua agenda cheia, sua gestão simples');
});

test('a signed-in visitor of / goes to the dashboard, but a link to /#precos scrolls to the pricing', async ({
  page,
}) => {
  await signUpThroughApi(page.request, uniqueEmail());

  // Without an exception, the landing page sends a signed-in owner to the dashboard …
  await page.goto('/');
  await expect(page).toHaveURL('/dashboard');

  // … but the /#precos link stays on the landing page and scrolls to the pricing section.
  await page.goto('/#precos');
  const pricing = page.locator('section#precos');
  await expectPricingAtTheTop(page);
  // The header knows the person is signed in, so the redirect was decided — and not taken.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sair' })).toBeVisible();
  await expect(page).toHaveURL('/#precos');
  await expect(pricing).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  // Following the header's 'Preços' link from another page does the same.
  await page.goto('/esta-pagina-nao-existe');
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Preços' }).click();
  await expect(page).toHaveURL('/#precos');
  await expectPricingAtTheTop(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sair' })).toBeVisible();
  await expect(page).toHaveURL('/#precos');
});

test('a first visit to /#precos ends at the pricing even when the sections above it load during the scroll', async ({
  page,
}) => {
  // The lazy sections above the pricing ('sistema', 'recursos') are held back until the smooth
  // scroll to #precos has begun, as on a slow network: when they arrive, their 40vh placeholders
  // grow into the real sections and push the pricing ~1,100 px down. The scroll must follow it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const heldBack: string[] = [];
  await page.route(/\/assets\/(system|features)-section-[^/]*\.js$/, async (route) => {
    heldBack.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue();
  });
  await page.goto('/#precos');
  await expect(page.locator('section#precos')).toBeAttached();
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { message: 'the scroll to #precos has begun' })
    .toBeGreaterThan(0);
  await expect(page.locator('section#sistema')).toHaveCount(0);
  expect(heldBack).toHaveLength(2);
  release();

  await expect(page.locator('section#sistema')).toBeAttached();
  await expect(page.locator('section#recursos')).toBeAttached();
  await expectPricingAtTheTop(page);
  await expect(page.locator('#precos').getByTestId('plan-price').first()).toBeInViewport();
});

test("a visit's speed reaches /metrics: LCP, CLS, FCP and TTFB of the landing page (docs/operations.md, the performance monitor)", async ({
  page,
}) => {
  /** The count of a histogram's observations for the landing page, as /metrics tells it now. */
  const observed = async (histogram: string) => {
    const response = await page.request.get('/metrics');
    expect(response.status()).toBe(200);
    const line = (await response.text())
      .split('\n')
      .find((sample) => sample.startsWith(`${histogram}_count{page="landing"} `));
    return line ? Number(line.split(' ')[1]) : 0;
  };
  const histograms = [
    'agendo_web_vitals_lcp_seconds',
    'agendo_web_vitals_cls',
    'agendo_web_vitals_fcp_seconds',
    'agendo_web_vitals_ttfb_seconds',
  ];
  const before = await Promise.all(histograms.map(observed));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The monitor is a chunk of its own, loaded as the page starts: a visit left before it is in
  // place sends nothing, so this one stays until it is.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/performance-monitor-')),
  );
  await page.waitForLoadState('networkidle');
  // A tap ends the Largest Contentful Paint; leaving the page hides it, and it sends its figures.
  await page.getByRole('heading', { level: 1 }).click();
  await page.goto('/escolha-plano');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  for (const [index, histogram] of histograms.entries()) {
    await expect.poll(() => observed(histogram), { message: histogram }).toBeGreaterThan(before[index]!);
  }
});
