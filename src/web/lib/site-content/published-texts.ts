import type { PublishedContent, PublishedText } from '../../../contracts/site-content.ts';
import { i18n } from '../../i18n/i18n.ts';
import type { Language } from '../../i18n/detect-language.ts';

/*
 * The texts super admins published (src/contracts/site-content.ts) are shown over the texts the
 * app bundles: a selector is the i18n key the page renders, so laying the published texts over
 * the i18n resources changes every page that shows them, with no deploy. The server renders its
 * first views with them (server-render.tsx) and puts the same object in the page, which the
 * browser lays over before it hydrates (main.tsx).
 */

/**
 * The element's id: PUBLISHED_CONTENT_ELEMENT_ID of the contract, which is also a zod module —
 * written out here so that the landing page does not carry zod (test: published-texts.test.ts).
 */
export const PUBLISHED_CONTENT_ELEMENT = 'agendo-published-content';

/** Only the marketing pages' texts may be replaced: never an error message or a form label. */
const EDITABLE_NAMESPACES = ['landing.', 'pricing.', 'plansPage.', 'footer.', 'blog.intro.', 'blog.cta.'];

export function isEditableSelector(selector: string): boolean {
  return EDITABLE_NAMESPACES.some((namespace) => selector.startsWith(namespace));
}

/** The bundled text of each key replaced, to put back when a later publish no longer holds it. */
const bundled = new Map<string, string>();
const replaced = new Map<Language, Set<string>>();
/** The texts laid over last, per language: laid again when a feature's own texts join later. */
const latest = new Map<Language, Record<string, PublishedText>>();

/** Shows `texts` (selector → published text) in `language`, and the bundled text for every other key. */
export function applyPublishedTexts(language: Language, texts: Record<string, PublishedText>): void {
  latest.set(language, texts);
  const previous = replaced.get(language) ?? new Set<string>();
  const now = new Set<string>();
  for (const [selector, { text }] of Object.entries(texts)) {
    if (!isEditableSelector(selector)) continue;
    const key = `${language} ${selector}`;
    if (!bundled.has(key)) {
      const original = i18n.getResource(language, 'translation', selector) as unknown;
      // A key the app does not have (renamed since it was published) stays unknown.
      if (typeof original !== 'string') continue;
      bundled.set(key, original);
    }
    i18n.addResource(language, 'translation', selector, text);
    now.add(selector);
  }
  for (const selector of previous) {
    if (!now.has(selector))
      i18n.addResource(language, 'translation', selector, bundled.get(`${language} ${selector}`) ?? '');
  }
  replaced.set(language, now);
}

/**
 * A feature whose texts travel with its lazy chunk (the blog's) calls this once they have joined:
 * its keys were unknown when the published texts were laid over, and are now.
 */
export function reapplyPublishedTexts(): void {
  for (const [language, texts] of latest) applyPublishedTexts(language, texts);
}

/** The published content the server put in the page, if it did (its JSON has every `<` escaped). */
export function readEmbeddedPublishedContent(): PublishedContent | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(PUBLISHED_CONTENT_ELEMENT);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PublishedContent;
  } catch {
    return null;
  }
}

let embedded: PublishedContent | null = null;

/** Lays the page's published texts over the bundled ones in both languages; call before rendering. */
export function applyEmbeddedPublishedContent(): PublishedContent | null {
  embedded = readEmbeddedPublishedContent();
  if (embedded) {
    applyPublishedTexts('pt-BR', embedded.texts['pt-BR']);
    applyPublishedTexts('en-US', embedded.texts['en-US']);
  }
  return embedded;
}

/** What the page came with (screenshots, the version edits are based on); null without it. */
export function embeddedPublishedContent(): PublishedContent | null {
  return embedded;
}
