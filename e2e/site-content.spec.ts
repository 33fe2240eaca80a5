// Over 300 lines: the super admin's whole journey over the site's texts, its phone check, the restore, the markup corpus and the screenshots, with their words in both languages.
import type { BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { UNSAFE_MARKUP, XSS_RICH_TEXT_CORPUS } from '../src/server/test/xss-corpus.ts';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_PROFESSIONAL, SITE_URL } from './support/env.ts';
import { expect, test, toast, type OpenTab } from './support/fixtures.ts';

// Editing the site in place (docs/site-content.md), in Chromium: a super admin edits the landing
// page in place — the hero title (plain) and the features text (rich: bold, a list, a link) —,
// saves the drafts, finds them after a reload and resumes them from the server, publishes, and a
// new visitor sees the texts while the other language is untouched; the audit log shows the
// publish; restoring the previous version makes a draft and publishing it brings the old text
// back — in pt-BR at 1280 px; in en-US on a phone, a short check that editing in place works there.
// The owner and the professional never see the button. A corpus of markup tricks through
// the API and through the editor never runs on the public page. Screenshots: a file that is not an
// image is refused with a clear message; a valid one shows on the landing page at both widths.
//
// These journeys publish the site's texts for every visitor of their server, so they run on a
// server of their own (SITE_URL), one after the other. Each is a long journey of many page
// loads (some 20 s on an idle machine): they get two minutes each.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SUPER_ADMIN = 'superadmin@agendo.local';

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

const TEXTS = {
  'pt-BR': {
    bundledTitle: 'Sua agenda cheia, sua gestão simples',
    newTitle: 'Agenda lotada e zero planilhas',
    superAdmin: 'Super Admin',
    enterTitle: 'Entrar no Modo Super Admin',
    enter: 'Entrar no modo de edição',
    banner: 'MODO DE EDIÇÃO ATIVO',
    bold: 'Negrito',
    bulletList: 'Lista com marcadores',
    link: 'Link',
    done: 'Concluir',
    pendingDrafts: '2 rascunhos pendentes',
    saveDraft: 'Salvar Draft',
    draftsSaved: 'Drafts salvos',
    resumeTitle: 'Retomar o rascunho salvo?',
    resume: 'Retomar rascunho',
    publish: 'Publicar',
    publishTitle: 'Publicar alterações?',
    backup: /backup automático/,
    published: 'Publicado com Sucesso',
    rich: {
      lead: 'Agenda ',
      bold: 'sem erros',
      items: ['Lembretes automáticos', 'Relatórios do mês'],
      link: 'Conheça os recursos',
    },
    auditAction: 'Publicação de textos',
    auditSummary: '2 textos publicados',
    restore: 'Restaurar',
    restoreTitle: 'Restaurar esta versão como rascunho?',
    restored: /restaurada como rascunho\. Nada foi publicado\./,
    restoredResume: /Uma versão restaurada aguarda publicação/,
    panelLink: 'Painel Super Admin',
  },
  'en-US': {
    bundledTitle: 'A full schedule, simple management',
    newTitle: 'Booked solid, no spreadsheets',
    superAdmin: 'Super Admin',
    enterTitle: 'Enter Super Admin Mode',
    enter: 'Enter edit mode',
    banner: 'EDIT MODE ACTIVE',
    bold: 'Bold',
    bulletList: 'Bullet list',
    link: 'Link',
    done: 'Done',
    pendingDrafts: '2 pending drafts',
    saveDraft: 'Save draft',
    draftsSaved: 'Drafts saved',
    resumeTitle: 'Resume the saved draft?',
    resume: 'Resume draft',
    publish: 'Publish',
    publishTitle: 'Publish changes?',
    backup: /automatic backup/,
    published: 'Published successfully',
    rich: {
      lead: 'A schedule ',
      bold: 'without mistakes',
      items: ['Automatic reminders', 'Monthly reports'],
      link: 'See the features',
    },
    auditAction: 'Texts published',
    auditSummary: '2 texts published',
    restore: 'Restore',
    restoreTitle: 'Restore this version as a draft?',
    restored: /restored as a draft\. Nothing was published\./,
    restoredResume: /A restored version is waiting to be published/,
    panelLink: 'Super admin panel',
  },
} as const;
type Language = keyof typeof TEXTS;

const LINK_URL = 'https://agendo.example/recursos';

