import { describe, expect, it } from 'vitest';
import type { DepositPolicyAnswer } from '../../../../contracts/deposits.ts';
import {
  depositPolicyProblems,
  formToBody,
  policyToForm,
  rowDepositCents,
  type ServiceRuleRow,
} from './deposit-policy-form.ts';

const CUT = '0b7f7a4e-2a61-4f7e-9a51-2f4a7c1f0d11';
const COLOR = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const BEARD = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const saved: DepositPolicyAnswer = {
  cancelWindowHours: 24,
  noShowKeeps: 'deposit',
  holdMinutes: 15,
  repeatNoShows: null,
  services: [
    { serviceId: CUT, serviceName: 'Corte', priceCents: 9_999, rule: { kind: 'percent', value: 3_300 } },
    { serviceId: COLOR, serviceName: 'Coloração', priceCents: 18_000, rule: { kind: 'amount', value: 5_000 } },
    { serviceId: BEARD, serviceName: 'Barba', priceCents: 4_000, rule: { kind: 'none', value: 0 } },
  ],
  holdSecondsOverride: null,
};

const row = (change: Partial<ServiceRuleRow>): ServiceRuleRow => ({
  serviceId: CUT,
  serviceName: 'Corte',
  priceCents: 9_999,
  kind: 'none',
  amount: '',
  percent: '',
  ...change,
});

describe("a service's deposit", () => {
  it('is rounded as the server rounds it: 33 % of R$ 99,99 is R$ 33,00', () => {
    expect(rowDepositCents(row({ kind: 'percent', percent: '33' }), 'pt-BR')).toBe(3_300);
    expect(rowDepositCents(row({ priceCents: 1_005, kind: 'percent', percent: '50' }), 'pt-BR')).toBe(503);
  });

  it('is a fixed amount, the whole price or nothing; unknown while the value is not valid', () => {
    expect(rowDepositCents(row({ kind: 'amount', amount: '25,50' }), 'pt-BR')).toBe(2_550);
    expect(rowDepositCents(row({ kind: 'amount', amount: '25.50' }), 'en-US')).toBe(2_550);
    expect(rowDepositCents(row({ kind: 'full' }), 'pt-BR')).toBe(9_999);
    expect(rowDepositCents(row({ kind: 'none', amount: '10' }), 'pt-BR')).toBe(0);
    expect(rowDepositCents(row({ kind: 'amount', amount: 'x' }), 'pt-BR')).toBeNull();
    expect(rowDepositCents(row({ kind: 'amount', amount: '100,00' }), 'pt-BR')).toBeNull();
    expect(rowDepositCents(row({ kind: 'amount', amount: '0' }), 'pt-BR')).toBeNull();
    expect(rowDepositCents(row({ kind: 'percent', percent: '101' }), 'pt-BR')).toBeNull();
  });
});

describe('the form and the body', () => {
  it('opens with the saved policy in the language', () => {
    const form = policyToForm(saved, 'pt-BR');
    expect(form).toMatchObject({ cancelWindowHours: '24', holdMinutes: '15', repeatOn: false });
    expect(form.services.map(({ kind, amount, percent }) => ({ kind, amount, percent }))).toEqual([
      { kind: 'percent', amount: '', percent: '33' },
      { kind: 'amount', amount: '50,00', percent: '' },
      { kind: 'none', amount: '', percent: '' },
    ]);
  });

  it('sends the policy and only the services whose rule changed', () => {
    const form = policyToForm(saved, 'pt-BR');
    form.cancelWindowHours = '48';
    form.services[1] = { ...form.services[1]!, amount: '50' };
    form.services[2] = { ...form.services[2]!, kind: 'percent', percent: '12,5' };
    expect(formToBody(form, saved, 'pt-BR')).toEqual({
      cancelWindowHours: 48,
      noShowKeeps: 'deposit',
      holdMinutes: 15,
      repeatNoShows: null,
      services: [{ serviceId: BEARD, rule: { kind: 'percent', value: 1_250 } }],
    });
  });

  it('sends the rule for clients with recent no-shows when it is on, and null when it is off', () => {
    const form = { ...policyToForm(saved, 'en-US'), repeatOn: true, repeatKind: 'amount' as const };
    form.repeatAmount = '30.00';
    expect(formToBody(form, saved, 'en-US').repeatNoShows).toEqual({
      count: 2,
      periodDays: 90,
      rule: { kind: 'amount', value: 3_000 },
    });
    const withRepeat: DepositPolicyAnswer = {
      ...saved,
      repeatNoShows: { count: 3, periodDays: 60, rule: { kind: 'percent', value: 5_000 } },
    };
    const reopened = policyToForm(withRepeat, 'pt-BR');
    expect(reopened).toMatchObject({ repeatOn: true, repeatCount: '3', repeatKind: 'percent', repeatPercent: '50' });
    expect(formToBody({ ...reopened, repeatOn: false }, withRepeat, 'pt-BR').repeatNoShows).toBeNull();
  });
});

describe("the form's problems", () => {
  it('are none for the saved policy', () => {
    expect(depositPolicyProblems(policyToForm(saved, 'pt-BR'), 'pt-BR')).toEqual([]);
  });

  it('name a fixed amount above the price, a percentage outside 1–100 % and values out of range', () => {
    const form = policyToForm(saved, 'pt-BR');
    form.cancelWindowHours = '721';
    form.holdMinutes = '4';
    form.services[0] = { ...form.services[0]!, kind: 'amount', amount: '100,00' };
    form.services[1] = { ...form.services[1]!, kind: 'percent', percent: '0' };
    form.services[2] = { ...form.services[2]!, kind: 'amount', amount: '' };
    expect(depositPolicyProblems(form, 'pt-BR')).toEqual([
      { path: ['cancelWindowHours'], message: 'depositSettings.problems.cancelWindowRange' },
      { path: ['holdMinutes'], message: 'depositSettings.problems.holdRange' },
      { path: ['services', 0, 'amount'], message: 'depositSettings.problems.amountOverPrice' },
      { path: ['services', 1, 'percent'], message: 'depositSettings.problems.percentRange' },
      { path: ['services', 2, 'amount'], message: 'validation.required' },
    ]);
  });

  it('check the rule for clients with recent no-shows only when it is on', () => {
    const form = { ...policyToForm(saved, 'pt-BR'), repeatKind: 'percent' as const, repeatCount: '0' };
    expect(depositPolicyProblems(form, 'pt-BR')).toEqual([]);
    expect(depositPolicyProblems({ ...form, repeatOn: true }, 'pt-BR')).toEqual([
      { path: ['repeatCount'], message: 'depositSettings.problems.repeatCountRange' },
      { path: ['repeatPercent'], message: 'validation.required' },
    ]);
  });
});
