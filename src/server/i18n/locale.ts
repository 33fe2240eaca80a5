import { LANGUAGE_COOKIE } from '../../contracts/language-choice.ts';

export const LOCALES = ['pt-BR', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language of a request — its pages, its error messages, the e-mails it sends: the one the
 * person chose in the language switcher (the LANGUAGE_COOKIE cookie) when it names one we speak,
 * else the one `Accept-Language` asks for (docs/decisions/0025).
 */
export function requestLanguage(headers: {
  cookie: string | null | undefined;
  acceptLanguage: string | null | undefined;
}): Locale {
  return chosenLanguage(headers.cookie) ?? localeFromAcceptLanguage(headers.acceptLanguage ?? undefined);
}

/** The language in the LANGUAGE_COOKIE cookie of a `Cookie` header, if it is one we speak. */
function chosenLanguage(cookieHeader: string | null | undefined): Locale | null {
  for (const part of cookieHeader?.split(';') ?? []) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === LANGUAGE_COOKIE) {
      const value = part.slice(index + 1).trim();
      if (isLocale(value)) return value;
    }
  }
  return null;
}

/** The request's language from `Accept-Language`: English when English comes first, else Portuguese. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return 'pt-BR';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('pt')) return 'pt-BR';
    if (tag.startsWith('en')) return 'en-US';
  }
  return 'pt-BR';
}
