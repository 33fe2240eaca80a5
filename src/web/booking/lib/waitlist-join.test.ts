import { describe, expect, it } from 'vitest';
import { joinWaitlistBodySchema, WAITLIST_MAX_DAYS as CONTRACT_MAX_DAYS } from '../../../contracts/waitlist-body.ts';
import { EMPTY_DETAILS } from './customer-details.ts';
import { defaultRange, joinBody, rangeProblems, WAITLIST_MAX_DAYS, waitlistProblems } from './waitlist-join.ts';

const days = ['2030-01-07', '2030-01-08', '2030-01-09'];
const today = '2030-01-07';
const ana = { ...EMPTY_DETAILS, fullName: 'Ana Souza', email: 'ana@example.com' };

describe('defaultRange', () => {
  it('is the days shown, from the chosen day when it is one of them', () => {
    expect(defaultRange(days, null)).toEqual({ from: '2030-01-07', to: '2030-01-09' });
    expect(defaultRange(days, '2030-01-08')).toEqual({ from: '2030-01-08', to: '2030-01-09' });
    expect(defaultRange(days, '2030-03-01')).toEqual({ from: '2030-01-07', to: '2030-01-09' });
    expect(defaultRange([], null)).toEqual({ from: '', to: '' });
  });

  it('spans at most 31 days', () => {
    const many = Array.from({ length: 60 }, (_, i) => `2030-01-${String(i + 1).padStart(2, '0')}`).slice(0, 31);
    many.push('2030-02-01', '2030-02-15');
    expect(defaultRange(many, null)).toEqual({ from: '2030-01-01', to: '2030-01-31' });
  });
});

describe('rangeProblems', () => {
  it("allows the contract's longest wait", () => {
    expect(WAITLIST_MAX_DAYS).toBe(CONTRACT_MAX_DAYS);
  });

  it('accepts a range from today of up to 31 days', () => {
    expect(rangeProblems({ from: today, to: today }, today)).toEqual({});
    expect(rangeProblems({ from: today, to: '2030-02-06' }, today)).toEqual({});
  });

  it('refuses a missing, past, reversed or too long range', () => {
    expect(rangeProblems({ from: '', to: 'x' }, today)).toEqual({
      from: 'waitlist.join.errors.dayRequired',
      to: 'waitlist.join.errors.dayRequired',
    });
    expect(rangeProblems({ from: '2030-01-06', to: '2030-01-06' }, today)).toEqual({
      from: 'waitlist.join.errors.dayPast',
      to: 'waitlist.join.errors.dayPast',
    });
    expect(rangeProblems({ from: '2030-01-09', to: '2030-01-08' }, today)).toEqual({
      to: 'waitlist.join.errors.endBeforeStart',
    });
    expect(rangeProblems({ from: today, to: '2030-02-07' }, today)).toEqual({
      to: 'waitlist.join.errors.rangeTooLong',
    });
  });
});

describe('waitlistProblems', () => {
  it("asks for an e-mail always, and a phone as the business's setting says", () => {
    const range = { from: today, to: today };
    expect(waitlistProblems(range, ana, false, today)).toEqual({});
    expect(waitlistProblems(range, { ...ana, email: '' }, false, today)).toEqual({
      email: 'waitlist.join.errors.emailRequired',
    });
    expect(waitlistProblems(range, ana, true, today)).toEqual({ phone: 'details.errors.phoneRequired' });
    expect(waitlistProblems(range, { ...ana, email: 'nope' }, false, today)).toEqual({
      email: 'details.errors.emailInvalid',
    });
  });
});

describe('joinBody', () => {
  it('sends the steps, the days and the details, trimmed, without blanks', () => {
    const steps = [{ serviceId: 's', professionalId: null }];
    expect(
      joinBody(steps, { from: today, to: '2030-01-09' }, { ...ana, fullName: ' Ana Souza ', notes: 'x' }, 'pt-BR'),
    ).toEqual({ steps, from: today, to: '2030-01-09', client: { fullName: 'Ana Souza', email: 'ana@example.com' } });
    const uuid = '3f2b8c1e-6a4d-4f1b-9c2e-7d8a9b0c1d2e';
    const body = joinBody([{ serviceId: uuid, professionalId: null }], { from: today, to: today }, ana, 'en-US');
    expect(joinWaitlistBodySchema.safeParse(body).success).toBe(true);
  });
});
