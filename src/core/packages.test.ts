import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clientPackageState,
  nextSessionNumber,
  packageItemAmounts,
  packageValidUntil,
  sessionShareCents,
} from './packages.ts';

const items = fc.array(
  fc.record({ listPriceCents: fc.integer({ min: 0, max: 50_000 }), sessions: fc.integer({ min: 1, max: 30 }) }),
  { minLength: 1, maxLength: 6 },
);

describe('a package price spread over its services', () => {
  it('goes by what each service’s sessions are worth, the leftover cents to the largest', () => {
    // 10 escovas at R$ 50 and 5 hidratações at R$ 80 (R$ 500 and R$ 400), sold for R$ 800,01.
    expect(
      packageItemAmounts(80_001, [
        { listPriceCents: 5_000, sessions: 10 },
        { listPriceCents: 8_000, sessions: 5 },
      ]),
    ).toEqual([44_445, 35_556]);
    // Free services: by sessions.
    expect(
      packageItemAmounts(1_000, [
        { listPriceCents: 0, sessions: 3 },
        { listPriceCents: 0, sessions: 1 },
      ]),
    ).toEqual([750, 250]);
  });

  it('sums to the price exactly, each amount within a cent of its exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), items, (price, weights) => {
        const amounts = packageItemAmounts(price, weights);
        expect(amounts.reduce((s, a) => s + a, 0)).toBe(price);
        const worth = weights.map((w) => w.listPriceCents * w.sessions);
        const basis = worth.some((w) => w > 0) ? worth : weights.map((w) => w.sessions);
        const total = basis.reduce((s, w) => s + w, 0);
        amounts.forEach((a, i) => {
          expect(a).toBeGreaterThanOrEqual(0);
          expect(Math.abs(a - (basis[i]! * price) / total)).toBeLessThan(1);
        });
      }),
    );
  });
});

describe('a session’s share', () => {
  it('divides the amount evenly, the leftover cents one each to the first sessions', () => {
    // R$ 100 over 3 sessions: 33,34 + 33,33 + 33,33.
    expect([1, 2, 3].map((n) => sessionShareCents(10_000, 3, n))).toEqual([3_334, 3_333, 3_333]);
    expect(() => sessionShareCents(10_000, 3, 4)).toThrow(RangeError);
  });

  it('sums over every session to the amount, no two shares more than a cent apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 100 }), (amount, sessions) => {
        const shares = Array.from({ length: sessions }, (_, i) => sessionShareCents(amount, sessions, i + 1));
        expect(shares.reduce((s, a) => s + a, 0)).toBe(amount);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('uses the lowest session not in use, so one given back is used again first', () => {
    expect(nextSessionNumber(3, [])).toBe(1);
    expect(nextSessionNumber(3, [1, 3])).toBe(2);
    expect(nextSessionNumber(3, [1, 2, 3])).toBeNull();
  });
});

describe('validity and state', () => {
  it('lasts the days of its validity after the day it is sold, across months and leap days', () => {
    expect(packageValidUntil('2026-01-31', 30)).toBe('2026-03-02');
    expect(packageValidUntil('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('is reversed, used up, expired or active, in that order', () => {
    const base = { reversed: false, validUntil: '2026-12-01', sessionsLeft: 2, today: '2026-12-01' };
    expect(clientPackageState(base)).toBe('active');
    expect(clientPackageState({ ...base, today: '2026-12-02' })).toBe('expired');
    expect(clientPackageState({ ...base, sessionsLeft: 0, today: '2026-12-02' })).toBe('used_up');
    expect(clientPackageState({ ...base, reversed: true })).toBe('reversed');
  });
});
