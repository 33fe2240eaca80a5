import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RenderAppPage } from '../../contracts/app-page.ts';
import {
  BOOKING_DATA_ELEMENT_ID,
  type BookingPageData,
  type BookingPageLoad,
  type RenderBookingPage,
} from '../../contracts/booking-page.ts';
import { requestLocale, sendError } from '../plugins/errors.ts';
import { createAppPages, type AppPagesOptions } from './app-pages.ts';
import { bookingPageJsonLd } from './booking-json-ld.ts';
import { WEB_APP_FILES } from './web-app-files.ts';
import { deferAppCode, fillPage, inlineStylesheets, jsonForScript } from './html-page.ts';

/** What the web app is served with: what the back office's pages need (app-pages.ts), and the booking page. */
export interface WebAppOptions extends Pick<
  AppPagesOptions,
  'mayBeSignedIn' | 'publishedContent' | 'loadBlogPage' | 'richTextWindow'
> {
  /** The built web app (`dist/`). */
  webRoot: string;
  /**
   * What the booking page of `businessId` shows first, read as the API would answer it; null
   * when it cannot be read now (the page's script then reads it itself).
   */
  loadBookingPage: (request: FastifyRequest, businessId: string) => Promise<BookingPageLoad | null>;
  /** The public address (BASE_URL): the booking page's address in its JSON-LD. */
  baseUrl: string;
}

/** Folders of the build that are not for browsers: the server's render code and the manifests. */
const PRIVATE = /^\/(?:server|\.vite)(?:\/|$)/;

/** The review pages' own entry (built from src/web/avaliar.html); without it the back office's page serves them. */
export const REVIEW_PAGE_FILE = 'avaliar.html';

/**
 * The web app: its files (pre-compressed copies when the browser takes them), the public
 * booking page with its first view rendered here, the public review pages (/avaliar/…), and
 * the back office's page for every other path, which routes in the browser.
 */
/**
 * Serves the built web app. Answers the files of the build missing at start (WEB_APP_FILES): the
 * server reads its pages once, so a page missing now stays missing until it restarts, and the
 * server's readiness says so.
 */
