import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCT_UNITS, STOCK_MOVEMENT_KINDS } from '../../../../contracts/products.ts';
import { checkFeatureTranslations } from '../../../test/feature-translations.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

describe("the products pages' translations", () => {
  checkFeatureTranslations({
    namespace: 'products',
    ptBR,
    enUS,
    sourceRoot: join(import.meta.dirname, '..'),
    atLeast: 80,
  });

  it('name every unit and every kind of movement, in the words of a Brazilian salon', () => {
    for (const unit of PRODUCT_UNITS) {
      expect(ptBR.products.units[unit]).toBeTruthy();
      expect(enUS.products.units[unit]).toBeTruthy();
    }
    for (const kind of STOCK_MOVEMENT_KINDS) {
      expect(ptBR.products.movements.kinds[kind]).toBeTruthy();
      expect(enUS.products.movements.kinds[kind]).toBeTruthy();
    }
    expect(ptBR.products.movements.kinds).toMatchObject({ purchase: 'Compra', loss: 'Perda', adjustment: 'Ajuste' });
  });
});
