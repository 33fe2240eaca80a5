import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';
import { blankTexts, leafKeys, literalKeys } from '../../../i18n/translation-keys.ts';

describe("the dashboard's translations", () => {
  const ptKeys = leafKeys(ptBR);
  const enKeys = leafKeys(enUS);

  it('have the same keys in pt-BR and en-US, all under dashboard', () => {
    expect(ptKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !ptKeys.includes(key))).toEqual([]);
    expect(Object.keys(ptBR)).toEqual(['dashboard']);
    expect(Object.keys(enUS)).toEqual(['dashboard']);
  });

  it('have no empty text', () => {
    expect(blankTexts(ptBR)).toEqual([]);
    expect(blankTexts(enUS)).toEqual([]);
  });

  it('define every dashboard key the web code names literally', () => {
    const known = new Set(ptKeys.map((key) => key.replace(/_(zero|one|other)$/, '')));
    const used = literalKeys(join(import.meta.dirname, '..', '..', '..'), 'dashboard');
    expect(used.length).toBeGreaterThan(40);
    expect([...new Set(used)].filter((key) => !known.has(key))).toEqual([]);
  });

  it('name every appointment status the status chart builds keys for', () => {
    for (const texts of [ptBR, enUS]) {
      expect(Object.keys(texts.dashboard.charts.status)).toEqual(expect.arrayContaining(['scheduled', 'confirmed', 'completed', 'cancelled']));
    }
  });

  it("keep the texts of 'Gerar dados de teste'", () => {
    expect(ptBR.dashboard.sampleData.generate).toBe('Gerar dados de teste');
    expect(enUS.dashboard.sampleData.generate).toBe('Generate test data');
    expect(ptBR.dashboard.sampleData.notice).toBe('Este painel inclui dados de teste');
    expect(ptBR.dashboard.sampleData.remove).toBe('Remover dados de teste');
  });
});
