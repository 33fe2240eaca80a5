import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { sanitizeOn, sanitizeRichText } from './sanitize-rich-text.ts';

// The browser's window, here jsdom's, as the server's first render lends it.
beforeAll(() => sanitizeOn(new JSDOM('').window));

describe('sanitizeRichText', () => {
  it('keeps what the editor makes', () => {
    const html =
      '<h1>T</h1><p><strong>a</strong> <em>b</em><br></p><ul><li>x</li></ul><ol><li>y</li></ol><p><a href="https://agendo.app/x?a=1&amp;b=2">l</a></p>';
    expect(sanitizeRichText(html)).toBe(
      html.replace(
        '<a href="https://agendo.app/x?a=1&amp;b=2">',
        '<a href="https://agendo.app/x?a=1&amp;b=2" rel="noopener noreferrer nofollow">',
      ),
    );
  });

  it.each([
    ['<script>alert(1)</script>ok', 'ok'],
    ['<img src=x onerror=alert(1)>ok', 'ok'],
    ['<p onclick="alert(1)">ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', 'x'],
    ['<a href="java&#x09;script:alert(1)">x</a>', 'x'],
    ['<a href="javascript&colon;alert(1)">x</a>', 'x'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', 'x'],
    ['<a href="&#106;avascript:alert(1)">x</a>', 'x'],
    ['<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<!--<img src=x onerror=alert(1)>-->ok', 'ok'],
    ['<p title="a>b" onmouseover=alert(1)>ok</p>', '<p>ok</p>'],
    ['<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    ['a < b & c', 'a &lt; b &amp; c'],
  ])('makes %s harmless', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('keeps allowed schemes and relative links, closes what is left open', () => {
    expect(sanitizeRichText('<a href="mailto:a@b.c">m</a>')).toContain('href="mailto:a@b.c"');
    expect(sanitizeRichText('<a href="/escolha-plano">p</a>')).toContain('href="/escolha-plano"');
    expect(sanitizeRichText('<ul><li><strong>x')).toBe('<ul><li><strong>x</strong></li></ul>');
  });
});
