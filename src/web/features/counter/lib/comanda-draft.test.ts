import { describe, expect, it } from 'vitest';
import type { Comanda } from '../../../../contracts/counter.ts';
import { draftChanged, draftOf, readDraft, updateBodyOf, type ComandaDraft } from './comanda-draft.ts';

const line = (over: Partial<Comanda['lines'][number]>): Comanda['lines'][number] => ({
  id: 'l1',
  kind: 'service',
  serviceId: 's1',
  productId: null,
  packageId: null,
  clientPackageId: null,
  clientPackageName: null,
  professionalId: 'p1',
  professionalName: 'Paula',
  appointmentId: 'a1',
  bookedPriceCents: 5_000,
  description: 'Corte',
  quantity: 1,
  unitPriceCents: 5_000,
  totalCents: 5_000,
  discountCents: 0,
  ...over,
});

const comanda = {
  id: 'c1',
  number: 12,
  status: 'open',
  version: 3,
  clientId: 'cl1',
  clientName: 'João',
  appointmentId: 'a1',
  lines: [
    line({}),
    line({ id: 'l2', description: 'Escova', unitPriceCents: 20_000, totalCents: 20_000, appointmentId: 'a2' }),
  ],
  discount: null,
  discountReason: null,
  subtotalCents: 25_000,
  discountCents: 0,
  tipsCents: 0,
  totalCents: 25_000,
  depositCents: 0,
  balanceCents: 25_000,
  payments: [],
  openedAt: '2026-12-02T12:00:00.000Z',
  closedAt: null,
  reversedAt: null,
  reversalReason: null,
} satisfies Comanda;

const withLines = (draft: ComandaDraft, extra: ComandaDraft['lines']): ComandaDraft => ({
  ...draft,
  lines: [...draft.lines, ...extra],
});

