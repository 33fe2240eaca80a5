/**
 * The blog's rules (docs/blog.md): a post's address from its title, its reading time, and its
 * status from its publication time and the clock.
 */

/** Characters of a slug. */
export const BLOG_SLUG_MAX = 120;

/** Words read per minute, for the reading time. */
export const BLOG_WORDS_PER_MINUTE = 200;

export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** "Agenda cheia: 5 dicas!" → "agenda-cheia-5-dicas": lower case, no accents, words joined by single hyphens, at most BLOG_SLUG_MAX. */
export function slugify(title: string): string {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z\d]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words.slice(0, BLOG_SLUG_MAX).replace(/-+$/, '');
}

/** `slug`, or `slug-2`, `slug-3`… — the first that `taken` says is free (kept within BLOG_SLUG_MAX). */
export function uniqueSlug(slug: string, taken: (candidate: string) => boolean): string {
  if (!taken(slug)) return slug;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${slug.slice(0, BLOG_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}

/** Minutes to read a text of `words` words, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / BLOG_WORDS_PER_MINUTE));
}

/** The words of a post's HTML (its text without markup). */
export function wordCount(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#\d]+;/gi, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Draft without a publication time; scheduled while it is ahead of `now`; published from then on. */
export function blogPostStatus(publishedAt: Date | null, now: Date): BlogPostStatus {
  if (!publishedAt) return 'draft';
  return publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}
