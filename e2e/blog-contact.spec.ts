import type { BrowserContext, Page } from '@playwright/test';
import Parser from 'rss-parser';
import sharp from 'sharp';
import { UNSAFE_MARKUP, XSS_RICH_TEXT_CORPUS } from '../src/server/test/xss-corpus.ts';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_PROFESSIONAL, SITE_URL } from './support/env.ts';
import { expect, test, toast, type OpenTab } from './support/fixtures.ts';

// The blog and the contact line (docs/blog.md), in Chromium, in pt-BR at 1280 px (en-US at 375 × 812: the
// form's refusal has a short test; screens.spec.ts checks these pages at 375 px in both languages):
// a super admin writes and publishes a post with a cover, a heading, a list and a link; a visitor
// finds it in the list and reads it; a signed-in owner sends a message with an empty field (the
// form's message, nothing sent), then a complete one; the super admin sees it marked new, opens
// it, and the marker goes; the owner and the professional are told only super admins read them at
// /mensagens-recebidas. On the site server, next to the other journeys that publish.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SUPER_ADMIN = 'superadmin@agendo.local';
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

const TEXTS = {
  'pt-BR': {
    newPost: 'Novo artigo',
    title: 'Título',
    excerpt: 'Resumo',
    content: 'Conteúdo do artigo',
    language: 'Idioma do artigo',
    cover: 'Escolher imagem',
    heading2: 'Título 2',
    bulletList: 'Lista com marcadores',
    link: 'Link',
    publishNow: 'Publicar agora',
    published: 'Artigo publicado',
    post: {
      title: 'Cinco ideias para a agenda de dezembro',
      excerpt: 'Datas, horários extras e lembretes para o mês mais cheio do ano.',
      heading: 'Abra horários extras',
      items: ['Sábados à tarde', 'Noites de sexta'],
      link: 'Veja os planos',
    },
    name: 'Nome',
    email: 'E-mail',
    subject: 'Título',
    message: 'Mensagem',
    send: 'Enviar mensagem',
    fillAll: 'Por favor, preencha todos os campos',
    sent: 'Mensagem enviada com sucesso!',
    newMarker: 'novo',
    denied: 'Apenas super administradores podem visualizar mensagens',
  },
  'en-US': {
    newPost: 'New post',
    title: 'Title',
    excerpt: 'Summary',
    content: 'Post content',
    language: 'Post language',
    cover: 'Choose image',
    heading2: 'Heading 2',
    bulletList: 'Bullet list',
    link: 'Link',
    publishNow: 'Publish now',
    published: 'Post published',
    post: {
      title: 'Five ideas for a December schedule',
      excerpt: 'Dates, extra hours and reminders for the busiest month of the year.',
      heading: 'Open extra hours',
      items: ['Saturday afternoons', 'Friday evenings'],
      link: 'See the plans',
    },
    name: 'Name',
    email: 'E-mail',
    subject: 'Title',
    message: 'Message',
    send: 'Send message',
    fillAll: 'Please fill in all fields',
    sent: 'Message sent successfully!',
    newMarker: 'new',
    denied: 'Only super administrators can view messages',
  },
} as const;
type Language = keyof typeof TEXTS;

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

