import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';
import { checkFeatureTranslations } from '../../../test/feature-translations.ts';

describe("the commissions page's translations", () => {
  checkFeatureTranslations({
    namespace: 'commissions',
    ptBR,
    enUS,
    sourceRoot: join(import.meta.dirname, '..', '..', '..'),
    atLeast: 40,
  });

  it('keep the words of the commission actions exactly', () => {
    expect(ptBR.commissions.summary.recalculate).toBe('Recalcular');
    expect(ptBR.commissions.actions.pay).toBe('Marcar como pago');
    expect(ptBR.commissions.actions.statement).toBe('Extrato');
    expect(ptBR.commissions.actions.rates).toBe('Taxas por serviço');
    expect(enUS.commissions.actions.rates).toBe('Rates by service');
  });
});
