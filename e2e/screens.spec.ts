import type { APIRequestContext, Page } from '@playwright/test';
import { APP_URL, DEMO_ADMIN, DEMO_BUSINESS_NAME, DEMO_PROFESSIONAL, SUPER_ADMIN } from './support/env.ts';
import { expect, signInThroughApi, signUpThroughApi, test, uniqueEmail } from './support/fixtures.ts';
import { axeViolations } from './support/axe.ts';
import { cutTexts, expectNoHorizontalOverflow, expectSettled, untranslatedKeys } from './support/screen-checks.ts';

// Every screen of the web app, as each role that reaches it, on a phone (375 × 812) in en-US and
// in pt-BR: it renders (its level-1 heading, at its own address, no error page), it is no wider
// than the screen, it shows no untranslated i18n key, and — once, in en-US — axe finds nothing
// (WCAG 2.1 A and AA). The menu drawer of each role is opened once. The journeys check what the
// screens do; this checks that each of them holds together at phone width in both languages.
//
// Everything runs on the main server. The demo's people (owner, professional, super admin) only
// read — the test fails if a screen sends a write — so the journeys that use the demo data are
// not disturbed; the states the demo lacks (a new business, a checkout, a closed business) are a
// new owner's own.

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
// Some twenty page loads and, in en-US, as many axe passes per test, on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

type Language = 'pt-BR' | 'en-US';

interface Screen {
  path: string;
  /** What the screen is meant to show instead of its own content. */
  shows?: 'denied' | 'notFound';
  /** False where another role's test runs axe over the same screen with more on it (axe takes seconds a page). */
  axe?: false;
}

const WORDS = {
  'pt-BR': {
    denied: 'Acesso Negado',
    notFound: 'Página não encontrada',
    broken: 'Algo deu errado',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    systemMenu: 'Menu do sistema',
  },
  'en-US': {
    denied: 'Access Denied',
    notFound: 'Page not found',
    broken: 'Something went wrong',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    systemMenu: 'System menu',
  },
} as const;

/** The sidebar's links, in its order (app-sidebar.tsx), in en-US. */
const OWNER_LINKS = [
  'Dashboard',
  'Schedule',
  'Cash register',
  'Products',
  'Packages',
  'Clients',
  'Reports',
  'Commissions',
  'Reviews',
  'Services',
  'Professionals',
  'Online booking',
  'Waitlist',
  'Users',
  'Settings',
  'Subscription',
];
const PROFESSIONAL_LINKS = ['Schedule', 'Cash register', 'Clients', 'Commissions', 'Reviews'];

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${APP_URL}${path}`);
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

async function firstId(request: APIRequestContext, path: string): Promise<string> {
  const { items } = await getJson<{ items: { id: string }[] }>(request, path);
  expect(items.length, `${path} has something to open`).toBeGreaterThan(0);
  return items[0]!.id;
}

/** Shows the app in `language` (as the person's stored choice) and collects script errors and writes the screens send. */
async function prepare(page: Page, language: Language): Promise<{ errors: string[]; writes: string[] }> {
  await page.addInitScript((value) => window.localStorage.setItem('language', value), language);
  const errors: string[] = [];
  const writes: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${String(error)}`));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // The booking page counts its visits (the business's figures): the one write a look makes.
    if (/^\/api\/public\/businesses\/[\w-]+\/visits$/.test(pathname)) return;
    if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method()) && pathname.startsWith('/api/')) {
      writes.push(`${request.method()} ${request.url()} (on ${page.url()})`);
    }
  });
  return { errors, writes };
}

/**
 * Goes to `path`: a full load, or — in the signed-in app, once loaded — as the app's own links do,
 * without loading it again (what a person does, and much cheaper). The headings on the screen left
 * are marked, so that the next screen's own heading is the one waited for.
 */
