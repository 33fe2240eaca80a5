import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, requestLanguage } from './locale.ts';

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

describe('requestLanguage', () => {
  it('takes the language chosen in the switcher (its cookie) before the one Accept-Language asks for', () => {
    expect(requestLanguage({ cookie: 'agendo_language=pt-BR', acceptLanguage: 'en-US,en;q=0.9' })).toBe('pt-BR');
    expect(requestLanguage({ cookie: 'theme=dark; agendo_language=en-US; x=1', acceptLanguage: 'pt-BR' })).toBe(
      'en-US',
    );
  });

  it('follows Accept-Language when the cookie is missing or names no language of ours', () => {
    expect(requestLanguage({ cookie: undefined, acceptLanguage: 'en-US' })).toBe('en-US');
    for (const cookie of [
      'agendo_language=fr-FR',
      'agendo_language=en',
      'agendo_language=',
      'agendo_language',
      'my_agendo_language=pt-BR',
    ]) {
      expect({ cookie, language: requestLanguage({ cookie, acceptLanguage: 'en-US' }) }).toEqual({
        cookie,
        language: 'en-US',
      });
    }
    expect(requestLanguage({ cookie: null, acceptLanguage: null })).toBe('pt-BR');
  });
});
