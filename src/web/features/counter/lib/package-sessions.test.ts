import { describe, expect, it } from 'vitest';
import type { ClientPackage, Package } from '../../../../contracts/packages.ts';
import type { DraftLine } from './comanda-draft.ts';
import {
  chargedNormally,
  packageForSession,
  soldPackageForSession,
  usingSession,
  usingSoldSession,
} from './package-sessions.ts';

const cut = (key: string, over: Partial<DraftLine> = {}): DraftLine => ({
  key,
  kind: 'service',
  serviceId: 'corte',
  productId: null,
  packageId: null,
  clientPackageId: null,
  clientPackageName: null,
  professionalId: 'p1',
  professionalName: 'Paula',
  description: 'Corte',
  quantityText: '1',
  priceText: '50,00',
  ...over,
});

const pkg = (id: string, left: number, over: Partial<ClientPackage> = {}): ClientPackage => ({
  id,
  packageId: 'pk',
  name: `Pacote ${id}`,
  priceCents: 9_000,
  soldAt: '2026-03-01T12:00:00.000Z',
  validUntil: '2026-06-01',
  state: 'active',
  comandaNumber: 1,
  items: [{ serviceId: 'corte', serviceName: 'Corte', sessions: 2, used: 2 - left, left }],
  recognisedCents: 0,
  remainingCents: 9_000,
  sessions: [],
  ...over,
});

describe('the package a service line may use a session of', () => {
  it('is an active package of the client covering the service with a session left, the first to expire', () => {
    const packages = [
      pkg('later', 2, { validUntil: '2026-09-01' }),
      pkg('sooner', 1, { validUntil: '2026-05-01' }),
      pkg('expired', 2, { state: 'expired', validUntil: '2026-01-01' }),
    ];
    expect(packageForSession(packages, [cut('a')], cut('a'))?.id).toBe('sooner');
  });

  it('counts the sessions the draft’s other lines already mark', () => {
    const lines = [cut('a', { clientPackageId: 'one' }), cut('b')];
    expect(packageForSession([pkg('one', 1)], lines, lines[1]!)).toBeNull();
    expect(packageForSession([pkg('one', 2)], lines, lines[1]!)?.id).toBe('one');
  });

  it('is none for another service, an item, a line already using a session, or a package used up', () => {
    const packages = [pkg('one', 2), pkg('empty', 0, { state: 'used_up' })];
    expect(packageForSession(packages, [], cut('a', { serviceId: 'escova' }))).toBeNull();
    expect(packageForSession(packages, [], cut('a', { kind: 'item', serviceId: null }))).toBeNull();
    expect(packageForSession(packages, [], cut('a', { clientPackageId: 'one' }))).toBeNull();
    expect(packageForSession([packages[1]!], [], cut('a'))).toBeNull();
  });
});

describe('switching a line to a session and back', () => {
  it('makes it one at no price, and charges again the price it had', () => {
    const using = {
      ...cut('a', { priceText: '45,00' }),
      ...usingSession(cut('a', { priceText: '45,00' }), pkg('one', 2), 'pt-BR'),
    };
    expect(using).toMatchObject({ clientPackageId: 'one', clientPackageName: 'Pacote one', priceText: '0,00' });
    expect(chargedNormally(using, 5_000, 'pt-BR')).toMatchObject({ clientPackageId: null, priceText: '45,00' });
  });

  it('charges a line the server marked at the service’s catalogue price', () => {
    const marked = cut('a', { clientPackageId: 'one', priceText: '0,00' });
    expect(chargedNormally(marked, 5_000, 'en-US')).toMatchObject({ clientPackageId: null, priceText: '50.00' });
  });
});

describe('a package sold on the same comanda', () => {
  const twoCuts: Package = {
    id: 'two',
    name: '2 cortes',
    priceCents: 9_000,
    validityDays: 30,
    services: [{ serviceId: 'corte', serviceName: 'Corte', sessions: 2 }],
    sessionsTotal: 2,
    listPriceCents: 10_000,
    active: true,
    createdAt: '2026-03-01T12:00:00.000Z',
  };
  const sale = cut('sale', { kind: 'item', serviceId: null, packageId: 'two', description: '2 cortes' });

  it('pays for its services’ sessions at once, as many as it holds, only while it is on the comanda', () => {
    const [a, b, c] = [cut('a'), cut('b'), cut('c')];
    expect(soldPackageForSession([twoCuts], [a], a)).toBeNull();
    expect(soldPackageForSession([twoCuts], [a, sale], a)).toBe(twoCuts);
    const usingA = { ...a, ...usingSoldSession(a, twoCuts, 'pt-BR') };
    expect(usingA).toMatchObject({
      packageId: 'two',
      clientPackageId: null,
      priceText: '0,00',
      priceBeforeSession: '50,00',
    });
    const usingB = { ...b, ...usingSoldSession(b, twoCuts, 'pt-BR') };
    // Two sessions: the third haircut is charged.
    expect(soldPackageForSession([twoCuts], [usingA, usingB, c, sale], c)).toBeNull();
    expect(chargedNormally(usingA, 5_000, 'pt-BR')).toMatchObject({ packageId: null, priceText: '50,00' });
  });
});
