import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blankTexts, leafKeys, sourceFiles } from '../../i18n/translation-keys.ts';
import sharedPtBR from '../../public-pages/i18n/pt-BR.json';
import enUS from './en-US.json';
import { translateReview } from './i18n.ts';
import ptBR from './pt-BR.json';

describe("the review pages' dictionaries", () => {
  it('have the same keys in pt-BR and en-US', () => {
    expect(leafKeys(enUS).sort()).toEqual(leafKeys(ptBR).sort());
  });

  it('have no empty text', () => {
    expect(blankTexts(ptBR)).toEqual([]);
    expect(blankTexts(enUS)).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const lookUp = (dictionary: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary) as string;
    for (const key of leafKeys(ptBR)) {
      expect({ key, placeholders: placeholders(lookUp(enUS, key)) }).toEqual({
        key,
        placeholders: placeholders(lookUp(ptBR, key)),
      });
    }
  });

  it('define every key the pages name literally, with the words every public page shares', () => {
    const known = new Set([...leafKeys(ptBR), ...leafKeys(sharedPtBR)]);
    const used = sourceFiles(join(import.meta.dirname, '..')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\btr\(\s*'([a-zA-Z0-9_.]+)'/g)].map((match) => match[1] ?? ''),
    );
    expect(used.length).toBeGreaterThan(40);
    expect([...new Set(used)].filter((key) => !known.has(key))).toEqual([]);
  });

  it('fill placeholders', () => {
    expect(translateReview('pt-BR', 'form.greeting', { name: 'Maria' })).toBe('Como foi seu atendimento, Maria?');
    expect(translateReview('en-US', 'form.commentCount', { count: 12, max: '1,000' })).toBe('12 of 1,000 characters');
  });

  it('fall back on the shared words, and say none of them again', () => {
    expect(translateReview('pt-BR', 'errors.network')).toMatch(/conexão/);
    const shared = new Set(leafKeys(sharedPtBR));
    expect(leafKeys(ptBR).filter((key) => shared.has(key))).toEqual([]);
  });
});
