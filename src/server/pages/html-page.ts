/*
 * The built HTML pages (dist/index.html, dist/agendar.html) as templates the server fills in:
 * read once at start-up, with the page's own stylesheet inlined where that saves the browser a
 * round trip before it can paint.
 */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** JSON that can sit inside `<script type="application/json">`: no `<` can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * Replaces the page's stylesheet links with the stylesheets themselves. `read` gives a linked
 * file's text (by its path under the web root), or null to leave the link as it is.
 */
export function inlineStylesheets(html: string, read: (href: string) => string | null): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = read(href);
    if (css === null || /<\/style/i.test(css)) return link;
    return `<style>${css.trim()}</style>`;
  });
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The page's code asked for once the page is parsed and has painted: a page already rendered in
 * its HTML shows its words and gets the network for its pictures first, and is taken over a
 * moment later. (A tab opened in the background loads its code when it is first shown.)
 */
function loadAfterFirstPaint(entries: string[], preloads: string[]): string {
  return `<script>(function (entries, preloads) {
  var started = false;
  function add(tag, attributes) {
    var element = document.createElement(tag);
    element.crossOrigin = '';
    for (var name in attributes) element[name] = attributes[name];
    document.head.appendChild(element);
  }
  function load() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) { add('link', { rel: 'modulepreload', href: href }); });
    entries.forEach(function (src) { add('script', { type: 'module', src: src }); });
  }
  function afterPaint() { requestAnimationFrame(function () { setTimeout(load, 0); }); }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})(${jsonForScript(entries)}, ${jsonForScript(preloads)})</script>`;
}

/** The page with its module scripts and their preloads loaded after its first paint (loadAfterFirstPaint). */
export function deferAppCode(html: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  if (entries.length === 0) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const loader = loadAfterFirstPaint(entries, preloads);
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `${loader}</body>`);
}

export interface PageContent {
  language?: string;
  title?: string;
  /** Markup for the root element, as it is (the caller escaped what a person wrote). */
  rootHtml?: string;
  /** Attributes for the root element. */
  rootAttributes?: Record<string, string>;
  /** Placed right after the root element. */
  afterRoot?: string;
  /** Tags added at the end of the head, as they are (the caller escaped what a person wrote). */
  head?: string;
  /** Replaces the page's meta description. */
  description?: string | undefined;
}

/**
 * The page with its language, title and first view filled in. (Replacements are functions: a
 * `$&` in a business's name is text, not a pattern.)
 */
export function fillPage(template: string, content: PageContent): string {
  let html = template;
  if (content.language) {
    const language = escapeHtml(content.language);
    html = html.replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`);
  }
  if (content.title !== undefined) {
    const title = escapeHtml(content.title);
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  }
  if (content.description !== undefined) {
    const description = escapeHtml(content.description);
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${description}" />`,
    );
  }
  if (content.head) {
    const head = content.head;
    html = html.replace('</head>', () => `${head}</head>`);
  }
  if (content.rootHtml !== undefined || content.afterRoot !== undefined || content.rootAttributes) {
    const attributes = Object.entries(content.rootAttributes ?? {})
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('');
    const root = `<div id="root"${attributes}>${content.rootHtml ?? ''}</div>${content.afterRoot ?? ''}`;
    html = html.replace('<div id="root"></div>', () => root);
  }
  return html;
}
