import { describe, expect, it } from 'vitest';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { scheduleColumns, type ColumnProfessional } from './column-professional.ts';

const professional = (id: string, userId: string | null = null): ColumnProfessional => ({
  id,
  fullName: id,
  userId,
  workingHours: null,
  breaks: [],
  serviceIds: null,
});
const team = [professional('ana', 'user-ana'), professional('bruno'), professional('carla')];
const owner = { isAdmin: true, userId: 'user-owner' };

describe('the columns a person sees', () => {
  it('shows the owner everyone, or the professional filtered to', () => {
    expect(scheduleColumns(team, owner, null, [])).toEqual({
      columns: team,
      filtered: null,
      lockedProfessionalId: null,
    });
    expect(scheduleColumns(team, owner, 'bruno', [])).toEqual({
      columns: [team[1]],
      filtered: team[1],
      lockedProfessionalId: null,
    });
  });

  it('shows a professional their own column and books them there, whatever the address filters', () => {
    expect(scheduleColumns(team, { isAdmin: false, userId: 'user-ana' }, 'bruno', [])).toEqual({
      columns: [team[0]],
      filtered: team[0],
      lockedProfessionalId: 'ana',
    });
  });

  it('finds a professional not tied to their login through their appointments, else shows no column', () => {
    const theirs = [{ professionalId: 'carla' } as Appointment];
    expect(scheduleColumns(team, { isAdmin: false, userId: 'user-x' }, null, theirs).lockedProfessionalId).toBe(
      'carla',
    );
    expect(scheduleColumns(team, { isAdmin: false, userId: 'user-x' }, null, [])).toEqual({
      columns: [],
      filtered: null,
      lockedProfessionalId: null,
    });
  });
});
