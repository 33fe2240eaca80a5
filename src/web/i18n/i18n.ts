import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, detectLanguage, isLanguage, type Language } from './detect-language.ts';
import enUS from './en-US.json';
import { keepLanguageChoice, restoreLanguageChoice } from './language-choice.ts';
import ptBR from './pt-BR.json';

const initialLanguage = detectLanguage({
  stored: restoreLanguageChoice(),
  browserLanguage: typeof navigator === 'undefined' ? undefined : navigator.language,
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
});

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['pt-BR', 'en-US'],
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
  resources: {
    'pt-BR': { translation: ptBR },
    'en-US': { translation: enUS },
  },
});

// Portuguese counts none in the plural ("0 avaliações"), though CLDR's rules put 0 with 1: in
// pt-BR a count of zero takes the plural form of every text.
const plurals = i18n.services.pluralResolver as {
  getSuffix(code: string, count: number, options?: { ordinal?: boolean }): string;
};
const suffixOf = plurals.getSuffix.bind(plurals);
plurals.getSuffix = (code, count, options = {}) =>
  suffixOf(code, count === 0 && !options.ordinal && code.startsWith('pt') ? 2 : count, options);

if (typeof document !== 'undefined') document.documentElement.lang = initialLanguage;

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * Changing the language (docs/decisions/0025) stores it and sets the page's `lang`. The server is told too (a
 * cookie): the next page it renders comes in this language.
 */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  keepLanguageChoice(language);
}
