import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BOOKING_DATA_ELEMENT_ID, type BookingPageData, type BookingPageLoad, type RenderBookingPage } from '../../contracts/booking-page.ts';
import { requestLocale, sendError } from '../plugins/errors.ts';
import { fillPage, inlineStylesheets, jsonForScript } from './html-page.ts';

export interface WebAppOptions {
  /** The built web app (`dist/`). */
  webRoot: string;
  /**
   * What the booking page of `businessId` shows first, read as the API would answer it; null
   * when it cannot be read now (the page's script then reads it itself).
   */
  loadBookingPage: (request: FastifyRequest, businessId: string) => Promise<BookingPageLoad | null>;
}

/** Folders of the build that are not for browsers: the server's render code and the manifests. */
const PRIVATE = /^\/(?:server|\.vite)(?:\/|$)/;

/**
 * The web app: its files (pre-compressed copies when the browser takes them), the public
 * booking page with its first view rendered here, and the back office's page for every other
 * path, which routes in the browser.
 */
export async function registerWebApp(app: FastifyInstance, { webRoot, loadBookingPage }: WebAppOptions): Promise<void> {
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) {
    app.setNotFoundHandler((request, reply) => {
      if (isApi(request) || !isPageRequest(request)) return sendError(request, reply, 404, 'NOT_FOUND');
      return reply.status(503).type('text/plain').send('The web app is not built. Run `npm run build`.');
    });
    return;
  }

  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    // The build wrote a Brotli and a gzip copy of each text file (scripts/vite-precompress.ts).
    preCompressed: true,
    allowedPath: (pathname) => !PRIVATE.test(pathname),
    globIgnore: ['server/**', '.vite/**'],
    // Built assets carry a content hash in their names: they never change.
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  const appPage = readFileSync(indexFile, 'utf8');
  const bookingFile = path.join(webRoot, 'agendar.html');
  // The booking page's stylesheet is small and its own: in the page, it costs no round trip.
  const bookingPage = existsSync(bookingFile)
    ? inlineStylesheets(readFileSync(bookingFile, 'utf8'), (href) => {
        const file = path.join(webRoot, href);
        return href.startsWith('/assets/') && existsSync(file) ? readFileSync(file, 'utf8') : null;
      })
    : null;
  const renderBookingPage = await importBookingRenderer(webRoot, app.log);

  const sendPage = (reply: FastifyReply, html: string, status = 200) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);

  if (bookingPage) {
    app.get<{ Params: { businessId: string } }>('/agendar/:businessId', { schema: { hide: true } }, async (request, reply) => {
      const { businessId } = request.params;
      const load = renderBookingPage ? await loadBookingPage(request, businessId) : null;
      if (!load || !renderBookingPage) return sendPage(reply, bookingPage);
      const data: BookingPageData = { businessId, language: requestLocale(request), load };
      const rendered = renderBookingPage(data);
      const html = fillPage(bookingPage, {
        language: data.language,
        title: rendered.title,
        rootHtml: rendered.html,
        afterRoot: `<script id="${BOOKING_DATA_ELEMENT_ID}" type="application/json">${jsonForScript(data)}</script>`,
      });
      return sendPage(reply, html, load.status === 'failed' && load.error.status === 404 ? 404 : 200);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApi(request) || !isPageRequest(request)) return sendError(request, reply, 404, 'NOT_FOUND');
    // The manage links and any other /agendar/… path: the booking page's script routes them.
    if (bookingPage && request.url.startsWith('/agendar/')) return sendPage(reply, bookingPage);
    // The back office's app owns every other path, including its own not-found page.
    return sendPage(reply, appPage);
  });
}

const isApi = (request: FastifyRequest) => request.url === '/api' || request.url.startsWith('/api/');
const isPageRequest = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * The booking page's server render (built by `vite build --ssr`), if the build has it. Without
 * it the page still works: its script renders it in the browser.
 */
async function importBookingRenderer(webRoot: string, log: FastifyBaseLogger): Promise<RenderBookingPage | null> {
  const file = path.join(webRoot, 'server', 'booking-page.js');
  if (!existsSync(file)) return null;
  try {
    const module = (await import(pathToFileURL(file).href)) as { renderBookingPage?: RenderBookingPage };
    return module.renderBookingPage ?? null;
  } catch (error) {
    log.error({ err: error }, `${file} could not be loaded: the booking page is rendered in the browser only`);
    return null;
  }
}