async function open(page: Page, path: string, inApp: boolean): Promise<void> {
  if (!inApp) {
    await page.goto(path);
    return;
  }
  await page.evaluate((target) => {
    for (const heading of document.querySelectorAll('h1, [role="heading"][aria-level="1"]'))
      heading.setAttribute('data-screen-left', '');
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Opens `screen` and checks it; axe when asked. Failures are soft where they can be: one run lists every screen's. */
async function checkScreen(
  page: Page,
  screen: Screen,
  language: Language,
  role: string,
  options: { axe: boolean; inApp: boolean },
): Promise<void> {
  const what = `${screen.path} as ${role} in ${language}`;
  const words = WORDS[language];
  await open(page, screen.path, options.inApp);
  await expect(page.locator('html'), what).toHaveAttribute('lang', language);
  await expect(
    page.getByRole('heading', { level: 1 }).and(page.locator(':not([data-screen-left])')).first(),
    what,
  ).toBeVisible();
  await expectSettled(page);
  expect(new URL(page.url()).pathname, `${what}: stays at its address`).toBe(new URL(screen.path, APP_URL).pathname);
  await expect(page.getByRole('heading', { name: words.broken, exact: true }), what).toHaveCount(0);
  await expect(page.getByRole('heading', { name: words.denied, exact: true }), what).toHaveCount(
    screen.shows === 'denied' ? 1 : 0,
  );
  await expect(page.getByRole('heading', { name: words.notFound, exact: true }), what).toHaveCount(
    screen.shows === 'notFound' ? 1 : 0,
  );
  await expectNoHorizontalOverflow(page, what, { soft: true });
  expect.soft(await untranslatedKeys(page), `${what}: untranslated keys`).toEqual([]);
  if (options.axe) expect.soft(await axeViolations(page), `${what}: axe`).toEqual([]);
}

/**
 * Checks `screens` in turn (axe in en-US). With `inApp`, the first is loaded and the others are
 * reached within the app — except a screen of the same page as the one before (another view of
 * the schedule), which is loaded, as its heading stays the same.
 */
async function checkScreens(
  page: Page,
  screens: Screen[],
  language: Language,
  role: string,
  inApp = false,
): Promise<void> {
  let previous: string | null = null;
  for (const screen of screens) {
    const pathname = new URL(screen.path, APP_URL).pathname;
    await checkScreen(page, screen, language, role, {
      axe: language === 'en-US' && screen.axe !== false,
      inApp: inApp && previous !== null && previous !== pathname,
    });
    previous = pathname;
  }
}

/** The signed-in menu drawer (phones): the role's links and nothing else, axe clean, and it closes. */
async function checkAppDrawer(page: Page, role: string, links: string[], roleLabel: string): Promise<void> {
  await page.getByRole('button', { name: WORDS['en-US'].openMenu }).click();
  const drawer = page.getByRole('dialog', { name: WORDS['en-US'].systemMenu });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('business-name')).toHaveText(DEMO_BUSINESS_NAME);
  await expect(drawer.getByText(roleLabel, { exact: true })).toBeVisible();
  await expect(drawer.getByRole('navigation').getByRole('link')).toHaveText(links);
  await expect(drawer.getByRole('button', { name: 'Sign out' })).toBeAttached();
  expect.soft(await untranslatedKeys(page), `the drawer of ${role}: untranslated keys`).toEqual([]);
  expect.soft(await axeViolations(page), `the drawer of ${role}: axe`).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

/** The public header's menu (phones): opens with the header's links, axe clean, and closes. */
async function checkSiteMenu(page: Page, role: string, account: string): Promise<void> {
  const words = WORDS['en-US'];
  const toggle = page.getByRole('banner').getByRole('button', { name: words.openMenu });
  await toggle.click();
  await expect(page.getByRole('banner').getByRole('button', { name: words.closeMenu })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' }).last();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: account })).toBeVisible();
  expect.soft(await axeViolations(page), `the site menu of ${role}: axe`).toEqual([]);
  await page.getByRole('banner').getByRole('button', { name: words.closeMenu }).click();
  await expect(menu).toBeHidden();
}

for (const language of ['en-US', 'pt-BR'] as const) {
  test.describe(`at 375 px in ${language}${language === 'en-US' ? ', with axe' : ''}`, () => {
    test.use({ locale: language });

    test('the visitor’s screens', async ({ page, request }) => {
      const { errors, writes } = await prepare(page, language);
      // The demo business's public pages, and a post of the blog in this language.
      await signInThroughApi(request, DEMO_ADMIN);
      const { profile } = await getJson<{ profile: { businessId: string } }>(request, '/api/me');
      const { items } = await getJson<{ items: { slug: string }[] }>(
        request,
        `/api/public/blog/posts?language=${language}`,
      );
      const screens: Screen[] = [
        { path: '/' },
        { path: '/auth' },
        { path: '/auth?mode=signup' },
        { path: '/reset-password' },
        { path: '/escolha-plano' },
        { path: '/blog' },
        { path: `/blog/${items[0]!.slug}` },
        { path: '/caixa-de-correio' },
        { path: `/agendar/${profile.businessId}` },
        { path: '/agendar/00000000-0000-4000-8000-000000000000' },
        { path: `/avaliar/b/${profile.businessId}` },
        { path: '/avaliar/link-que-nao-existe-0000000000' },
        { path: '/esta-pagina-nao-existe', shows: 'notFound' },
      ];
      await checkScreens(page, screens, language, 'a visitor');
      if (language === 'en-US') {
        await page.goto('/');
        await checkSiteMenu(page, 'a visitor', 'Sign in');
      }
      expect(errors).toEqual([]);
      expect(writes).toEqual([]);
    });

    test('the demo owner’s screens: the schedule, clients, figures and reviews', async ({ page }) => {
      const { errors, writes } = await prepare(page, language);
      await signInThroughApi(page.request, DEMO_ADMIN);
      const clientId = await firstId(page.request, '/api/clients');
      // The demo's latest comanda (closed, with a tip), and the professional it tipped: their statement shows it.
      const comandaId = await firstId(page.request, '/api/comandas?status=closed');
      const month = await getJson<{ professionals: Array<{ professionalId: string; tipsCents: number }> }>(
        page.request,
        '/api/commissions?month=' +
          new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()).slice(0, 7),
      );
      const tipped = month.professionals.find((p) => p.tipsCents > 0);
      expect(tipped, 'a professional with a tip this month').toBeDefined();
      const screens: Screen[] = [
        { path: '/dashboard' },
        { path: '/agenda' },
        { path: '/agenda?view=week' },
        { path: '/agenda?view=fifteen' },
        { path: '/agenda?view=month' },
        { path: '/caixa' },
        { path: `/comandas/${comandaId}` },
        { path: `/comandas/${comandaId}/recibo` },
        { path: '/clientes' },
        { path: `/clientes/${clientId}` },
        { path: '/relatorios' },
        { path: '/comissoes' },
        { path: `/comissoes?profissional=${tipped!.professionalId}` },
        { path: '/avaliacoes' },
      ];
      await checkScreens(page, screens, language, 'the owner', true);
      // On a phone the buttons under each professional's commission, and a client's export buttons, are shown whole.
      await page.goto('/comissoes');
      await expect(page.getByTestId('commission-row').first()).toBeVisible();
      expect(await cutTexts(page.getByTestId('commission-row').locator('a, button'))).toEqual([]);
      await page.goto(`/clientes/${clientId}`);
      await expect(page.getByRole('button', { name: /JSON/ })).toBeVisible();
      expect(await cutTexts(page.getByRole('main').getByRole('button'))).toEqual([]);
      if (language === 'en-US') {
        await page.goto('/agenda');
        await checkAppDrawer(page, 'the owner', OWNER_LINKS, 'Administrator');
      }
      expect(errors).toEqual([]);
      expect(writes).toEqual([]);
    });

    test('the demo owner’s screens: the business, its team, its plan and messages', async ({ page }) => {
      const { errors, writes } = await prepare(page, language);
      await signInThroughApi(page.request, DEMO_ADMIN);
      const professionalId = await firstId(page.request, '/api/professionals');
      const screens: Screen[] = [
        { path: '/servicos' },
        { path: '/produtos' },
        { path: '/produtos/inventario' },
        { path: `/profissionais/${professionalId}` },
        { path: '/profissionais' },
        { path: '/profissionais/novo' },
        { path: '/agendamento-online' },
        { path: '/lista-de-espera' },
        { path: '/usuarios' },
        { path: '/configuracoes' },
        { path: '/assinatura' },
        { path: '/checkout/teste/portal' },
        { path: '/enviar-mensagem' },
        { path: '/mensagens-recebidas' },
      ];
      await checkScreens(page, screens, language, 'the owner', true);
      // The demo pays for Pro in reais, whatever the language, and its next charge is ahead.
      await page.goto('/assinatura');
      await expect(page.getByTestId('current-price')).toContainText('R$');
      await expect(
        page.getByText(language === 'pt-BR' ? 'Próxima cobrança' : 'Next charge', { exact: true }),
      ).toBeVisible();
      await expect(
        page.getByText(language === 'pt-BR' ? 'Nenhuma cobrança agendada' : 'No charge scheduled'),
      ).toHaveCount(0);
      expect(errors).toEqual([]);
      expect(writes).toEqual([]);
    });

    test('the demo professional’s screens', async ({ page }) => {
      const { errors, writes } = await prepare(page, language);
      await signInThroughApi(page.request, DEMO_PROFESSIONAL);
      const clientId = await firstId(page.request, '/api/clients');
      // The schedule and the clients are the owner's pages with less on them: axe runs there.
      const screens: Screen[] = [
        { path: '/dashboard', shows: 'denied' },
        { path: '/agenda', axe: false },
        { path: '/agenda?view=week', axe: false },
        { path: '/clientes', axe: false },
        { path: `/clientes/${clientId}`, axe: false },
        { path: '/pacotes', shows: 'denied', axe: false },
        { path: '/comissoes' },
        { path: '/avaliacoes' },
        { path: '/relatorios', shows: 'denied', axe: false },
      ];
      await checkScreens(page, screens, language, 'the professional', true);
      if (language === 'en-US') {
        await page.goto('/agenda');
        await checkAppDrawer(page, 'the professional', PROFESSIONAL_LINKS, 'Professional');
      }
      expect(errors).toEqual([]);
      expect(writes).toEqual([]);
    });

    test('the super admin’s screens', async ({ page }) => {
      const { errors, writes } = await prepare(page, language);
      await signInThroughApi(page.request, SUPER_ADMIN);
      const postId = await firstId(page.request, '/api/super-admin/blog/posts');
      const screens: Screen[] = [
        { path: '/super-admin' },
        { path: '/super-admin/versoes' },
        { path: '/gerenciar-screenshots' },
        { path: `/super-admin/blog/${postId}` },
        { path: '/super-admin/blog' },
        { path: '/super-admin/blog/novo' },
        { path: '/mensagens-recebidas' },
        { path: '/' },
      ];
      // Every tab of the panel's bar is shown whole on a phone.
      await page.goto('/super-admin');
      await expect(page.locator('header nav a')).toHaveCount(5);
      expect(await cutTexts(page.locator('header nav'))).toEqual([]);
      await checkScreens(page, screens, language, 'the super admin', true);
      if (language === 'en-US') await checkSiteMenu(page, 'the super admin', 'Super admin panel');
      expect(errors).toEqual([]);
      expect(writes).toEqual([]);
    });

    test('a new owner’s screens: the guided setup, the test checkout and payment account, the closed and expired states', async ({
      page,
    }) => {
      const { errors } = await prepare(page, language);
      const email = uniqueEmail('telas');
      await signUpThroughApi(page.request, email);
      const send = async (path: string, data: unknown) => {
        const response = await page.request.post(`${APP_URL}${path}`, { data, headers: { origin: APP_URL } });
        expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
        return response.json();
      };
      // On a phone the guided setup's step names and the time zone chosen are shown whole.
      await page.goto('/dashboard');
      const wizard = page.getByTestId('setup-wizard');
      await expect(wizard.getByRole('combobox')).toHaveValue(/\S/);
      expect(await cutTexts(wizard.locator('ol li p, [role="combobox"]'))).toEqual([]);
      const checkout = (await send('/api/billing/checkout', { price_id: 'price_test_pro_brl' })) as { url: string };
      // The built-in test payments' account page, where connecting the payment account for deposits leads.
      const onboarding = (await send('/api/payments/account/onboarding', {})) as { url: string };
      const testAccount = new URL(onboarding.url, APP_URL);
      await checkScreens(
        page,
        [
          { path: '/dashboard' },
          { path: new URL(checkout.url, APP_URL).pathname },
          { path: `${testAccount.pathname}${testAccount.search}` },
          { path: '/trial-expired' },
          { path: '/subscription-expired' },
        ],
        language,
        'a new owner',
      );
      // A package sold to a client on a walk-in comanda: the packages page with it, and the client's.
      const post = async <T>(path: string, data: unknown) => (await send(path, data)) as T;
      const cut = await post<{ id: string }>('/api/services', {
        name: 'Corte',
        durationMinutes: 30,
        priceCents: 5_000,
      });
      const client = await post<{ id: string }>('/api/clients', { fullName: 'Marta Lima' });
      const offer = await post<{ id: string }>('/api/packages', {
        name: 'Pacote 2 cortes',
        priceCents: 9_000,
        validityDays: 90,
        services: [{ serviceId: cut.id, sessions: 2 }],
      });
      await send('/api/cash-registers', { floatCents: 0 });
      const sale = await post<{ id: string; version: number }>('/api/comandas', { clientId: client.id });
      const sold = await post<{ version: number; totalCents: number }>(`/api/comandas/${sale.id}/packages`, {
        packageId: offer.id,
        version: sale.version,
      });
      await send(`/api/comandas/${sale.id}/close`, {
        version: sold.version,
        payments: [{ method: 'cash', amountCents: sold.totalCents }],
      });
      await checkScreens(
        page,
        [{ path: '/pacotes' }, { path: `/clientes/${client.id}` }],
        language,
        'the owner of a package sold',
        true,
      );
      await send('/api/business/close', { confirmName: `Negócio de ${email.split('@')[0]}` });
      await checkScreens(page, [{ path: '/empresa-encerrada' }], language, 'the owner of a closed business');
      expect(errors).toEqual([]);
    });
  });
}
