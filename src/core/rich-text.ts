/**
 * The rich-text allowlist of the site's inline editor (docs/site-content.md): what its toolbar makes —
 * paragraphs, line breaks, bold, italic, headings 1 and 2, bullet and ordered lists, links — and
 * nothing else. One sanitizer applies it, on the server and in the pages alike
 * (rich-text-sanitizer.ts), and the web's editor offers exactly these, so what an editor makes
 * survives and nothing else does.
 */

export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'em', 'h1', 'h2', 'ul', 'ol', 'li', 'a'] as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/** A blog post's body also holds pictures: only the blog's own uploads. */
export const BLOG_TAGS = [...RICH_TEXT_TAGS, 'img'] as const;

/**
 * The attributes a tag keeps, each with the check its value must pass: a link's address (only with
 * an allowed scheme), and a blog picture's upload, alt text and size. Every other attribute goes.
 */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, Readonly<Record<string, (value: string) => boolean>>>> = {
  a: { href: isAllowedLinkScheme },
  img: { src: isBlogImageSource, alt: () => true, width: isPixelSize, height: isPixelSize },
};

/** What every kept link says of itself: the page it opens gets no hold on ours, and no credit from it. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer nofollow';

/** Elements that go with everything inside them: what they hold is never text a person wrote. */
export const RICH_TEXT_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'textarea',
  'title',
  'iframe',
  'noscript',
  'svg',
  'math',
  'object',
  'embed',
  'option',
  'select',
] as const;

/** The link schemes a rich text may carry (docs/site-content.md). */
export const RICH_TEXT_LINK_SCHEMES = [
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'tel',
  'callto',
  'sms',
  'cid',
  'xmpp',
] as const;

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

/** A picture of the blog: one of its own uploads (`/uploads/blog/<id>-<width>.webp`). */
export function isBlogImageSource(src: string): boolean {
  return /^\/uploads\/blog\/[a-z\d-]+\.webp$/.test(src);
}

/** A picture's width or height: whole pixels, at most five digits. */
function isPixelSize(value: string): boolean {
  return /^\d{1,5}$/.test(value);
}
