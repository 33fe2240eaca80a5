import { describe, expect, it } from 'vitest';
import { detectLanguage, isSouthAmericanTimeZone } from './detect-language.ts';

describe('detectLanguage (docs/languages.md)', () => {
  it('uses a valid stored value first', () => {
    expect(detectLanguage({ stored: 'en-US', browserLanguage: 'pt-BR', timeZone: 'America/Sao_Paulo' })).toBe('en-US');
    expect(detectLanguage({ stored: 'pt-BR', browserLanguage: 'en-GB', timeZone: 'Europe/London' })).toBe('pt-BR');
  });

  it('ignores an invalid stored value', () => {
    expect(detectLanguage({ stored: 'fr-FR', browserLanguage: 'en-GB', timeZone: 'Europe/London' })).toBe('en-US');
    expect(detectLanguage({ stored: 'en', browserLanguage: 'pt-PT', timeZone: 'Europe/Lisbon' })).toBe('pt-BR');
    expect(detectLanguage({ stored: '', browserLanguage: 'en-US', timeZone: null })).toBe('en-US');
  });

  it('maps browser languages starting with pt to pt-BR and with en to en-US', () => {
    expect(detectLanguage({ stored: null, browserLanguage: 'pt', timeZone: 'Asia/Tokyo' })).toBe('pt-BR');
    expect(detectLanguage({ stored: null, browserLanguage: 'pt-PT', timeZone: 'Europe/Lisbon' })).toBe('pt-BR');
    expect(detectLanguage({ stored: null, browserLanguage: 'en-AU', timeZone: 'America/Sao_Paulo' })).toBe('en-US');
    expect(detectLanguage({ stored: undefined, browserLanguage: 'EN-us', timeZone: undefined })).toBe('en-US');
  });

  it('falls back to the time zone, then to pt-BR', () => {
    expect(detectLanguage({ stored: null, browserLanguage: 'es-AR', timeZone: 'America/Argentina/Buenos_Aires' })).toBe(
      'pt-BR',
    );
    expect(detectLanguage({ stored: null, browserLanguage: 'de-DE', timeZone: 'Europe/Berlin' })).toBe('pt-BR');
    expect(detectLanguage({ stored: null, browserLanguage: null, timeZone: null })).toBe('pt-BR');
  });
});

describe('isSouthAmericanTimeZone', () => {
  it('knows South American zones', () => {
    for (const zone of [
      'America/Sao_Paulo',
      'America/Manaus',
      'America/Bogota',
      'America/Argentina/Cordoba',
      'America/Santiago',
    ]) {
      expect(isSouthAmericanTimeZone(zone)).toBe(true);
    }
  });

  it('rejects zones elsewhere, North America included', () => {
    for (const zone of ['America/New_York', 'America/Mexico_City', 'Europe/Lisbon', 'UTC']) {
      expect(isSouthAmericanTimeZone(zone)).toBe(false);
    }
  });
});
