import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../../../../core/counter/payments.ts';
import { checkFeatureTranslations } from '../../../test/feature-translations.ts';
import backOfficeEnUS from '../../../i18n/back-office.en-US.json';
import backOfficePtBR from '../../../i18n/back-office.pt-BR.json';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

describe("the counter's translations", () => {
  checkFeatureTranslations({
    namespace: 'counter',
    ptBR,
    enUS,
    sourceRoot: join(import.meta.dirname, '..'),
    atLeast: 100,
  });

  it('name every payment method, and the counter in the words of a Brazilian salon', () => {
    // The methods' names are the back office's, shared with the dashboard's and the report's figures.
    for (const method of PAYMENT_METHODS) {
      expect(backOfficePtBR.paymentMethods[method]).toBeTruthy();
      expect(backOfficeEnUS.paymentMethods[method]).toBeTruthy();
    }
    expect(ptBR.counter.title).toBe('Caixa');
    expect(backOfficePtBR.paymentMethods).toMatchObject({ cash: 'Dinheiro', account: 'Conta do cliente' });
    expect(ptBR.counter.movements.kinds).toEqual({ deposit: 'Suprimento', withdrawal: 'Sangria' });
    expect(enUS.counter.title).toBe('Cash register');
  });
});
