import { useCallback } from 'react';
import type { Language } from '../../i18n/detect-language.ts';
import { textOf, useI18n, type Leaves, type MessageParams } from '../../booking/i18n/i18n.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

/*
 * The review pages' own words, beside the booking page's (whose frame, messages and language they
 * share: one language for every public page, chosen as the booking page chooses it). Keys are
 * checked by the compiler against pt-BR.json; translations.test.ts keeps en-US.json in step.
 */

export type ReviewMessageKey = Leaves<typeof ptBR>;

const dictionaries: Record<Language, unknown> = { 'pt-BR': ptBR, 'en-US': enUS };

/** The text of `key` in `language`, with `{name}` placeholders filled from `params`. */
export function translateReview(language: Language, key: ReviewMessageKey, params?: MessageParams): string {
  return textOf(dictionaries[language], key, params);
}

/** The page's language, `tr(key)` for the review pages' words and `trBooking(key)` for the shared ones. */
export function useReviewI18n() {
  const { language, tr: trBooking, setLanguage } = useI18n();
  const tr = useCallback((key: ReviewMessageKey, params?: MessageParams) => translateReview(language, key, params), [language]);
  return { language, tr, trBooking, setLanguage };
}
