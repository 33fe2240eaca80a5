import { describe, expect, it } from 'vitest';
import { visibleDays } from './agenda-view.ts';
import { formatHour, formatLongDayWithYear, formatPeriod, formatTime, formatTimeRange } from './format.ts';

describe('formatting', () => {
  it('writes times the way each language does', () => {
    expect(formatTime(615, 'pt-BR')).toBe('10:15');
    expect(formatTime(615, 'en-US')).toMatch(/^10:15\sAM$/);
    expect(formatTime(0, 'pt-BR')).toBe('00:00');
    expect(formatTime(9 * 60, 'en-US')).toMatch(/^9:00\sAM$/);
    expect(formatHour(13 * 60, 'en-US')).toMatch(/^1\sPM$/);
    expect(formatHour(13 * 60, 'pt-BR')).toBe('13:00');
    expect(formatTimeRange(600, 645, 'pt-BR')).toBe('10:00–10:45');
    expect(formatTimeRange(600, 645, 'en-US')).toMatch(/^10:00–10:45\sAM$/);
    expect(formatTimeRange(690, 750, 'en-US')).toMatch(/^11:30\sAM–12:30\sPM$/);
  });

  it('writes the calendar day whatever the machine time zone', () => {
    expect(formatLongDayWithYear('2025-06-10', 'pt-BR')).toBe('Terça-feira, 10 de junho de 2025');
    expect(formatLongDayWithYear('2025-06-10', 'en-US')).toBe('Tuesday, June 10, 2025');
  });

  it('titles each view with its day, month or range of days', () => {
    expect(formatPeriod('day', '2025-06-10', ['2025-06-10'], 'pt-BR')).toBe('Terça-feira, 10 de junho de 2025');
    expect(formatPeriod('month', '2025-06-10', visibleDays('month', '2025-06-10'), 'pt-BR')).toBe('Junho de 2025');
    expect(formatPeriod('month', '2025-06-10', visibleDays('month', '2025-06-10'), 'en-US')).toBe('June 2025');
    expect(formatPeriod('week', '2025-06-10', visibleDays('week', '2025-06-10'), 'en-US')).toMatch(
      /^Jun 8\s–\s14, 2025$/,
    );
  });
});
