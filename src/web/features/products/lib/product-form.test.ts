import { describe, expect, it } from 'vitest';
import { productFormSchema } from './product-form.ts';

const typed = {
  name: ' Shampoo 300 ml ',
  sku: '',
  barcode: '7891234567890',
  unit: 'unit' as const,
  priceCents: '45,90',
  minStock: '3',
  active: true,
  openingStock: '0',
  openingUnitCostCents: '',
};

describe('the product form', () => {
  it('reads the typed fields into the contract’s values', () => {
    expect(productFormSchema('pt-BR').parse(typed)).toEqual({
      name: 'Shampoo 300 ml',
      sku: null,
      barcode: '7891234567890',
      unit: 'unit',
      priceCents: 4590,
      minStock: 3,
      active: true,
      openingStock: 0,
      openingUnitCostCents: null,
    });
  });

  it('asks an opening stock for its unit cost, and reads it in the language’s format', () => {
    const withStock = { ...typed, openingStock: '12' };
    const missing = productFormSchema('en-US').safeParse(withStock);
    expect(missing.success ? [] : missing.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['openingUnitCostCents', 'validation.required'],
    ]);
    expect(productFormSchema('en-US').parse({ ...withStock, openingUnitCostCents: '8.50' })).toMatchObject({
      openingStock: 12,
      openingUnitCostCents: 850,
    });
  });

  it('refuses a minimum that is not a whole number', () => {
    const result = productFormSchema('pt-BR').safeParse({ ...typed, minStock: '2,5', openingUnitCostCents: 'abc' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'forms.wholeNumber',
      'forms.invalidMoney',
    ]);
  });
});
