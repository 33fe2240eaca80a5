import sanitizeHtml from 'sanitize-html';
import { BLOG_IMAGE_ATTRIBUTES, isAllowedLinkScheme, isBlogImageSource, RICH_TEXT_ATTRIBUTES, RICH_TEXT_LINK_SCHEMES, RICH_TEXT_TAGS } from '../../../core/rich-text.ts';

/**
 * A link whose scheme is not allowed becomes this, to be unwrapped after: sanitize-html turning a
 * tag into one it then discards misnames the closing tag of the next element at the same depth
 * (a paragraph after such a link came out as `<p>…</span>`), so it is allowed, without attributes,
 * and taken out of the result (`unwrap`), its words kept. The result is sanitize-html's own
 * serialization: `<span>` and `</span>` in it can only be tags.
 */
const UNWRAPPED = 'span';
const unwrap = (html: string) => html.replaceAll(`<${UNWRAPPED}>`, '').replaceAll(`</${UNWRAPPED}>`, '');

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS, UNWRAPPED],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]])),
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: true,
  // A tag outside the list goes and its text stays; these go with everything inside them. Not SVG
  // and MathML: a browser leaves them at the next HTML tag (a paragraph), so an unclosed one
  // would take every paragraph after it; their tags go, and what they hold is sanitized as the rest.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'object', 'embed'],
  transformTags: {
    // A link whose scheme is not allowed is dropped, its words kept (unwrapped).
    a: (_tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim();
      return href && isAllowedLinkScheme(href) ? { tagName: 'a', attribs: { href } } : { tagName: UNWRAPPED, attribs: {} };
    },
  },
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

/**
 * A rich text as the site may show it: only the editor's tags (src/core/rich-text.ts), only a
 * link's href, only with an allowed scheme. Everything else — scripts, event handlers, styles,
 * SVG and MathML, `javascript:` and `data:` links — is gone.
 */
export function sanitizeRichText(html: string): string {
  return unwrap(sanitizeHtml(html, options));
}

const blogOptions: sanitizeHtml.IOptions = {
  ...options,
  allowedTags: [...RICH_TEXT_TAGS, UNWRAPPED, 'img'],
  allowedAttributes: { ...options.allowedAttributes, img: [...BLOG_IMAGE_ATTRIBUTES] },
  allowedSchemesByTag: { img: [] },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isBlogImageSource(frame.attribs.src ?? ''),
  transformTags: {
    ...options.transformTags,
    img: (_tagName, attribs): sanitizeHtml.Tag => {
      const size = (value: string | undefined) => (value && /^\d{1,5}$/.test(value) ? value : undefined);
      const kept: Record<string, string> = { src: attribs.src ?? '', alt: attribs.alt ?? '' };
      const width = size(attribs.width);
      const height = size(attribs.height);
      if (width) kept.width = width;
      if (height) kept.height = height;
      return { tagName: 'img', attribs: kept };
    },
  },
};

/** A blog post's HTML: the rich-text allowlist plus images of the blog's own uploads (src/core/rich-text.ts). */
export function sanitizeBlogHtml(html: string): string {
  return unwrap(sanitizeHtml(html, blogOptions));
}
