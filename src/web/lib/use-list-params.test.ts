import { describe, expect, it } from 'vitest';
import { defineFilter, parseListParams, writeListParams, type ListParams } from './use-list-params.ts';

const specs = {
  status: defineFilter<'all' | 'active' | 'inactive'>({
    param: 'situacao',
    default: 'all',
    words: { all: 'todos', active: 'ativos', inactive: 'inativos' },
  }),
};

const parse = (address: string) => parseListParams(new URLSearchParams(address), specs);
const write = (params: ListParams<typeof specs>, address = '') =>
  writeListParams(new URLSearchParams(address), params, specs).toString();

describe('parseListParams', () => {
  it('reads the search, the page and the filters from the address', () => {
    expect(parse('busca=jo%C3%A3o&pagina=3&situacao=inativos')).toEqual({
      search: 'joão',
      page: 3,
      filters: { status: 'inactive' },
    });
  });

  it('gives the whole first page when the address says nothing', () => {
    expect(parse('')).toEqual({ search: '', page: 1, filters: { status: 'all' } });
  });

  it('keeps the search as typed, spaces included, for the search box', () => {
    expect(parse('busca=ana+paula+').search).toBe('ana paula ');
  });

  it.each(['0', '-2', '1.5', 'abc', '2e3', '', '99999999', ' 2'])('ignores the page %j', (page) => {
    expect(parse(`pagina=${encodeURIComponent(page)}`).page).toBe(1);
  });

  it.each(['foo', 'active', 'ATIVOS', ''])('ignores the filter word %j', (word) => {
    expect(parse(`situacao=${word}`).filters.status).toBe('all');
  });
});

describe('writeListParams', () => {
  it('writes only what differs from the defaults', () => {
    expect(write({ search: 'joao', page: 1, filters: { status: 'all' } })).toBe('busca=joao');
    expect(write({ search: '', page: 1, filters: { status: 'all' } })).toBe('');
    expect(write({ search: '', page: 2, filters: { status: 'active' } })).toBe('pagina=2&situacao=ativos');
  });

  it('removes what went back to its default', () => {
    expect(write({ search: '', page: 1, filters: { status: 'all' } }, 'busca=x&pagina=4&situacao=inativos')).toBe('');
  });

  it('keeps what else the address holds', () => {
    expect(write({ search: 'ana', page: 1, filters: { status: 'all' } }, 'novo=1&busca=old')).toBe('novo=1&busca=ana');
  });

  it('reads back what it wrote', () => {
    const params: ListParams<typeof specs> = { search: 'João & Maria', page: 7, filters: { status: 'inactive' } };
    expect(parse(write(params))).toEqual(params);
  });
});
