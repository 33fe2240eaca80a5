import createDOMPurify, { type Config, type WindowLike } from 'dompurify';
import {
  BLOG_TAGS,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from './rich-text.ts';

/*
 * The one sanitizer of rich text (ADR 27): DOMPurify, configured here from the allowlist of
 * rich-text.ts — in the browser on its own window, on the server on jsdom's. The server cleans
 * what it stores and serves; the pages clean again what they render; both give the same markup.
 */

export interface RichTextSanitizer {
  /** A rich text of the site: only the editor's tags, only a link's href, only with an allowed scheme. */
  richText(html: string): string;
  /** A blog post's body: the same, plus the pictures uploaded to the blog. */
  blogHtml(html: string): string;
}

/** DOMPurify's own check of every address, with the allowlist's schemes (relative addresses pass). */
const ALLOWED_URI_REGEXP = new RegExp(
  `^(?:(?:${RICH_TEXT_LINK_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))`,
  'i',
);

const RICH_TEXT: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flatMap((checks) => Object.keys(checks)))],
  ALLOWED_URI_REGEXP,
  ALLOW_ARIA_ATTR: false,
  ALLOW_DATA_ATTR: false,
  ADD_FORBID_CONTENTS: [...RICH_TEXT_DROPPED_WITH_CONTENT],
};
const BLOG: Config = { ...RICH_TEXT, ALLOWED_TAGS: [...BLOG_TAGS] };

/** How many cleaned texts each sanitizer remembers. */
const REMEMBERED = 200;

/** The sanitizer on `window`'s DOM: the browser's own, or jsdom's on the server. */
export function createRichTextSanitizer(window: WindowLike): RichTextSanitizer {
  const purify = createDOMPurify(window);
  // A tag keeps only its own attributes, each with a value its check lets through.
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const check = RICH_TEXT_ATTRIBUTES[node.nodeName.toLowerCase()]?.[data.attrName];
    if (!check?.(data.attrValue.trim())) data.keepAttr = false;
  });

  function sanitize(html: string, config: Config): string {
    const clean = purify.sanitize(html, { ...config, RETURN_DOM_FRAGMENT: true });
    // What is left is clean markup, changed here only as a tree: a link whose address went leaves
    // its words in place, a picture whose address went goes, and kept ones get what the page needs.
    for (const link of clean.querySelectorAll('a')) {
      if (link.hasAttribute('href')) link.setAttribute('rel', RICH_TEXT_LINK_REL);
      else link.replaceWith(...link.childNodes);
    }
    for (const image of clean.querySelectorAll('img')) {
      if (image.hasAttribute('src')) image.setAttribute('loading', 'lazy');
      else image.remove();
    }
    const holder = clean.ownerDocument.createElement('div');
    holder.append(clean);
    return holder.innerHTML;
  }

  // The same texts come back again and again (a post on each read, the site's texts on each render):
  // each is cleaned once, and the last ones cleaned are remembered.
  const remembered = (config: Config) => {
    const cleaned = new Map<string, string>();
    return (html: string): string => {
      let clean = cleaned.get(html);
      if (clean === undefined) {
        clean = sanitize(html, config);
        if (cleaned.size >= REMEMBERED) cleaned.delete(cleaned.keys().next().value!);
        cleaned.set(html, clean);
      }
      return clean;
    };
  };
  return { richText: remembered(RICH_TEXT), blogHtml: remembered(BLOG) };
}
