/**
 * The rich-text allowlist of the site's inline editor (docs/site-content.md): what its toolbar makes —
 * paragraphs, line breaks, bold, italic, headings 1 and 2, bullet and ordered lists, links — and
 * nothing else. The server sanitizes every published rich text with it
 * (src/server/modules/site-content/rich-text-sanitizer.ts) and the web's editor offers exactly
 * these, so what an editor makes survives and nothing else does.
 */

export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'em', 'h1', 'h2', 'ul', 'ol', 'li', 'a'] as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/** The one attribute kept: a link's address (and only when its scheme is allowed). */
export const RICH_TEXT_ATTRIBUTES: Readonly<Partial<Record<RichTextTag, readonly string[]>>> = { a: ['href'] };

/** The link schemes a rich text may carry (docs/site-content.md). */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp'] as const;

/** What the editor puts before an address typed without a scheme (docs/site-content.md). */
export const RICH_TEXT_DEFAULT_LINK_SCHEME = 'http';

/**
 * The scheme of a link as a browser reads it (lower case), or null for a relative address.
 * Browsers ignore whitespace and control characters inside an address ("java\tscript:"), so
 * they are ignored here too.
 */
export function linkSchemeOf(url: string): string | null {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const match = /^([a-z][a-z\d+.-]*):/i.exec(cleaned);
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * Whether a link may stay: an absolute address with an allowed scheme, or a relative address
 * ("/escolha-plano", "#recursos") on this site. Empty addresses are not links.
 */
export function isAllowedLinkScheme(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '') === '') return false;
  const scheme = linkSchemeOf(url);
  return scheme === null || (RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(scheme);
}

/**
 * A blog post's HTML takes the same allowlist plus images — only the blog's own uploads
 * (`/uploads/blog/<id>-<width>.webp`), with their alt text and size.
 */
export const BLOG_IMAGE_ATTRIBUTES = ['src', 'alt', 'width', 'height'] as const;

export function isBlogImageSource(src: string): boolean {
  return /^\/uploads\/blog\/[a-z\d-]+\.webp$/.test(src);
}
