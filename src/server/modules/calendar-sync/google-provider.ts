import { randomBytes } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import type { calendar_v3 } from '@googleapis/calendar';
import type { FastifyBaseLogger } from 'fastify';
import type { OwnEvent } from '../../../core/calendar-events.ts';
import type { CalendarProvider } from './calendar-provider.ts';
import type { SecretBox } from './calendar-secrets.ts';
import type { ConnectionRow } from './connection-rows.ts';
import { googleStatus, refusalOf, type ChannelTokens, type GoogleApi } from './google-api.ts';

/** The private extended property that carries the appointment's id on its Google event. */
export const GOOGLE_APPOINTMENT_PROPERTY = 'agendoAppointmentId';
/** A calendar is read whole again after a day (its window has moved on); between, only what changed. */
const FULL_READ_MS = 86_400_000;
/** Push channels are asked to last a week and renewed when less than a day is left. */
const CHANNEL_TTL_SECONDS = 7 * 86_400;
const CHANNEL_RENEW_MS = 86_400_000;

/** What a Google connection keeps between reads: each calendar's sync token, and its push channels. */
interface CalendarSync {
  syncToken: string;
  readAt: string;
}
export interface GoogleChannel {
  calendarId: string;
  id: string;
  resourceId: string;
  expiresAt: string;
}

/**
 * Google's event id for an Agendo event id (`agendo-<appointment id>`): Google takes only the
 * base32hex alphabet (a–v, 0–9), so the dashes go: `agendo` and the appointment id's 32 hex digits.
 */
export const googleEventId = (uid: string) => uid.replaceAll('-', '').toLowerCase();

/** The push channels a connection's sync state holds (`channels`). */
export function channelsOf(connection: Pick<ConnectionRow, 'syncState'>): GoogleChannel[] {
  const channels = connection.syncState.channels;
  return Array.isArray(channels) ? (channels as GoogleChannel[]) : [];
}

const isAgendoEvent = (event: calendar_v3.Schema$Event) =>
  Boolean(event.extendedProperties?.private?.[GOOGLE_APPOINTMENT_PROPERTY]) || (event.id ?? '').startsWith('agendo');

/** An event's time as an instant: its date-time, or an all-day date at midnight on the business's clock. */
function instantOf(time: calendar_v3.Schema$EventDateTime | undefined, timeZone: string): Date | null {
  if (time?.dateTime) return new Date(time.dateTime);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(time?.date ?? '');
  if (!m) return null;
  return new Date(new TZDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]), timeZone).getTime());
}

/**
 * Google Calendar as a calendar provider. An appointment's event has a deterministic id
 * (googleEventId) and its appointment id in a private extended property: it is inserted, or
 * patched where it already is (a retry, a reconnection), so never made twice. Busy time is read
 * with events.list and a sync token — only what changed since, a whole read after a day or when
 * Google answers 410 —, and each read keeps a push channel (events.watch) open on each calendar,
 * renewed before it expires.
 */
