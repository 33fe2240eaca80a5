/*
 * The back office's public pages (the landing page, /auth, /escolha-plano) rendered by the server
 * for a first visit (src/web/server-render.tsx, built into dist/server/app-page.js) and hydrated
 * by the app's script (src/web/main.tsx).
 */

import type { WindowLike } from 'dompurify';
import type { PublishedContent } from './site-content.ts';

export type AppPageLanguage = 'pt-BR' | 'en-US';

/**
 * The app's pages a visitor who is not signed in may open first, which the server renders: the
 * landing page, sign-in, the plans and the blog (its list and every post). Everything else is the
 * signed-in app, rendered in the browser.
 */
export const RENDERED_APP_PATHS = ['/', '/auth', '/escolha-plano', '/blog'] as const;
export type RenderedAppPage = (typeof RENDERED_APP_PATHS)[number] | '/blog/{slug}';

/** A blog post's address: /blog/ and one segment. */
const BLOG_POST_PATH = /^\/blog\/[^/]+$/;

/** Which rendered page `pathname` is, or null when the server does not render it. */
export function renderedAppPageOf(pathname: string): RenderedAppPage | null {
  if ((RENDERED_APP_PATHS as readonly string[]).includes(pathname)) return pathname as RenderedAppPage;
  return BLOG_POST_PATH.test(pathname) ? '/blog/{slug}' : null;
}

export function isRenderedAppPath(pathname: string): boolean {
  return renderedAppPageOf(pathname) !== null;
}

/**
 * What a rendered page read before it was rendered (the blog's list and post), as TanStack Query
 * entries: the server renders with them and puts the same list in the page (element
 * PREFETCHED_DATA_ELEMENT_ID), which the browser loads into its query cache before it hydrates.
 */
export interface PrefetchedQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

export const PREFETCHED_DATA_ELEMENT_ID = 'agendo-prefetched';

/** The blog's query keys, shared by its pages and the server that prefetches them. */
export const blogQueryKeys = {
  all: ['blog'] as const,
  list: (language: AppPageLanguage, page: number) => ['blog', 'list', language, page] as const,
  post: (slug: string) => ['blog', 'post', slug] as const,
};

/**
 * The attribute on the root element that says in which language the server rendered it. The root
 * also comes `inert` — nothing in it can be clicked, focused or submitted — until the app has
 * taken the markup over, so that no tap is lost and no form is sent by the browser itself.
 */
export const RENDERED_LANGUAGE_ATTRIBUTE = 'data-rendered-language';

export interface RenderedPage {
  /** The markup of the root element. */
  html: string;
  /** The document's title. */
  title: string;
}

/**
 * The page at `location` (a path) as a person who is not signed in sees it first. `published`
 * is the site's published content (src/contracts/site-content.ts): render `published.texts[language]`
 * over the bundled texts and `published.screenshots` in the screenshots section. The server
 * embeds the same object in the page (element PUBLISHED_CONTENT_ELEMENT_ID), so hydration
 * matches. Optional only while the renderer does not read it yet. `dom` is the window the page's
 * rich texts are sanitized on, as the browser's is (src/core/rich-text-sanitizer.ts): the server's own.
 */
export type RenderAppPage = (
  location: string,
  language: AppPageLanguage,
  published?: PublishedContent,
  prefetched?: readonly PrefetchedQuery[],
  dom?: WindowLike,
) => Promise<RenderedPage>;