test("pt-BR at 1280 px: a super admin publishes a post that a visitor reads; an owner's message reaches the super admin, marked new until opened", async ({
  openTab,
}) => {
  const [language, device] = ['pt-BR', DESKTOP] as const;
  const words = TEXTS[language];
  const unique = Date.now().toString(36);
  const postTitle = `${words.post.title} ${unique}`;

  // The super admin writes and publishes.
  const admin = await openPage(openTab, language, device, SUPER_ADMIN);
  const page = admin.page;
  await page.goto('/super-admin/blog');
  await page.getByRole('link', { name: words.newPost }).click();
  await page.getByLabel(words.title, { exact: true }).fill(postTitle);
  await page.getByLabel(words.excerpt, { exact: true }).fill(words.post.excerpt);
  await page.getByLabel(words.language).selectOption(language);
  const cover = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 109, g: 40, b: 217 } },
  })
    .png()
    .toBuffer();
  await page.getByLabel(words.cover).setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: cover });
  await expect(page.locator('img[src^="/uploads/blog/"]').first()).toBeVisible();

  const editor = page.getByRole('textbox', { name: words.content });
  await editor.click();
  const toolbar = page.locator('[data-rich-editor] [role="toolbar"]');
  await toolbar.getByRole('button', { name: words.heading2 }).click();
  // Each block is in place before its first letter: typed earlier, the editor may take it before the block.
  await expect(editor.locator('h2')).toBeAttached();
  await page.keyboard.type(words.post.heading);
  await expect(editor.locator('h2')).toHaveText(words.post.heading);
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: words.bulletList }).click();
  await expect(editor.locator('ul > li')).toBeAttached();
  await page.keyboard.type(words.post.items[0]);
  await page.keyboard.press('Enter');
  await page.keyboard.type(words.post.items[1]);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type(words.post.link);
  await page.keyboard.press('Shift+Home');
  page.once('dialog', (dialog) => void dialog.accept('/escolha-plano'));
  await toolbar.getByRole('button', { name: words.link }).click();
  await expect(editor.locator('a[href="/escolha-plano"]')).toHaveText(words.post.link);

  await page.getByRole('button', { name: words.publishNow }).click();
  await expect(toast(page, words.published)).toBeVisible();
  await admin.context.close();

  // A visitor finds it in the list and reads it: cover, heading, list and link.
  const visitor = await openPage(openTab, language, device);
  await visitor.page.goto('/blog');
  await visitor.page.getByRole('link', { name: postTitle }).first().click();
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(postTitle);
  const article = visitor.page.locator('article');
  await expect(article.getByRole('heading', { level: 2, name: words.post.heading })).toBeVisible();
  await expect(article.locator('li')).toHaveText([...words.post.items]);
  await expect(article.getByRole('link', { name: words.post.link })).toHaveAttribute('href', '/escolha-plano');
  await expect(visitor.page.locator('img[src*="/uploads/blog/"]').first()).toBeVisible();
  await visitor.context.close();

  // The owner writes: an empty field is refused with the form's message, then the message goes.
  const owner = await openPage(openTab, language, device, DEMO_ADMIN);
  await owner.page.goto('/enviar-mensagem');
  const title = `Dúvida ${unique}`;
  await owner.page.getByLabel(words.subject, { exact: true }).fill(title);
  const send = owner.page.getByRole('button', { name: words.send });
  let sentRequests = 0;
  owner.page.on('request', (request) => {
    if (request.url().endsWith('/api/contact-messages') && request.method() === 'POST') sentRequests++;
  });
  await send.click();
  await expect(owner.page.getByText(words.fillAll)).toBeVisible();
  expect(sentRequests).toBe(0);
  await owner.page.getByLabel(words.message, { exact: true }).fill('Como funciona o lembrete por e-mail?');
  await send.click();
  await expect(toast(owner.page, words.sent)).toBeVisible();
  expect(sentRequests).toBe(1);

  // Neither the owner nor the professional may read the received messages.
  await owner.page.goto('/mensagens-recebidas');
  await expect(owner.page.getByText(words.denied)).toBeVisible();
  await owner.context.close();
  const professional = await openPage(openTab, language, device, DEMO_PROFESSIONAL);
  await professional.page.goto('/mensagens-recebidas');
  await expect(professional.page.getByText(words.denied)).toBeVisible();
  await professional.context.close();

  // The super admin sees it marked new, opens it, and the marker goes.
  const reader = await openPage(openTab, language, device, SUPER_ADMIN);
  await reader.page.goto('/mensagens-recebidas');
  const item = reader.page.getByTestId('contact-message').filter({ hasText: title });
  await expect(item).toHaveAttribute('data-message-new', 'true');
  await expect(item.getByText(words.newMarker, { exact: true })).toBeVisible();
  await item.getByRole('button', { name: new RegExp(title) }).click();
  await expect(item.getByText('Como funciona o lembrete por e-mail?')).toBeVisible();
  await expect(item).toHaveAttribute('data-message-new', 'false');
  await expect(item.getByText(words.newMarker, { exact: true })).toHaveCount(0);
  await reader.context.close();
});

