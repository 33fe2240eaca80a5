import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';
import { blankTexts, leafKeys, literalKeys } from '../../../i18n/translation-keys.ts';

describe("the commissions page's translations", () => {
  const ptKeys = leafKeys(ptBR);
  const enKeys = leafKeys(enUS);

  it('have the same keys in pt-BR and en-US, all under commissions', () => {
    expect(ptKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !ptKeys.includes(key))).toEqual([]);
    expect(Object.keys(ptBR)).toEqual(['commissions']);
    expect(Object.keys(enUS)).toEqual(['commissions']);
  });

  it('have no empty text', () => {
    expect(blankTexts(ptBR)).toEqual([]);
    expect(blankTexts(enUS)).toEqual([]);
  });

  it('define every commissions key the web code names literally', () => {
    const known = new Set(ptKeys.map((key) => key.replace(/_(one|other)$/, '')));
    const used = literalKeys(join(import.meta.dirname, '..', '..', '..'), 'commissions');
    expect(used.length).toBeGreaterThan(40);
    expect([...new Set(used)].filter((key) => !known.has(key))).toEqual([]);
  });

  it('keep the words the issue gives', () => {
    expect(ptBR.commissions.summary.recalculate).toBe('Recalcular');
    expect(ptBR.commissions.actions.pay).toBe('Marcar como pago');
    expect(ptBR.commissions.actions.statement).toBe('Extrato');
    expect(ptBR.commissions.actions.rates).toBe('Taxas por serviço');
    expect(enUS.commissions.actions.rates).toBe('Rates by service');
  });
});
