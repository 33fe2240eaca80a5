import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';
import { checkFeatureTranslations } from '../../../test/feature-translations.ts';

describe("the dashboard's translations", () => {
  checkFeatureTranslations({
    namespace: 'dashboard',
    ptBR,
    enUS,
    sourceRoot: join(import.meta.dirname, '..', '..', '..'),
    atLeast: 40,
  });

  it('name every appointment status the status chart builds keys for', () => {
    for (const texts of [ptBR, enUS]) {
      expect(Object.keys(texts.dashboard.charts.status)).toEqual(
        expect.arrayContaining(['scheduled', 'confirmed', 'completed', 'cancelled']),
      );
    }
  });

  it("keep the texts of 'Gerar dados de teste'", () => {
    expect(ptBR.dashboard.sampleData.generate).toBe('Gerar dados de teste');
    expect(enUS.dashboard.sampleData.generate).toBe('Generate test data');
    expect(ptBR.dashboard.sampleData.notice).toBe('Este painel inclui dados de teste');
    expect(ptBR.dashboard.sampleData.remove).toBe('Remover dados de teste');
  });
});
