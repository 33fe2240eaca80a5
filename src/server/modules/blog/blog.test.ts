// Over 300 lines: the blog's whole contract on both engines — writing, slugs and redirects, translations, the clock, the pages' heads, the sitemap, the feeds and the markup corpus.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import Parser from 'rss-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testEngines, type HttpClient, type TestApp } from '../../test/harness.ts';
import { signUpOwner } from '../../test/business-fixtures.ts';
import { signUpSuperAdmin } from '../../test/site-content-fixtures.ts';
import { UNSAFE_MARKUP, XSS_RICH_TEXT_CORPUS } from '../../test/xss-corpus.ts';

const HOUR = 60 * 60 * 1000;

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

function metaContent(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match ? match[1]! : null;
}

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no JSON-LD in the page');
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

describe.each(testEngines())('the blog on %s', (engine) => {
  let t: TestApp;
  let webRoot: string;
  let ana: HttpClient;
  let visitor: HttpClient;
  let clock = new Date('2026-11-20T12:00:00Z');

  const post = (body: Record<string, unknown>) => ana.post('/api/super-admin/blog/posts', body);
  const page = async (url: string, language = 'pt-BR') => {
    const response = await fetch(new URL(url, t.baseUrl), {
      redirect: 'manual',
      headers: { 'accept-language': language },
    });
    return {
      status: response.status,
      location: response.headers.get('location'),
      html: await response.text(),
      type: response.headers.get('content-type'),
    };
  };

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'agendo-blog-'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html lang="pt-BR"><head><meta name="description" content="Agendo" /><title>Agendo</title></head><body><div id="root"></div></body></html>',
    );
    t = await startTestApp(engine, {}, { webRoot, now: () => clock });
    ana = await signUpSuperAdmin(t, 'ana@agendo.example');
    visitor = t.client();
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('keeps a new post a draft, invisible everywhere, until it is published; then its page is complete HTML for a crawler', async () => {
    const created = await post({
      title: 'Agenda cheia: 5 dicas para o salão',
      excerpt: 'Como encher a agenda <sem> mistério & sem planilha.',
      contentHtml:
        '<h2>Dica 1</h2><p>Lembretes <strong>automáticos</strong>.</p><ul><li>Um</li><li>Dois</li></ul><p><a href="https://agendo.example/precos">Planos</a></p>',
      language: 'pt-BR',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: 'agenda-cheia-5-dicas-para-o-salao',
      status: 'draft',
      publishedAt: null,
      authorName: 'Olivia Owner',
    });

    expect((await visitor.get('/api/public/blog/posts?language=pt-BR')).body).toMatchObject({ items: [], total: 0 });
    expect((await visitor.get(`/api/public/blog/posts/${created.body.slug}`)).status).toBe(404);
    expect((await page(`/blog/${created.body.slug}`)).status).toBe(404);
    expect((await page('/sitemap.xml')).html).not.toContain(created.body.slug);

    const published = await ana.post(`/api/super-admin/blog/posts/${created.body.id}/publish`, {});
    expect(published.body).toMatchObject({ status: 'published', publishedAt: clock.toISOString() });

    const list = await visitor.get('/api/public/blog/posts?language=pt-BR');
    expect(list.body).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 9,
      items: [{ slug: created.body.slug, readingMinutes: 1 }],
    });
    expect((await visitor.get('/api/public/blog/posts?language=en-US')).body.total).toBe(0);

    const { status, html, type } = await page(`/blog/${created.body.slug}`);
    expect([status, type]).toEqual([200, 'text/html; charset=utf-8']);
    const head = headOf(html);
    expect(head).toContain('<title>Agenda cheia: 5 dicas para o salão · Blog do Agendo</title>');
    expect(metaContent(head, 'description')).toBe('Como encher a agenda &#60;sem&#62; mistério &#38; sem planilha.');
    expect(head).toContain(`<link rel="canonical" href="${t.baseUrl}/blog/${created.body.slug}" />`);
    expect(metaContent(head, 'og:title')).toBe('Agenda cheia: 5 dicas para o salão');
    expect(metaContent(head, 'og:type')).toBe('article');
    expect(metaContent(head, 'twitter:card')).toBe('summary');
    // A post without a cover is shared with the site's default picture, never an empty one.
    expect(metaContent(head, 'og:image')).toBe(`${t.baseUrl}/social.png`);
    expect([metaContent(head, 'og:image:width'), metaContent(head, 'og:image:height')]).toEqual(['1200', '630']);
    expect(jsonLd(head)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Agenda cheia: 5 dicas para o salão',
      description: 'Como encher a agenda <sem> mistério & sem planilha.',
      datePublished: clock.toISOString(),
      author: { '@type': 'Person', name: 'Olivia Owner' },
      inLanguage: 'pt-BR',
    });
    // What the first view is rendered with is in the page, for the browser to take over.
    expect(html).toContain('<script type="application/json" id="agendo-prefetched">');
    expect((await page('/blog/nao-existe')).status).toBe(404);
  });

  it('shows a scheduled post nowhere until its time, then everywhere without a restart', async () => {
    const created = await post({
      title: 'Post agendado',
      excerpt: 'Sai amanhã.',
      contentHtml: '<p>Amanhã.</p>',
      language: 'pt-BR',
    });
    const at = new Date(clock.getTime() + 2 * HOUR).toISOString();
    const scheduled = await ana.post(`/api/super-admin/blog/posts/${created.body.id}/publish`, { at });
    expect(scheduled.body).toMatchObject({ status: 'scheduled', publishedAt: at });
    const everywhere = async () => ({
      list: ((await visitor.get('/api/public/blog/posts?language=pt-BR')).body.items as Array<{ slug: string }>).some(
        (item) => item.slug === 'post-agendado',
      ),
      api: (await visitor.get('/api/public/blog/posts/post-agendado')).status,
      page: (await page('/blog/post-agendado')).status,
      sitemap: (await page('/sitemap.xml')).html.includes('/blog/post-agendado'),
      rss: (await page('/rss.xml?language=pt-BR')).html.includes('/blog/post-agendado'),
    });
    expect(await everywhere()).toEqual({ list: false, api: 404, page: 404, sitemap: false, rss: false });
    expect(
      (await ana.get('/api/super-admin/blog/posts?status=scheduled')).body.items.map(
        (item: { slug: string }) => item.slug,
      ),
    ).toEqual(['post-agendado']);
    clock = new Date(clock.getTime() + 3 * HOUR);
    expect(await everywhere()).toEqual({ list: true, api: 200, page: 200, sitemap: true, rss: true });
  });

  it('makes slugs unique, redirects an old slug with 301, and refuses a slug another post uses', async () => {
    const first = await post({ title: 'Mesmo título', excerpt: 'a', contentHtml: '<p>a</p>', language: 'pt-BR' });
    const second = await post({ title: 'Mesmo título', excerpt: 'b', contentHtml: '<p>b</p>', language: 'pt-BR' });
    expect([first.body.slug, second.body.slug]).toEqual(['mesmo-titulo', 'mesmo-titulo-2']);
    await ana.post(`/api/super-admin/blog/posts/${first.body.id}/publish`, {});

    const renamed = await ana.request('PUT', `/api/super-admin/blog/posts/${first.body.id}`, {
      title: 'Mesmo título',
      slug: 'titulo-novo',
      excerpt: 'a',
      contentHtml: '<p>a</p>',
      language: 'pt-BR',
    });
    expect(renamed.body).toMatchObject({ slug: 'titulo-novo', previousSlugs: ['mesmo-titulo'] });
    const old = await page('/blog/mesmo-titulo');
    expect([old.status, old.location]).toEqual([301, '/blog/titulo-novo']);
    expect((await visitor.get('/api/public/blog/posts/mesmo-titulo')).body.slug).toBe('titulo-novo');

    const taken = await ana.request('PUT', `/api/super-admin/blog/posts/${second.body.id}`, {
      title: 'x',
      slug: 'titulo-novo',
      excerpt: 'b',
      contentHtml: '',
      language: 'pt-BR',
    });
    expect([taken.status, taken.body.error.code, taken.body.error.fields]).toEqual([
      409,
      'SLUG_TAKEN',
      { slug: 'Outro artigo já usa este endereço' },
    ]);
    const bad = await ana.request('PUT', `/api/super-admin/blog/posts/${second.body.id}`, {
      title: 'x',
      slug: 'Não Vale',
      excerpt: 'b',
      contentHtml: '',
      language: 'pt-BR',
    });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    // A new post may take a free old slug: it then stops redirecting.
    const taker = await post({
      title: 'Outro',
      slug: 'mesmo-titulo',
      excerpt: 'c',
      contentHtml: '<p>c</p>',
      language: 'pt-BR',
    });
    expect(taker.body.slug).toBe('mesmo-titulo');
    await ana.post(`/api/super-admin/blog/posts/${taker.body.id}/publish`, {});
    expect((await page('/blog/mesmo-titulo')).status).toBe(200);
  });

  it('links a translation both ways, shows it on the page, and refuses one in the same language', async () => {
    const pt = await post({
      title: 'Comissões sem planilha',
      excerpt: 'pt',
      contentHtml: '<p>pt</p>',
      language: 'pt-BR',
    });
    const en = await post({
      title: 'Commissions without spreadsheets',
      excerpt: 'en',
      contentHtml: '<p>en</p>',
      language: 'en-US',
      translationId: pt.body.id,
    });
    expect(en.body.translationId).toBe(pt.body.id);
    expect((await ana.get(`/api/super-admin/blog/posts/${pt.body.id}`)).body.translationId).toBe(en.body.id);
    const same = await post({
      title: 'Outro em português',
      excerpt: 'pt',
      contentHtml: '',
      language: 'pt-BR',
      translationId: pt.body.id,
    });
    expect([same.status, same.body.error.code]).toEqual([400, 'TRANSLATION_INVALID']);

    await ana.post(`/api/super-admin/blog/posts/${pt.body.id}/publish`, {});
    // An unpublished translation is not offered.
    expect((await visitor.get(`/api/public/blog/posts/${pt.body.slug}`)).body.translation).toBeNull();
    await ana.post(`/api/super-admin/blog/posts/${en.body.id}/publish`, {});
    expect((await visitor.get(`/api/public/blog/posts/${pt.body.slug}`)).body.translation).toEqual({
      slug: en.body.slug,
      language: 'en-US',
      title: 'Commissions without spreadsheets',
    });
    const head = headOf((await page(`/blog/${pt.body.slug}`)).html);
    expect(head).toContain(`<link rel="alternate" hreflang="en-US" href="${t.baseUrl}/blog/${en.body.slug}" />`);
  });

  it("names the list's address in its language as canonical: a bare /blog is the reader's language and never an alternate", async () => {
    for (const [path, language, canonical] of [
      ['/blog', 'en-US', '/blog?lang=en-US'],
      ['/blog', 'pt-BR', '/blog?lang=pt-BR'],
      ['/blog?lang=pt-BR', 'en-US', '/blog?lang=pt-BR'],
    ] as const) {
      const head = headOf((await page(path, language)).html);
      expect(head).toContain(`<link rel="canonical" href="${t.baseUrl}${canonical}" />`);
      expect(head).toContain(`<link rel="alternate" hreflang="pt-BR" href="${t.baseUrl}/blog?lang=pt-BR" />`);
      expect(head).toContain(`<link rel="alternate" hreflang="en-US" href="${t.baseUrl}/blog?lang=en-US" />`);
      expect(head).not.toContain(`href="${t.baseUrl}/blog"`);
    }
  });

  it('lists every published post in a valid sitemap with lastmod, and feeds that an independent parser reads', async () => {
    const { status, html: sitemap, type } = await page('/sitemap.xml');
    expect([status, type]).toEqual([200, 'application/xml; charset=utf-8']);
    expect(XMLValidator.validate(sitemap)).toBe(true);
    const urls = new XMLParser().parse(sitemap).urlset.url as Array<{ loc: string; lastmod?: string }>;
    const published = [
      ...((await visitor.get('/api/public/blog/posts?language=pt-BR')).body.items as Array<{
        slug: string;
        updatedAt: string;
      }>),
      ...((await visitor.get('/api/public/blog/posts?language=en-US')).body.items as Array<{
        slug: string;
        updatedAt: string;
      }>),
    ];
    expect(urls.map((url) => url.loc)).toEqual(
      expect.arrayContaining([
        `${t.baseUrl}/`,
        `${t.baseUrl}/escolha-plano`,
        `${t.baseUrl}/blog?lang=pt-BR`,
        `${t.baseUrl}/blog?lang=en-US`,
        ...published.map((p) => `${t.baseUrl}/blog/${p.slug}`),
      ]),
    );
    const blogUrls = urls.filter((url) => url.loc.startsWith(`${t.baseUrl}/blog/`));
    expect(blogUrls).toHaveLength(published.length);
    for (const url of blogUrls)
      expect(url.lastmod).toBe(published.find((p) => url.loc.endsWith(`/${p.slug}`))!.updatedAt);
    const drafts = (await ana.get('/api/super-admin/blog/posts?status=draft')).body.items as Array<{ slug: string }>;
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) expect(sitemap).not.toContain(`/blog/${draft.slug}<`);

    const feed = await new Parser().parseString((await page('/rss.xml?language=pt-BR')).html);
    expect(feed.title).toBe('Blog do Agendo');
    expect(feed.items.map((item) => item.link)).toEqual(
      expect.arrayContaining(
        published.filter((p) => !p.slug.startsWith('commissions')).map((p) => `${t.baseUrl}/blog/${p.slug}`),
      ),
    );
    const english = await new Parser().parseString((await page('/rss.xml?language=en-US')).html);
    expect(english.items.map((item) => item.title)).toEqual(['Commissions without spreadsheets']);

    const robots = await page('/robots.txt');
    expect(robots.html).toContain(`Sitemap: ${t.baseUrl}/sitemap.xml`);
    expect(robots.html).toContain('Disallow: /api/');
  });

  it('never lets the markup corpus through a post body, and escapes titles and excerpts in HTML, JSON-LD and XML', async () => {
    const title = '</script><script>alert(1)</script> "Título" & <b>negrito</b>';
    const created = await post({
      title,
      excerpt: '<img src=x onerror=alert(1)> & "aspas"',
      contentHtml: XSS_RICH_TEXT_CORPUS.join(''),
      language: 'pt-BR',
    });
    expect(created.status).toBe(201);
    expect(created.body.contentHtml).not.toMatch(UNSAFE_MARKUP);
    await ana.post(`/api/super-admin/blog/posts/${created.body.id}/publish`, {});
    const body = (await visitor.get(`/api/public/blog/posts/${created.body.slug}`)).body;
    expect(body.contentHtml).not.toMatch(UNSAFE_MARKUP);
    expect(body.title).toBe(title);

    const { html } = await page(`/blog/${created.body.slug}`);
    const head = headOf(html);
    expect(head).not.toContain('<script>alert');
    expect(head).not.toContain('<b>negrito');
    expect(head).not.toContain('<img src=x');
    expect(jsonLd(head).headline).toBe(title);
    // Nothing a person wrote closes a script element of the page.
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script/g)?.length);

    const rss = (await page('/rss.xml?language=pt-BR')).html;
    expect(XMLValidator.validate(rss)).toBe(true);
    expect(rss).not.toContain('<script>alert');
    const item = (await new Parser().parseString(rss)).items.find((entry) =>
      entry.link?.endsWith(`/${created.body.slug}`),
    )!;
    expect(item.title).toBe(title);
    expect(item['content:encoded']).not.toMatch(UNSAFE_MARKUP);
  });

  it('keeps uploaded pictures as WebP at two widths, and only the blog’s own images in a body', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#6d28d9' } })
      .png()
      .toBuffer();
    const response = await fetch(new URL('/api/super-admin/blog/images', t.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'image/png',
        origin: new URL(t.baseUrl).origin,
        cookie: [...ana.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: new Uint8Array(png),
    });
    const image = (await response.json()) as {
      id: string;
      small: { url: string; width: number };
      large: { url: string; width: number; height: number };
    };
    expect(response.status).toBe(201);
    expect([image.small.width, image.large.width, image.large.height]).toEqual([640, 1280, 720]);
    expect((await fetch(new URL(image.large.url, t.baseUrl))).headers.get('content-type')).toBe('image/webp');

    const created = await post({
      title: 'Com capa',
      excerpt: 'capa',
      coverImageId: image.id,
      contentHtml: `<p>a</p><img src="${image.large.url}" alt="Agenda" width="1280" height="720" onerror="alert(1)"><img src="https://elsewhere.example/x.webp">`,
      language: 'pt-BR',
    });
    expect(created.body.contentHtml).toBe(
      `<p>a</p><img src="${image.large.url}" alt="Agenda" width="1280" height="720" loading="lazy">`,
    );
    expect(created.body.cover).toEqual(image);
    await ana.post(`/api/super-admin/blog/posts/${created.body.id}/publish`, {});
    const head = headOf((await page(`/blog/${created.body.slug}`)).html);
    expect(metaContent(head, 'og:image')).toBe(`${t.baseUrl}${image.large.url}`);
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(jsonLd(head).image).toBe(`${t.baseUrl}${image.large.url}`);
  });

  it('audits every publish and unpublish; an unpublished post is gone again', async () => {
    const created = await post({ title: 'Vai e volta', excerpt: 'x', contentHtml: '<p>x</p>', language: 'pt-BR' });
    await ana.post(`/api/super-admin/blog/posts/${created.body.id}/publish`, {});
    expect((await page('/blog/vai-e-volta')).status).toBe(200);
    const unpublished = await ana.post(`/api/super-admin/blog/posts/${created.body.id}/unpublish`, {});
    expect(unpublished.body).toMatchObject({ status: 'draft', publishedAt: null });
    expect((await page('/blog/vai-e-volta')).status).toBe(404);
    const log = await ana.get('/api/super-admin/audit-log?limit=2');
    expect(
      log.body.items.map((entry: { actionType: string; afterSnapshot: { post: { slug: string } } }) => [
        entry.actionType,
        entry.afterSnapshot.post.slug,
      ]),
    ).toEqual([
      ['unpublish_blog_post', 'vai-e-volta'],
      ['publish_blog_post', 'vai-e-volta'],
    ]);
  });

  it('refuses the owner every writing operation with 403', async () => {
    const owner = await signUpOwner(t, 'dona@example.com');
    expect(
      (
        await owner.client.post('/api/super-admin/blog/posts', {
          title: 'x',
          excerpt: 'x',
          contentHtml: '',
          language: 'pt-BR',
        })
      ).status,
    ).toBe(403);
    expect((await owner.client.get('/api/super-admin/blog/posts')).status).toBe(403);
  });
});