test('en-US at 375 px: a message with an empty field is refused in English and nothing is sent', async ({
  openTab,
}) => {
  const words = TEXTS['en-US'];
  const owner = await openPage(openTab, 'en-US', PHONE, DEMO_ADMIN);
  let sentRequests = 0;
  owner.page.on('request', (request) => {
    if (request.url().endsWith('/api/contact-messages') && request.method() === 'POST') sentRequests++;
  });
  await owner.page.goto('/enviar-mensagem');
  await owner.page.getByLabel(words.subject, { exact: true }).fill('Question');
  await owner.page.getByRole('button', { name: words.send }).click();
  await expect(owner.page.getByText(words.fillAll)).toBeVisible();
  expect(sentRequests).toBe(0);
  await owner.context.close();
});

/** Fails the test on any dialog a script opened (every attempt of the corpus calls alert). */
function failOnAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return alerts;
}

// A post's body is safe (docs/blog.md), in Chromium: the markup corpus through a post's body
// never runs on the post page nor in a feed reader's view of the feed; the title is text.
test('markup tricks through a post body never run on the post page nor in a feed reader, and its title stays text', async ({
  openTab,
}) => {
  const admin = await openPage(openTab, 'en-US', DESKTOP, SUPER_ADMIN);
  const unique = Date.now().toString(36);
  const title = `</script><script>alert(1)</script> "Tricks" & <b>bold</b> ${unique}`;
  const excerpt = `<img src=x onerror=alert(1)> & "quotes" ${unique}`;
  const rawTextAt = XSS_RICH_TEXT_CORPUS.findIndex((item) => item.includes('<style>'));
  const created = await admin.page.request.post(`${SITE_URL}/api/super-admin/blog/posts`, {
    headers: { origin: SITE_URL },
    // A paragraph after the tricks stays, up to the unclosed <style> (which a browser too reads as text to the end).
    data: {
      title,
      excerpt,
      contentHtml: `<p>Readable words</p>${XSS_RICH_TEXT_CORPUS.slice(0, rawTextAt).join('')}<p>Words after the tricks</p>${XSS_RICH_TEXT_CORPUS.slice(rawTextAt).join('')}`,
      language: 'en-US',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, slug } = (await created.json()) as { id: string; slug: string };
  const published = await admin.page.request.post(`${SITE_URL}/api/super-admin/blog/posts/${id}/publish`, {
    headers: { origin: SITE_URL },
    data: {},
  });
  expect(published.status(), await published.text()).toBe(200);
  await admin.context.close();

  for (const device of [DESKTOP, PHONE]) {
    const { context, page } = await openPage(openTab, 'en-US', device);
    const alerts = failOnAlerts(page);
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const body = page.locator('.blog-post-content');
    await expect(body).toContainText('Readable words');
    await expect(body.getByText('Words after the tricks')).toBeVisible();
    expect(await body.innerHTML()).not.toMatch(UNSAFE_MARKUP);
    // A post without a cover is shared with the site's picture.
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/^http.+\/social\.png$/);
    expect((await page.request.get(new URL(image!).pathname)).headers()['content-type']).toBe('image/png');
    await page.mouse.wheel(0, 600);
    await body.hover();
    // The list shows the title and the excerpt as text too.
    await page.goto('/blog?lang=en-US');
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    await expect(page.getByText(excerpt)).toBeVisible();
    expect(alerts).toEqual([]);
    await context.close();
  }

  // A feed reader shows an item's title as text and its content as HTML: here, in a page of its own.
  const { context, page } = await openPage(openTab, 'en-US', DESKTOP);
  const alerts = failOnAlerts(page);
  const feed = await (await page.request.get(`${SITE_URL}/rss.xml?language=en-US`)).text();
  const item = (await new Parser().parseString(feed)).items.find((entry) => entry.link?.endsWith(`/blog/${slug}`));
  expect(item?.title).toBe(title);
  const content = String(item?.['content:encoded'] ?? '');
  expect(content).toContain('Readable words');
  expect(content).not.toMatch(UNSAFE_MARKUP);
  await page.setContent(`<!doctype html><html><body><h1 id="title"></h1><article>${content}</article></body></html>`);
  await page.locator('#title').evaluate((element, text) => (element.textContent = text), item!.title!);
  await page.mouse.wheel(0, 600);
  await page.locator('article').hover();
  expect(alerts).toEqual([]);
  await context.close();
});
