import type { FastifyInstance, FastifyRequest } from 'fastify';
import { blogQueryKeys, type AppPageLanguage } from '../../../contracts/app-page.ts';
import {
  blogListPage,
  blogListPath,
  BLOG_LIMITS,
  type BlogPostSummary,
  type ListBlogPostsResponse,
  type PublicBlogPost,
} from '../../../contracts/blog.ts';
import { AppError } from '../../errors.ts';
import { escapeHtml, jsonForScript } from '../../pages/html-page.ts';
import type { BlogPageLoad } from '../../pages/app-pages.ts';
import { escapeXml } from '../../xml.ts';
import type { BlogService } from './blog.service.ts';

/*
 * What the server gives crawlers and link previews of the blog (docs/blog.md): each page's head —
 * description, canonical address, alternates, Open Graph, Twitter and JSON-LD BlogPosting — the
 * data its first view is rendered with, its status (404 for an unknown post, 301 from an old
 * slug); and the sitemap, the feeds and robots.txt. Everything a person wrote is escaped for
 * where it goes: HTML attributes, JSON in a script, XML.
 */

const SITE_NAME = 'Agendo';

const LIST_TEXTS = {
  'pt-BR': {
    title: 'Blog do Agendo',
    description: 'Dicas de gestão, agenda e atendimento para salões, barbearias e clínicas.',
  },
  'en-US': {
    title: 'Agendo blog',
    description: 'Management, scheduling and client-care tips for salons, barbershops and clinics.',
  },
} as const;

const NOT_FOUND_TITLE = 'Agendo';

const ogLocale = (language: AppPageLanguage) => language.replace('-', '_');

/** The site's default picture for a link shared on a social network (src/web/public): a page without its own. */
export const DEFAULT_SOCIAL_IMAGE = { path: '/social.png', width: 1200, height: 630 } as const;

function metaTags(
  tags: Array<[attribute: 'name' | 'property', key: string, value: string | null | undefined]>,
): string {
  return tags
    .filter((tag): tag is [(typeof tag)[0], string, string] => Boolean(tag[2]))
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`)
    .join('');
}

function languageOfList(request: FastifyRequest, fallback: AppPageLanguage): AppPageLanguage {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  return lang === 'pt-BR' || lang === 'en-US' ? lang : fallback;
}

function pageOfList(request: FastifyRequest): number {
  return blogListPage((request.query as Record<string, unknown> | undefined)?.page);
}

export function createBlogPages(deps: { blog: BlogService; baseUrl: string }) {
  const { blog, baseUrl } = deps;
  const absolute = (path: string) => `${baseUrl}${path}`;

  function postJsonLd(post: PublicBlogPost): string {
    const url = absolute(`/blog/${post.slug}`);
    const data = {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      inLanguage: post.language,
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      author: { '@type': 'Person', name: post.authorName },
      publisher: {
        '@type': 'Organization',
        name: SITE_NAME,
        logo: { '@type': 'ImageObject', url: absolute('/favicon.svg') },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url,
      ...(post.cover ? { image: absolute(post.cover.large.url) } : {}),
    };
    return `<script type="application/ld+json">${jsonForScript(data)}</script>`;
  }

  async function postPage(slug: string): Promise<BlogPageLoad> {
    let post: PublicBlogPost;
    try {
      post = await blog.post(slug);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) {
        // The page's first view is its not-found state: the post's query holds null (get-blog-post.ts).
        return {
          status: 404,
          title: NOT_FOUND_TITLE,
          head: '<meta name="robots" content="noindex" />',
          description: '',
          prefetched: [{ queryKey: blogQueryKeys.post(slug), data: null }],
        };
      }
      throw error;
    }
    if (post.slug !== slug)
      return { status: 301, location: `/blog/${post.slug}`, title: '', head: '', description: '', prefetched: [] };
    const url = absolute(`/blog/${post.slug}`);
    const image = absolute(post.cover?.large.url ?? DEFAULT_SOCIAL_IMAGE.path);
    const imageSize = post.cover?.large ?? DEFAULT_SOCIAL_IMAGE;
    const head =
      `<link rel="canonical" href="${escapeHtml(url)}" />` +
      `<link rel="alternate" hreflang="${post.language}" href="${escapeHtml(url)}" />` +
      (post.translation
        ? `<link rel="alternate" hreflang="${post.translation.language}" href="${escapeHtml(absolute(`/blog/${post.translation.slug}`))}" />`
        : '') +
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(LIST_TEXTS[post.language].title)}" href="${escapeHtml(absolute(`/rss.xml?language=${post.language}`))}" />` +
      metaTags([
        ['property', 'og:type', 'article'],
        ['property', 'og:site_name', SITE_NAME],
        ['property', 'og:title', post.title],
        ['property', 'og:description', post.excerpt],
        ['property', 'og:url', url],
        ['property', 'og:locale', ogLocale(post.language)],
        ['property', 'og:image', image],
        ['property', 'og:image:width', String(imageSize.width)],
        ['property', 'og:image:height', String(imageSize.height)],
        ['property', 'article:published_time', post.publishedAt],
        ['property', 'article:modified_time', post.updatedAt],
        ['name', 'twitter:card', post.cover ? 'summary_large_image' : 'summary'],
        ['name', 'twitter:title', post.title],
        ['name', 'twitter:description', post.excerpt],
        ['name', 'twitter:image', image],
      ]) +
      postJsonLd(post);
    return {
      status: 200,
      title: `${post.title} · ${LIST_TEXTS[post.language].title}`,
      head,
      description: post.excerpt,
      prefetched: [{ queryKey: blogQueryKeys.post(post.slug), data: post }],
    };
  }

  async function listPage(request: FastifyRequest, interfaceLanguage: AppPageLanguage): Promise<BlogPageLoad> {
    const language = languageOfList(request, interfaceLanguage);
    const page = pageOfList(request);
    const list: ListBlogPostsResponse = await blog.list(language, page);
    const texts = LIST_TEXTS[language];
    const canonical = absolute(blogListPath(language, page));
    const head =
      `<link rel="canonical" href="${escapeHtml(canonical)}" />` +
      `<link rel="alternate" hreflang="pt-BR" href="${escapeHtml(absolute(blogListPath('pt-BR')))}" />` +
      `<link rel="alternate" hreflang="en-US" href="${escapeHtml(absolute(blogListPath('en-US')))}" />` +
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(texts.title)}" href="${escapeHtml(absolute(`/rss.xml?language=${language}`))}" />` +
      metaTags([
        ['property', 'og:type', 'website'],
        ['property', 'og:site_name', SITE_NAME],
        ['property', 'og:title', texts.title],
        ['property', 'og:description', texts.description],
        ['property', 'og:url', canonical],
        ['property', 'og:locale', ogLocale(language)],
        ['property', 'og:image', absolute(list.items[0]?.cover?.large.url ?? DEFAULT_SOCIAL_IMAGE.path)],
        ['name', 'twitter:card', 'summary'],
        ['name', 'twitter:title', texts.title],
        ['name', 'twitter:description', texts.description],
      ]);
    return {
      status: 200,
      title: texts.title,
      head,
      description: texts.description,
      prefetched: [{ queryKey: blogQueryKeys.list(language, page), data: list }],
    };
  }

  return {
    /** The blog page at `pathname` (/blog or /blog/{slug}), or null when it is not one. */
    async load(request: FastifyRequest, pathname: string, language: AppPageLanguage): Promise<BlogPageLoad | null> {
      if (pathname === '/blog') return listPage(request, language);
      const match = /^\/blog\/([^/]+)$/.exec(pathname);
      if (!match) return null;
      let slug: string;
      try {
        slug = decodeURIComponent(match[1]!);
      } catch {
        return postPage('');
      }
      return postPage(slug.slice(0, BLOG_LIMITS.slug + 1));
    },
  };
}