export async function registerWebApp(
  app: FastifyInstance,
  {
    webRoot: givenRoot,
    loadBookingPage,
    mayBeSignedIn,
    publishedContent,
    baseUrl,
    loadBlogPage,
    richTextWindow,
  }: WebAppOptions,
): Promise<{ missing: string[] }> {
  // The build `dist` points to now (scripts/build.ts): a later build switches dist to another
  // folder, and this server goes on serving the pages and the files of its own.
  const webRoot = existsSync(givenRoot) ? realpathSync(givenRoot) : givenRoot;
  const missing = WEB_APP_FILES.filter((file) => !existsSync(path.join(webRoot, file)));
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) {
    app.setNotFoundHandler((request, reply) => {
      if (isApi(request) || !isPageRequest(request)) return sendError(request, reply, 404, 'NOT_FOUND');
      return reply.status(503).type('text/plain').send('The web app is not built. Run `npm run build`.');
    });
    return { missing };
  }

  // The build wrote a Brotli and a gzip copy of each text file (scripts/vite-precompress.ts): the
  // best one the browser accepts goes out.
  const assets = path.join(webRoot, 'assets');
  if (existsSync(assets)) {
    // Built assets carry a content hash in their names: they never change. A route for each, found
    // once at start: a request is a lookup, where one route for the folder would read the folder's
    // listing at every request (to refuse a name spelled in another case); a file that is not
    // there (asked for by a page of an older build) is a 404.
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/assets/',
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res) => res.header('cache-control', 'public, max-age=31536000, immutable'),
    });
  }
  // The few files beside them (the icon, the pages' own files): a route each.
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    decorateReply: !existsSync(assets),
    allowedPath: (pathname) => !PRIVATE.test(pathname),
    globIgnore: ['assets/**', 'server/**', '.vite/**', '**/*.br', '**/*.gz'],
  });

  const appPage = readFileSync(indexFile, 'utf8');
  const bookingFile = path.join(webRoot, 'agendar.html');
  const readAsset = (href: string) => {
    const file = path.join(webRoot, href);
    return href.startsWith('/assets/') && existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
  // The booking page's stylesheet is small and its own: in the page, it costs no round trip.
  const bookingPage = existsSync(bookingFile) ? inlineStylesheets(readFileSync(bookingFile, 'utf8'), readAsset) : null;
  // A page rendered for a visitor (a first visit, most often on a phone) paints from its HTML
  // alone: the stylesheet is in it, and the code that takes it over is asked for once it has painted. The
  // app's page for a signed-in person, empty until its code runs, keeps both as they are.
  const renderedAppPage = deferAppCode(inlineStylesheets(appPage, readAsset));
  const reviewFile = path.join(webRoot, REVIEW_PAGE_FILE);
  const reviewPage = existsSync(reviewFile) ? inlineStylesheets(readFileSync(reviewFile, 'utf8'), readAsset) : null;

  // Loaded while the server starts, not before it answers: the API does not wait for them.
  const bookingRenderer = importRenderer<RenderBookingPage>(webRoot, 'booking-page.js', 'renderBookingPage', app.log);
  const appRenderer = importRenderer<RenderAppPage>(webRoot, 'app-page.js', 'renderAppPage', app.log);
  // And the DOM its pages' rich texts are sanitized on (jsdom: half a second to load), once it is there.
  void appRenderer
    .then((renderer) => (renderer ? richTextWindow() : null))
    .catch((error: unknown) =>
      app.log.error({ err: error }, 'the rich-text sanitizer could not be loaded: pages with rich text fail to render'),
    );

  const appPages = createAppPages({
    appPage,
    renderedAppPage,
    appRenderer,
    mayBeSignedIn,
    publishedContent,
    loadBlogPage,
    richTextWindow,
  });

  async function sendAppPage(request: FastifyRequest, reply: FastifyReply) {
    const page = await appPages.pageFor(request);
    if (page.location) return reply.redirect(page.location, 301);
    return sendPage(reply, page.html, page.status);
  }

  // A page may be rendered in the request's language, and only for a request without a session.
  const sendPage = (reply: FastifyReply, html: string, status = 200) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .send(html);

  if (bookingPage) {
    app.get<{ Params: { businessId: string } }>(
      '/agendar/:businessId',
      { schema: { hide: true } },
      async (request, reply) => {
        const { businessId } = request.params;
        const renderBookingPage = await bookingRenderer;
        const load = renderBookingPage ? await loadBookingPage(request, businessId) : null;
        if (!load || !renderBookingPage) return sendPage(reply, bookingPage);
        const data: BookingPageData = { businessId, language: requestLocale(request), load };
        let rendered;
        try {
          rendered = renderBookingPage(data);
        } catch (error) {
          request.log.error({ err: error }, 'the booking page could not be rendered: the browser renders it');
          return sendPage(reply, bookingPage);
        }
        const html = fillPage(bookingPage, {
          language: data.language,
          title: rendered.title,
          rootHtml: rendered.html,
          // Nothing in it can be used until the page's script has taken it over (main.tsx).
          rootAttributes: { inert: '' },
          afterRoot:
            `<script id="${BOOKING_DATA_ELEMENT_ID}" type="application/json">${jsonForScript(data)}</script>` +
            (load.status === 'ready' ? bookingPageJsonLd(load.business, `${baseUrl}/agendar/${load.business.id}`) : ''),
        });
        return sendPage(reply, html, load.status === 'failed' && load.error.status === 404 ? 404 : 200);
      },
    );
  }

  /**
   * A review page, from its own entry (or the back office's page until that is built). A personal
   * link is nobody else's business: not indexed, and its address never sent on as a referrer (the
   * page links to the business's Google review page).
   */
  async function sendReviewPage(request: FastifyRequest, reply: FastifyReply) {
    if (!request.url.startsWith('/avaliar/b/'))
      reply.header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer');
    if (reviewPage) return sendPage(reply, reviewPage);
    return sendAppPage(request, reply);
  }

  // Every other page: a route, not the not-found handler, so that it is compressed like any answer.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (isApi(request)) return sendError(request, reply, 404, 'NOT_FOUND');
    // The manage links and any other /agendar/… path: the booking page's script routes them.
    if (bookingPage && request.url.startsWith('/agendar/')) return sendPage(reply, bookingPage);
    // The review pages: a business's (/avaliar/b/{id}) and a visit's personal link (/avaliar/{token}).
    if (request.url.startsWith('/avaliar/')) return sendReviewPage(request, reply);
    // The back office's app owns every other path, including its own not-found page.
    return sendAppPage(request, reply);
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'NOT_FOUND'));
  return { missing };
}

const isApi = (request: FastifyRequest) => request.url === '/api' || request.url.startsWith('/api/');
const isPageRequest = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * A page's server render (built by `vite build --ssr` into dist/server/), if the build has it.
 * Without it the page still works: its script renders it in the browser.
 */
async function importRenderer<T>(
  webRoot: string,
  fileName: string,
  exportName: string,
  log: FastifyBaseLogger,
): Promise<T | null> {
  const file = path.join(webRoot, 'server', fileName);
  if (!existsSync(file)) return null;
  try {
    const module = (await import(pathToFileURL(file).href)) as Record<string, T | undefined>;
    return module[exportName] ?? null;
  } catch (error) {
    log.error({ err: error }, `${file} could not be loaded: its pages are rendered in the browser only`);
    return null;
  }
}
