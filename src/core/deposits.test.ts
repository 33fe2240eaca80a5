import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depositApplied } from './counter/payments.ts';
import {
  cancellationOutcome,
  DEFAULT_DEPOSIT_POLICY,
  depositForBooking,
  holdExpiresAt,
  holdIsLive,
  MIN_DEPOSIT_CENTS,
  ruleAmountCents,
  type DepositPolicy,
  type DepositRule,
} from './deposits.ts';

const rule: fc.Arbitrary<DepositRule> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.integer({ min: 0, max: 100_000 }).map((amountCents) => ({ kind: 'amount' as const, amountCents })),
  fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => ({ kind: 'percent' as const, basisPoints })),
  fc.constant({ kind: 'full' as const }),
);

describe('the deposit a booking asks', () => {
  it('takes an amount, a percentage rounded half a cent up, or the whole price', () => {
    expect(ruleAmountCents(5_000, { kind: 'amount', amountCents: 2_000 })).toBe(2_000);
    expect(ruleAmountCents(1_500, { kind: 'amount', amountCents: 2_000 })).toBe(1_500);
    // 33 % of R$ 99,99 = 32,9967 → R$ 33,00; 25 % of R$ 0,02 = 0,5 cent → 1 cent.
    expect(ruleAmountCents(9_999, { kind: 'percent', basisPoints: 3_300 })).toBe(3_300);
    expect(ruleAmountCents(2, { kind: 'percent', basisPoints: 2_500 })).toBe(1);
    expect(ruleAmountCents(7_000, { kind: 'full' })).toBe(7_000);
    expect(ruleAmountCents(7_000, { kind: 'none' })).toBe(0);
  });

  it('never asks more than the price nor less than nothing, and a percentage is within half a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), rule, (price, r) => {
        const amount = ruleAmountCents(price, r);
        expect(Number.isInteger(amount)).toBe(true);
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(amount).toBeLessThanOrEqual(price);
        if (r.kind === 'percent') expect(Math.abs(amount - (price * r.basisPoints) / 10_000)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('asks a client with recent no-shows the stricter of the two rules, step by step', () => {
    const policy: DepositPolicy = {
      ...DEFAULT_DEPOSIT_POLICY,
      repeatNoShows: { count: 2, periodDays: 90, rule: { kind: 'full' } },
    };
    const steps = [
      { priceCents: 5_000, rule: { kind: 'percent', basisPoints: 2_000 } as const },
      { priceCents: 8_000, rule: { kind: 'none' } as const },
    ];
    expect(depositForBooking(steps, policy, 1)).toBe(1_000);
    expect(depositForBooking(steps, policy, 2)).toBe(13_000);
    fc.assert(
      fc.property(
        fc.array(fc.record({ priceCents: fc.integer({ min: 0, max: 100_000 }), rule }), { minLength: 1, maxLength: 4 }),
        rule.filter((r) => r.kind !== 'none'),
        fc.integer({ min: 0, max: 5 }),
        (bookingSteps, repeat, noShows) => {
          const strict: DepositPolicy = {
            ...DEFAULT_DEPOSIT_POLICY,
            repeatNoShows: { count: 2, periodDays: 30, rule: repeat as Exclude<DepositRule, { kind: 'none' }> },
          };
          const plain = depositForBooking(bookingSteps, DEFAULT_DEPOSIT_POLICY, noShows);
          const amount = depositForBooking(bookingSteps, strict, noShows);
          const price = bookingSteps.reduce((s, step) => s + step.priceCents, 0);
          expect(amount === 0 || amount >= MIN_DEPOSIT_CENTS).toBe(true);
          expect(amount).toBeLessThanOrEqual(price);
          expect(amount).toBeGreaterThanOrEqual(plain);
          if (noShows < 2) expect(amount).toBe(plain);
        },
      ),
    );
  });
});

describe('a paid deposit when its booking ends', () => {
  const startsAt = new Date('2026-12-01T15:00:00Z');
  const policy = { cancelWindowHours: 24, noShowKeeps: 'deposit' as const };

  it('is refunded to a customer who cancels in time, kept after, always refunded when the business cancels', () => {
    expect(cancellationOutcome(policy, 'customer', startsAt, new Date('2026-11-30T15:00:00Z'))).toBe('refund');
    expect(cancellationOutcome(policy, 'customer', startsAt, new Date('2026-11-30T15:00:01Z'))).toBe('keep');
    expect(cancellationOutcome(policy, 'business', startsAt, new Date('2026-12-01T14:59:00Z'))).toBe('refund');
    expect(cancellationOutcome(policy, 'no_show', startsAt, new Date('2026-12-01T16:00:00Z'))).toBe('keep');
    expect(cancellationOutcome({ ...policy, noShowKeeps: 'nothing' }, 'no_show', startsAt, startsAt)).toBe('refund');
  });

  it('is refunded to a customer exactly when they cancel at least the window before the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 168 }), fc.integer({ min: -600_000, max: 600_000 }), (hours, minutes) => {
        const at = new Date(startsAt.getTime() - minutes * 60_000);
        const outcome = cancellationOutcome({ ...policy, cancelWindowHours: hours }, 'customer', startsAt, at);
        expect(outcome).toBe(minutes >= hours * 60 ? 'refund' : 'keep');
      }),
    );
  });
});

describe('an unpaid booking’s hold', () => {
  it('lasts the policy’s minutes unless DEPOSIT_HOLD_SECONDS says otherwise, and takes its time until then only', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    expect(holdExpiresAt(now, 15)).toEqual(new Date('2026-12-01T12:15:00Z'));
    expect(holdExpiresAt(now, 15, 3)).toEqual(new Date('2026-12-01T12:00:03Z'));
    const expiresAt = holdExpiresAt(now, 15);
    expect(holdIsLive(expiresAt, new Date('2026-12-01T12:14:59Z'))).toBe(true);
    expect(holdIsLive(expiresAt, expiresAt)).toBe(false);
  });
});

describe('a paid deposit on its visit’s comanda', () => {
  it('takes off the deposit, at most the total, and leaves the rest to pay, never below zero', () => {
    expect(depositApplied(5_000, 1_000)).toBe(1_000);
    expect(depositApplied(800, 1_000)).toBe(800);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (total, deposit) => {
        const applied = depositApplied(total, deposit);
        expect(applied).toBe(Math.min(total, deposit));
        expect(total - applied).toBeGreaterThanOrEqual(0);
        expect(applied + (total - applied)).toBe(total);
      }),
    );
  });
});
