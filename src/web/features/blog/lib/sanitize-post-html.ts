import { sanitizeRichText } from '../../../lib/site-content/sanitize-rich-text.ts';

/**
 * A post's body as the page renders it: the server sends it sanitized, and it is sanitized again
 * here before it becomes markup — the inline editor's tags plus the pictures uploaded to the blog
 * (`/uploads/blog/<name>.webp`), each loaded only when it comes near.
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeRichText(html, { images: true });
}
