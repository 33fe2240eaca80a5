import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './locale.ts';

describe('localeFromAcceptLanguage', () => {
  it('follows the first language the client ranks that we speak', () => {
    expect(localeFromAcceptLanguage('en-US,en;q=0.9,pt;q=0.8')).toBe('en-US');
    expect(localeFromAcceptLanguage('fr-FR, pt-PT;q=0.7, en;q=0.5')).toBe('pt-BR');
    expect(localeFromAcceptLanguage('de, en-GB;q=0.9')).toBe('en-US');
    expect(localeFromAcceptLanguage('en;q=0.1, pt-BR;q=0.9')).toBe('pt-BR');
  });

  it('falls back to Portuguese', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('pt-BR');
    expect(localeFromAcceptLanguage('fr, de')).toBe('pt-BR');
  });
});
