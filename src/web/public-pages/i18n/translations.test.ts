import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blankTexts, leafKeys, sourceFiles } from '../../i18n/translation-keys.ts';
import enUS from './en-US.json';
import { pageTranslator, translate } from './i18n.ts';
import ptBR from './pt-BR.json';

describe("the public pages' shared dictionaries", () => {
  it('have the same keys in pt-BR and en-US', () => {
    expect(leafKeys(enUS).sort()).toEqual(leafKeys(ptBR).sort());
  });

  it('have no empty text', () => {
    expect(blankTexts(ptBR)).toEqual([]);
    expect(blankTexts(enUS)).toEqual([]);
  });

  it('define every key the shared components name literally', () => {
    const known = new Set(leafKeys(ptBR));
    const used = sourceFiles(join(import.meta.dirname, '..')).flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /\b(?:tr|translate)\(\s*(?:currentLanguage\(\),\s*)?'([a-zA-Z0-9_.]+)'/g,
        ),
      ].map((match) => match[1] ?? ''),
    );
    expect(used.length).toBeGreaterThan(8);
    expect([...new Set(used)].filter((key) => !known.has(key))).toEqual([]);
  });

  it("look a key up in the page's own words first, then in the shared ones, and name a missing one", () => {
    const page = pageTranslator<'page.loading' | 'own.words'>({
      'pt-BR': { own: { words: 'Olá, {name}' } },
      'en-US': { page: { loading: 'Wait' } },
    });
    expect(page('pt-BR', 'own.words', { name: 'Ana' })).toBe('Olá, Ana');
    expect(page('en-US', 'page.loading')).toBe('Wait');
    expect(page('pt-BR', 'page.loading')).toBe('Carregando...');
    expect(page('en-US', 'own.words')).toBe('own.words');
    expect(translate('en-US', 'rating.visit', { service: 'Corte', professional: 'Ana' })).toBe('Corte with Ana');
  });
});
