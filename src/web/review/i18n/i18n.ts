import { pageTranslator, usePageI18n, type Leaves } from '../../public-pages/i18n/i18n.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

/*
 * The review pages' own words, on top of those every public page shares (src/web/public-pages/i18n/:
 * the frame, the messages, a review's card, and one language for every public page). Keys are
 * checked by the compiler against pt-BR.json; translations.test.ts keeps en-US.json in step.
 */

export type ReviewMessageKey = Leaves<typeof ptBR>;

/** The text of `key` in `language` (the review pages' words, then the shared ones), with `{name}` placeholders filled from `params`. */
export const translateReview = pageTranslator<ReviewMessageKey>({ 'pt-BR': ptBR, 'en-US': enUS });

/** The page's language and `tr(key, params)` in it; re-renders when the language changes. */
export function useReviewI18n() {
  return usePageI18n(translateReview);
}