/** A browser context in `language`, and its page; signed in as `email` when given. */
async function openPage(
  openTab: OpenTab,
  language: Language,
  device: typeof DESKTOP | typeof PHONE,
  email?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openTab({ ...device, locale: language, baseURL: SITE_URL });
  if (email) {
    const response = await page.request.post(`${SITE_URL}/api/auth/sign-in/email`, {
      data: { email, password: DEMO_PASSWORD },
      headers: { origin: SITE_URL },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  return { context, page };
}

/** Fails the test on any dialog a script opened (every attempt of the corpus calls alert). */
function failOnAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return alerts;
}

async function enterEditMode(page: Page, language: Language): Promise<void> {
  const words = TEXTS[language];
  await page.getByTestId('super-admin-button').click();
  const dialog = page.getByRole('alertdialog', { name: words.enterTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: words.enter }).click();
  await expect(page.getByRole('region', { name: words.banner })).toBeVisible();
}

function heroTitle(page: Page) {
  return page.locator('[data-site-text="landing.hero.title"]');
}

function featuresText(page: Page) {
  return page.locator('[data-site-text="landing.features.description"]');
}

async function publishDrafts(page: Page, language: Language, count: number): Promise<void> {
  const words = TEXTS[language];
  await page
    .getByRole('region', { name: words.banner })
    .getByRole('button', { name: words.publish, exact: true })
    .click();
  const dialog = page.getByRole('alertdialog', { name: words.publishTitle });
  await expect(dialog).toContainText(words.backup);
  await dialog.getByRole('button', { name: words.publish, exact: true }).click();
  await expect(toast(page, words.published)).toBeVisible();
  await expect(toast(page, words.published)).toContainText(String(count));
}

/** The published hero title and features text as a visitor without a session gets them, and the other language's title. */
async function expectVisitorSees(openTab: OpenTab, language: Language, title: string): Promise<void> {
  const { context, page } = await openPage(openTab, language, DESKTOP);
  // Server-rendered: the title is in the HTML itself, before any script.
  const html = await (await page.request.get(`${SITE_URL}/`, { headers: { 'accept-language': language } })).text();
  expect(html).toContain(title);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await context.close();
}

test('en-US at 375 px: a super admin edits a text in place on a phone, within the screen (nothing saved)', async ({
  openTab,
}) => {
  const words = TEXTS['en-US'];
  const before = await visitorTitle(openTab, 'en-US');
  const { context, page } = await openPage(openTab, 'en-US', PHONE, SUPER_ADMIN);
  const alerts = failOnAlerts(page);
  await page.goto('/');
  await enterEditMode(page, 'en-US');
  await heroTitle(page).click();
  await expect(page.getByRole('textbox', { name: /landing\.hero\.title/ })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(words.newTitle);
  await page.keyboard.press('Enter');
  await expect(heroTitle(page)).toHaveText(words.newTitle);
  await expect(heroTitle(page)).toHaveAttribute('data-edited', 'true');
  await expect(page.getByText('1 pending draft')).toBeVisible();
  await expect(
    page.getByRole('region', { name: words.banner }).getByRole('button', { name: words.saveDraft }),
  ).toBeEnabled();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'page width in edit mode',
  ).toBeLessThanOrEqual(375);
  expect(alerts).toEqual([]);
  await context.close();
  // Only this browser had the draft: visitors still read the title as it was.
  expect(await visitorTitle(openTab, 'en-US')).toBe(before);
});

test('pt-BR at 1280 px: a super admin edits a plain and a rich text, keeps drafts across a reload and resumes them from the server, and publishes them for every visitor', async ({
  openTab,
}) => {
  const language: Language = 'pt-BR';
  const words = TEXTS[language];
  const other: Language = 'en-US';
  const otherTitleBefore = await visitorTitle(openTab, other);
  const { context, page } = await openPage(openTab, language, DESKTOP, SUPER_ADMIN);
  const alerts = failOnAlerts(page);
  await page.goto('/');
  // The header offers the panel to a super admin without a business.
  await expect(page.getByRole('banner').getByRole('link', { name: words.panelLink })).toBeVisible();
  await enterEditMode(page, language);

  // Plain text: click, type, Enter commits; the block is marked as edited.
  await heroTitle(page).click();
  const titleBox = page.getByRole('textbox', { name: /landing\.hero\.title/ });
  await expect(titleBox).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(words.newTitle);
  await page.keyboard.press('Enter');
  await expect(heroTitle(page)).toHaveText(words.newTitle);
  await expect(heroTitle(page)).toHaveAttribute('data-edited', 'true');

  // Rich text: bold, a bullet list and a link (the address asked in a prompt).
  await page.goto('/#recursos');
  await featuresText(page).click();
  const editor = page.locator('[data-rich-editor] .ProseMirror');
  await expect(editor).toBeFocused();
  const toolbar = page.locator('[data-rich-editor] [role="toolbar"]');
  // A toolbar button gives the focus back to the editor: a key pressed before that would go elsewhere.
  const press = async (name: string) => {
    await toolbar.getByRole('button', { name }).click();
    await expect(editor).toBeFocused();
  };
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(words.rich.lead);
  await press(words.bold);
  await page.keyboard.type(words.rich.bold);
  await press(words.bold);
  await page.keyboard.press('Enter');
  await press(words.bulletList);
  await page.keyboard.type(words.rich.items[0]);
  await page.keyboard.press('Enter');
  await page.keyboard.type(words.rich.items[1]);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type(words.rich.link);
  await page.keyboard.press('Shift+Home');
  page.removeAllListeners('dialog');
  page.once('dialog', (dialog) => void dialog.accept(LINK_URL));
  await toolbar.getByRole('button', { name: words.link }).click();
  await expect(editor.locator(`a[href="${LINK_URL}"]`)).toHaveText(words.rich.link);
  failOnAlerts(page);
  await toolbar.getByRole('button', { name: words.done }).click();
  await expect(featuresText(page).locator('strong')).toHaveText(words.rich.bold);
  await expect(featuresText(page)).toHaveAttribute('data-edited', 'true');
  await expect(page.getByText(words.pendingDrafts)).toBeVisible();

  // Drafts: saved on the server, still here after a reload (this browser's), and resumed from
  // the server when this browser has lost them (another device, a cleared browser).
  await page.getByRole('region', { name: words.banner }).getByRole('button', { name: words.saveDraft }).click();
  await expect(toast(page, words.draftsSaved)).toBeVisible();
  // The draft just saved is this browser's: nothing to resume, now or on entering edit mode again.
  const resume = page.getByRole('alertdialog', { name: words.resumeTitle });
  await expect(resume).toHaveCount(0);
  const draftRead = page.waitForResponse(
    (response) => response.url().endsWith('/api/super-admin/content/draft') && response.request().method() === 'GET',
  );
  await page.reload();
  await draftRead;
  await expect(heroTitle(page)).toHaveText(words.newTitle);
  await expect(page.getByText(words.pendingDrafts)).toBeVisible();
  await expect(resume).toHaveCount(0);
  await page.evaluate(() => {
    localStorage.removeItem('superadmin_drafts');
    localStorage.removeItem('superadmin_drafts_base');
  });
  await page.reload();
  await expect(resume).toBeVisible();
  await resume.getByRole('button', { name: words.resume }).click();
  await expect(heroTitle(page)).toHaveText(words.newTitle);
  await expect(page.getByText(words.pendingDrafts)).toBeVisible();

  await publishDrafts(page, language, 2);
  await expect(heroTitle(page)).toHaveText(words.newTitle);
  expect(alerts).toEqual([]);
  await context.close();

  // A new visitor, in another browser context, sees both texts; the other language is untouched.
  await expectVisitorSees(openTab, language, words.newTitle);
  const visitor = await openPage(openTab, language, DESKTOP);
  await visitor.page.goto('/#recursos');
  const features = featuresText(visitor.page);
  await expect(features.locator('strong')).toHaveText(words.rich.bold);
  await expect(features.locator('ul > li')).toHaveText([...words.rich.items]);
  await expect(features.locator('a')).toHaveAttribute('href', LINK_URL);
  await expect(features.locator('a')).toHaveText(words.rich.link);
  await visitor.context.close();
  expect(await visitorTitle(openTab, other)).toBe(otherTitleBefore);
});

/** The hero title a visitor reads in `language` now. */
async function visitorTitle(openTab: OpenTab, language: Language): Promise<string> {
  const { context, page } = await openPage(openTab, language, DESKTOP);
  await page.goto('/');
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await context.close();
  return title;
}

test('the audit log shows a publish with before and after; restoring the previous version makes a draft, and publishing it brings the old text back', async ({
  openTab,
}) => {
  const words = TEXTS['pt-BR'];
  const { context, page } = await openPage(openTab, 'pt-BR', DESKTOP, SUPER_ADMIN);
  // Someone publishes another title over the journey's (through the API, as a second tab would).
  const current = (await (await page.request.get(`${SITE_URL}/api/public/site-content`)).json()) as { version: string };
  const replaced = await page.request.post(`${SITE_URL}/api/super-admin/content/publish`, {
    headers: { origin: SITE_URL },
    data: {
      baseVersion: current.version,
      edits: [
        {
          selector: 'landing.hero.title',
          language: 'pt-BR',
          originalText: words.newTitle,
          newText: 'Um título que não ficou',
          format: 'plain',
        },
      ],
    },
  });
  expect(replaced.status(), await replaced.text()).toBe(200);
  await expectVisitorSees(openTab, 'pt-BR', 'Um título que não ficou');

  // The panel's audit log: the journey's publish, worded in the reader's language, as a diff.
  await page.goto('/super-admin');
  const journeys = page.locator('[data-audit-action="publish_text_edits"]').filter({ hasText: words.auditSummary });
  await expect(journeys).toHaveCount(1);
  await expect(journeys.first()).toContainText(words.auditAction);
  await expect(journeys.first()).toContainText(SUPER_ADMIN);
  const diff = journeys.locator('[data-audit-selector="landing.hero.title"]').filter({ hasText: '· pt-BR' });
  await expect(diff).toHaveCount(1);
  await expect(diff.locator('del')).toHaveText(words.bundledTitle);
  await expect(diff.locator('ins')).toHaveText(words.newTitle);

  // Versions: restoring the journey's version (the one before the latest) only makes a draft.
  await page.goto('/super-admin/versoes');
  const versions = page.locator('[data-version]');
  await expect(versions).toHaveCount(2);
  await versions.nth(1).getByRole('button', { name: words.restore }).click();
  const confirm = page.getByRole('alertdialog', { name: words.restoreTitle });
  await confirm.getByRole('button', { name: words.restore }).click();
  await expect(page.getByTestId('restore-notice')).toContainText(words.restored);
  await expectVisitorSees(openTab, 'pt-BR', 'Um título que não ficou');

  // Edit mode offers the restored draft; publishing it brings the journey's title back.
  await page.goto('/');
  await page.getByTestId('super-admin-button').click();
  await page.getByRole('alertdialog', { name: words.enterTitle }).getByRole('button', { name: words.enter }).click();
  const resume = page.getByRole('alertdialog', { name: words.resumeTitle });
  await expect(resume).toContainText(words.restoredResume);
  await resume.getByRole('button', { name: words.resume }).click();
  await expect(heroTitle(page)).toHaveText(words.newTitle);
  await publishDrafts(page, 'pt-BR', 1);
  await context.close();
  await expectVisitorSees(openTab, 'pt-BR', words.newTitle);
});

test('the owner and the professional never see the super admin button, and the server refuses them its operations', async ({
  openTab,
}) => {
  for (const email of [DEMO_ADMIN, DEMO_PROFESSIONAL]) {
    const { context, page } = await openPage(openTab, 'pt-BR', DESKTOP, email);
    for (const path of ['/escolha-plano', '/?no_redirect=1']) {
      const session = page.waitForResponse((response) => response.url().endsWith('/api/session'));
      await page.goto(path);
      expect(await (await session).json(), `${email} ${path}`).toMatchObject({ isSuperAdmin: false });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('super-admin-button')).toHaveCount(0);
    }
    const publish = await page.request.post(`${SITE_URL}/api/super-admin/content/publish`, {
      headers: { origin: SITE_URL },
      data: {
        baseVersion: null,
        edits: [
          { selector: 'landing.hero.title', language: 'pt-BR', originalText: 'x', newText: 'y', format: 'plain' },
        ],
      },
    });
    expect(publish.status()).toBe(403);
    await page.goto('/super-admin');
    await expect(page).not.toHaveURL(/\/super-admin$/);
    await context.close();
  }
});

test('markup tricks through the API and through the editor never run on the public page, and links outside the allowed schemes are dropped', async ({
  openTab,
}) => {
  const { context, page } = await openPage(openTab, 'en-US', DESKTOP, SUPER_ADMIN);
  const current = (await (await page.request.get(`${SITE_URL}/api/public/site-content`)).json()) as { version: string };
  const corpus = XSS_RICH_TEXT_CORPUS.join('');
  const published = await page.request.post(`${SITE_URL}/api/super-admin/content/publish`, {
    headers: { origin: SITE_URL },
    data: {
      baseVersion: current.version,
      edits: [
        {
          selector: 'landing.features.description',
          language: 'en-US',
          originalText: 'x',
          newText: corpus,
          format: 'rich',
        },
        {
          selector: 'landing.hero.title',
          language: 'en-US',
          originalText: 'x',
          newText: '<img src=x onerror=alert(1)>Title',
          format: 'plain',
        },
      ],
    },
  });
  expect(published.status(), await published.text()).toBe(200);

  // Pasted into the editor: TipTap keeps only its own markup; the server sanitizes again.
  const alerts = failOnAlerts(page);
  await page.goto('/#recursos');
  await enterEditMode(page, 'en-US');
  await featuresText(page).click();
  const editor = page.locator('[data-rich-editor] .ProseMirror');
  await expect(editor).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await editor.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'pasted');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, `<p>Pasted <a href="javascript:alert(2)">js</a> <a href="data:text/html,x">data</a> <a href="https://ok.example">ok</a></p>${corpus}`);
  await page.locator('[data-rich-editor]').getByRole('button', { name: 'Done' }).click();
  await publishDrafts(page, 'en-US', 1);
  expect(alerts).toEqual([]);
  await context.close();

  for (const device of [DESKTOP, PHONE]) {
    const visitor = await openPage(openTab, 'en-US', device);
    const visitorAlerts = failOnAlerts(visitor.page);
    await visitor.page.goto('/#recursos');
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText('<img src=x onerror=alert(1)>Title');
    const features = featuresText(visitor.page);
    await expect(features).toContainText('Pasted');
    const html = await features.innerHTML();
    expect(html).not.toMatch(UNSAFE_MARKUP);
    const hrefs = await features
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs).toContain('https://ok.example');
    for (const href of hrefs) expect(href).toMatch(/^(https?|ftps?|mailto|tel|callto|sms|cid|xmpp):/);
    await visitor.page.mouse.wheel(0, 400);
    await features.locator('a').first().hover();
    expect(visitorAlerts).toEqual([]);
    await visitor.context.close();
  }
});

