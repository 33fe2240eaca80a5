import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';
import { checkFeatureTranslations } from '../../../test/feature-translations.ts';
import { REPORT_PRESETS } from '../lib/report-period.ts';

describe("the reports page's translations", () => {
  checkFeatureTranslations({
    namespace: 'reports',
    ptBR,
    enUS,
    sourceRoot: join(import.meta.dirname, '..', '..', '..'),
    atLeast: 20,
  });

  it('name every preset and period problem the code builds keys for', () => {
    for (const preset of REPORT_PRESETS) expect(ptBR.reports.period.presets[preset]).toBeTruthy();
    expect(Object.keys(ptBR.reports.period.problems).sort()).toEqual(['endBeforeStart', 'invalidDate', 'tooLong']);
  });

  it("keep the report's period presets", () => {
    expect(ptBR.reports.period.presets).toEqual({
      thisMonth: 'Este mês',
      lastMonth: 'Mês passado',
      last30Days: 'Últimos 30 dias',
      thisYear: 'Este ano',
    });
    expect(enUS.reports.period.presets).toEqual({
      thisMonth: 'This month',
      lastMonth: 'Last month',
      last30Days: 'Last 30 days',
      thisYear: 'This year',
    });
  });
});
