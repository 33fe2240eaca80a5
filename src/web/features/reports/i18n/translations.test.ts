import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';
import { blankTexts, leafKeys, literalKeys } from '../../../i18n/translation-keys.ts';
import { REPORT_PRESETS } from '../lib/report-period.ts';

describe("the reports page's translations", () => {
  const ptKeys = leafKeys(ptBR);
  const enKeys = leafKeys(enUS);

  it('have the same keys in pt-BR and en-US, all under reports', () => {
    expect(ptKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !ptKeys.includes(key))).toEqual([]);
    expect(Object.keys(ptBR)).toEqual(['reports']);
    expect(Object.keys(enUS)).toEqual(['reports']);
  });

  it('have no empty text', () => {
    expect(blankTexts(ptBR)).toEqual([]);
    expect(blankTexts(enUS)).toEqual([]);
  });

  it('define every reports key the web code names literally', () => {
    const known = new Set(ptKeys.map((key) => key.replace(/_(one|other)$/, '')));
    const used = literalKeys(join(import.meta.dirname, '..', '..', '..'), 'reports');
    expect(used.length).toBeGreaterThan(20);
    expect([...new Set(used)].filter((key) => !known.has(key))).toEqual([]);
  });

  it('name every preset and period problem the code builds keys for', () => {
    for (const preset of REPORT_PRESETS) expect(ptBR.reports.period.presets[preset]).toBeTruthy();
    expect(Object.keys(ptBR.reports.period.problems).sort()).toEqual(['endBeforeStart', 'invalidDate', 'tooLong']);
  });

  it('keep the presets the issue names', () => {
    expect(ptBR.reports.period.presets).toEqual({ thisMonth: 'Este mês', lastMonth: 'Mês passado', last30Days: 'Últimos 30 dias', thisYear: 'Este ano' });
    expect(enUS.reports.period.presets).toEqual({ thisMonth: 'This month', lastMonth: 'Last month', last30Days: 'Last 30 days', thisYear: 'This year' });
  });
});
