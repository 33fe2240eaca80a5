import { describe, expect, it } from 'vitest';
import { readRescheduleFields } from './reschedule-input.ts';

const current = { date: '2025-06-10', minutes: 9 * 60, professionalId: 'p1' };

describe('the reschedule form', () => {
  it('asks for the new day, time or professional', () => {
    expect(readRescheduleFields({ date: '2025-06-11', time: '09:00', professionalId: 'p1' }, current)).toEqual({
      date: '2025-06-11',
      minutes: 540,
      professionalId: 'p1',
    });
    expect(readRescheduleFields({ date: '2025-06-10', time: '09:15', professionalId: 'p1' }, current)).toMatchObject({
      minutes: 555,
    });
    expect(readRescheduleFields({ date: '2025-06-10', time: '09:00', professionalId: 'p2' }, current)).toMatchObject({
      professionalId: 'p2',
    });
  });

  it('needs a real day and time', () => {
    expect(readRescheduleFields({ date: '', time: '09:00', professionalId: 'p1' }, current)).toEqual({
      error: 'agenda.form.errors.timeRequired',
    });
    expect(readRescheduleFields({ date: '2025-02-30', time: '09:00', professionalId: 'p1' }, current)).toEqual({
      error: 'agenda.form.errors.timeRequired',
    });
    expect(readRescheduleFields({ date: '2025-06-11', time: '', professionalId: 'p1' }, current)).toEqual({
      error: 'agenda.form.errors.timeRequired',
    });
  });

  it('says when nothing changed', () => {
    expect(readRescheduleFields({ date: '2025-06-10', time: '09:00', professionalId: 'p1' }, current)).toEqual({
      error: 'agenda.panel.unchanged',
    });
  });
});
