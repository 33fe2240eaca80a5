import { describe, expect, it } from 'vitest';
import { calDavRefusalField, calendarName, googleReturnOf, withoutGoogleReturn } from './calendar-connection-view.ts';

describe('the calendar connections view', () => {
  it('puts each refusal of the CalDAV server on the field it concerns', () => {
    expect(calDavRefusalField('CALENDAR_URL_REFUSED')).toBe('serverUrl');
    expect(calDavRefusalField('CALENDAR_UNREACHABLE')).toBe('serverUrl');
    expect(calDavRefusalField('CALENDAR_CREDENTIALS_REFUSED')).toBe('password');
    expect(calDavRefusalField('CALENDAR_NO_CALENDAR')).toBe('username');
    expect(calDavRefusalField('VALIDATION_ERROR')).toBeNull();
  });

  it('reads how Google’s consent went and cleans the address', () => {
    expect(googleReturnOf('?calendar=connected')).toEqual({ outcome: 'connected' });
    expect(googleReturnOf('?view=week&calendar=error&reason=denied')).toEqual({ outcome: 'error', reason: 'denied' });
    expect(googleReturnOf('?calendar=error&reason=<b>')).toEqual({ outcome: 'error', reason: 'failed' });
    expect(googleReturnOf('?view=week')).toBeNull();
    expect(withoutGoogleReturn('?view=week&calendar=error&reason=expired')).toBe('?view=week');
    expect(withoutGoogleReturn('?calendar=connected')).toBe('');
  });

  it('names a calendar by the end of its address', () => {
    expect(calendarName('http://127.0.0.1:5232/ana/calendar%20one/')).toBe('calendar one');
    expect(calendarName('primary')).toBe('primary');
  });
});