export type BlogPages = ReturnType<typeof createBlogPages>;

// ── Sitemap, feeds, robots ─────────────────────────────────────────────────────────────────────

const xml = escapeXml;

/** XML 1.0 refuses most control characters even escaped: they go. */
function xmlText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return xml(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ''));
}

export function registerBlogFeeds(app: FastifyInstance, deps: { blog: BlogService; baseUrl: string }) {
  const { blog, baseUrl } = deps;
  const absolute = (path: string) => `${baseUrl}${path}`;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const posts = await blog.published();
    const newest = (list: BlogPostSummary[]) =>
      list.reduce<string | null>(
        (latest, post) => (!latest || post.updatedAt > latest ? post.updatedAt : latest),
        null,
      );
    const entries: Array<{ path: string; lastmod: string | null }> = [
      { path: '/', lastmod: null },
      { path: '/escolha-plano', lastmod: null },
      { path: blogListPath('pt-BR'), lastmod: newest(posts.filter((post) => post.language === 'pt-BR')) },
      { path: blogListPath('en-US'), lastmod: newest(posts.filter((post) => post.language === 'en-US')) },
      ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updatedAt })),
    ];
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      entries
        .map(
          ({ path, lastmod }) =>
            `  <url><loc>${xml(absolute(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`,
        )
        .join('') +
      '</urlset>\n';
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(body);
  });

  app.get('/rss.xml', { schema: { hide: true } }, async (request, reply) => {
    const requested = (request.query as Record<string, unknown> | undefined)?.language;
    const language = requested === 'en-US' ? 'en-US' : 'pt-BR';
    const posts = await blog.published({ language, limit: 20 });
    const texts = LIST_TEXTS[language];
    const items = posts
      .map((post) => {
        const link = absolute(`/blog/${post.slug}`);
        return (
          `    <item>\n      <title>${xmlText(post.title)}</title>\n      <link>${xml(link)}</link>\n      <guid isPermaLink="true">${xml(link)}</guid>\n` +
          `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>\n      <dc:creator>${xmlText(post.authorName)}</dc:creator>\n` +
          `      <description>${xmlText(post.excerpt)}</description>\n      <content:encoded>${xmlText(post.contentHtml)}</content:encoded>\n    </item>\n`
        );
      })
      .join('');
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">\n  <channel>\n' +
      `    <title>${xml(texts.title)}</title>\n    <link>${xml(absolute(blogListPath(language)))}</link>\n    <description>${xml(texts.description)}</description>\n` +
      `    <language>${language}</language>\n    <atom:link href="${xml(absolute(`/rss.xml?language=${language}`))}" rel="self" type="application/rss+xml" />\n` +
      (posts[0] ? `    <lastBuildDate>${new Date(posts[0].publishedAt).toUTCString()}</lastBuildDate>\n` : '') +
      items +
      '  </channel>\n</rss>\n';
    return reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(body);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /super-admin',
      'Disallow: /avaliar/',
      '',
      `Sitemap: ${absolute('/sitemap.xml')}`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
}
