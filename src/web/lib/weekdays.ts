// 2024-01-07 was a Sunday: adding the weekday number (0 = Sunday, as in the contracts) gives that day.
const SUNDAY_UTC = Date.UTC(2024, 0, 7, 12);

/** The weekday's name in the language, capitalised: 'Segunda-feira', 'Monday'; 'Seg', 'Mon' when short. */
export function weekdayName(weekday: number, language: string, style: 'long' | 'short' = 'long'): string {
  const name = new Intl.DateTimeFormat(language, { weekday: style, timeZone: 'UTC' }).format(
    new Date(SUNDAY_UTC + weekday * 24 * 60 * 60 * 1000),
  );
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1).replace(/\.$/, '');
}
