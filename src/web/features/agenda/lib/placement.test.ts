import { describe, expect, it } from 'vitest';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { movedAppointment } from '../api/reschedule-appointment.ts';
import { scheduleProfessionals } from './column-professional.ts';
import { placeAppointments } from './placement.ts';

function appointment(overrides: Partial<Appointment>): Appointment {
  return {
    id: 'a1',
    professionalId: 'p1',
    professionalName: 'Ana Souza',
    serviceId: 's1',
    serviceName: 'Corte',
    clientId: 'c1',
    clientName: 'Maria',
    clientPhone: null,
    startsAt: '2025-06-10T12:00:00.000Z',
    endsAt: '2025-06-10T12:45:00.000Z',
    status: 'scheduled',
    priceCents: 5000,
    visitId: null,
    noShow: false,
    notes: null,
    source: 'staff',
    createdAt: '2025-06-01T00:00:00.000Z',
    updatedAt: '2025-06-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('placing appointments on the business clock', () => {
  it('puts an appointment on its local day and minutes', () => {
    const [placed] = placeAppointments([appointment({})], 'America/Sao_Paulo');
    expect(placed).toMatchObject({ date: '2025-06-10', start: 9 * 60, end: 9 * 60 + 45 });
  });

  it('keeps 09:00 New York at 09:00 on the DST days, with its real length', () => {
    const [spring, autumn] = placeAppointments(
      [
        appointment({ id: 'spring', startsAt: '2025-03-09T13:00:00.000Z', endsAt: '2025-03-09T14:00:00.000Z' }),
        appointment({ id: 'autumn', startsAt: '2025-11-02T14:00:00.000Z', endsAt: '2025-11-02T15:00:00.000Z' }),
      ],
      'America/New_York',
    );
    expect(spring).toMatchObject({ date: '2025-03-09', start: 540, end: 600 });
    expect(autumn).toMatchObject({ date: '2025-11-02', start: 540, end: 600 });
  });

  it('ends one that runs past midnight at 24:00 of its day', () => {
    const [late] = placeAppointments(
      [appointment({ startsAt: '2025-06-11T02:30:00.000Z', endsAt: '2025-06-11T03:30:00.000Z' })],
      'America/Sao_Paulo',
    );
    expect(late).toMatchObject({ date: '2025-06-10', start: 23 * 60 + 30, end: 24 * 60 });
  });

  it("gives a visit's steps their place in it, or no numbers when the list may lack some steps", () => {
    const steps = [
      appointment({
        id: 'v2',
        visitId: 'v1',
        startsAt: '2025-06-10T12:45:00.000Z',
        endsAt: '2025-06-10T13:15:00.000Z',
      }),
      appointment({ id: 'v1', visitId: 'v1' }),
      appointment({ id: 'x' }),
    ];
    const placed = placeAppointments(steps, 'America/Sao_Paulo');
    expect(placed.map((p) => [p.appointment.id, p.visit?.position ?? null, p.visit?.count ?? null])).toEqual([
      ['v1', 1, 2],
      ['x', null, null],
      ['v2', 2, 2],
    ]);
    const filtered = placeAppointments(steps, 'America/Sao_Paulo', { wholeVisits: false });
    expect(filtered.find((p) => p.appointment.id === 'v2')?.visit).toEqual({
      visitId: 'v1',
      position: null,
      count: null,
    });
  });
});

describe('the columns of the schedule', () => {
  it('adds professionals seen only through an appointment, sorted by name', () => {
    const columns = scheduleProfessionals(
      [
        {
          id: 'p2',
          fullName: 'Bruno',
          specialization: null,
          phone: null,
          email: null,
          serviceIds: ['s1'],
          workingHours: [],
          breaks: [],
          commissionRate: null,
          productCommissionRate: null,
          effectiveCommissionRate: 40,
          active: true,
          userId: null,
          createdAt: '2025-01-01T00:00:00.000Z',
        },
      ],
      [
        appointment({ professionalId: 'p1', professionalName: 'Ana (inativa)' }),
        appointment({ id: 'a2', professionalId: 'p2', professionalName: 'Bruno' }),
      ],
    );
    expect(columns.map((c) => [c.id, c.fullName, c.workingHours === null])).toEqual([
      ['p1', 'Ana (inativa)', true],
      ['p2', 'Bruno', false],
    ]);
  });
});

describe('an optimistic move', () => {
  it('keeps the length and takes the new professional', () => {
    const moved = movedAppointment({
      appointment: appointment({}),
      body: { startsAt: '2025-06-10T14:15:00.000-03:00', professionalId: 'p2' },
      professionalName: 'Bruno',
    });
    expect([moved.startsAt, moved.endsAt, moved.professionalId, moved.professionalName]).toEqual([
      '2025-06-10T17:15:00.000Z',
      '2025-06-10T18:00:00.000Z',
      'p2',
      'Bruno',
    ]);
  });
});
