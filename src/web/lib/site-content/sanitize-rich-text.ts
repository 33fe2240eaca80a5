import { isAllowedLinkScheme, isBlogImageSource, RICH_TEXT_TAGS } from '../../../core/rich-text.ts';

/*
 * A published rich text is sanitized by the server when it is published; it is sanitized again
 * here, where a page renders it as HTML, so that no stored row can put markup on a page that the
 * editor's toolbar cannot make (src/core/rich-text.ts). Plain string work, no DOM: the same code
 * runs in the server's render and in the browser, and gives the same markup to hydrate.
 *
 * Nothing of the input is copied through as markup: the output is rebuilt from the allowed tags
 * alone (no attribute but a link's checked address), and every piece of text is escaped.
 *
 * A blog post (docs/blog.md) may also hold the pictures uploaded to the blog: with `{ images: true }`,
 * an `<img>` stays when its address is one of those uploads, rebuilt from its checked address,
 * alt text and size alone.
 */

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
/** Elements whose content is never text a person wrote: dropped whole. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'template', 'textarea', 'title', 'iframe', 'noscript', 'svg', 'math']);
const VOID = new Set(['br']);

/** One attribute of a tag: its name and its value, quoted or not (a name alone has none). */
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const PIXELS = /^\d{1,5}$/;

export interface SanitizeRichTextOptions {
  /** Keep pictures uploaded to the blog (a blog post's body); off by default. */
  images?: boolean;
}

// A comment, or a tag with its attributes (quoted values may hold '>').
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z\d-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<[!?/][^>]*>?/g;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", colon: ':', sol: '/' };

/** Escapes text; an entity already written (`&eacute;`) is kept, since it cannot make markup. */
function escapeText(text: string): string {
  return text.replace(/&(?![a-z][a-z\d]*;|#\d+;|#x[\da-f]+;)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An attribute's value as the browser reads it, or null when it holds an entity we do not know. */
function decodeAttribute(value: string): string | null {
  let unknown = false;
  const decoded = value.replace(/&(#x[\da-f]+|#\d+|[a-z][a-z\d]*);?/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    const named = NAMED[body.toLowerCase()];
    if (named === undefined) unknown = true;
    return named ?? entity;
  });
  return unknown ? null : decoded;
}

function safeHref(attributes: string): string | null {
  const match = HREF.exec(attributes);
  if (!match) return null;
  const href = decodeAttribute(match[1] ?? match[2] ?? match[3] ?? '');
  if (href === null || !isAllowedLinkScheme(href)) return null;
  return href.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A tag's attributes as the browser reads them: names in lower case, the first of a repeated name wins. */
function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** An attribute's value inside double quotes: entities already written are kept, since they cannot end the value. */
function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** An uploaded picture of the blog, rebuilt: its address, alt text and size, loaded when near; null for any other picture. */
function safeImage(attributeText: string): string | null {
  const attributes = attributesOf(attributeText);
  const src = decodeAttribute(attributes.get('src') ?? '');
  if (src === null || !isBlogImageSource(src)) return null;
  let tag = `<img src="${src}" alt="${escapeAttribute(attributes.get('alt') ?? '')}"`;
  for (const size of ['width', 'height']) {
    const value = attributes.get(size);
    if (value !== undefined && PIXELS.test(value)) tag += ` ${size}="${value}"`;
  }
  return `${tag} loading="lazy">`;
}

export function sanitizeRichText(html: string, { images = false }: SanitizeRichTextOptions = {}): string {
  let out = '';
  const open: string[] = [];
  let dropping: string | null = null;
  let last = 0;
  for (const match of html.matchAll(TOKEN)) {
    const text = html.slice(last, match.index);
    last = match.index + match[0].length;
    if (!dropping) out += escapeText(text);
    const name = match[2]?.toLowerCase();
    if (!name) continue; // a comment, doctype or processing instruction
    const closing = match[1] === '/';
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (!closing && DROPPED_WITH_CONTENT.has(name) && !/\/\s*$/.test(match[3] ?? '')) {
      dropping = name;
      continue;
    }
    if (name === 'img') {
      const image = images && !closing ? safeImage(match[3] ?? '') : null;
      if (image !== null) out += image;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
    } else if (VOID.has(name)) {
      out += `<${name}>`;
    } else if (name === 'a') {
      const href = safeHref(match[3] ?? '');
      // A link without an allowed address is no link: its words stay, as text.
      if (href === null) continue;
      out += `<a href="${href}" rel="noopener noreferrer nofollow">`;
      open.push(name);
    } else {
      out += `<${name}>`;
      open.push(name);
    }
  }
  if (!dropping) out += escapeText(html.slice(last));
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
