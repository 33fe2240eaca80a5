import { describe, expect, it } from 'vitest';
import { pricedWithSessions, servicesWithSessions, stepsWithSessions } from './package-sessions.ts';

const pkg = (items: { serviceId: string | null; left: number }[]) => ({
  id: 'p',
  name: 'Pacote',
  validUntil: '2026-06-01',
  items: items.map((item) => ({ ...item, serviceName: 'Serviço', sessions: 2 })),
});

describe('the services a customer has a package session of', () => {
  it('are those with a session left in any of their packages', () => {
    const covered = servicesWithSessions([
      pkg([
        { serviceId: 'corte', left: 1 },
        { serviceId: 'escova', left: 0 },
      ]),
      pkg([
        { serviceId: 'barba', left: 2 },
        { serviceId: null, left: 3 },
      ]),
    ]);
    expect([...covered].sort()).toEqual(['barba', 'corte']);
  });

  it('cost nothing in what the visit comes to', () => {
    const services = [
      { id: 'corte', priceCents: 5_000 },
      { id: 'escova', priceCents: 6_000 },
    ];
    expect(pricedWithSessions(services, new Set(['corte'])).map((s) => s.priceCents)).toEqual([0, 6_000]);
  });
});

describe('the steps of a booking a session pays for', () => {
  it('are those still held whose service a session covers, and their prices come off the total', () => {
    const steps = [
      { id: 'a', serviceId: 'corte', status: 'scheduled', priceCents: 5_000 },
      { id: 'b', serviceId: 'cor', status: 'scheduled', priceCents: 20_000 },
      { id: 'c', serviceId: 'corte', status: 'cancelled', priceCents: 5_000 },
    ];
    const paid = stepsWithSessions(steps, new Set(['corte']));
    expect([...paid.ids]).toEqual(['a']);
    expect(paid.cents).toBe(5_000);
    expect(stepsWithSessions(steps, new Set()).cents).toBe(0);
  });
});