export function createGoogleProvider(deps: {
  api: GoogleApi;
  secrets: SecretBox;
  channelTokens: ChannelTokens;
  /** Where Google sends the push notifications (POST /api/calendar/google/notifications). */
  notificationUrl: string;
  log: FastifyBaseLogger;
}): CalendarProvider & { stopChannels(connection: ConnectionRow): Promise<void> } {
  const api = (connection: ConnectionRow) => deps.api.calendarFor(deps.secrets.open(connection.secretCiphertext));
  const calling = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw refusalOf(error);
    }
  };

  /** Every page of a list; with a sync token, only the events changed since. */
  async function listEvents(
    calendar: calendar_v3.Calendar,
    calendarId: string,
    from: { timeMin?: string; syncToken?: string },
  ) {
    const items: calendar_v3.Schema$Event[] = [];
    let pageToken: string | undefined;
    for (;;) {
      const { data } = await calendar.events.list({
        calendarId,
        singleEvents: true,
        showDeleted: from.syncToken !== undefined,
        maxResults: 2500,
        pageToken,
        ...from,
      });
      items.push(...(data.items ?? []));
      if (data.nextPageToken) pageToken = data.nextPageToken;
      else return { items, syncToken: data.nextSyncToken ?? null };
    }
  }

  async function openChannel(calendar: calendar_v3.Calendar, calendarId: string, connectionId: string) {
    const id = `${connectionId}_${randomBytes(12).toString('hex')}`;
    const { data } = await calendar.events.watch({
      calendarId,
      requestBody: {
        id,
        type: 'web_hook',
        address: deps.notificationUrl,
        token: deps.channelTokens.tokenOf(id),
        params: { ttl: String(CHANNEL_TTL_SECONDS) },
      },
    });
    const expiresAt = new Date(Number(data.expiration ?? Date.now() + CHANNEL_TTL_SECONDS * 1000)).toISOString();
    return { calendarId, id, resourceId: data.resourceId ?? '', expiresAt } satisfies GoogleChannel;
  }

  async function stopChannel(calendar: calendar_v3.Calendar, channel: GoogleChannel) {
    await calendar.channels.stop({ requestBody: { id: channel.id, resourceId: channel.resourceId } }).catch(() => {});
  }

  /** Each read calendar's channel, opened or renewed when it is missing or near its end. */
  async function keepChannels(calendar: calendar_v3.Calendar, connection: ConnectionRow, now: Date) {
    const kept: GoogleChannel[] = [];
    for (const calendarId of connection.readCalendarIds) {
      const old = channelsOf(connection).find((c) => c.calendarId === calendarId);
      if (old && Date.parse(old.expiresAt) - now.getTime() > CHANNEL_RENEW_MS) {
        kept.push(old);
        continue;
      }
      try {
        kept.push(await openChannel(calendar, calendarId, connection.id));
        if (old) await stopChannel(calendar, old);
      } catch (error) {
        const refused = refusalOf(error);
        if (refused !== error) throw refused;
        // Without push (Google takes only public https addresses), polling still reads the busy time.
        if (old) kept.push(old);
        deps.log.warn({ connectionId: connection.id, status: googleStatus(error) }, 'google push channel not opened');
      }
    }
    return kept;
  }

  return {
    putEvent: (connection, event, link) =>
      calling(async () => {
        const calendar = await api(connection);
        const calendarId = connection.writeCalendarId!;
        const id = link?.eventId ?? googleEventId(event.uid);
        const description = event.description || undefined;
        const body: calendar_v3.Schema$Event = {
          summary: event.summary,
          description: description ?? '',
          start: { dateTime: event.startsAt.toISOString(), timeZone: connection.timeZone },
          end: { dateTime: event.endsAt.toISOString(), timeZone: connection.timeZone },
          status: event.status === 'TENTATIVE' ? 'tentative' : 'confirmed',
          extendedProperties: { private: { [GOOGLE_APPOINTMENT_PROPERTY]: event.appointmentId } },
        };
        const patch = () => calendar.events.patch({ calendarId, eventId: id, requestBody: body });
        let data: calendar_v3.Schema$Event;
        if (link) {
          data = (
            await patch().catch(async (error: unknown) => {
              if (googleStatus(error) !== 404) throw error;
              return calendar.events.insert({ calendarId, requestBody: { ...body, id } });
            })
          ).data;
        } else {
          data = (
            await calendar.events.insert({ calendarId, requestBody: { ...body, id } }).catch((error: unknown) => {
              // Already there (written before a reconnection): the same event, brought up to date.
              if (googleStatus(error) !== 409) throw error;
              return patch();
            })
          ).data;
        }
        return { calendarId, eventId: id, href: null, etag: data.etag ?? null };
      }),

    deleteEvent: (connection, uid, link) =>
      calling(async () => {
        const calendar = await api(connection);
        await calendar.events
          .delete({
            calendarId: link?.calendarId ?? connection.writeCalendarId!,
            eventId: link?.eventId ?? googleEventId(uid),
          })
          .catch((error: unknown) => {
            // Already gone.
            if (googleStatus(error) !== 404 && googleStatus(error) !== 410) throw error;
          });
      }),

    readBusy: (connection, window) =>
      calling(async () => {
        const calendar = await api(connection);
        const intervals = [];
        const changed: Array<{ calendarId: string; uids: string[] }> = [];
        const syncState: Record<string, unknown> = {};
        let own: { whole: boolean; events: OwnEvent[] } | undefined;
        for (const calendarId of connection.readCalendarIds) {
          const known = connection.syncState[calendarId] as CalendarSync | undefined;
          const fresh = known?.syncToken && window.now.getTime() - Date.parse(known.readAt) < FULL_READ_MS;
          let read = fresh
            ? await listEvents(calendar, calendarId, { syncToken: known.syncToken }).catch((error: unknown) => {
                // The sync token is no longer valid: read the calendar whole.
                if (googleStatus(error) !== 410) throw error;
                return null;
              })
            : null;
          const whole = read === null;
          read ??= await listEvents(calendar, calendarId, { timeMin: window.from.toISOString() });
          if (read.syncToken)
            syncState[calendarId] = {
              syncToken: read.syncToken,
              readAt: whole ? window.now.toISOString() : known!.readAt,
            } satisfies CalendarSync;
          if (!whole) changed.push({ calendarId, uids: read.items.flatMap((e) => (e.id ? [e.id] : [])) });
          if (calendarId === connection.writeCalendarId)
            own = {
              whole,
              events: read.items.flatMap((event) =>
                event.id && isAgendoEvent(event)
                  ? [
                      {
                        eventId: event.id,
                        startsAt: instantOf(event.start, connection.timeZone),
                        endsAt: instantOf(event.end, connection.timeZone),
                        cancelled: event.status === 'cancelled',
                      },
                    ]
                  : [],
              ),
            };
          for (const event of read.items) {
            if (
              !event.id ||
              event.status === 'cancelled' ||
              event.transparency === 'transparent' ||
              isAgendoEvent(event)
            )
              continue;
            const startsAt = instantOf(event.start, connection.timeZone);
            const endsAt = instantOf(event.end, connection.timeZone);
            if (!startsAt || !endsAt || endsAt <= startsAt || endsAt <= window.from || startsAt >= window.to) continue;
            intervals.push({ calendarId, uid: event.id, startsAt, endsAt });
          }
        }
        syncState.channels = await keepChannels(calendar, connection, window.now);
        return { intervals, unchanged: [], changed, syncState, own };
      }),

    async stopChannels(connection) {
      const channels = channelsOf(connection);
      if (channels.length === 0) return;
      const calendar = await api(connection);
      for (const channel of channels) await stopChannel(calendar, channel);
    },
  };
}
