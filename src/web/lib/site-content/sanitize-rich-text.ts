import type { WindowLike } from 'dompurify';
import { createRichTextSanitizer, type RichTextSanitizer } from '../../../core/rich-text-sanitizer.ts';

/*
 * A published rich text is sanitized by the server when it is published; it is sanitized again
 * here, where a page renders it as HTML, so that no stored row can put markup on a page that the
 * editor's toolbar cannot make. The same sanitizer as the server's (src/core/rich-text-sanitizer.ts):
 * in the browser on its window; in the server's first render, on the DOM the server lends it.
 */

let sanitizer: RichTextSanitizer | undefined;
let lent: WindowLike | undefined;

/** The server's render of the first view has no window: it lends its own (server-render.tsx). */
export function sanitizeOn(window: WindowLike): void {
  if (window === lent) return;
  lent = window;
  sanitizer = createRichTextSanitizer(window);
}

export interface SanitizeRichTextOptions {
  /** Keep pictures uploaded to the blog (a blog post's body); off by default. */
  images?: boolean;
}

export function sanitizeRichText(html: string, { images = false }: SanitizeRichTextOptions = {}): string {
  sanitizer ??= createRichTextSanitizer(window);
  return images ? sanitizer.blogHtml(html) : sanitizer.richText(html);
}
