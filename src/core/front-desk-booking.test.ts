import { describe, expect, it } from 'vitest';
import { judgeFrontDeskBooking, judgeWorkingTime, type FrontDeskContext } from './front-desk-booking.ts';

const context: FrontDeskContext = {
  service: { id: 's', name: 'Corte', durationMinutes: 60, priceCents: 5000, active: true },
  professional: { id: 'p', fullName: 'Ana', active: true },
  client: { id: 'c', fullName: 'Bia', phone: null },
  offers: true,
  // Tuesdays 09:00–18:00 with lunch every day; Sundays 22:00–24:00.
  hours: [
    { weekday: 2, start: '09:00', end: '18:00' },
    { weekday: 0, start: '22:00', end: '23:59' },
  ],
  breaks: [{ name: 'Almoço', weekday: null, start: '12:00', end: '13:00' }],
  timeZone: 'America/Sao_Paulo',
};
// 2026-06-16 is a Tuesday; São Paulo is UTC−3 all year.
const at = (iso: string) => new Date(iso);

describe('judgeFrontDeskBooking', () => {
  it('books a time within the hours, ending with the service', () => {
    const verdict = judgeFrontDeskBooking(context, at('2026-06-16T12:00:00Z'), false);
    expect(verdict).toMatchObject({ ok: true, endsAt: at('2026-06-16T13:00:00Z') });
  });

  it('names what is missing, then what is inactive or not offered, before the time', () => {
    expect(
      judgeFrontDeskBooking({ ...context, service: null, client: null }, at('2026-06-16T12:00:00Z'), false),
    ).toEqual({
      ok: false,
      refusal: 'not_found',
      missing: ['serviceId', 'clientId'],
    });
    expect(
      judgeFrontDeskBooking(
        { ...context, professional: { ...context.professional!, active: false } },
        at('2026-06-16T04:00:00Z'),
        false,
      ),
    ).toEqual({
      ok: false,
      refusal: 'inactive',
    });
    expect(judgeFrontDeskBooking({ ...context, offers: false }, at('2026-06-16T12:00:00Z'), true)).toEqual({
      ok: false,
      refusal: 'not_offered',
    });
  });

  it('refuses a break by name, and a time outside the hours, unless told to book outside them', () => {
    expect(judgeFrontDeskBooking(context, at('2026-06-16T15:30:00Z'), false)).toEqual({
      ok: false,
      refusal: 'working_time',
      reason: 'break',
      breakName: 'Almoço',
    });
    expect(judgeFrontDeskBooking(context, at('2026-06-16T20:30:00Z'), false)).toMatchObject({
      refusal: 'working_time',
      reason: 'outside_hours',
    });
    expect(judgeFrontDeskBooking(context, at('2026-06-16T20:30:00Z'), true).ok).toBe(true);
  });

  it('reads the business clock, not UTC: 23:30 on Sunday in São Paulo is Monday in UTC', () => {
    // Sunday 2026-06-14 22:30 local is Monday 01:30 UTC; 23:45 + 30 minutes crosses local midnight.
    const short = { ...context, service: { ...context.service!, durationMinutes: 30 } };
    expect(judgeFrontDeskBooking(short, at('2026-06-15T01:30:00Z'), false).ok).toBe(true);
    expect(judgeFrontDeskBooking(short, at('2026-06-15T02:45:00Z'), false).ok).toBe(false);
    expect(judgeFrontDeskBooking(context, at('2026-06-15T02:30:00Z'), false)).toMatchObject({
      reason: 'outside_hours',
    });
  });
});

describe('judgeWorkingTime', () => {
  it('refuses a range that crosses local midnight even when both ends are in hours', () => {
    const allDay = {
      hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '23:59' })),
      breaks: [],
      timeZone: 'UTC',
    };
    expect(judgeWorkingTime(at('2026-06-16T23:30:00Z'), at('2026-06-17T00:30:00Z'), allDay, false).ok).toBe(false);
    expect(judgeWorkingTime(at('2026-06-16T22:30:00Z'), at('2026-06-16T23:30:00Z'), allDay, false).ok).toBe(true);
  });
});
