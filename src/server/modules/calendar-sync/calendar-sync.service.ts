import type { CalendarConnection, CalendarNotice, ConnectCalDavBody } from '../../../contracts/calendar-sync.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/session.ts';
import type { CalendarBusyRepository } from './calendar-busy.repository.ts';
import type { SecretBox } from './calendar-secrets.ts';
import type { CalendarSyncRepository, ConnectionRow } from './calendar-sync.repository.ts';
import { calDavCredentials } from './caldav-provider.ts';
import { checkCalDavUrl } from './calendar-url.ts';
import {
  CalDavRefusedError,
  CalDavUnreachableError,
  deleteCalDavObject,
  listCalDavCalendars,
  type CalDavCalendar,
} from './caldav-client.ts';

/**
 * Connecting, listing and disconnecting a professional's calendars, and the busy time the front
 * desk is warned of (docs/calendars.md). A professional reaches their own connections; the owner
 * those of every professional of the business. The events and the busy time themselves are moved
 * by calendar-sync.worker.ts.
 */

export const toCalendarConnection = (c: ConnectionRow): CalendarConnection => ({
  id: c.id,
  professionalId: c.professionalId,
  professionalName: c.professionalName,
  provider: c.provider,
  accountLabel: c.accountLabel,
  serverUrl: c.serverUrl,
  status: c.status,
  brokenAt: c.brokenAt?.toISOString() ?? null,
  readCalendarIds: c.readCalendarIds,
  writeCalendarId: c.writeCalendarId,
  lastPolledAt: c.lastPolledAt?.toISOString() ?? null,
  createdAt: c.createdAt.toISOString(),
});

/** Turns a CalDAV failure while connecting into the person's error. */
function connectError(error: unknown): unknown {
  if (error instanceof CalDavRefusedError)
    return new AppError('CALENDAR_CREDENTIALS_REFUSED', 400, {
      fields: { username: 'validation.invalid', password: 'validation.invalid' },
    });
  if (error instanceof CalDavUnreachableError)
    return new AppError('CALENDAR_UNREACHABLE', 400, { fields: { serverUrl: 'validation.invalid' } });
  return error;
}

/** The chosen calendars, each one of the account's; all of them (and the first to write to) by default. */
function chooseCalendars(
  calendars: CalDavCalendar[],
  body: Pick<ConnectCalDavBody, 'readCalendarIds' | 'writeCalendarId'>,
) {
  const usable = calendars.filter((c) => c.takesEvents);
  if (usable.length === 0) throw new AppError('CALENDAR_NO_CALENDAR', 400);
  const known = new Set(usable.map((c) => c.url));
  const read = body.readCalendarIds ?? usable.map((c) => c.url);
  if (read.some((url) => !known.has(url)))
    throw new AppError('VALIDATION_ERROR', 400, { fields: { readCalendarIds: 'validation.invalid' } });
  const write = body.writeCalendarId ?? usable[0]!.url;
  if (!known.has(write))
    throw new AppError('VALIDATION_ERROR', 400, { fields: { writeCalendarId: 'validation.invalid' } });
  return { read: [...new Set(read)], write };
}

/** The professional a connection is made for: the actor's own, or — for the owner — the one named. */
export async function connectingProfessional(
  repository: Pick<CalendarSyncRepository, 'professionalExists'>,
  actor: Actor,
  named: string | undefined,
): Promise<string> {
  const own = actor.ownProfessionalId;
  if (own === undefined) throw new Error('a calendar connection operation must be marked "own records only"');
  if (own) {
    if (named && named !== own) throw forbidden();
    return own;
  }
  if (!named) throw new AppError('VALIDATION_ERROR', 400, { fields: { professionalId: 'validation.required' } });
  if (!(await repository.professionalExists(actor.profile.businessId, named))) throw notFound();
  return named;
}

