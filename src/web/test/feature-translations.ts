import { expect, it } from 'vitest';
import { blankTexts, leafKeys, literalKeys } from '../i18n/translation-keys.ts';

/**
 * The checks every feature's translations pass, as tests of the calling `describe`: both languages
 * have the same keys, all under the feature's namespace; no text is blank and each carries the same
 * placeholders in both; every key the code under `sourceRoot` names literally exists (at least
 * `atLeast` are named, so a broken scan cannot pass by finding none).
 */
export function checkFeatureTranslations(feature: {
  namespace: string;
  ptBR: object;
  enUS: object;
  sourceRoot: string;
  atLeast: number;
}): void {
  const { namespace, ptBR, enUS, sourceRoot, atLeast } = feature;
  const ptKeys = leafKeys(ptBR);
  const enKeys = leafKeys(enUS);
  const textOf = (resources: object, key: string) =>
    String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources));
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

  it(`have the same keys in pt-BR and en-US, all under ${namespace}`, () => {
    expect(ptKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !ptKeys.includes(key))).toEqual([]);
    expect(Object.keys(ptBR)).toEqual([namespace]);
    expect(Object.keys(enUS)).toEqual([namespace]);
  });

  it('have no empty text and the same placeholders in both languages', () => {
    expect(blankTexts(ptBR)).toEqual([]);
    expect(blankTexts(enUS)).toEqual([]);
    for (const key of ptKeys) {
      expect({ key, placeholders: placeholders(textOf(enUS, key)) }).toEqual({
        key,
        placeholders: placeholders(textOf(ptBR, key)),
      });
    }
  });

  it(`define every ${namespace} key the code names literally`, () => {
    const known = new Set(ptKeys.map((key) => key.replace(/_(zero|one|other)$/, '')));
    const used = literalKeys(sourceRoot, namespace);
    expect(used.length).toBeGreaterThan(atLeast);
    expect([...new Set(used)].filter((key) => !known.has(key))).toEqual([]);
  });
}
