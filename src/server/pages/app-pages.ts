import type { WindowLike } from 'dompurify';
import type { FastifyRequest } from 'fastify';
import {
  isRenderedAppPath,
  PREFETCHED_DATA_ELEMENT_ID,
  RENDERED_LANGUAGE_ATTRIBUTE,
  type AppPageLanguage,
  type PrefetchedQuery,
  type RenderAppPage,
  type RenderedPage,
} from '../../contracts/app-page.ts';
import { isAppRoute } from '../../contracts/app-routes.ts';
import {
  EMPTY_PUBLISHED_CONTENT,
  PUBLISHED_CONTENT_ELEMENT_ID,
  type PublishedContent,
} from '../../contracts/site-content.ts';
import { requestLocale } from '../plugins/errors.ts';
import { fillPage, jsonForScript } from './html-page.ts';

/** What blog-pages.ts gives a blog page. */
export interface BlogPageLoad {
  status: 200 | 301 | 404;
  location?: string;
  /** The document's title (the rendered page's own, when it renders, is the same). */
  title: string;
  head: string;
  description: string;
  prefetched: PrefetchedQuery[];
}

export interface AppPagesOptions {
  /** The back office's page as built (index.html), for a request that may come from someone signed in. */
  appPage: string;
  /** The same page for a visitor: its stylesheet inlined and its code deferred, to take the rendered view. */
  renderedAppPage: string;
  /** The app's server render, once loaded; null without one (the browser then renders every page). */
  appRenderer: Promise<RenderAppPage | null>;
  /** False when the request certainly comes from someone not signed in (no session cookie). */
  mayBeSignedIn: (request: FastifyRequest) => boolean;
  /**
   * The site's published texts and screenshots (cached by the site-content service): every page
   * of the back office's app carries them, and the pages rendered here show them.
   */
  publishedContent: () => Promise<PublishedContent>;
  /**
   * A blog page's status, head and data (src/server/modules/blog/blog-pages.ts), or null for a
   * path that is not one.
   */
  loadBlogPage?: (request: FastifyRequest, pathname: string, language: AppPageLanguage) => Promise<BlogPageLoad | null>;
  /** The window the rendered pages sanitize their rich texts on (the server's, site-content/rich-text-sanitizer.ts). */
  richTextWindow: () => Promise<WindowLike>;
}

/** An answer of the back office's app: its HTML and status, or a permanent redirect. */
export interface AppPageAnswer {
  html: string;
  status: number;
  location?: string;
}

/** Rendered pages kept per path, query and language; a page is the same for every visitor. */
const RENDERED_CACHE_SIZE = 64;

/** The published content's `<script>` element, placed after the app's root. */
function publishedContentElement(content: PublishedContent): string {
  return `<script type="application/json" id="${PUBLISHED_CONTENT_ELEMENT_ID}">${jsonForScript(content)}</script>`;
}

/**
 * The back office's app page for each path: with the site's published content, and with its first
 * view rendered here for a visitor on the pages the server renders (kept until the published
 * content changes).
 */
export function createAppPages({
  appPage,
  renderedAppPage,
  appRenderer,
  mayBeSignedIn,
  publishedContent,
  loadBlogPage,
  richTextWindow,
}: AppPagesOptions): { pageFor: (request: FastifyRequest) => Promise<AppPageAnswer> } {
  const renderedAppPages = new Map<string, Promise<RenderedPage>>();
  // Rendered pages show the published content they were rendered with: a new one empties the cache.
  let renderedWith: PublishedContent | null = null;

  async function currentPublishedContent(request: FastifyRequest): Promise<PublishedContent> {
    try {
      return await publishedContent();
    } catch (error) {
      // The page still works with the bundled texts; the API's own answer will say what failed.
      request.log.error({ err: error }, 'the published content could not be read: the page shows the bundled texts');
      return EMPTY_PUBLISHED_CONTENT;
    }
  }

  /**
   * The app's page for `request`, with the site's published content, and its first view when it
   * is one the server renders, for a visitor. A blog page has its own status (404 for an unknown
   * post, 301 from an old slug, for everyone) and head, and is rendered from its data each time.
   * An address that is none of the app's pages is a 404: the app then shows its not-found page.
   */
  async function pageFor(request: FastifyRequest): Promise<AppPageAnswer> {
    const url = new URL(request.url, 'http://localhost');
    const published = await currentPublishedContent(request);
    const language = requestLocale(request);
    const blog = loadBlogPage ? await loadBlogPage(request, url.pathname, language) : null;
    if (blog?.status === 301) return { html: '', status: 301, location: blog.location! };
    const status = blog?.status ?? (isAppRoute(url.pathname) ? 200 : 404);
    const prefetched = blog?.prefetched ?? [];
    const afterRoot =
      publishedContentElement(published) +
      (prefetched.length > 0
        ? `<script type="application/json" id="${PREFETCHED_DATA_ELEMENT_ID}">${jsonForScript(prefetched)}</script>`
        : '');
    const head = blog ? { head: blog.head, description: blog.description || undefined, title: blog.title } : {};
    const plainPage = () => ({ html: fillPage(appPage, { afterRoot, ...head }), status });
    if (!isRenderedAppPath(url.pathname) || mayBeSignedIn(request)) return plainPage();
    const renderAppPage = await appRenderer;
    if (!renderAppPage) return plainPage();
    if (renderedWith !== published && JSON.stringify(renderedWith) !== JSON.stringify(published))
      renderedAppPages.clear();
    renderedWith = published;
    const key = `${language} ${url.pathname}${url.search}`;
    // The blog's pages show what is published now: rendered each time, never kept.
    let rendered = blog ? undefined : renderedAppPages.get(key);
    if (!rendered) {
      if (renderedAppPages.size >= RENDERED_CACHE_SIZE) renderedAppPages.clear();
      rendered = richTextWindow().then((dom) =>
        renderAppPage(`${url.pathname}${url.search}`, language, published, prefetched, dom),
      );
      if (!blog) renderedAppPages.set(key, rendered);
    }
    try {
      const { html, title } = await rendered;
      return {
        html: fillPage(renderedAppPage, {
          language,
          title: title || blog?.title || undefined,
          rootHtml: html,
          rootAttributes: { [RENDERED_LANGUAGE_ATTRIBUTE]: language, inert: '' },
          afterRoot,
          ...head,
        }),
        status,
      };
    } catch (error) {
      renderedAppPages.delete(key);
      request.log.error({ err: error }, `${url.pathname} could not be rendered: the browser renders it`);
      return plainPage();
    }
  }

  return { pageFor };
}
