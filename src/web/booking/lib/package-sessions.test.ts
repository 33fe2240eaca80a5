import { describe, expect, it } from 'vitest';
import { pricedWithSessions, servicesWithSessions } from './package-sessions.ts';

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
