import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blankTexts, leafKeys, literalKeys } from '../../../i18n/translation-keys.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

describe("the reviews page's translations", () => {
  const ptKeys = leafKeys(ptBR);
  const enKeys = leafKeys(enUS);

  it('have the same keys in pt-BR and en-US, all under reviews', () => {
    expect(ptKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !ptKeys.includes(key))).toEqual([]);
    expect(Object.keys(ptBR)).toEqual(['reviews']);
    expect(Object.keys(enUS)).toEqual(['reviews']);
  });

  it('have no empty text and the same placeholders in both languages', () => {
    expect(blankTexts(ptBR)).toEqual([]);
    expect(blankTexts(enUS)).toEqual([]);
    const textOf = (resources: unknown, key: string) => String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources));
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const key of ptKeys) {
      expect({ key, placeholders: placeholders(textOf(enUS, key)) }).toEqual({ key, placeholders: placeholders(textOf(ptBR, key)) });
    }
  });

  it('define every reviews key the web code names literally', () => {
    const known = new Set(ptKeys.map((key) => key.replace(/_(one|other)$/, '')));
    const used = literalKeys(join(import.meta.dirname, '..', '..', '..'), 'reviews');
    expect(used.length).toBeGreaterThan(40);
    expect([...new Set(used)].filter((key) => !known.has(key))).toEqual([]);
  });

  it('name the page as SPEC 2 does', () => {
    expect(ptBR.reviews.title).toBe('Avaliações');
    expect(enUS.reviews.title).toBe('Reviews');
  });
});
