import { describe, expect, it } from 'vitest';
import {
  copyDayToWeek,
  hoursFromWeek,
  weekFormSchema,
  weekFromHours,
  weekPathOfServerField,
  weekRowOfHoursIndex,
} from './weekly-hours.ts';

describe('the week grid', () => {
  const hours = [
    { weekday: 1, start: '09:00', end: '18:00' },
    { weekday: 6, start: '08:00', end: '12:00' },
  ];

  it('has seven rows, Monday first, closed where the list has no hours', () => {
    const week = weekFromHours(hours);
    expect(week.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(week[0]).toEqual({ weekday: 1, open: true, start: '09:00', end: '18:00' });
    expect(week[1]).toEqual({ weekday: 2, open: false, start: '09:00', end: '18:00' });
    expect(week[5]).toEqual({ weekday: 6, open: true, start: '08:00', end: '12:00' });
  });

  it('turns back into the same list', () => {
    expect(hoursFromWeek(weekFromHours(hours))).toEqual(hours);
  });

  it('shows a split day as one range from the first start to the last end', () => {
    const week = weekFromHours([
      { weekday: 2, start: '14:00', end: '18:00' },
      { weekday: 2, start: '08:00', end: '12:00' },
    ]);
    expect(week[1]).toEqual({ weekday: 2, open: true, start: '08:00', end: '18:00' });
  });

  it('finds the row of a server error on the n-th open day', () => {
    const week = weekFromHours(hours);
    expect(weekRowOfHoursIndex(week, 0)).toBe(0);
    expect(weekRowOfHoursIndex(week, 1)).toBe(5);
    expect(weekRowOfHoursIndex(week, 2)).toBeNull();
  });

  it("puts a server error of the week on its row, and the week's other errors on the grid", () => {
    const week = weekFromHours(hours);
    expect(weekPathOfServerField('workingHours.1.end', 'workingHours', week)).toBe('week.5.end');
    expect(weekPathOfServerField('openingHours.0', 'openingHours', week)).toBe('week.0');
    expect(weekPathOfServerField('openingHours.7.start', 'openingHours', week)).toBe('week');
    expect(weekPathOfServerField('workingHours', 'workingHours', week)).toBe('week');
    expect(weekPathOfServerField('fullName', 'workingHours', week)).toBeNull();
    expect(weekPathOfServerField('openingHours.0', 'workingHours', week)).toBeNull();
  });

  it('copies one day to the whole week', () => {
    const week = copyDayToWeek(weekFromHours(hours), 5);
    expect(week.every((d) => d.open && d.start === '08:00' && d.end === '12:00')).toBe(true);
  });

  it('validates open days with the contract and puts the error on the row', () => {
    const week = weekFromHours(hours);
    week[0] = { ...week[0]!, end: '08:00' };
    week[1] = { ...week[1]!, end: 'nonsense' }; // closed: not checked
    const result = weekFormSchema.safeParse(week);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['0.end', 'validation.endBeforeStart'],
    ]);
    expect(weekFormSchema.parse(weekFromHours(hours))).toEqual(hours);
  });
});
