import { describe, expect, it } from 'vitest';
import { blogPostStatus, readingMinutes, slugify, uniqueSlug, wordCount } from './blog.ts';

describe('slugify', () => {
  it('makes an address of the title: lower case, no accents, single hyphens', () => {
    expect(slugify('Agenda cheia: 5 dicas para o salão!')).toBe('agenda-cheia-5-dicas-para-o-salao');
    expect(slugify('  --Ção & Ñandú--  ')).toBe('cao-nandu');
    expect(slugify('!!!')).toBe('');
  });

  it('keeps it within 120 characters without a hyphen at the end', () => {
    const slug = slugify(`${'a'.repeat(119)} b c`);
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('uniqueSlug', () => {
  it('adds -2, -3… until the slug is free', () => {
    const taken = new Set(['dicas', 'dicas-2']);
    expect(uniqueSlug('dicas', (s) => taken.has(s))).toBe('dicas-3');
    expect(uniqueSlug('novo', (s) => taken.has(s))).toBe('novo');
    expect(uniqueSlug('x'.repeat(120), (s) => s === 'x'.repeat(120)).length).toBe(120);
  });
});

describe('reading time', () => {
  it('counts the words of the HTML, not its markup, at 200 a minute, at least one minute', () => {
    expect(wordCount('<p>Uma <strong>agenda</strong> cheia</p><ul><li>lembretes</li></ul> &amp; mais')).toBe(5);
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(450)).toBe(2);
    expect(readingMinutes(1000)).toBe(5);
  });
});

describe('blogPostStatus', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('is a draft without a time, scheduled before it, published from it on', () => {
    expect(blogPostStatus(null, now)).toBe('draft');
    expect(blogPostStatus(new Date('2026-11-23T12:00:01Z'), now)).toBe('scheduled');
    expect(blogPostStatus(new Date('2026-11-23T12:00:00Z'), now)).toBe('published');
  });
});
