import { describe, expect, it } from 'vitest';
import { BLOG_LIMITS, blogSlugSchema } from '../../../../contracts/blog.ts';
import { slugFollowsTitle, slugify } from './slugify.ts';

describe('slugify', () => {
  it('lower-cases and joins words with single hyphens', () => {
    expect(slugify('Agenda Cheia')).toBe('agenda-cheia');
    expect(slugify('Agenda   cheia -- já')).toBe('agenda-cheia-ja');
  });

  it('removes accents and cedillas', () => {
    expect(slugify('Promoção de São João: ótima ideia à vista')).toBe('promocao-de-sao-joao-otima-ideia-a-vista');
    expect(slugify('ÁÉÍÓÚ ÂÊÔ ÃÕ Ç Ü Ñ')).toBe('aeiou-aeo-ao-c-u-n');
  });

  it('turns every other character into a hyphen and trims them from both ends', () => {
    expect(slugify('  Agenda cheia em 2026: o guia!  ')).toBe('agenda-cheia-em-2026-o-guia');
    expect(slugify('¿Por qué? ¡Porque sí!')).toBe('por-que-porque-si');
    expect(slugify('50% off & 2x1 — só hoje…')).toBe('50-off-2x1-so-hoje');
    expect(slugify('salão/barbearia_clínica.com')).toBe('salao-barbearia-clinica-com');
    expect(slugify('emoji 🎉 no meio')).toBe('emoji-no-meio');
  });

  it('gives an empty slug when there is no letter or digit', () => {
    expect(slugify('')).toBe('');
    expect(slugify('   ')).toBe('');
    expect(slugify('!!! — ???')).toBe('');
    expect(slugify('日本語')).toBe('');
  });

  it('keeps at most the slug limit, without a hyphen at the cut', () => {
    const long = slugify('palavra '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(BLOG_LIMITS.slug);
    expect(long.endsWith('-')).toBe(false);
    expect(slugify('a'.repeat(200))).toBe('a'.repeat(BLOG_LIMITS.slug));
    // The 120th character is a hyphen: it goes, and the slug is one shorter.
    expect(slugify(`${'a'.repeat(119)} b`)).toBe('a'.repeat(119));
  });

  it('always makes what the contract accepts', () => {
    for (const text of [
      'Olá, mundo!',
      '  --x--  ',
      'Ça va? Très bien.',
      'İstanbul',
      'Straße',
      `${'é'.repeat(130)}`,
      'A1 b2 C3',
    ]) {
      const slug = slugify(text);
      if (slug !== '') expect(blogSlugSchema.safeParse(slug).success).toBe(true);
    }
  });

  it('leaves a slug unchanged', () => {
    expect(slugify('agenda-cheia-2026')).toBe('agenda-cheia-2026');
  });
});

describe('slugFollowsTitle', () => {
  const draft = { title: 'Agenda cheia', slug: 'agenda-cheia', status: 'draft' as const, previousSlugs: [] };

  it('follows for a new post and for a draft whose slug is its title’s', () => {
    expect(slugFollowsTitle(null)).toBe(true);
    expect(slugFollowsTitle(draft)).toBe(true);
  });

  it('stops once the slug is its own, or the post was ever published', () => {
    expect(slugFollowsTitle({ ...draft, slug: 'agenda-cheia-2' })).toBe(false);
    expect(slugFollowsTitle({ ...draft, status: 'published' })).toBe(false);
    expect(slugFollowsTitle({ ...draft, status: 'scheduled' })).toBe(false);
    expect(slugFollowsTitle({ ...draft, previousSlugs: ['agenda'] })).toBe(false);
  });
});
