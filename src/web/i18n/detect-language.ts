/** The interface languages and how the first one is chosen (docs/languages.md). */
export const LANGUAGES = ['pt-BR', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'pt-BR';
/** The browser storage key that keeps the person's choice (docs/languages.md). */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export interface LanguageSignals {
  /** What is stored under `language`, if anything. */
  stored: string | null | undefined;
  /** The browser's language, e.g. `navigator.language`. */
  browserLanguage: string | null | undefined;
  /** The IANA time zone, e.g. `Intl.DateTimeFormat().resolvedOptions().timeZone`. */
  timeZone: string | null | undefined;
}

/**
 * The stored value when valid; else pt-BR for a browser in Portuguese, en-US for one in
 * English; else pt-BR in a South American time zone; else pt-BR.
 */
export function detectLanguage({ stored, browserLanguage, timeZone }: LanguageSignals): Language {
  if (isLanguage(stored)) return stored;
  const browser = browserLanguage?.toLowerCase() ?? '';
  if (browser.startsWith('pt')) return 'pt-BR';
  if (browser.startsWith('en')) return 'en-US';
  if (timeZone && isSouthAmericanTimeZone(timeZone)) return 'pt-BR';
  return DEFAULT_LANGUAGE;
}

const SOUTH_AMERICAN_ZONES = new Set([
  'America/Araguaina',
  'America/Asuncion',
  'America/Bahia',
  'America/Belem',
  'America/Boa_Vista',
  'America/Bogota',
  'America/Buenos_Aires',
  'America/Campo_Grande',
  'America/Caracas',
  'America/Catamarca',
  'America/Cayenne',
  'America/Cordoba',
  'America/Cuiaba',
  'America/Eirunepe',
  'America/Fortaleza',
  'America/Guayaquil',
  'America/Guyana',
  'America/Jujuy',
  'America/La_Paz',
  'America/Lima',
  'America/Maceio',
  'America/Manaus',
  'America/Mendoza',
  'America/Montevideo',
  'America/Noronha',
  'America/Paramaribo',
  'America/Porto_Acre',
  'America/Porto_Velho',
  'America/Punta_Arenas',
  'America/Recife',
  'America/Rio_Branco',
  'America/Rosario',
  'America/Santarem',
  'America/Santiago',
  'America/Sao_Paulo',
  'Atlantic/South_Georgia',
  'Atlantic/Stanley',
  'Chile/Continental',
  'Chile/EasterIsland',
  'Pacific/Easter',
  'Pacific/Galapagos',
]);

export function isSouthAmericanTimeZone(timeZone: string): boolean {
  return (
    SOUTH_AMERICAN_ZONES.has(timeZone) || timeZone.startsWith('America/Argentina/') || timeZone.startsWith('Brazil/')
  );
}
