import { describe, expect, it } from 'vitest';
import { isAllowedLinkScheme, linkSchemeOf, RICH_TEXT_LINK_SCHEMES } from './rich-text.ts';

describe('rich-text links', () => {
  it('allows the link schemes of docs/site-content.md, in any case, and relative addresses', () => {
    for (const scheme of RICH_TEXT_LINK_SCHEMES) expect(isAllowedLinkScheme(`${scheme}:something`), scheme).toBe(true);
    expect(isAllowedLinkScheme('HTTPS://agendo.example')).toBe(true);
    expect(isAllowedLinkScheme('/escolha-plano')).toBe(true);
    expect(isAllowedLinkScheme('#recursos')).toBe(true);
  });

  it('refuses every other scheme, however it is disguised, and empty addresses', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:x',
      '\u0000javascript:x',
      'data:text/html,<script>',
      'vbscript:x',
      'file:///etc/passwd',
      'blob:x',
      '',
      '  ',
    ]) {
      expect(isAllowedLinkScheme(url), JSON.stringify(url)).toBe(false);
    }
  });

  it('reads the scheme as a browser does', () => {
    expect(linkSchemeOf('MAILTO:a@b.c')).toBe('mailto');
    expect(linkSchemeOf('java\tscript:x')).toBe('javascript');
    expect(linkSchemeOf('/a:b')).toBeNull();
  });
});
