/**
 * The day of the blog's calendar: posts are written and scheduled in Brazil, and the page shows
 * the same day to every reader — also in the server's first render and in the browser that takes
 * it over, whatever either one's own time zone is.
 */
export const BLOG_TIME_ZONE = 'America/Sao_Paulo';

/** A post's publication day in the interface language: '12 de março de 2026' / 'March 12, 2026'. */
export function formatPostDate(instant: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: BLOG_TIME_ZONE,
  }).format(new Date(instant));
}
