import { describe, expect, it } from 'vitest';
import { hhmm, minutesOfDay, minutesToTime, timeToMinutes } from './time-of-day.ts';

describe('times of day', () => {
  it('reads a time the contracts or the database hold, with or without seconds', () => {
    expect(minutesOfDay('09:30')).toBe(570);
    expect(minutesOfDay('18:00:00')).toBe(1080);
    expect(minutesOfDay('24:00:00')).toBe(1440);
  });

  it('reads what a person typed only when it is a time of day', () => {
    expect(timeToMinutes('00:00')).toBe(0);
    expect(timeToMinutes('23:59')).toBe(1439);
    for (const text of ['24:00', '9:30', '09:60', '09:30:00', '']) expect(timeToMinutes(text), text).toBeNull();
  });

  it('writes minutes as HH:MM, and the database time as the API does', () => {
    expect(minutesToTime(0)).toBe('00:00');
    expect(minutesToTime(9 * 60 + 5)).toBe('09:05');
    expect(minutesToTime(1439)).toBe('23:59');
    expect(hhmm('09:30:00')).toBe('09:30');
    expect(hhmm('24:00:00')).toBe('24:00');
    for (let minutes = 0; minutes < 1440; minutes += 7) expect(timeToMinutes(minutesToTime(minutes))).toBe(minutes);
  });
});
