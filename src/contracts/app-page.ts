/*
 * The back office's public pages (the landing page, /auth, /escolha-plano) rendered by the server
 * for a first visit (src/web/server-render.tsx, built into dist/server/app-page.js) and hydrated
 * by the app's script (src/web/main.tsx).
 */

import type { PublishedContent } from './site-content.ts';

export type AppPageLanguage = 'pt-BR' | 'en-US';

/**
 * The app's pages a visitor who is not signed in may open first, which the server renders: the
 * landing page, sign-in and the plans. Everything else is the signed-in app, rendered in the browser.
 */
export const RENDERED_APP_PATHS = ['/', '/auth', '/escolha-plano'] as const;
export type RenderedAppPath = (typeof RENDERED_APP_PATHS)[number];

export function isRenderedAppPath(pathname: string): pathname is RenderedAppPath {
  return (RENDERED_APP_PATHS as readonly string[]).includes(pathname);
}

/**
 * The attribute on the root element that says in which language the server rendered it. The root
 * also comes `inert` — nothing in it can be clicked, focused or submitted — until the app has
 * taken the markup over, so that no tap is lost and no form is sent by the browser itself.
 */
export const RENDERED_LANGUAGE_ATTRIBUTE = 'data-rendered-language';

export interface RenderedAppPage {
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
 * matches. Optional only while the renderer does not read it yet.
 */
export type RenderAppPage = (location: string, language: AppPageLanguage, published?: PublishedContent) => Promise<RenderedAppPage>;