test('screenshots: a file that is not an image is refused with a clear message; a valid one shows on the landing page at both widths after publishing', async ({
  openTab,
}) => {
  const { context, page } = await openPage(openTab, 'pt-BR', DESKTOP, SUPER_ADMIN);
  await page.goto('/gerenciar-screenshots');
  const input = page.getByLabel('Enviar imagens');
  // The picker speaks the app's language, not the browser's ("Choose Files").
  await expect(page.getByText('Escolher imagens', { exact: true })).toBeVisible();
  await input.setInputFiles({
    name: 'agenda.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really an image, whatever the name says'),
  });
  await expect(page.getByText('agenda.png: O arquivo não é uma imagem PNG, JPEG ou WebP.')).toBeVisible();

  const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 124, g: 58, b: 237 } } })
    .png()
    .toBuffer();
  await input.setInputFiles({ name: 'agenda-semana.png', mimeType: 'image/png', buffer: png });
  await page.getByLabel('Legenda (pt-BR)').fill('A agenda da semana');
  await page.getByLabel('Legenda (en-US)').fill("The week's schedule");
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(toast(page, 'Screenshots publicadas')).toBeVisible();
  await context.close();

  for (const [language, caption] of [
    ['pt-BR', 'A agenda da semana'],
    ['en-US', "The week's schedule"],
  ] as const) {
    for (const device of [DESKTOP, PHONE]) {
      const visitor = await openPage(openTab, language, device);
      await visitor.page.goto('/#sistema');
      const image = visitor.page.getByTestId('published-screenshots').getByRole('img', { name: caption });
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', '1280');
      await expect(image).toHaveAttribute('height', '800');
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
        .toBeGreaterThan(0);
      const box = await image.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(device.viewport.width);
      // Drawn at the picture's own proportions: nothing stretched, nothing shifted.
      expect(Math.abs(box!.height / box!.width - 800 / 1280)).toBeLessThan(0.02);
      await expect(visitor.page.getByText(caption, { exact: true })).toBeVisible();
      await visitor.context.close();
    }
  }
});
