import { describe, expect, it } from 'vitest';
import { UNSAFE_MARKUP, XSS_RICH_TEXT_CORPUS } from '../../test/xss-corpus.ts';
import { sanitizeBlogHtml, sanitizeRichText } from './rich-text-sanitizer.ts';

/**
 * The corpus's cases that a browser too reads to the end of the text: an unclosed `<style>`, and a
 * `<noscript>` whose closing tag stands inside a paragraph it opened (where an HTML parser ignores
 * it, so everything after belongs to the `<noscript>`, which goes with what it holds).
 */
const UNCLOSED_RAW_TEXT = XSS_RICH_TEXT_CORPUS.filter(
  (item) => item.includes('<style>') || item.startsWith('<noscript>'),
);
const REL = 'rel="noopener noreferrer nofollow"';

describe.each([
  ['sanitizeRichText', sanitizeRichText],
  ['sanitizeBlogHtml', sanitizeBlogHtml],
])('%s', (_name, sanitize) => {
  it('keeps the paragraphs around each hostile piece of markup, well formed', async () => {
    for (const item of XSS_RICH_TEXT_CORPUS) {
      if ((UNCLOSED_RAW_TEXT as readonly string[]).includes(item)) continue;
      const html = await sanitize(`<p>before</p>${item}<p>after</p>`);
      expect(html, item).toMatch(/^<p>before<\/p>/);
      expect(html, item).toMatch(/<p>after<\/p>$/);
      expect(html, item).not.toMatch(UNSAFE_MARKUP);
    }
  });

  it('keeps a whole body that mixes the hostile markup with normal paragraphs, but for what follows an unclosed <style> or <noscript>', async () => {
    const hostile = XSS_RICH_TEXT_CORPUS.filter((item) => !(UNCLOSED_RAW_TEXT as readonly string[]).includes(item));
    const html = await sanitize(`<p>Readable words</p>${hostile.join('<p>Between</p>')}<p>Words after</p>`);
    expect(html.match(/<p>Between<\/p>/g)).toHaveLength(hostile.length - 1);
    expect(html).toMatch(/^<p>Readable words<\/p>/);
    expect(html).toMatch(new RegExp(`<a href="sms:\\+5511" ${REL}>n</a><p>Words after</p>$`));
    expect(html).not.toMatch(UNSAFE_MARKUP);
    // A link whose scheme is refused leaves its words, in place.
    expect(await sanitize('<p>x <a href="javascript:alert(1)"><strong>c</strong></a> y</p><p>z</p>')).toBe(
      '<p>x <strong>c</strong> y</p><p>z</p>',
    );
    // Written text that looks like markup stays text.
    expect(await sanitize('<p>&lt;span&gt; <span class="x">s</span></p>')).toBe('<p>&lt;span&gt; s</p>');
  });

  it('keeps what the editor makes, and gives the same markup when it cleans its own output again', async () => {
    const html = '<h1>T</h1><p><strong>a</strong> <em>b</em><br></p><ul><li>x</li></ul><ol><li>y</li></ol><h2>S</h2>';
    expect(await sanitize(html)).toBe(html);
    for (const item of [
      ...XSS_RICH_TEXT_CORPUS,
      `${html}<p><a href="/escolha-plano">p</a> &amp; <a href="mailto:a@b.c">m</a></p>`,
    ]) {
      const once = await sanitize(item);
      expect(await sanitize(once), item).toBe(once);
    }
  });

  /*
   * Where the server's sanitizer and the pages' used to differ (a library and a hand-written one,
   * each with its own lists): only the pages gave links their rel; the server kept the text inside
   * SVG and MathML, the pages kept an option's or a plugin's words; the pages kept entities as
   * written and an address's spaces. One sanitizer now, one answer.
   */
  it('answers as the pages do where the two sanitizers used to differ', async () => {
    expect(await sanitize('<a href="https://ok.example" target="_blank" rel="opener">k</a>')).toBe(
      `<a href="https://ok.example" ${REL}>k</a>`,
    );
    expect(await sanitize('<p>a</p><svg><text>drawn</text></svg><math><mi>x</mi></math><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
    expect(await sanitize('<p>a<select><option>one</option></select><object>plugin</object>b</p>')).toBe('<p>ab</p>');
    expect(await sanitize('<p>Caf&eacute; &amp; ch&aacute;</p>')).toBe('<p>Café &amp; chá</p>');
    expect(await sanitize('<a href=" https://ok.example ">k</a>')).toBe(`<a href="https://ok.example" ${REL}>k</a>`);
    expect(await sanitize('<a href="//cdn.example/x">k</a><a href="#recursos">r</a>')).toBe(
      `<a href="//cdn.example/x" ${REL}>k</a><a href="#recursos" ${REL}>r</a>`,
    );
    expect(await sanitize('<p href="https://ok.example" title="t">p</p><strong id="x">s</strong>')).toBe(
      '<p>p</p><strong>s</strong>',
    );
  });
});

describe('pictures', () => {
  const IMAGE = '<img src="/uploads/blog/agenda-cheia-1280.webp" alt="Uma agenda cheia" width="1280" height="720">';
  const KEPT =
    '<img src="/uploads/blog/agenda-cheia-1280.webp" alt="Uma agenda cheia" width="1280" height="720" loading="lazy">';

  it("keeps the blog's uploads in a post, loaded lazily, and none in a site text", async () => {
    expect(await sanitizeBlogHtml(`<p>a</p>${IMAGE}`)).toBe(`<p>a</p>${KEPT}`);
    expect(await sanitizeRichText(`<p>a</p>${IMAGE}`)).toBe('<p>a</p>');
  });

  it.each([
    [
      '<img src="/uploads/blog/x.webp" onerror="alert(1)" width="100%" height="1e9" style="position:fixed">',
      '<img src="/uploads/blog/x.webp" loading="lazy">',
    ],
    ['<img src="https://evil.example/uploads/blog/x.webp">ok', 'ok'],
    ['<img src="/uploads/blog/../../x.webp">ok', 'ok'],
    ['<img src="data:image/webp;base64,AAAA">ok', 'ok'],
    ['<img src="javascript:alert(1)" src="/uploads/blog/x.webp">ok', 'ok'],
  ])('drops what is unsafe in %s', async (input, expected) => {
    expect(await sanitizeBlogHtml(input)).toBe(expected);
  });
});
