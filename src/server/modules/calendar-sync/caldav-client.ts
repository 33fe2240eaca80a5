import {
  createAccount,
  deleteObject,
  fetchCalendarObjects,
  fetchCalendars,
  getBasicAuthHeaders,
  updateObject,
  type DAVAccount,
} from 'tsdav';
import { CalendarRefusedError } from './calendar-provider.ts';

/**
 * A CalDAV server (Apple iCloud with an app-specific password, Nextcloud, Fastmail, Radicale…)
 * through tsdav, signed in with Basic authentication. Every request has a time limit; the server
 * refusing the credentials is CalDavRefusedError, any other failure CalDavUnreachableError.
 */

const TIMEOUT_MS = 15_000;

export interface CalDavCredentials {
  serverUrl: string;
  username: string;
  password: string;
}

export interface CalDavCalendar {
  url: string;
  displayName: string;
  ctag: string | null;
  /** Whether events may be written to it (it takes VEVENTs). */
  takesEvents: boolean;
}

/** The server refused the credentials (HTTP 401 or 403). */
export class CalDavRefusedError extends CalendarRefusedError {
  constructor(status: number) {
    super(`the CalDAV server refused the credentials (HTTP ${status})`);
  }
}

/** The server could not be reached, or did not answer as a CalDAV server. */
export class CalDavUnreachableError extends Error {}

const options = () => ({ signal: AbortSignal.timeout(TIMEOUT_MS) });
const headersOf = (c: CalDavCredentials) => getBasicAuthHeaders({ username: c.username, password: c.password });

function refusalOf(status: number): void {
  if (status === 401 || status === 403) throw new CalDavRefusedError(status);
}

/** Runs a tsdav call, turning its failures into ours. */
async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CalDavRefusedError || error instanceof CalDavUnreachableError) throw error;
    const text = error instanceof Error ? error.message : String(error);
    const status = /returned (\d{3})/.exec(text)?.[1];
    if (status) refusalOf(Number(status));
    throw new CalDavUnreachableError(text, { cause: error });
  }
}

async function account(c: CalDavCredentials): Promise<DAVAccount> {
  // A first request that tells refused credentials from an unreachable server.
  const probe = await guarded(() =>
    fetch(c.serverUrl, { method: 'PROPFIND', headers: { ...headersOf(c), Depth: '0' }, ...options() }),
  );
  refusalOf(probe.status);
  return guarded(() =>
    createAccount({
      account: { serverUrl: c.serverUrl, accountType: 'caldav', credentials: { username: c.username } },
      headers: headersOf(c),
      fetchOptions: options(),
    }),
  );
}

/** Signs in and lists the account's calendars. */
export async function listCalDavCalendars(c: CalDavCredentials): Promise<CalDavCalendar[]> {
  const found = await account(c);
  const calendars = await guarded(() =>
    fetchCalendars({ account: found, headers: headersOf(c), fetchOptions: options() }),
  );
  return calendars.map((calendar) => ({
    url: calendar.url,
    displayName: typeof calendar.displayName === 'string' && calendar.displayName ? calendar.displayName : calendar.url,
    ctag: calendar.ctag ?? null,
    takesEvents: !calendar.components || calendar.components.includes('VEVENT'),
  }));
}

/** Writes (creates or replaces) the calendar object at `url`; answers its new ETag. */
export async function putCalDavObject(c: CalDavCredentials, url: string, ics: string): Promise<string | null> {
  const response = await guarded(() =>
    updateObject({
      url,
      data: ics,
      headers: { ...headersOf(c), 'content-type': 'text/calendar; charset=utf-8' },
      fetchOptions: options(),
    }),
  );
  refusalOf(response.status);
  if (!response.ok) throw new CalDavUnreachableError(`PUT ${url} returned ${response.status}`);
  return response.headers.get('etag');
}

/** Deletes the calendar object at `url`; one already gone is fine. */
export async function deleteCalDavObject(c: CalDavCredentials, url: string): Promise<void> {
  const response = await guarded(() => deleteObject({ url, headers: headersOf(c), fetchOptions: options() }));
  refusalOf(response.status);
  if (!response.ok && response.status !== 404)
    throw new CalDavUnreachableError(`DELETE ${url} returned ${response.status}`);
}

/** The iCalendar texts of a calendar's events in [from, to), recurring ones expanded by the server. */
export async function readCalDavEvents(
  c: CalDavCredentials,
  calendarUrl: string,
  from: Date,
  to: Date,
): Promise<string[]> {
  const objects = await guarded(() =>
    fetchCalendarObjects({
      calendar: { url: calendarUrl },
      timeRange: { start: from.toISOString(), end: to.toISOString() },
      expand: true,
      headers: headersOf(c),
      fetchOptions: options(),
    }),
  );
  return objects.map((o) => (typeof o.data === 'string' ? o.data : '')).filter(Boolean);
}
