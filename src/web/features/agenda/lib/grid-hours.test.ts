import { describe, expect, it } from 'vitest';
import { FALLBACK_HOURS, gridHours, shadedSpans } from './grid-hours.ts';

const h = (hours: number, minutes = 0) => hours * 60 + minutes;

describe('grid hours', () => {
  const opening = [
    { weekday: 1, start: '09:00', end: '19:00' },
    { weekday: 6, start: '08:30', end: '13:00' },
  ];

  it('covers the opening hours of the day, else 08:00–20:00', () => {
    expect(gridHours(opening, [1], [])).toEqual({ start: h(9), end: h(19) });
    expect(gridHours(opening, [6], [])).toEqual({ start: h(8), end: h(13) });
    expect(gridHours(opening, [0], [])).toEqual(FALLBACK_HOURS);
    expect(gridHours(undefined, [1], [])).toEqual(FALLBACK_HOURS);
    // A week spans the earliest opening and the latest closing.
    expect(gridHours(opening, [0, 1, 2, 3, 4, 5, 6], [])).toEqual({ start: h(8), end: h(19) });
  });

  it('stretches to show appointments booked outside the hours', () => {
    expect(
      gridHours(
        opening,
        [1],
        [
          { start: h(7, 30), end: h(8, 15) },
          { start: h(19), end: h(19, 45) },
        ],
      ),
    ).toEqual({
      start: h(7),
      end: h(20),
    });
  });

  it('shades the time outside the working hours and the breaks of that weekday', () => {
    const hours = [
      { weekday: 2, start: '10:00', end: '12:00' },
      { weekday: 2, start: '14:00', end: '18:00' },
    ];
    const breaks = [
      { name: 'Almoço', start: '12:00', end: '13:00', weekday: null },
      { name: 'Reunião', start: '16:00', end: '16:30', weekday: 3 },
    ];
    expect(shadedSpans(2, { start: h(9), end: h(19) }, hours, breaks)).toEqual([
      { kind: 'off', start: h(9), end: h(10) },
      { kind: 'off', start: h(12), end: h(14) },
      { kind: 'off', start: h(18), end: h(19) },
      { kind: 'break', start: h(12), end: h(13), name: 'Almoço' },
    ]);
    // A day off is all shaded, with no break on it.
    expect(shadedSpans(0, { start: h(9), end: h(19) }, hours, breaks)).toEqual([
      { kind: 'off', start: h(9), end: h(19) },
    ]);
  });
});
