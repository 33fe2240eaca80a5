import { describe, expect, it } from 'vitest';
import { shouldStayOnLanding } from './landing-redirect.ts';

describe('shouldStayOnLanding (docs/screens.md)', () => {
  const plain = { hash: '', search: '', allowHome: false };

  it('redirects a signed-in visitor by default', () => {
    expect(shouldStayOnLanding(plain)).toBe(false);
    expect(shouldStayOnLanding({ ...plain, hash: '#recursos', search: '?utm_source=x' })).toBe(false);
  });

  it('keeps the visitor for each of the four exceptions', () => {
    expect(shouldStayOnLanding({ ...plain, hash: '#precos' })).toBe(true);
    expect(shouldStayOnLanding({ ...plain, search: '?checkout=true' })).toBe(true);
    expect(shouldStayOnLanding({ ...plain, search: '?a=1&no_redirect=1' })).toBe(true);
    expect(shouldStayOnLanding({ ...plain, allowHome: true })).toBe(true);
  });

  it('needs the exact values', () => {
    expect(shouldStayOnLanding({ ...plain, search: '?checkout=false' })).toBe(false);
    expect(shouldStayOnLanding({ ...plain, search: '?no_redirect=0' })).toBe(false);
    expect(shouldStayOnLanding({ ...plain, hash: '#preco' })).toBe(false);
  });
});
