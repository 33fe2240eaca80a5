import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { sanitizeOn, sanitizeRichText } from '../../../lib/site-content/sanitize-rich-text.ts';
import { sanitizePostHtml } from './sanitize-post-html.ts';

// The browser's window, here jsdom's, as the server's first render lends it.
beforeAll(() => sanitizeOn(new JSDOM('').window));

const IMAGE = '<img src="/uploads/blog/agenda-cheia-1280.webp" alt="Uma agenda cheia" width="1280" height="720">';
const KEPT =
  '<img src="/uploads/blog/agenda-cheia-1280.webp" alt="Uma agenda cheia" width="1280" height="720" loading="lazy">';

describe('sanitizePostHtml', () => {
  it("keeps the editor's markup and the blog's uploaded pictures, loaded lazily", () => {
    expect(sanitizePostHtml(`<h2>Dicas</h2><p>Texto <strong>forte</strong></p>${IMAGE}<ul><li>a</li></ul>`)).toBe(
      `<h2>Dicas</h2><p>Texto <strong>forte</strong></p>${KEPT}<ul><li>a</li></ul>`,
    );
  });

  it('keeps of a picture its address, alt text and size alone', () => {
    expect(
      sanitizePostHtml('<img alt=\'a "b" <c> & d\' src=/uploads/blog/x.webp width=640 height=360 class=big />'),
    ).toBe(
      '<img alt="a &quot;b&quot; &lt;c&gt; &amp; d" src="/uploads/blog/x.webp" width="640" height="360" loading="lazy">',
    );
    expect(sanitizePostHtml('<img src="/uploads/blog/x.webp">')).toBe(
      '<img src="/uploads/blog/x.webp" loading="lazy">',
    );
    expect(sanitizePostHtml('<img src="/uploads/blog/x.webp" alt="Caf&eacute;">')).toContain('alt="Café"');
  });

  it.each([
    [
      '<img src="/uploads/blog/x.webp" onerror="alert(1)" onload=alert(1)>',
      '<img src="/uploads/blog/x.webp" loading="lazy">',
    ],
    [
      '<img src="/uploads/blog/x.webp" width="100%" height="1e9" style="position:fixed">',
      '<img src="/uploads/blog/x.webp" loading="lazy">',
    ],
    ['<img src=x onerror=alert(1)>ok', 'ok'],
    ['<img src="javascript:alert(1)">ok', 'ok'],
    ['<img src="java&#x09;script:alert(1)">ok', 'ok'],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">ok', 'ok'],
    ['<img src="data:image/webp;base64,AAAA">ok', 'ok'],
    ['<img src="https://evil.example/uploads/blog/x.webp">ok', 'ok'],
    ['<img src="//evil.example/uploads/blog/x.webp">ok', 'ok'],
    ['<img src="/uploads/blog/../../x.webp">ok', 'ok'],
    ['<img src="/uploads/blog/x.webp?onerror=1">ok', 'ok'],
    ['<img src="/uploads/blog/x.png">ok', 'ok'],
    ['<img src="/uploads/screenshots/x.webp">ok', 'ok'],
    ['<img src="/uploads/blog/X.webp">ok', 'ok'],
    ['<img src="/uploads/blog/x.webp&quot; onerror=&quot;alert(1)">ok', 'ok'],
    ['<img srcset="/uploads/blog/x.webp 1x">ok', 'ok'],
    ['<script><img src="/uploads/blog/x.webp"></script>ok', 'ok'],
    ['</img>ok', 'ok'],
  ])('drops what is unsafe in %s', (input, expected) => {
    expect(sanitizePostHtml(input)).toBe(expected);
  });

  it('reads the first of a repeated attribute, as browsers do', () => {
    expect(sanitizePostHtml('<img src="javascript:alert(1)" src="/uploads/blog/x.webp">ok')).toBe('ok');
    expect(sanitizePostHtml('<img SRC="/uploads/blog/x.webp" src="javascript:alert(1)">')).toBe(
      '<img src="/uploads/blog/x.webp" loading="lazy">',
    );
  });

  it('keeps links checked as the rich text does', () => {
    expect(sanitizePostHtml('<a href="javascript:alert(1)">x</a><a href="/blog">b</a>')).toBe(
      'x<a href="/blog" rel="noopener noreferrer nofollow">b</a>',
    );
  });
});

describe('sanitizeRichText without the images option', () => {
  it("drops even the blog's pictures, as before", () => {
    expect(sanitizeRichText(`<p>a</p>${IMAGE}`)).toBe('<p>a</p>');
  });
});
