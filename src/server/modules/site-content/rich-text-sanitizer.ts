import type { WindowLike } from 'dompurify';
import { createRichTextSanitizer, type RichTextSanitizer } from '../../../core/rich-text-sanitizer.ts';

/*
 * Rich text on the server: the pages' own sanitizer (src/core/rich-text-sanitizer.ts) on a DOM of
 * jsdom's, the one DOMPurify's authors test on and recommend (ADR 27). jsdom loads with the first
 * text sanitized, not while the server starts.
 */

let loaded: Promise<{ window: WindowLike; sanitizer: RichTextSanitizer }> | undefined;

function load() {
  loaded ??= import('jsdom').then(({ JSDOM }) => {
    const { window } = new JSDOM('');
    return { window, sanitizer: createRichTextSanitizer(window) };
  });
  return loaded;
}

/** A rich text as the site may show it: only the editor's tags (src/core/rich-text.ts), only a link's checked address. */
export async function sanitizeRichText(html: string): Promise<string> {
  return (await load()).sanitizer.richText(html);
}

/** A blog post's HTML: the rich-text allowlist plus images of the blog's own uploads. */
export async function sanitizeBlogHtml(html: string): Promise<string> {
  return (await load()).sanitizer.blogHtml(html);
}

/** The DOM the first views the server renders sanitize their rich texts on (src/web/server-render.tsx). */
export async function richTextWindow(): Promise<WindowLike> {
  return (await load()).window;
}
