import { describe, expect, it } from 'vitest';
import { changeAgendaAddress, readAgendaAddress } from './agenda-address.ts';

const today = '2025-06-10';

describe("the schedule's address", () => {
  it('reads the view, the day and the filter', () => {
    const params = new URLSearchParams('view=week&date=2025-07-01&professional=p1');
    expect(readAgendaAddress(params, today, true)).toEqual({ view: 'week', date: '2025-07-01', professionalId: 'p1' });
  });

  it("falls back to today's day view, and filters only for the owner", () => {
    const params = new URLSearchParams('view=year&date=2025-02-30&professional=p1');
    expect(readAgendaAddress(params, today, true)).toEqual({ view: 'day', date: today, professionalId: 'p1' });
    expect(readAgendaAddress(params, today, false).professionalId).toBeNull();
    expect(readAgendaAddress(new URLSearchParams('professional='), today, true).professionalId).toBeNull();
  });

  it('changes what it is told and keeps the rest', () => {
    const params = new URLSearchParams('view=week&date=2025-07-01&professional=p1&other=x');
    expect(changeAgendaAddress(params, { date: '2025-07-08' }).toString()).toBe(
      'view=week&date=2025-07-08&professional=p1&other=x',
    );
    expect(changeAgendaAddress(params, { view: 'day', professional: null }).toString()).toBe(
      'view=day&date=2025-07-01&other=x',
    );
    expect(changeAgendaAddress(new URLSearchParams(), { professional: 'p2' }).toString()).toBe('professional=p2');
    // The parameters it was given are left as they were.
    expect(params.get('date')).toBe('2025-07-01');
  });
});
