import type { AppPageLanguage } from '../../../../contracts/app-page.ts';
import { blogListPage } from '../../../../contracts/blog.ts';

export { blogListHref } from '../../../../contracts/blog.ts';

/*
 * The blog's addresses and its list's pages (docs/blog.md), as plain functions of their inputs. The
 * server renders /blog with the list of the language and page it reads from the address: they are
 * read here the same way, so the page asks for the very list the server put in its cache.
 */

/** The languages posts are written in, in the order the list offers them. */
export const BLOG_LANGUAGES: readonly AppPageLanguage[] = ['pt-BR', 'en-US'];

export function blogPostPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/** The one value of `name` in the address; none when it is absent or repeated (the server reads a repeated one as a list). */
function singleParam(params: URLSearchParams, name: string): string | null {
  const values = params.getAll(name);
  return values.length === 1 ? values[0]! : null;
}

/** The `lang` of the address when it is a language of the blog, else null. */
export function listLanguageParam(params: URLSearchParams): AppPageLanguage | null {
  const value = singleParam(params, 'lang');
  return BLOG_LANGUAGES.find((language) => language === value) ?? null;
}

/** The `page` of the address (1-based): a whole number from 1 to the last page, else 1 — read as the server reads it. */
export function listPageParam(params: URLSearchParams): number {
  return blogListPage(singleParam(params, 'page'));
}

export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}

/** A page number to link to, or a gap between numbers that are far apart. */
export type PaginationItem = number | 'gap';

/**
 * The page numbers to show: the first, the last and the neighbours of the current one, with a gap
 * where numbers are left out (`1 … 4 5 6 … 12`). A gap stands for two numbers or more: one left
 * out is shown instead.
 */
export function paginationItems(current: number, count: number): PaginationItem[] {
  const shown = new Set([1, count, current - 1, current, current + 1].filter((page) => page >= 1 && page <= count));
  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  for (const page of pages) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
