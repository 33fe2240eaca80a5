import { describe, expect, it } from 'vitest';
import { countBodyOf, readCounts, readMovement, stockAfter } from './stock-forms.ts';

const empty = { quantity: '', unitCost: '', reason: '' };

describe('a movement recorded by hand', () => {
  it('reads a purchase: a quantity of 1 or more at its unit cost, in the language’s format', () => {
    expect(readMovement('purchase', { ...empty, quantity: ' 12 ', unitCost: '8,50' }, 'pt-BR')).toEqual({
      ok: true,
      body: { kind: 'purchase', quantity: 12, unitCostCents: 850 },
    });
    expect(readMovement('purchase', { ...empty, quantity: '0', unitCost: '' }, 'en-US')).toEqual({
      ok: false,
      problems: { quantity: 'products.problems.quantityRange', unitCost: 'validation.required' },
    });
  });

  it('asks a loss and an adjustment for their reason; an adjustment takes a count of zero', () => {
    expect(readMovement('loss', { ...empty, quantity: '2' }, 'pt-BR')).toEqual({
      ok: false,
      problems: { reason: 'validation.required' },
    });
    expect(readMovement('loss', { ...empty, quantity: '2', reason: ' Quebrou ' }, 'pt-BR')).toEqual({
      ok: true,
      body: { kind: 'loss', quantity: 2, reason: 'Quebrou' },
    });
    expect(readMovement('adjustment', { ...empty, quantity: '0', reason: 'Contagem' }, 'pt-BR')).toEqual({
      ok: true,
      body: { kind: 'adjustment', quantity: 0, reason: 'Contagem' },
    });
    expect(readMovement('adjustment', { ...empty, quantity: '1,5', reason: 'x'.repeat(201) }, 'pt-BR')).toEqual({
      ok: false,
      problems: { quantity: 'forms.wholeNumber', reason: 'products.problems.reasonTooLong' },
    });
  });

  it('says the stock it leaves', () => {
    expect([stockAfter('purchase', 5, 3), stockAfter('loss', 5, 3), stockAfter('adjustment', 5, 3)]).toEqual([8, 2, 3]);
  });
});

describe('an inventory count', () => {
  const products = [
    { id: 'a', stock: 10 },
    { id: 'b', stock: 4 },
    { id: 'c', stock: 0 },
    { id: 'd', stock: -2 },
  ];

  it('sends only the products counted with another quantity than their stock', () => {
    const read = readCounts(products, { a: '10', b: ' 3 ', c: '', d: '0' });
    expect(read).toEqual({
      counts: [
        { productId: 'b', counted: 3 },
        { productId: 'd', counted: 0 },
      ],
      problems: {},
    });
    expect(countBodyOf(read, ' Balanço de novembro ')).toEqual({
      body: { counts: read.counts, reason: 'Balanço de novembro' },
    });
    expect(countBodyOf(read, '  ')).toEqual({ problem: 'validation.required' });
  });

  it('names the counts typed wrong', () => {
    expect(readCounts(products, { a: '-1', b: 'dez', c: '2000000' }).problems).toEqual({
      a: 'forms.wholeNumber',
      b: 'forms.wholeNumber',
      c: 'products.problems.quantityRange',
    });
  });
});
