import { describe, expect, it } from 'vitest';
import {
  agendoEventTitle,
  agendoEventUid,
  agendoEventsOf,
  busyIntervalsOf,
  overlapsBusyTime,
} from './calendar-events.ts';

const window = {
  from: new Date('2026-12-01T00:00:00Z'),
  to: new Date('2026-12-08T00:00:00Z'),
  timeZone: 'America/Sao_Paulo',
};
const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//test//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20261101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');

describe('the event an appointment becomes', () => {
  it('has an id derived from the appointment, and a title of service and first name unless private', () => {
    expect(agendoEventUid('5f0c')).toBe('agendo-5f0c');
    expect(agendoEventTitle({ serviceName: 'Corte', clientName: '  Maria  da Silva', privateTitles: false })).toBe(
      'Corte · Maria',
    );
    expect(agendoEventTitle({ serviceName: 'Corte', clientName: 'Maria', privateTitles: true })).toBe('Agendo');
  });
});

describe('the busy time of calendar events', () => {
  it('reads UTC, zoned, floating and all-day times, DTEND or DURATION', () => {
    const text = calendar(
      event('UID:utc', 'DTSTART:20261201T130000Z', 'DTEND:20261201T140000Z'),
      event('UID:zoned', 'DTSTART;TZID=America/New_York:20261202T090000', 'DURATION:PT1H30M'),
      event('UID:floating', 'DTSTART:20261203T100000', 'DTEND:20261203T110000'),
      event('UID:all-day', 'DTSTART;VALUE=DATE:20261204', 'DTEND;VALUE=DATE:20261205'),
      event('UID:date-only', 'DTSTART;VALUE=DATE:20261205'),
    );
    expect(busyIntervalsOf(text, window).map((b) => [b.uid, b.startsAt.toISOString(), b.endsAt.toISOString()])).toEqual(
      [
        ['utc', '2026-12-01T13:00:00.000Z', '2026-12-01T14:00:00.000Z'],
        ['zoned', '2026-12-02T14:00:00.000Z', '2026-12-02T15:30:00.000Z'],
        ['floating', '2026-12-03T13:00:00.000Z', '2026-12-03T14:00:00.000Z'],
        ['all-day', '2026-12-04T03:00:00.000Z', '2026-12-05T03:00:00.000Z'],
        ['date-only', '2026-12-05T03:00:00.000Z', '2026-12-06T03:00:00.000Z'],
      ],
    );
  });

  it('skips free, cancelled and Agendo’s own events, and those outside the window', () => {
    const text = calendar(
      event('UID:free', 'TRANSP:TRANSPARENT', 'DTSTART:20261201T130000Z', 'DTEND:20261201T140000Z'),
      event('UID:cancelled', 'STATUS:CANCELLED', 'DTSTART:20261201T130000Z', 'DTEND:20261201T140000Z'),
      event('UID:agendo-1', 'DTSTART:20261201T130000Z', 'DTEND:20261201T140000Z'),
      event('UID:x', 'X-AGENDO-APPOINTMENT-ID:1', 'DTSTART:20261201T130000Z', 'DTEND:20261201T140000Z'),
      event('UID:before', 'DTSTART:20261101T130000Z', 'DTEND:20261101T140000Z'),
      event(
        'UID:folded',
        'DTSTART:20261201T1',
        ' 50000Z',
        'DTEND:20261201T160000Z',
        'BEGIN:VALARM',
        'TRIGGER:-PT15M',
        'END:VALARM',
      ),
    );
    expect(busyIntervalsOf(text, window).map((b) => b.uid)).toEqual(['folded']);
  });

  it('finds Agendo’s own events with their times as they are there, and whether they were cancelled', () => {
    const text = calendar(
      event('UID:agendo-1', 'DTSTART;TZID=America/Sao_Paulo:20261201T100000', 'DTEND:20261201T140000Z'),
      event('UID:moved-by-app', 'X-AGENDO-APPOINTMENT-ID:2', 'STATUS:CANCELLED', 'DTSTART:20261201T130000Z'),
      event('UID:dentist', 'DTSTART:20261201T130000Z', 'DTEND:20261201T140000Z'),
    );
    expect(agendoEventsOf(text, window.timeZone)).toEqual([
      {
        eventId: 'agendo-1',
        startsAt: new Date('2026-12-01T13:00:00Z'),
        endsAt: new Date('2026-12-01T14:00:00Z'),
        cancelled: false,
      },
      { eventId: 'moved-by-app', startsAt: new Date('2026-12-01T13:00:00Z'), endsAt: null, cancelled: true },
    ]);
  });

  it('says whether a booking meets busy time, ends touching being free', () => {
    const busy = [{ startsAt: new Date('2026-12-01T13:00:00Z'), endsAt: new Date('2026-12-01T14:00:00Z') }];
    expect(overlapsBusyTime(new Date('2026-12-01T13:30:00Z'), new Date('2026-12-01T14:30:00Z'), busy)).toBe(true);
    expect(overlapsBusyTime(new Date('2026-12-01T14:00:00Z'), new Date('2026-12-01T15:00:00Z'), busy)).toBe(false);
    expect(overlapsBusyTime(new Date('2026-12-01T12:00:00Z'), new Date('2026-12-01T13:00:00Z'), busy)).toBe(false);
  });
});

