import { describe, expect, it } from 'vitest';
import { newAppointmentDefaults } from './new-appointment-defaults.ts';

const h = (hours: number, minutes = 0) => hours * 60 + minutes;
// Tuesdays 09:00–18:00; 2025-06-10 is a Tuesday.
const openingHours = [{ weekday: 2, start: '09:00', end: '18:00' }];
const base = {
  days: ['2025-06-10'],
  today: '2025-06-10',
  date: '2025-06-10',
  nowMinutes: h(10, 7),
  openingHours,
  professionalId: null,
};

describe('the new appointment’s first values', () => {
  it('takes the slot’s day, time and professional', () => {
    expect(
      newAppointmentDefaults({ ...base, choice: { date: '2025-06-12', minutes: h(14), professionalId: 'p2' } }),
    ).toEqual({
      date: '2025-06-12',
      minutes: h(14),
      professionalId: 'p2',
    });
  });

  it('starts at the next quarter hour today, not before the opening', () => {
    expect(newAppointmentDefaults(base)).toEqual({ date: '2025-06-10', minutes: h(10, 15), professionalId: null });
    expect(newAppointmentDefaults({ ...base, nowMinutes: h(10, 15) }).minutes).toBe(h(10, 30));
    expect(newAppointmentDefaults({ ...base, nowMinutes: h(6) }).minutes).toBe(h(9));
    // Late at night the next quarter is tomorrow: the day's opening instead.
    expect(newAppointmentDefaults({ ...base, nowMinutes: h(23, 50) }).minutes).toBe(h(9));
  });

  it('opens a day the view does not show at its opening (08:00 when closed), with the filtered professional', () => {
    const week = { ...base, days: ['2025-06-15', '2025-06-16'], date: '2025-06-18', professionalId: 'p1' };
    expect(newAppointmentDefaults(week)).toEqual({ date: '2025-06-18', minutes: h(8), professionalId: 'p1' });
    expect(newAppointmentDefaults({ ...week, choice: { date: '2025-06-10' } })).toEqual({
      date: '2025-06-10',
      minutes: h(10, 15),
      professionalId: 'p1',
    });
  });
});
