import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import mainPtBR from '../../../i18n/pt-BR.json';
import backOfficePtBR from '../../../i18n/back-office.pt-BR.json';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

/** Every leaf key of a nested translation object, as dotted paths. */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

function textOf(resources: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources);
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the online booking settings' translations", () => {
  const ptKeys = leafKeys(ptBR);
  const enKeys = leafKeys(enUS);

  it('have the same keys in pt-BR and en-US, all under onlineBooking', () => {
    expect(ptKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !ptKeys.includes(key))).toEqual([]);
    expect(Object.keys(ptBR)).toEqual(['onlineBooking']);
    expect(Object.keys(enUS)).toEqual(['onlineBooking']);
  });

  it('have no empty text and the same placeholders in both languages', () => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const key of ptKeys) {
      expect(String(textOf(ptBR, key)).trim()).not.toBe('');
      expect({ key, placeholders: placeholders(textOf(enUS, key)) }).toEqual({
        key,
        placeholders: placeholders(textOf(ptBR, key)),
      });
    }
  });

  it('define every key the settings page names, and clash with none of the app', () => {
    const known = new Set([...ptKeys, ...leafKeys(mainPtBR), ...leafKeys(backOfficePtBR)]);
    const used = sourceFiles(join(import.meta.dirname, '..')).flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const literal = [...source.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)].map((match) => match[1] ?? '');
      // Keys built from a field's name: t(`onlineBooking.settings.${name}Hint`).
      const built = [...source.matchAll(/\bt\(`(onlineBooking\.[a-zA-Z.]+)\$\{name\}(\w*)`\)/g)].flatMap(
        ([, prefix, suffix]) =>
          ['minNoticeMinutes', 'slotStepMinutes', 'cancelUntilHours', 'requirePhone', 'requireEmail'].map(
            (name) => `${prefix}${name}${suffix}`,
          ),
      );
      return [...literal, ...built];
    });
    expect(used.length).toBeGreaterThan(40);
    expect([...new Set(used)].filter((key) => !known.has(key))).toEqual([]);
    expect(leafKeys(mainPtBR).filter((key) => key.startsWith('onlineBooking.'))).toEqual([]);
  });
});
