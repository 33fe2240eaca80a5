import { describe, expect, it } from 'vitest';
import { dayPeriodOf, daysFrom, slotRequestRanges, slotsByDay } from './slot-days.ts';

const slot = (startsAt: string, professionalId = 'p1') => ({ professionalId, startsAt, endsAt: startsAt });

describe('slotRequestRanges', () => {
  it('asks for the whole window, today included, in requests the API accepts', () => {
    expect(slotRequestRanges('2025-06-10', 7)).toEqual([{ from: '2025-06-10', to: '2025-06-17' }]);
    const ranges = slotRequestRanges('2025-01-30', 90);
    expect(ranges).toEqual([
      { from: '2025-01-30', to: '2025-03-01' },
      { from: '2025-03-02', to: '2025-04-01' },
      { from: '2025-04-02', to: '2025-04-30' },
    ]);
    for (const { from, to } of ranges) expect(Date.parse(to) - Date.parse(from)).toBeLessThanOrEqual(31 * 86_400_000);
  });

  it('asks for today alone with a window of zero days', () => {
    expect(slotRequestRanges('2025-06-10', 0)).toEqual([{ from: '2025-06-10', to: '2025-06-10' }]);
  });
});

describe('slotsByDay', () => {
  it("groups by the business's calendar day, not UTC's", () => {
    // 01:30 UTC on the 11th is 22:30 on the 10th in São Paulo.
    const byDay = slotsByDay(
      [slot('2025-06-11T13:00:00.000Z'), slot('2025-06-11T01:30:00.000Z'), slot('2025-06-11T12:00:00.000Z')],
      'America/Sao_Paulo',
    );
    expect([...byDay.keys()]).toEqual(['2025-06-10', '2025-06-11']);
    expect(byDay.get('2025-06-11')?.map((s) => s.startsAt)).toEqual([
      '2025-06-11T12:00:00.000Z',
      '2025-06-11T13:00:00.000Z',
    ]);
  });

  it('names the part of the day on the local clock', () => {
    expect(dayPeriodOf(slot('2025-06-11T14:59:00.000Z'), 'America/Sao_Paulo')).toBe('morning');
    expect(dayPeriodOf(slot('2025-06-11T15:00:00.000Z'), 'America/Sao_Paulo')).toBe('afternoon');
    expect(dayPeriodOf(slot('2025-06-11T21:00:00.000Z'), 'America/Sao_Paulo')).toBe('evening');
  });
});

describe('daysFrom', () => {
  it('lists the calendar days from one to another, across a month and a DST change', () => {
    expect(daysFrom('2025-02-27', '2025-03-02')).toEqual(['2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02']);
    expect(daysFrom('2025-03-08', '2025-03-10')).toEqual(['2025-03-08', '2025-03-09', '2025-03-10']);
  });
});
