import { describe, expect, it } from 'vitest';
import { minutesOfDay } from './time-of-day.ts';
import { checkWorkingTime } from './working-time.ts';

const hours = [
  { weekday: 2, start: '09:00', end: '12:00' },
  { weekday: 2, start: '13:00', end: '18:00:00' },
];
const breaks = [
  { name: 'Café', weekday: 2, start: '15:00', end: '15:15' },
  { name: 'Almoço', weekday: null, start: '12:00', end: '13:00' },
];
const at = (start: string, end: string, weekday = 2) =>
  checkWorkingTime(weekday, minutesOfDay(start), minutesOfDay(end), hours, breaks);

describe('checkWorkingTime', () => {
  it('accepts a range inside one working range, edges included', () => {
    expect(at('09:00', '12:00')).toEqual({ insideWorkingHours: true, inBreak: null });
    expect(at('17:30', '18:00')).toEqual({ insideWorkingHours: true, inBreak: null });
  });

  it('refuses a range across the gap between two ranges, or on a day off', () => {
    expect(at('11:30', '13:30').insideWorkingHours).toBe(false);
    expect(at('10:00', '10:30', 3).insideWorkingHours).toBe(false);
  });

  it('names the break a range touches, including an every-day break', () => {
    expect(at('14:50', '15:05').inBreak).toBe('Café');
    expect(at('12:30', '12:45', 5).inBreak).toBe('Almoço');
    expect(at('15:15', '15:45').inBreak).toBeNull();
  });
});
