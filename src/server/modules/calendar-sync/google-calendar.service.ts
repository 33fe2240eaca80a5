import type { FastifyBaseLogger } from 'fastify';
import type { StartGoogleCalendarConnectionBody } from '../../../contracts/calendar-sync.ts';
import { AppError } from '../../errors.ts';
import type { Actor, SignedIn } from '../../plugins/session.ts';
import type { CalendarBusyRepository } from './calendar-busy.repository.ts';
import type { SecretBox } from './calendar-secrets.ts';
import type { CalendarSyncRepository, ConnectionRow } from './calendar-sync.repository.ts';
import { connectingProfessional } from './calendar-sync.service.ts';
import { refusalOf, type ChannelTokens, type GoogleApi } from './google-api.ts';
import type { OAuthStates } from './google-oauth-state.ts';
import { channelsOf, type createGoogleProvider } from './google-provider.ts';

/**
 * Connecting a Google calendar (docs/calendars.md): the consent page's address, the callback that
 * keeps the connection, and Google's push notifications that a calendar changed. The events and
 * the busy time themselves move through the Google provider (google-provider.ts).
 */

/** Why a connection did not happen, as the schedule's page is told: `/agenda?calendar=error&reason=…`. */
export type CallbackFailure = 'denied' | 'expired' | 'failed';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CHANNEL_ID = /^([0-9a-f-]{36})_[0-9a-f]{24}$/;

export function createGoogleCalendarService(deps: {
  repository: CalendarSyncRepository;
  busy: CalendarBusyRepository;
  secrets: SecretBox;
  /** Null when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set. */
  api: GoogleApi | null;
  provider: ReturnType<typeof createGoogleProvider> | null;
  states: OAuthStates;
  channelTokens: ChannelTokens;
  /** Asks the calendar poll to read the connections due now (a change Google announced). */
  pollNow: () => void;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  /** Keeps the connection of the consent Google gave; answers the failure's reason, or null. */
  async function connect(
    query: { code?: string; state?: string; error?: string },
    session: { token: string | null; signedIn: SignedIn | null },
  ): Promise<CallbackFailure | null> {
    const state = query.state ? deps.states.verify(query.state, session.token, deps.now()) : null;
    const who = session.signedIn;
    if (!state || !who || who.actor.user.id !== state.userId || who.actor.profile.businessId !== state.businessId)
      return query.error ? 'denied' : 'expired';
    if (query.error) return 'denied';
    if (!query.code || !deps.api) return 'failed';
    // A professional's login connects their own calendar only, as when it was started.
    if (who.actor.profile.role !== 'admin' && who.professionalId !== state.professionalId) return 'expired';
    if (who.businessClosed || !(await deps.repository.professionalExists(state.businessId, state.professionalId)))
      return 'failed';

    const refreshToken = await deps.api.exchange(query.code);
    if (!refreshToken) return 'failed';
    const calendar = await deps.api.calendarFor(refreshToken);
    const primary = (await calendar.calendars.get({ calendarId: 'primary' })).data;
    const calendarId = primary.id;
    if (!calendarId) return 'failed';
    // Connected again: the push channels of the connection as it was are stopped (a new one opens).
    const previous = (await deps.repository.list(state.businessId, state.professionalId)).find(
      (c) => c.provider === 'google' && c.accountLabel === calendarId.slice(0, 320),
    );
    if (previous) await deps.provider?.stopChannels(previous).catch(() => {});
    await deps.repository.connect(
      {
        businessId: state.businessId,
        professionalId: state.professionalId,
        provider: 'google',
        accountLabel: calendarId.slice(0, 320),
        serverUrl: null,
        username: null,
        secretCiphertext: deps.secrets.seal(refreshToken),
        readCalendarIds: [calendarId],
        writeCalendarId: calendarId,
        createdBy: state.userId,
      },
      deps.now(),
    );
    // The first read, at once: it reads the busy time and opens the push channel.
    deps.pollNow();
    return null;
  }

  return {
    /** Google's consent page for the professional's calendar, with a signed state bound to this session. */
    async start(actor: Actor, sessionToken: string | null, body: StartGoogleCalendarConnectionBody) {
      const professionalId = await connectingProfessional(deps.repository, actor, body.professionalId);
      if (!deps.api || !sessionToken) throw new AppError('GOOGLE_CALENDAR_NOT_CONFIGURED', 409);
      const state = deps.states.sign(
        { userId: actor.user.id, businessId: actor.profile.businessId, professionalId },
        sessionToken,
        deps.now(),
      );
      // Google's discovery document out of reach: a message to try again, not a server error.
      const authorizationUrl = await deps.api.authorizationUrl(state).catch(() => {
        throw new AppError('GOOGLE_CALENDAR_UNREACHABLE', 503);
      });
      return { authorizationUrl };
    },

    /** The callback's outcome: null when connected, else why not. Never throws. */
    async callback(
      query: { code?: string; state?: string; error?: string },
      session: { token: string | null; signedIn: SignedIn | null },
    ): Promise<CallbackFailure | null> {
      try {
        return await connect(query, session);
      } catch (error) {
        deps.log.warn(
          { error: error instanceof Error ? error.message : String(error) },
          'google calendar not connected',
        );
        return 'failed';
      }
    },

    /**
     * A push notification: when its channel is one we opened (its id and token, compared in
     * constant time) and the calendar changed, the connection is read soon. False for any other.
     */
    async notification(headers: { channelId?: string; token?: string; state?: string; resourceId?: string }) {
      const match = CHANNEL_ID.exec(headers.channelId ?? '');
      if (!match || !UUID.test(match[1]!) || !headers.token) return false;
      if (!deps.channelTokens.matches(headers.channelId!, headers.token)) return false;
      const connection = await deps.repository.findById(match[1]!);
      if (!connection || connection.provider !== 'google' || connection.status !== 'active') return false;
      const channel = channelsOf(connection).find((c) => c.id === headers.channelId);
      if (!channel || (headers.resourceId && channel.resourceId && headers.resourceId !== channel.resourceId))
        return false;
      if (headers.state === 'exists' || headers.state === 'not_exists' || headers.state === 'sync') {
        await deps.busy.pollSoon(connection.id);
        deps.pollNow();
      }
      return true;
    },

    /** Stops the connection's channels and, when asked, deletes the events of appointments not over yet. */
    async disconnecting(connection: ConnectionRow, removeEvents: boolean): Promise<void> {
      if (!deps.provider) return;
      await deps.provider.stopChannels(connection).catch(() => {});
      if (removeEvents)
        for (const link of await deps.repository.futureLinks(connection.id, deps.now()))
          await deps.provider.deleteEvent(connection, '', link).catch((error: unknown) => {
            if (refusalOf(error) === error) deps.log.warn({ connectionId: connection.id }, 'google event not removed');
          });
      deps.api?.forget(deps.secrets.open(connection.secretCiphertext));
    },
  };
}

export type GoogleCalendarService = ReturnType<typeof createGoogleCalendarService>;