export function createCalendarSyncService(deps: {
  repository: CalendarSyncRepository;
  busy: CalendarBusyRepository;
  secrets: SecretBox;
  allowPrivateNetworks: boolean;
  /** Google's part of disconnecting: its channels stopped, and its events removed when asked. */
  google?: { disconnecting(connection: ConnectionRow, removeEvents: boolean): Promise<void> };
  now: () => Date;
}) {
  const professionalFor = (actor: Actor, named: string | undefined) =>
    connectingProfessional(deps.repository, actor, named);

  /** A connection the actor may reach, or 404 (another business's, or another professional's). */
  async function reachable(actor: Actor, id: string): Promise<ConnectionRow> {
    const connection = await deps.repository.find(actor.profile.businessId, id);
    if (!connection || (actor.ownProfessionalId && connection.professionalId !== actor.ownProfessionalId))
      throw notFound();
    return connection;
  }

  return {
    async list(actor: Actor): Promise<{ items: CalendarConnection[]; googleAvailable: boolean }> {
      const rows = await deps.repository.list(actor.profile.businessId, actor.ownProfessionalId ?? null);
      return { items: rows.map(toCalendarConnection), googleAvailable: deps.google !== undefined };
    },

    /** Signs in to the CalDAV server, lists its calendars and keeps the connection, password encrypted. */
    async connectCalDav(actor: Actor, body: ConnectCalDavBody): Promise<CalendarConnection> {
      const professionalId = await professionalFor(actor, body.professionalId);
      const serverUrl = await checkCalDavUrl(body.serverUrl, { allowPrivateNetworks: deps.allowPrivateNetworks });
      const credentials = { serverUrl, username: body.username.trim(), password: body.password };
      const calendars = await listCalDavCalendars(credentials).catch((error: unknown) => {
        throw connectError(error);
      });
      const { read, write } = chooseCalendars(calendars, body);
      const id = await deps.repository.connect(
        {
          businessId: actor.profile.businessId,
          professionalId,
          provider: 'caldav',
          accountLabel: `${credentials.username}@${new URL(serverUrl).host}`,
          serverUrl,
          username: credentials.username,
          secretCiphertext: deps.secrets.seal(body.password),
          readCalendarIds: read,
          writeCalendarId: write,
          createdBy: actor.user.id,
        },
        deps.now(),
      );
      return toCalendarConnection((await deps.repository.find(actor.profile.businessId, id))!);
    },

    /**
     * Forgets a connection, its links and its busy time. With `removeEvents`, first deletes the
     * events it wrote for appointments not over yet (what the server refuses stays; the
     * connection goes all the same).
     */
    async disconnect(actor: Actor, id: string, removeEvents: boolean): Promise<void> {
      const connection = await reachable(actor, id);
      if (removeEvents && connection.provider === 'caldav' && connection.status === 'active') {
        const credentials = calDavCredentials(connection, deps.secrets);
        for (const link of await deps.repository.futureLinks(connection.id, deps.now()))
          if (link.href) await deleteCalDavObject(credentials, link.href).catch(() => {});
      }
      if (connection.provider === 'google' && connection.status === 'active')
        await deps.google?.disconnecting(connection, removeEvents).catch(() => {});
      await deps.repository.remove(actor.profile.businessId, connection.id);
    },

    /** The busy time read from the professionals' calendars in [from, to): times only. */
    async busyTimes(actor: Actor, query: { from: string; to: string; professionalId?: string }) {
      const own = actor.ownProfessionalId;
      if (own && query.professionalId && query.professionalId !== own) throw forbidden();
      const rows = await deps.busy.busyTimes(
        actor.profile.businessId,
        new Date(query.from),
        new Date(query.to),
        own ?? query.professionalId ?? null,
      );
      return rows.map((r) => ({
        professionalId: r.professionalId,
        startsAt: r.startsAt.toISOString(),
        endsAt: r.endsAt.toISOString(),
      }));
    },

    /** The notices of appointments still to come whose event was deleted or moved in the other calendar. */
    async notices(actor: Actor, query: { professionalId?: string }): Promise<CalendarNotice[]> {
      const own = actor.ownProfessionalId;
      if (own && query.professionalId && query.professionalId !== own) throw forbidden();
      const rows = await deps.repository.listNotices(
        actor.profile.businessId,
        own ?? query.professionalId ?? null,
        deps.now(),
      );
      const iso = (d: Date | null) => d?.toISOString() ?? null;
      return rows.map((r) => ({
        ...r,
        startsAt: r.startsAt.toISOString(),
        endsAt: r.endsAt.toISOString(),
        movedStartsAt: iso(r.movedStartsAt),
        movedEndsAt: iso(r.movedEndsAt),
        noticedAt: r.noticedAt.toISOString(),
      }));
    },

    /** Dismisses an appointment's notices; 404 for an appointment the actor does not reach. */
    async dismissNotice(actor: Actor, appointmentId: string): Promise<void> {
      if (
        !(await deps.repository.dismissNotices(
          actor.profile.businessId,
          appointmentId,
          actor.ownProfessionalId ?? null,
        ))
      )
        throw notFound();
    },
  };
}

export type CalendarSyncService = ReturnType<typeof createCalendarSyncService>;
