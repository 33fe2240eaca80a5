import { useCallback, useSyncExternalStore } from 'react';
import { detectLanguage, type Language } from '../../i18n/detect-language.ts';
import { keepLanguageChoice, restoreLanguageChoice } from '../../i18n/language-choice.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

/*
 * The public pages' language and words (the booking page, the review pages): small dictionaries
 * and a lookup instead of i18next, so that the pages customers open on their phones stay light
 * (ADR 9, 10). One language for every public page. The words they share (the frame, a failed
 * request, a review's card) are in this folder's dictionaries; each page adds its own on top
 * (`pageTranslator`). Keys are checked by the compiler against pt-BR.json; translations.test.ts
 * keeps en-US.json in step.
 */

/** The dotted keys of a dictionary's texts ('page.loading'). */
export type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type PublicMessageKey = Leaves<typeof ptBR>;
export type MessageParams = Record<string, string | number>;
export type Dictionaries = Record<Language, unknown>;

const shared: Dictionaries = { 'pt-BR': ptBR, 'en-US': enUS };

/** The text at dotted `key` in `dictionary`, if there is one. */
function find(dictionary: unknown, key: string): string | undefined {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary);
  return typeof found === 'string' ? found : undefined;
}

function fill(text: string, params?: MessageParams): string {
  return params
    ? text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
    : text;
}

/**
 * A page's `translate(language, key, params)`: the page's own words first, then the shared ones;
 * a missing key reads as itself, `{name}` placeholders are filled from `params`.
 */
export function pageTranslator<Key extends string>(own: Dictionaries) {
  return (language: Language, key: Key | PublicMessageKey, params?: MessageParams): string =>
    fill(find(own[language], key) ?? find(shared[language], key) ?? key, params);
}

/** The shared words alone. */
export const translate = pageTranslator<PublicMessageKey>({ 'pt-BR': {}, 'en-US': {} });

let current: Language = detectLanguage({
  stored: restoreLanguageChoice(),
  browserLanguage: typeof navigator === 'undefined' ? undefined : navigator.language,
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
});
if (typeof document !== 'undefined') document.documentElement.lang = current;

const listeners = new Set<() => void>();

export function currentLanguage(): Language {
  return current;
}

/**
 * Shows the page in `language` without keeping it as the person's choice: the server's
 * language for the first render (the markup it sent must be met as it is), then the one the
 * browser prefers.
 */
export function showLanguage(language: Language): void {
  if (language === current) return;
  current = language;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/**
 * The choice (docs/decisions/0025) is stored under `language` (shared with the rest of Agendo), and in the cookie
 * the server renders its pages by, and sets the page's `lang`.
 */
export function setLanguage(language: Language): void {
  keepLanguageChoice(language);
  showLanguage(language);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's language and `tr(key, params)` in it with `translatePage`; re-renders when the language changes. */
export function usePageI18n<Key extends string>(
  translatePage: (language: Language, key: Key, params?: MessageParams) => string,
) {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const tr = useCallback(
    (key: Key, params?: MessageParams) => translatePage(language, key, params),
    [language, translatePage],
  );
  return { language, tr, setLanguage };
}

/** The shared words, for the shared components. */
export function usePublicI18n() {
  return usePageI18n(translate);
}

export type PublicTranslate = ReturnType<typeof usePublicI18n>['tr'];