describe('the busy time of recurring events', () => {
  const times = (text: string, w = window) =>
    busyIntervalsOf(text, w).map(
      (b) => `${b.startsAt.toISOString().slice(0, 16)}/${b.endsAt.toISOString().slice(11, 16)}`,
    );

  it('counts each occurrence in the window, on the wall clock of its zone', () => {
    const text = calendar(
      event('UID:daily', 'DTSTART:20261128T100000Z', 'DTEND:20261128T110000Z', 'RRULE:FREQ=DAILY;COUNT=6'),
    );
    expect(times(text)).toEqual(['2026-12-01T10:00/11:00', '2026-12-02T10:00/11:00', '2026-12-03T10:00/11:00']);
    // A weekly 09:00 in New York stays at 09:00 across the change of clocks (2027-03-14).
    const spring = { from: new Date('2027-03-01T00:00:00Z'), to: new Date('2027-03-22T00:00:00Z'), timeZone: 'UTC' };
    const weekly = calendar(
      event(
        'UID:w',
        'DTSTART;TZID=America/New_York:20270301T090000',
        'DURATION:PT1H',
        'RRULE:FREQ=WEEKLY;UNTIL=20270320T000000Z',
      ),
    );
    expect(times(weekly, spring)).toEqual([
      '2027-03-01T14:00/15:00',
      '2027-03-08T14:00/15:00',
      '2027-03-15T13:00/14:00',
    ]);
  });

  it('reads weekdays and intervals, skips EXDATEs and the occurrences changed apart', () => {
    const text = calendar(
      event(
        'UID:gym',
        'DTSTART:20261130T070000Z',
        'DTEND:20261130T080000Z',
        'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE,FR',
        'EXDATE:20261202T070000Z',
      ),
      event('UID:gym', 'RECURRENCE-ID:20261204T070000Z', 'DTSTART:20261204T090000Z', 'DTEND:20261204T100000Z'),
      event(
        'UID:gym',
        'RECURRENCE-ID:20261207T070000Z',
        'STATUS:CANCELLED',
        'DTSTART:20261207T070000Z',
        'DTEND:20261207T080000Z',
      ),
    );
    const week = { ...window, from: new Date('2026-11-30T00:00:00Z') };
    expect(times(text, week).sort()).toEqual(['2026-11-30T07:00/08:00', '2026-12-04T09:00/10:00']);
  });

  it('counts only the first occurrence of a rule it does not read', () => {
    const text = calendar(
      event('UID:x', 'DTSTART:20261201T100000Z', 'DTEND:20261201T110000Z', 'RRULE:FREQ=MONTHLY;BYDAY=2TU'),
    );
    expect(times(text)).toEqual(['2026-12-01T10:00/11:00']);
  });
});
