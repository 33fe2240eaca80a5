import { useCallback, useSyncExternalStore } from 'react';
import { detectLanguage, type Language } from '../../i18n/detect-language.ts';
import { keepLanguageChoice, restoreLanguageChoice } from '../../i18n/language-choice.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

/*
 * The public booking page's own translations: two small dictionaries and a lookup, instead of
 * i18next, so that the page customers open on their phones stays light (ADR 9, 10). Keys are
 * checked by the compiler against pt-BR.json; translations.test.ts keeps en-US.json in step.
 */

/** The dotted keys of a dictionary's texts ('page.title'); the review pages' dictionary uses it too. */
export type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<typeof ptBR>;
export type MessageParams = Record<string, string | number>;

const dictionaries: Record<Language, unknown> = { 'pt-BR': ptBR, 'en-US': enUS };

/** The text at dotted `key` in `dictionary` (the key itself when missing), with `{name}` placeholders filled from `params`. */
export function textOf(dictionary: unknown, key: string, params?: MessageParams): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary);
  const text = typeof found === 'string' ? found : key;
  return params ? text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match)) : text;
}

/** The text of `key` in `language`, with `{name}` placeholders filled from `params`. */
export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  return textOf(dictionaries[language], key, params);
}

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

/** The page's language and `tr(key, params)` in it; re-renders when the language changes. */
export function useI18n() {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const tr = useCallback((key: MessageKey, params?: MessageParams) => translate(language, key, params), [language]);
  return { language, tr, setLanguage };
}

export type Translate = ReturnType<typeof useI18n>['tr'];
