import { pageTranslator, usePageI18n, type Leaves, type PublicMessageKey } from '../../public-pages/i18n/i18n.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

/*
 * The public booking page's own words, on top of those every public page shares
 * (src/web/public-pages/i18n/). Keys are checked by the compiler against pt-BR.json;
 * translations.test.ts keeps en-US.json in step.
 */

export type MessageKey = Leaves<typeof ptBR> | PublicMessageKey;

/** The text of `key` in `language` (the booking page's words, then the shared ones), with `{name}` placeholders filled from `params`. */
export const translate = pageTranslator<MessageKey>({ 'pt-BR': ptBR, 'en-US': enUS });

/** The page's language and `tr(key, params)` in it; re-renders when the language changes. */
export function useI18n() {
  return usePageI18n(translate);
}

export type Translate = ReturnType<typeof useI18n>['tr'];
