import { describe, expect, it } from 'vitest';
import { listPriceOf, packageFormDefaults, packageFormSchema, savingsOf } from './package-form.ts';

const CUT = '3f1c2a4e-1b2c-4d3e-8f9a-0b1c2d3e4f50';
const BLOW_DRY = '3f1c2a4e-1b2c-4d3e-8f9a-0b1c2d3e4f51';

const typed = {
  name: ' 10 escovas ',
  priceCents: '450,00',
  validityDays: '90',
  services: [{ serviceId: BLOW_DRY, sessions: '10' }],
  active: true,
};

const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the package form', () => {
  it('reads the typed fields into the contract’s values', () => {
    expect(packageFormSchema('pt-BR').parse(typed)).toEqual({
      name: '10 escovas',
      priceCents: 45_000,
      validityDays: 90,
      services: [{ serviceId: BLOW_DRY, sessions: 10 }],
      active: true,
    });
  });

  it('asks each row for its service and whole sessions, and refuses a service twice', () => {
    const result = packageFormSchema('en-US').safeParse({
      ...typed,
      services: [
        { serviceId: '', sessions: '2' },
        { serviceId: CUT, sessions: '1,5' },
      ],
    });
    expect(problems(result)).toEqual([
      ['services.0.serviceId', 'packages.problems.chooseService'],
      ['services.1.sessions', 'forms.wholeNumber'],
    ]);
    const twice = { ...typed, services: [CUT, BLOW_DRY, CUT].map((serviceId) => ({ serviceId, sessions: '1' })) };
    expect(problems(packageFormSchema('en-US').safeParse(twice))).toEqual([
      ['services.2.serviceId', 'packages.problems.repeatedService'],
    ]);
  });

  it('refuses a package without services, and a validity outside 1 to 1,095 days', () => {
    const result = packageFormSchema('pt-BR').safeParse({ ...typed, services: [], validityDays: '0' });
    expect(problems(result).map(([path]) => path)).toEqual(['validityDays', 'services']);
    expect(packageFormSchema('pt-BR').safeParse({ ...typed, validityDays: '1096' }).success).toBe(false);
  });

  it('opens a new package with one empty service row, and a package with its own values', () => {
    expect(packageFormDefaults(null, 'pt-BR')).toMatchObject({ services: [{ serviceId: '', sessions: '' }] });
    const pkg = {
      id: 'p',
      name: 'Pacote 2 cortes',
      priceCents: 9_000,
      validityDays: 60,
      services: [{ serviceId: CUT, serviceName: 'Corte', sessions: 2 }],
      sessionsTotal: 2,
      listPriceCents: 10_000,
      active: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(packageFormDefaults(pkg, 'pt-BR')).toEqual({
      name: 'Pacote 2 cortes',
      priceCents: '90,00',
      validityDays: '60',
      services: [{ serviceId: CUT, sessions: '2' }],
      active: false,
    });
  });
});

describe('what a package saves', () => {
  const prices: Record<string, number> = { [CUT]: 5_000, [BLOW_DRY]: 6_000 };

  it('adds up the sessions at catalogue prices, rows half typed counting as nothing', () => {
    const rows = [
      { serviceId: CUT, sessions: '2' },
      { serviceId: BLOW_DRY, sessions: ' 3 ' },
      { serviceId: '', sessions: '4' },
      { serviceId: CUT, sessions: 'x' },
    ];
    expect(listPriceOf(rows, (id) => prices[id])).toBe(28_000);
  });

  it('is the difference to the list price with its percentage, or nothing when the package costs as much or more', () => {
    expect(savingsOf(10_000, 9_000)).toEqual({ savedCents: 1_000, percent: 10 });
    expect(savingsOf(30_000, 20_000)).toEqual({ savedCents: 10_000, percent: 33 });
    expect(savingsOf(10_000, 10_000)).toBeNull();
    expect(savingsOf(0, 0)).toBeNull();
  });
});
