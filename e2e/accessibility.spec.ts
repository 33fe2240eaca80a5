import { axeViolations } from './support/axe.ts';
import { DEMO_ADMIN, DEMO_PASSWORD, SITE_URL } from './support/env.ts';
import { expect, signUpThroughApi, test, uniqueEmail } from './support/fixtures.ts';
import { htmlErrors } from './support/html-checker.ts';

// Automated accessibility checks (axe-core, WCAG 2.1 A and AA) of the pages built so far.
// Each axe pass walks the whole page; on a busy two-core machine six of them outlast the default
// 30 s, so these tests get more time (the assertions are unchanged).
test.describe.configure({ timeout: 120_000 });

test('the axe check finds what it is there to find', async ({ page }) => {
  // Every 'no axe violations' below leans on it: a page with a nameless button, an image with no
  // alternative and text too faint to read.
  await page.setContent(
    '<html lang="en"><head><title>Faults</title></head><body><main><h1>Faults</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#eee;background:#fff">Faint</p><button></button></main></body></html>',
  );
  const found = (await axeViolations(page)).map((violation) => violation.split(' ')[0]);
  expect(found.sort()).toEqual(['button-name', 'color-contrast', 'image-alt']);
});

test('the public pages have no axe violations', async ({ page }) => {
  for (const path of ['/', '/#precos', '/auth', '/auth?mode=signup', '/escolha-plano', '/esta-pagina-nao-existe']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/#precos') await expect(page.locator('section#precos')).toBeAttached();
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test('the signed-in pages have no axe violations', async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail());
  for (const path of ['/dashboard', '/agenda']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test('the pages the server renders have no HTML error (W3C Nu checker), in both languages', async ({ playwright }) => {
  // The demo server: a business, and published posts in both languages.
  const owner = await playwright.request.newContext({ baseURL: SITE_URL });
  const signedIn = await owner.post('/api/auth/sign-in/email', {
    data: { email: DEMO_ADMIN, password: DEMO_PASSWORD },
    headers: { origin: SITE_URL },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const businessId = ((await (await owner.get('/api/me')).json()) as { profile: { businessId: string } }).profile
    .businessId;
  await owner.dispose();

  const pages: Record<string, string> = {};
  for (const language of ['pt-BR', 'en-US'] as const) {
    // A visitor: no session, the browser's language.
    const visitor = await playwright.request.newContext({
      baseURL: SITE_URL,
      extraHTTPHeaders: { 'accept-language': language },
    });
    const posts = (await (await visitor.get(`/api/public/blog/posts?language=${language}`)).json()) as {
      items: { slug: string }[];
    };
    expect(posts.items.length).toBeGreaterThan(0);
    const paths = [
      '/',
      '/auth',
      '/escolha-plano',
      '/blog',
      `/blog/${posts.items[0]!.slug}`,
      `/agendar/${businessId}`,
      `/avaliar/b/${businessId}`,
      '/esta-pagina-nao-existe',
    ];
    for (const path of paths) {
      const response = await visitor.get(path);
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
      pages[`${language} ${path}`] = await response.text();
    }
    await visitor.dispose();
  }
  expect(await htmlErrors(pages)).toEqual([]);
});
