import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { offsetTransitions, renderCalendar, type CalendarEvent } from './icalendar.ts';

const options = (timeZone: string) => ({
  name: 'Studio; Bella, Agenda',
  timeZone,
  coverFrom: new Date('2026-01-01T00:00:00Z'),
  coverTo: new Date('2026-12-31T00:00:00Z'),
  now: new Date('2026-02-01T12:00:00Z'),
});

const event = (uid: string, startsAt: string, endsAt: string, summary: string): CalendarEvent => ({
  uid,
  startsAt: new Date(startsAt),
  endsAt: new Date(endsAt),
  summary,
  description: 'Ana Souza\nObservação: cliente pediu café, sem açúcar; obrigado',
  status: 'CONFIRMED',
  updatedAt: new Date('2026-01-20T10:00:00Z'),
});

function parse(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  const zone = new ICAL.Timezone(component.getFirstSubcomponent('vtimezone')!);
  return component.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    const start = e.startDate;
    start.zone = zone;
    const end = e.endDate;
    end.zone = zone;
    return {
      uid: e.uid,
      summary: e.summary,
      description: e.description,
      tzid: v.getFirstProperty('dtstart')!.getParameter('tzid'),
      local: start.toString(),
      start: start.toJSDate().toISOString(),
      end: end.toJSDate().toISOString(),
    };
  });
}

describe('renderCalendar', () => {
  it('finds the two DST changes of New York in 2026', () => {
    const changes = offsetTransitions(
      'America/New_York',
      new Date('2026-01-01T00:00:00Z'),
      new Date('2026-12-31T00:00:00Z'),
    );
    expect(changes.map((c) => [c.at.toISOString(), c.from, c.to])).toEqual([
      ['2026-03-08T07:00:00.000Z', -300, -240],
      ['2026-11-01T06:00:00.000Z', -240, -300],
    ]);
  });

  it('round-trips start, end, summary and time zone through an independent parser, across DST', () => {
    const events = [
      // 09:00 New York on the day clocks spring forward, and on the day they fall back.
      event('a@agendo', '2026-03-08T13:00:00Z', '2026-03-08T14:00:00Z', 'Corte feminino – João'),
      event('b@agendo', '2026-11-01T14:00:00Z', '2026-11-01T14:45:00Z', 'Escova – Márcia'),
      event(
        'c@agendo',
        '2026-07-04T13:30:00Z',
        '2026-07-04T14:00:00Z',
        'A very long summary that must be folded over several lines because it is longer than seventy-five octets',
      ),
    ];
    const parsed = parse(renderCalendar(events, options('America/New_York')));
    expect(parsed).toHaveLength(3);
    for (const [index, original] of events.entries()) {
      expect(parsed[index]).toMatchObject({
        uid: original.uid,
        summary: original.summary,
        description: original.description,
        tzid: 'America/New_York',
        start: original.startsAt.toISOString(),
        end: original.endsAt.toISOString(),
      });
    }
    expect(parsed[0]!.local).toBe('2026-03-08T09:00:00');
    expect(parsed[1]!.local).toBe('2026-11-01T09:00:00');
  });

  it('writes São Paulo, which has no DST now, with its fixed offset', () => {
    const text = renderCalendar(
      [event('d@agendo', '2026-10-18T12:00:00Z', '2026-10-18T13:00:00Z', 'Manicure')],
      options('America/Sao_Paulo'),
    );
    expect(text).toContain('TZOFFSETTO:-0300');
    const [parsed] = parse(text);
    expect(parsed).toMatchObject({
      tzid: 'America/Sao_Paulo',
      local: '2026-10-18T09:00:00',
      start: '2026-10-18T12:00:00.000Z',
    });
  });

  it('uses CRLF line ends and folds long lines', () => {
    const text = renderCalendar(
      [event('e@agendo', '2026-07-04T13:30:00Z', '2026-07-04T14:00:00Z', 'x'.repeat(200))],
      options('UTC'),
    );
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
