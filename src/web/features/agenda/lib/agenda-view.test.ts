import { describe, expect, it } from 'vitest';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { fetchRange, shiftDate, shownCount, visibleDays } from './agenda-view.ts';
import type { PlacedAppointment } from './placement.ts';

describe('agenda views', () => {
  it('shows a day, its week, 15 days from it, or the weeks of its month', () => {
    expect(visibleDays('day', '2025-06-10')).toEqual(['2025-06-10']);
    expect(visibleDays('week', '2025-06-10')).toEqual([
      '2025-06-08',
      '2025-06-09',
      '2025-06-10',
      '2025-06-11',
      '2025-06-12',
      '2025-06-13',
      '2025-06-14',
    ]);
    const fifteen = visibleDays('fifteen', '2025-06-10');
    expect(fifteen).toHaveLength(15);
    expect(fifteen.at(-1)).toBe('2025-06-24');
    // June 2025 starts on a Sunday and ends on a Monday: five weeks.
    const june = visibleDays('month', '2025-06-18');
    expect([june[0], june.at(-1), june.length]).toEqual(['2025-06-01', '2025-07-05', 35]);
    // March 2025 starts on a Saturday: six weeks.
    const march = visibleDays('month', '2025-03-01');
    expect([march[0], march.at(-1), march.length]).toEqual(['2025-02-23', '2025-04-05', 42]);
  });

  it('asks from the first local midnight to the midnight after the last day', () => {
    expect(fetchRange(['2025-06-10'], 'America/Sao_Paulo')).toEqual({
      from: '2025-06-10T00:00:00.000-03:00',
      to: '2025-06-11T00:00:00.000-03:00',
    });
    // The week of New York's spring-forward: the offset changes inside the range.
    expect(fetchRange(visibleDays('week', '2025-03-09'), 'America/New_York')).toEqual({
      from: '2025-03-09T00:00:00.000-05:00',
      to: '2025-03-16T00:00:00.000-04:00',
    });
  });

  it('pages by the length of the view', () => {
    expect(shiftDate('day', '2025-06-10', 1)).toBe('2025-06-11');
    expect(shiftDate('week', '2025-06-10', -1)).toBe('2025-06-03');
    expect(shiftDate('fifteen', '2025-06-10', 1)).toBe('2025-06-25');
    expect(shiftDate('month', '2025-01-31', 1)).toBe('2025-02-28');
  });
});

describe('what a view counts', () => {
  const placed = (date: string, status: Appointment['status']): PlacedAppointment => ({
    appointment: { status } as Appointment,
    date,
    start: 600,
    end: 630,
    visit: null,
  });
  const shown = [
    placed('2025-06-10', 'scheduled'),
    placed('2025-06-10', 'cancelled'),
    placed('2025-06-11', 'completed'),
  ];

  it('counts the days it shows, and the cancelled ones in the month only', () => {
    expect(shownCount('day', ['2025-06-10'], shown)).toBe(1);
    expect(shownCount('fifteen', ['2025-06-10', '2025-06-11'], shown)).toBe(2);
    expect(shownCount('month', ['2025-06-10', '2025-06-11'], shown)).toBe(3);
    expect(shownCount('week', ['2025-06-12'], shown)).toBe(0);
  });
});
