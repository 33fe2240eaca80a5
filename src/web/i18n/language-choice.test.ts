import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE } from '../../contracts/language-choice.ts';
import { LANGUAGE_STORAGE_KEY } from './detect-language.ts';
import { keepLanguageChoice, restoreLanguageChoice } from './language-choice.ts';

/** A browser's storage and cookie jar, as far as the language choice uses them. */
function fakeBrowser(protocol: 'http:' | 'https:', stored?: string) {
  const storage = new Map<string, string>(stored === undefined ? [] : [[LANGUAGE_STORAGE_KEY, stored]]);
  const cookies: string[] = [];
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  });
  vi.stubGlobal('location', { protocol });
  vi.stubGlobal('document', {
    set cookie(value: string) {
      cookies.push(value);
    },
  });
  return { storage, cookies };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the language choice', () => {
  it('is kept in storage and in a year-long cookie for the whole site, Secure over HTTPS only', () => {
    const http = fakeBrowser('http:');
    keepLanguageChoice('en-US');
    expect(http.storage.get(LANGUAGE_STORAGE_KEY)).toBe('en-US');
    expect(http.cookies).toEqual([`${LANGUAGE_COOKIE}=en-US; Path=/; Max-Age=31536000; SameSite=Lax`]);

    const https = fakeBrowser('https:');
    keepLanguageChoice('pt-BR');
    expect(https.cookies).toEqual([`${LANGUAGE_COOKIE}=pt-BR; Path=/; Max-Age=31536000; SameSite=Lax; Secure`]);
  });

  it('kept before the cookie existed reaches the server again when a page starts', () => {
    const browser = fakeBrowser('https:', 'en-US');
    expect(restoreLanguageChoice()).toBe('en-US');
    expect(browser.cookies).toHaveLength(1);
    expect(browser.cookies[0]).toMatch(/^agendo_language=en-US;/);
  });

  it('is nothing when storage holds no language the interface speaks, and no cookie is written', () => {
    for (const stored of [undefined, 'fr-FR', '']) {
      const browser = fakeBrowser('http:', stored);
      expect(restoreLanguageChoice()).toBeNull();
      expect(browser.cookies).toEqual([]);
    }
  });
});