describe("an open comanda's draft", () => {
  it('starts as saved, in the language’s format, and reads back to the same lines', () => {
    const draft = draftOf(comanda, 'pt-BR');
    expect(draft.lines.map((l) => [l.quantityText, l.priceText])).toEqual([
      ['1', '50,00'],
      ['1', '200,00'],
    ]);
    const read = readDraft(draft, 'pt-BR');
    expect(read.valid).toBe(true);
    expect(read.totals.totalCents).toBe(25_000);
    expect(draftChanged(comanda, draft, 'pt-BR')).toBe(false);
  });

  it('adds a tip and 10 % off with its reason: the totals are the core’s, tips taking no share', () => {
    const draft = withLines(draftOf(comanda, 'pt-BR'), [
      {
        key: 'new-1',
        kind: 'tip',
        serviceId: null,
        productId: null,
        packageId: null,
        clientPackageId: null,
        clientPackageName: null,
        professionalId: 'p1',
        professionalName: 'Paula',
        description: 'Gorjeta',
        quantityText: '1',
        priceText: '10',
      },
    ]);
    draft.discount = { kind: 'percent', text: '10', reason: ' Cliente fiel ' };
    const read = readDraft(draft, 'pt-BR');
    expect(read.totals).toMatchObject({ subtotalCents: 25_000, discountCents: 2_500, tipsCents: 1_000 });
    expect(read.totals.totalCents).toBe(23_500);
    expect(read.totals.lineDiscountCents).toEqual([500, 2_000, 0]);
    expect(updateBodyOf(3, read)).toEqual({
      version: 3,
      lines: [
        expect.objectContaining({ kind: 'service', quantity: 1, unitPriceCents: 5_000 }),
        expect.objectContaining({ kind: 'service', unitPriceCents: 20_000 }),
        expect.objectContaining({ kind: 'tip', professionalId: 'p1', quantity: 1, unitPriceCents: 1_000 }),
      ],
      discount: { kind: 'percent', value: 1_000 },
      discountReason: 'Cliente fiel',
    });
    expect(draftChanged(comanda, draft, 'pt-BR')).toBe(true);
  });

  it('names what is typed wrong: a quantity, a price, a discount without its reason or over the bill', () => {
    const draft = draftOf(comanda, 'en-US');
    draft.lines[0] = { ...draft.lines[0]!, quantityText: '0' };
    draft.lines[1] = { ...draft.lines[1]!, priceText: 'abc' };
    draft.discount = { kind: 'amount', text: '300', reason: '' };
    const read = readDraft(draft, 'en-US');
    expect(read.valid).toBe(false);
    expect(read.problems).toEqual({
      lines: { l1: { quantity: 'counter.problems.quantity' }, l2: { price: 'forms.invalidMoney' } },
      discount: 'counter.problems.discountOverSubtotal',
      reason: 'counter.problems.reasonRequired',
    });
  });

  it('keeps the product an item sells, from the draft to the body saved and back', () => {
    const draft = withLines(draftOf(comanda, 'pt-BR'), [
      {
        key: 'new-1',
        kind: 'item',
        serviceId: null,
        productId: 'prod-1',
        packageId: null,
        clientPackageId: null,
        clientPackageName: null,
        professionalId: null,
        professionalName: null,
        description: 'Shampoo 300 ml',
        quantityText: '2',
        priceText: '45,90',
      },
      {
        key: 'new-2',
        kind: 'item',
        serviceId: null,
        productId: null,
        packageId: null,
        clientPackageId: null,
        clientPackageName: null,
        professionalId: null,
        professionalName: null,
        description: 'Grampos',
        quantityText: '1',
        priceText: '5',
      },
    ]);
    const body = updateBodyOf(3, readDraft(draft, 'pt-BR'));
    expect(body.lines.map((l) => [l.kind, l.productId, l.quantity, l.unitPriceCents])).toEqual([
      ['service', null, 1, 5_000],
      ['service', null, 1, 20_000],
      ['item', 'prod-1', 2, 4_590],
      ['item', null, 1, 500],
    ]);

    // Saved, the comanda answers with the item's product: the draft made from it keeps it unchanged.
    const saved: Comanda = {
      ...comanda,
      lines: [
        ...comanda.lines,
        line({
          id: 'l3',
          kind: 'item',
          serviceId: null,
          productId: 'prod-1',
          professionalId: null,
          professionalName: null,
          appointmentId: null,
          description: 'Shampoo 300 ml',
          quantity: 2,
          unitPriceCents: 4_590,
          totalCents: 9_180,
        }),
      ],
    };
    const again = draftOf(saved, 'pt-BR');
    expect(again.lines[2]).toMatchObject({ productId: 'prod-1', kind: 'item' });
    expect(draftChanged(saved, again, 'pt-BR')).toBe(false);
    // Taking the product off the line is a change to save.
    again.lines[2] = { ...again.lines[2]!, productId: null };
    expect(draftChanged(saved, again, 'pt-BR')).toBe(true);
  });

  it('reads an empty or zero discount as none, its reason dropped', () => {
    const draft = draftOf(comanda, 'pt-BR');
    draft.discount = { kind: 'amount', text: '0,00', reason: 'nada' };
    expect(readDraft(draft, 'pt-BR')).toMatchObject({ discount: null, discountReason: null, valid: true });
  });

  it('keeps a package sold and a session used, one each, a session at no price, through saving and back', () => {
    const saved: Comanda = {
      ...comanda,
      lines: [
        line({ clientPackageId: 'cp1', clientPackageName: 'Pacote 2 cortes', unitPriceCents: 0, totalCents: 0 }),
        line({
          id: 'l2',
          kind: 'item',
          serviceId: null,
          packageId: 'pk1',
          professionalId: null,
          professionalName: null,
          appointmentId: null,
          description: '10 escovas',
          unitPriceCents: 45_000,
          totalCents: 45_000,
        }),
      ],
    };
    const draft = draftOf(saved, 'pt-BR');
    expect(draftChanged(saved, draft, 'pt-BR')).toBe(false);
    // The visit's step using a session is charged again at the price it was booked at.
    expect(draft.lines[0]!.priceBeforeSession).toBe('50,00');
    // A quantity typed on either is not theirs to change: still one, the session still free.
    draft.lines = draft.lines.map((l) => ({
      ...l,
      quantityText: '3',
      priceText: l.kind === 'service' ? '50' : l.priceText,
    }));
    const body = updateBodyOf(3, readDraft(draft, 'pt-BR'));
    expect(body.lines.map((l) => [l.kind, l.packageId, l.clientPackageId, l.quantity, l.unitPriceCents])).toEqual([
      ['service', null, 'cp1', 1, 0],
      ['item', 'pk1', null, 1, 45_000],
    ]);
  });
});
