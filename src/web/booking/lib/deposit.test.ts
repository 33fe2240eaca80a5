import { describe, expect, it } from 'vitest';
import {
  cancelDepositOutcome,
  depositView,
  formatCountdown,
  holdLeft,
  nextPollDelay,
  payFailureKey,
  visitDepositCents,
} from './deposit.ts';

const now = new Date('2026-11-28T15:00:00.000Z');
const paid = {
  status: 'paid' as const,
  amountCents: 2700,
  onCustomerCancel: 'refund' as const,
  refundableUntil: '2026-11-30T18:30:00.000Z',
};

describe('visitDepositCents', () => {
  it('adds up the deposits of the services that ask one', () => {
    expect(visitDepositCents([{ depositCents: 2700 }, {}, { depositCents: 5000 }])).toBe(7700);
    expect(visitDepositCents([{}, {}])).toBe(0);
    expect(visitDepositCents([])).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('writes minutes and seconds, and hours past an hour', () => {
    expect(formatCountdown(12 * 60_000 + 34_000)).toBe('12:34');
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(59_000)).toBe('0:59');
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
  });

  it('rounds a part of a second up, so the clock reads 0:00 only once the hold is over', () => {
    expect(formatCountdown(400)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5000)).toBe('0:00');
  });

  it('counts from the hold end', () => {
    expect(formatCountdown(holdLeft({ expiresAt: '2026-11-28T15:15:00.000Z' }, now))).toBe('15:00');
  });
});

describe('depositView', () => {
  const pending = { status: 'pending' as const, expiresAt: '2026-11-28T15:15:00.000Z' };

  it('asks for the payment while the hold lasts', () => {
    expect(depositView(pending, now)).toBe('pay');
  });

  it('shows the time released once the hold is over, even before the server says so', () => {
    expect(depositView(pending, new Date('2026-11-28T15:15:00.000Z'))).toBe('released');
    expect(depositView({ ...pending, status: 'expired' }, now)).toBe('released');
    // Paid after the release: refunded.
    expect(depositView({ ...pending, status: 'refunding' }, now)).toBe('released');
  });

  it('shows the booking confirmed once paid, whatever the clock', () => {
    expect(depositView({ ...pending, status: 'paid' }, new Date('2026-11-28T16:00:00.000Z'))).toBe('paid');
  });
});

describe('cancelDepositOutcome', () => {
  const startsAt = '2026-12-01T18:30:00.000Z';

  it('says nothing without a deposit, or once it is settled', () => {
    expect(cancelDepositOutcome(undefined, startsAt)).toBeNull();
    expect(cancelDepositOutcome({ ...paid, status: 'refunded', onCustomerCancel: null }, startsAt)).toBeNull();
    expect(cancelDepositOutcome({ ...paid, status: 'kept', onCustomerCancel: null }, startsAt)).toBeNull();
  });

  it('says a paid deposit is refunded, until when', () => {
    expect(cancelDepositOutcome(paid, startsAt)).toEqual({
      kind: 'refund',
      amountCents: 2700,
      until: '2026-11-30T18:30:00.000Z',
    });
  });

  it('says a paid deposit is kept within the window, and how many hours the window is', () => {
    expect(cancelDepositOutcome({ ...paid, onCustomerCancel: 'keep' }, startsAt)).toEqual({
      kind: 'keep',
      amountCents: 2700,
      hours: 24,
    });
    expect(cancelDepositOutcome({ ...paid, onCustomerCancel: 'keep', refundableUntil: null }, startsAt)).toEqual({
      kind: 'keep',
      amountCents: 2700,
      hours: null,
    });
  });

  it('says nothing is charged for a deposit not paid yet', () => {
    expect(cancelDepositOutcome({ ...paid, status: 'pending', onCustomerCancel: null }, startsAt)).toEqual({
      kind: 'unpaid',
    });
  });
});

describe('payFailureKey', () => {
  it("names the page's own words for the payment's failures, and leaves the rest to the server's", () => {
    expect(payFailureKey('DEPOSIT_NOT_PAYABLE')).toBe('notPayable');
    expect(payFailureKey('PAYMENTS_UNAVAILABLE')).toBe('unavailable');
    expect(payFailureKey('NETWORK_ERROR')).toBe('network');
    expect(payFailureKey('RATE_LIMITED')).toBeNull();
  });
});

describe('nextPollDelay', () => {
  it('asks every 3 s, and waits longer when the server says too many', () => {
    expect(nextPollDelay(null)).toBe(3000);
    expect(nextPollDelay(0)).toBe(3000);
    expect(nextPollDelay(502)).toBe(3000);
    expect(nextPollDelay(429)).toBe(30_000);
  });
});
