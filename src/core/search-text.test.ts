import { describe, expect, it } from 'vitest';
import { ACCENTED, foldSearchText, PLAIN, searchWords } from './search-text.ts';

describe('search text', () => {
  it('folds accents and case', () => {
    expect(foldSearchText('João Conceição')).toBe('joao conceicao');
    expect(foldSearchText('ÁLVARO Ñúñez Øre Łukasz')).toBe('alvaro nunez ore lukasz');
    expect(foldSearchText('ana@Example.COM')).toBe('ana@example.com');
  });

  it('keeps the accent table in step', () => {
    expect([...ACCENTED].length).toBe(PLAIN.length);
    expect(PLAIN).toMatch(/^[a-z]+$/);
    for (const [index, char] of [...ACCENTED].entries()) {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      if (/^[a-z]$/.test(base)) expect(PLAIN[index], char).toBe(base);
    }
  });

  it('splits a search into folded words, and reads phone fragments as digits', () => {
    expect(searchWords('  José   SILVA ')).toEqual(['jose', 'silva']);
    expect(searchWords('9876')).toEqual(['9876']);
    expect(searchWords('(11) 98765-43')).toEqual(['119876543']);
    expect(searchWords('+55')).toEqual(['55']);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords('ana@x.com')).toEqual(['ana@x.com']);
    expect(searchWords('Maria 98765-4321')).toEqual(['maria', '987654321']);
  });
});
