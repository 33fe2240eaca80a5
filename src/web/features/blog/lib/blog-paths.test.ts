import { describe, expect, it } from 'vitest';
import {
  blogListHref,
  blogPostPath,
  listLanguageParam,
  listPageParam,
  pageCount,
  paginationItems,
} from './blog-paths.ts';

describe('blog addresses', () => {
  it('link to a post by its slug', () => {
    expect(blogPostPath('agenda-cheia-2026')).toBe('/blog/agenda-cheia-2026');
    expect(blogPostPath('a b/c')).toBe('/blog/a%20b%2Fc');
  });

  it('write the list with its language and page only when they are needed', () => {
    expect(blogListHref({})).toBe('/blog');
    expect(blogListHref({ page: 1 })).toBe('/blog');
    expect(blogListHref({ page: 3 })).toBe('/blog?page=3');
    expect(blogListHref({ lang: 'en-US' })).toBe('/blog?lang=en-US');
    expect(blogListHref({ lang: 'pt-BR', page: 2 })).toBe('/blog?lang=pt-BR&page=2');
    expect(blogListHref({ lang: null, page: 2 })).toBe('/blog?page=2');
  });

  it("read the list's language from the address only when it is one of the blog's", () => {
    const lang = (search: string) => listLanguageParam(new URLSearchParams(search));
    expect(lang('lang=en-US')).toBe('en-US');
    expect(lang('lang=pt-BR&page=2')).toBe('pt-BR');
    expect(lang('lang=en')).toBeNull();
    expect(lang('lang=EN-US')).toBeNull();
    expect(lang('lang=')).toBeNull();
    expect(lang('')).toBeNull();
    expect(lang('lang=en-US&lang=pt-BR')).toBeNull();
  });

  it.each([
    ['', 1],
    ['page=', 1],
    ['page=1', 1],
    ['page=2', 2],
    ['page=02', 2],
    ['page=10000', 10_000],
    ['page=10001', 1],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
    ['page=999999999999', 1],
    ['page=2&page=3', 1],
  ])('read the page of %j as %d', (search, page) => {
    expect(listPageParam(new URLSearchParams(search))).toBe(page);
  });
});

describe('pagination', () => {
  it('counts pages of the page size', () => {
    expect(pageCount(0, 9)).toBe(0);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
    expect(pageCount(10, 0)).toBe(0);
  });

  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 3, [1, 2, 3]],
    [1, 5, [1, 2, 'gap', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [5, 5, [1, 'gap', 4, 5]],
    [6, 12, [1, 'gap', 5, 6, 7, 'gap', 12]],
    [4, 12, [1, 2, 3, 4, 5, 'gap', 12]],
    [12, 12, [1, 'gap', 11, 12]],
  ])('on page %d of %d shows %j', (current, count, items) => {
    expect(paginationItems(current, count)).toEqual(items);
  });
});
