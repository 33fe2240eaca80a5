/** An IANA time zone as the picker shows it: its id, its UTC offset now and its generic name. */
export interface TimeZoneOption {
  id: string;
  offset: string;
  name: string;
  /** Lower-case, accent-free text of all the above, for searching. */
  searchText: string;
}

export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[_/]+/g, ' ');
}

function zonePart(zone: string, language: string, style: 'shortOffset' | 'longGeneric', at: Date): string {
  try {
    const parts = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: style }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** Every time zone the browser knows (plus `include`, should it not), named in `language`. */
export function timeZoneOptions(language: string, include: readonly string[] = [], at = new Date()): TimeZoneOption[] {
  const ids = new Set<string>([...Intl.supportedValuesOf('timeZone'), ...include.filter(Boolean)]);
  return [...ids]
    .sort((a, b) => a.localeCompare(b))
    .map((id) => {
      const offset = zonePart(id, language, 'shortOffset', at);
      const name = zonePart(id, language, 'longGeneric', at);
      return { id, offset, name, searchText: normalizeForSearch(`${id} ${name} ${offset}`) };
    });
}

/** The options whose text holds every word of `query`, ignoring accents and case. */
export function filterTimeZones(options: readonly TimeZoneOption[], query: string): TimeZoneOption[] {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => words.every((word) => option.searchText.includes(word)));
}

/** The browser's own time zone, a good first guess for a new business. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
