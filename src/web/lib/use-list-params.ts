import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value.ts';

/*
 * The state of a list page — search, filters and page — lives in the address, so a link, a reload
 * or coming back from a detail page shows the same list, and back/forward step through it.
 */

export const SEARCH_PARAM = 'busca';
export const PAGE_PARAM = 'pagina';
/** Far beyond any real list; a larger number in the address is a typo, not a page. */
const MAX_PAGE = 10_000;
const SEARCH_DELAY_MS = 250;

/** One filter of a list: its name in the address and what each value is called there. */
export interface FilterSpec<Value extends string = string> {
  param: string;
  /** The value when the address says nothing (or something unknown); never written to it. */
  default: Value;
  words: Readonly<Record<Value, string>>;
}

export type FilterSpecs = Readonly<Record<string, FilterSpec>>;

export type FilterValues<Specs extends FilterSpecs> = { [Key in keyof Specs]: Specs[Key]['default'] };

export interface ListParams<Specs extends FilterSpecs> {
  /** As typed (not trimmed), so the search box shows exactly what the person wrote. */
  search: string;
  /** 1 for the first page. */
  page: number;
  filters: FilterValues<Specs>;
}

/** Keeps the filter's values typed: `defineFilter({ param: 'situacao', default: 'all', words: {...} })`. */
export function defineFilter<Value extends string>(spec: FilterSpec<Value>): FilterSpec<Value> {
  return spec;
}

function parsePage(text: string | null): number {
  if (text === null || !/^\d{1,6}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** What the address asks for; an unknown filter word or a page that is not a whole number ≥ 1 is ignored. */
export function parseListParams<Specs extends FilterSpecs>(address: URLSearchParams, specs: Specs): ListParams<Specs> {
  const filters: Record<string, string> = {};
  for (const [key, spec] of Object.entries(specs)) {
    const word = address.get(spec.param);
    const match = Object.entries(spec.words).find(([, candidate]) => candidate === word);
    filters[key] = match ? match[0] : spec.default;
  }
  return {
    search: address.get(SEARCH_PARAM) ?? '',
    page: parsePage(address.get(PAGE_PARAM)),
    filters: filters as FilterValues<Specs>,
  };
}

/**
 * The address for `params`, keeping whatever else it holds. Defaults are left out, so an untouched
 * list has a clean address ('/clientes', '/clientes?busca=joao').
 */
export function writeListParams<Specs extends FilterSpecs>(
  address: URLSearchParams,
  params: ListParams<Specs>,
  specs: Specs,
): URLSearchParams {
  const next = new URLSearchParams(address);
  const setOrDelete = (name: string, value: string | null) =>
    value === null ? next.delete(name) : next.set(name, value);
  setOrDelete(SEARCH_PARAM, params.search === '' ? null : params.search);
  setOrDelete(PAGE_PARAM, params.page > 1 ? String(params.page) : null);
  for (const [key, spec] of Object.entries(specs)) {
    const value = (params.filters as Record<string, string>)[key] ?? spec.default;
    const word = (spec.words as Record<string, string>)[value];
    setOrDelete(spec.param, value === spec.default || word === undefined ? null : word);
  }
  return next;
}

/** What a list view needs from the page's list state, whatever its filters. */
export interface ListControls {
  /** What is in the search box. */
  typedSearch: string;
  /** The trimmed search once typing pauses: the one to send to the server. */
  search: string;
  page: number;
  /** Rows per page, when the list is paged on the server. */
  pageSize: number | undefined;
  offset: number;
  /** A search or a filter other than its default narrows the list. */
  narrowed: boolean;
  /** A filter other than its default is on (the search aside). */
  filtered: boolean;
  setSearch: (search: string) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** Back to the whole list. */
  clear: () => void;
}

export interface ListState<Specs extends FilterSpecs> extends ListControls {
  filters: FilterValues<Specs>;
  setFilter: <Key extends keyof Specs>(key: Key, value: FilterValues<Specs>[Key]) => void;
}

const NO_FILTERS: FilterSpecs = {};

/**
 * The list state of a page, read from and written to the address. `specs` must be a constant (it
 * is compared by identity). A new search or filter starts again at page 1. Typing replaces the
 * current history entry (one per keystroke would bury the previous page); a filter or a page
 * change adds one, so back returns to it.
 */
export function useListParams<Specs extends FilterSpecs = Record<never, FilterSpec>>({
  filters: specs = NO_FILTERS as Specs,
  pageSize,
}: { filters?: Specs; pageSize?: number } = {}): ListState<Specs> {
  const [address, setAddress] = useSearchParams();
  const params = useMemo(() => parseListParams(address, specs), [address, specs]);
  const search = useDebouncedValue(params.search.trim(), SEARCH_DELAY_MS);

  const update = (change: Partial<ListParams<Specs>>, replace: boolean) =>
    setAddress((current) => writeListParams(current, { ...parseListParams(current, specs), ...change }, specs), {
      replace,
    });
  const defaults = Object.fromEntries(
    Object.entries(specs).map(([key, spec]) => [key, spec.default]),
  ) as FilterValues<Specs>;
  const filtered = Object.keys(specs).some((key) => params.filters[key] !== defaults[key]);
  const page = pageSize ? params.page : 1;

  return {
    typedSearch: params.search,
    search,
    page,
    pageSize,
    offset: pageSize ? (page - 1) * pageSize : 0,
    filters: params.filters,
    narrowed: search !== '' || filtered,
    filtered,
    setSearch: (value) => update({ search: value, page: 1 }, true),
    setFilter: (key, value) => update({ filters: { ...params.filters, [key]: value }, page: 1 }, false),
    setPage: (next, options) => update({ page: next }, options?.replace ?? false),
    clear: () => update({ search: '', filters: defaults, page: 1 }, false),
  };
}
