import { describe, expect, it } from 'vitest';
import { UNSAFE_MARKUP, XSS_RICH_TEXT_CORPUS } from '../../test/xss-corpus.ts';
import { sanitizeBlogHtml, sanitizeRichText } from './rich-text-sanitizer.ts';

/** The corpus's one case a browser too reads to the end as text: an unclosed `<style>`. */
const UNCLOSED_RAW_TEXT = XSS_RICH_TEXT_CORPUS.filter((item) => item.includes('<style>'));

describe.each([
  ['sanitizeRichText', sanitizeRichText],
  ['sanitizeBlogHtml', sanitizeBlogHtml],
])('%s', (_name, sanitize) => {
  it('keeps the paragraphs around each hostile piece of markup, well formed', () => {
    for (const item of XSS_RICH_TEXT_CORPUS) {
      if ((UNCLOSED_RAW_TEXT as readonly string[]).includes(item)) continue;
      const html = sanitize(`<p>before</p>${item}<p>after</p>`);
      expect(html, item).toMatch(/^<p>before<\/p>/);
      expect(html, item).toMatch(/<p>after<\/p>$/);
      expect(html, item).not.toMatch(UNSAFE_MARKUP);
      expect(html, item).not.toContain('span');
    }
  });

  it('keeps a whole body that mixes the hostile markup with normal paragraphs, but for what follows an unclosed <style>', () => {
    const hostile = XSS_RICH_TEXT_CORPUS.filter((item) => !(UNCLOSED_RAW_TEXT as readonly string[]).includes(item));
    const html = sanitize(`<p>Readable words</p>${hostile.join('<p>Between</p>')}<p>Words after</p>`);
    expect(html.match(/<p>Between<\/p>/g)).toHaveLength(hostile.length - 1);
    expect(html).toMatch(/^<p>Readable words<\/p>/);
    expect(html).toMatch(/<a href="sms:\+5511">n<\/a><p>Words after<\/p>$/);
    expect(html).not.toMatch(UNSAFE_MARKUP);
    // A link whose scheme is refused leaves its words, in place.
    expect(sanitize('<p>x <a href="javascript:alert(1)"><strong>c</strong></a> y</p><p>z</p>')).toBe('<p>x <strong>c</strong> y</p><p>z</p>');
    // Written text that looks like the markup the sanitizer unwraps stays text.
    expect(sanitize('<p>&lt;span&gt; <span class="x">s</span></p>')).toBe('<p>&lt;span&gt; s</p>');
  });
});
