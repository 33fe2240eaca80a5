import { prerender } from 'react-dom/static';
import type { RenderAppPage } from '../contracts/app-page.ts';
import { StaticApp } from './app/app.tsx';
import { i18n } from './i18n/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { assumeSignedOut } from './lib/session/get-me.ts';
import { applyPublishedTexts } from './lib/site-content/published-texts.ts';
import { sanitizeOn } from './lib/site-content/sanitize-rich-text.ts';

/*
 * The first view of the app's public pages, for the server (built with `vite build --ssr` into
 * dist/server/app-page.js): the app itself at that path, as a person not signed in sees it before
 * anything loads. `prerender` waits for the page's lazy chunks. The browser hydrates the markup
 * (main.tsx).
 */

let queue: Promise<unknown> = Promise.resolve();

export const renderAppPage: RenderAppPage = (location, language, published, prefetched = [], dom) => {
  // One at a time: the language is the i18n instance's, for the whole of one render.
  const rendered = queue.then(async () => {
    // Rich texts are sanitized as in the browser, on the DOM the server lends (it has no window).
    if (dom) sanitizeOn(dom);
    await i18n.changeLanguage(language);
    // The published texts over the bundled ones (the page carries the same object for hydrating).
    applyPublishedTexts(language, published?.texts[language] ?? {});
    const errors: unknown[] = [];
    const queryClient = signedOutQueryClient();
    for (const { queryKey, data } of prefetched) queryClient.setQueryData(queryKey, data);
    const { prelude } = await prerender(<StaticApp location={location} queryClient={queryClient} />, {
      onError: (error) => void errors.push(error),
    });
    let html = '';
    const decoder = new TextDecoder();
    for await (const chunk of prelude as unknown as AsyncIterable<Uint8Array>)
      html += decoder.decode(chunk, { stream: true });
    html += decoder.decode();
    // A part that failed would be left to the browser: better the whole page, and a loud error.
    if (errors.length > 0) throw errors[0];
    // React writes a page's <title> where it is rendered; the server puts it in the head instead.
    let title = '';
    html = html.replace(/<title>([^<]*)<\/title>/, (_, text: string) => {
      title = text;
      return '';
    });
    return { html, title: decodeEntities(title) };
  });
  queue = rendered.catch(() => undefined);
  return rendered;
};

/** The server renders these pages only for a request without a session cookie: nobody is signed in. */
function signedOutQueryClient() {
  const queryClient = createQueryClient();
  assumeSignedOut(queryClient);
  return queryClient;
}

function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d+)|#x([\da-f]+)|(amp|lt|gt|quot|apos));/gi,
    (entity, decimal: string, hex: string, name: string) => {
      if (decimal) return String.fromCodePoint(Number(decimal));
      if (hex) return String.fromCodePoint(parseInt(hex, 16));
      return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[name.toLowerCase()] ?? entity;
    },
  );
}
