import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '../../contracts/language-choice.ts';
import { readStorage, writeStorage } from '../lib/browser-storage.ts';
import { isLanguage, LANGUAGE_STORAGE_KEY, type Language } from './detect-language.ts';

/*
 * The language a person chose in the switcher lives in two places: the browser's storage, which
 * the pages read as they start, and a cookie, which the server reads to render its pages
 * in that language from their first byte (docs/decisions/0025). The back office and the booking
 * page share both.
 */

/**
 * The language chosen on this browser, if any, sent on to the server again: a choice kept before
 * the cookie existed reaches it from the next page on, and the cookie's year starts again.
 */
export function restoreLanguageChoice(): Language | null {
  const stored = readStorage('local', LANGUAGE_STORAGE_KEY);
  if (!isLanguage(stored)) return null;
  keepLanguageChoice(stored);
  return stored;
}

/** Keeps `language` as the person's choice, for the pages' scripts and for the server. */
export function keepLanguageChoice(language: Language): void {
  writeStorage('local', LANGUAGE_STORAGE_KEY, language);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
