import { describe, expect, it } from 'vitest';
import type { ColumnProfessional } from './column-professional.ts';
import { newAppointmentSchema, nextStepProfessional, professionalChoices } from './new-appointment-form.ts';

const professional = (id: string, fullName: string): ColumnProfessional => ({
  id,
  fullName,
  userId: null,
  workingHours: null,
  breaks: [],
  serviceIds: null,
});
const ana = professional('p1', 'Ana');
const bruno = professional('p2', 'Bruno');
const team = [ana, bruno];

describe('the new-appointment form', () => {
  it('asks for a client, a service, a professional, a day and a time, each with its own message', () => {
    const result = newAppointmentSchema.safeParse({
      clientId: '',
      serviceId: '',
      professionalId: '',
      date: '10/06/2025',
      time: '9:00',
      notes: '',
      nextSteps: [],
    });
    expect(result.success).toBe(false);
    expect(Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]))).toEqual({
      clientId: 'agenda.form.errors.clientRequired',
      serviceId: 'agenda.form.errors.serviceRequired',
      professionalId: 'agenda.form.errors.professionalRequired',
      date: 'agenda.form.errors.dateRequired',
      time: 'agenda.form.errors.timeRequired',
    });
    const values = {
      clientId: 'c1',
      serviceId: 's1',
      professionalId: 'p1',
      date: '2025-06-10',
      time: '09:00',
      notes: '',
      nextSteps: [],
    };
    expect(newAppointmentSchema.parse(values)).toEqual(values);
  });

  it('asks each added service for its service and professional, and takes at most two after the first', () => {
    const values = {
      clientId: 'c1',
      serviceId: 's1',
      professionalId: 'p1',
      date: '2025-06-10',
      time: '09:00',
      notes: '',
    };
    const missing = newAppointmentSchema.safeParse({ ...values, nextSteps: [{ serviceId: '', professionalId: '' }] });
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['nextSteps.0.serviceId', 'agenda.form.errors.serviceRequired'],
      ['nextSteps.0.professionalId', 'agenda.form.errors.professionalRequired'],
    ]);
    const step = { serviceId: 's2', professionalId: 'p2' };
    expect(newAppointmentSchema.safeParse({ ...values, nextSteps: [step, step] }).success).toBe(true);
    expect(newAppointmentSchema.safeParse({ ...values, nextSteps: [step, step, step] }).success).toBe(false);
  });

  it("starts an added service with the previous one's professional, or the professional booking for themselves", () => {
    expect(nextStepProfessional({ professionalId: 'p1', nextSteps: [] }, null)).toBe('p1');
    expect(
      nextStepProfessional({ professionalId: 'p1', nextSteps: [{ serviceId: 's', professionalId: 'p2' }] }, null),
    ).toBe('p2');
    expect(nextStepProfessional({ professionalId: '', nextSteps: [] }, 'p1')).toBe('p1');
  });

  it('offers the team until a service is chosen, then those who offer it', () => {
    expect(
      professionalChoices({ team, offering: undefined, serviceId: '', professionalId: '', lockedProfessionalId: null })
        .candidates,
    ).toEqual(team);
    // The service is chosen but who offers it is not known yet: the team meanwhile.
    expect(
      professionalChoices({
        team,
        offering: undefined,
        serviceId: 's1',
        professionalId: '',
        lockedProfessionalId: null,
      }).candidates,
    ).toEqual(team);
    expect(
      professionalChoices({ team, offering: [bruno], serviceId: 's1', professionalId: '', lockedProfessionalId: null })
        .candidates,
    ).toEqual([bruno]);
  });

  it('says when the professional picked from a slot does not offer the service', () => {
    const choice = professionalChoices({
      team,
      offering: [bruno],
      serviceId: 's1',
      professionalId: 'p1',
      lockedProfessionalId: null,
    });
    expect(choice).toMatchObject({ chosen: undefined, known: ana, notOffered: true });
    expect(
      professionalChoices({ team, offering: [ana], serviceId: 's1', professionalId: 'p1', lockedProfessionalId: null }),
    ).toMatchObject({
      chosen: ana,
      notOffered: false,
    });
  });

  it('lets a professional book for themselves only', () => {
    expect(
      professionalChoices({
        team,
        offering: undefined,
        serviceId: '',
        professionalId: 'p2',
        lockedProfessionalId: 'p2',
      }).candidates,
    ).toEqual([bruno]);
  });
});
