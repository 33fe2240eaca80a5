import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Repositories } from '../../repositories.ts';
import type { ChangeFeed } from '../live/change-feed.ts';
import { createCalDavProvider } from './caldav-provider.ts';
import { createSecretBox } from './calendar-secrets.ts';
import { createCalendarSyncService } from './calendar-sync.service.ts';
import { createCalendarSyncWorker } from './calendar-sync.worker.ts';
import { createChannelTokens, createGoogleApi } from './google-api.ts';
import { createGoogleCalendarService } from './google-calendar.service.ts';
import { createOAuthStates } from './google-oauth-state.ts';
import { createGoogleProvider } from './google-provider.ts';

/**
 * The calendar-sync module's parts, put together from the configuration: CalDAV always, Google
 * when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. `pollSignal.now` is set by the server
 * once the calendar poll runs (a push notification asks it to read at once).
 */
export function createCalendarSyncParts(deps: {
  config: Config;
  repositories: Repositories;
  now: () => Date;
  /** The schedules' change feed: a notice recorded shows on the open schedules at once. */
  feed: Pick<ChangeFeed, 'publish'>;
  log: FastifyBaseLogger;
}) {
  const { config, repositories, now, log } = deps;
  const secrets = createSecretBox(config.authSecret);
  const channelTokens = createChannelTokens(config.authSecret);
  const pollSignal = { now: () => {} };
  const api = config.google
    ? createGoogleApi({
        ...config.google,
        calendarApiUrl: config.googleCalendarApiUrl,
        redirectUri: `${config.baseUrl}/api/calendar/google/callback`,
      })
    : null;
  const googleProvider = api
    ? createGoogleProvider({
        api,
        secrets,
        channelTokens,
        notificationUrl: `${config.baseUrl}/api/calendar/google/notifications`,
        log,
      })
    : null;
  const googleCalendar = createGoogleCalendarService({
    repository: repositories.calendarSync,
    busy: repositories.calendarBusy,
    secrets,
    api,
    provider: googleProvider,
    states: createOAuthStates(config.authSecret),
    channelTokens,
    pollNow: () => pollSignal.now(),
    now,
    log,
  });
  const calendarSync = createCalendarSyncService({
    repository: repositories.calendarSync,
    busy: repositories.calendarBusy,
    secrets,
    allowPrivateNetworks: config.caldav.allowPrivateNetworks,
    google: api ? googleCalendar : undefined,
    now,
  });
  const calendarSyncWorker = createCalendarSyncWorker({
    repository: repositories.calendarSync,
    busy: repositories.calendarBusy,
    providers: { caldav: createCalDavProvider(secrets), ...(googleProvider ? { google: googleProvider } : {}) },
    baseUrl: config.baseUrl,
    pollSeconds: config.caldav.pollSeconds,
    noticed: (businessId) => deps.feed.publish({ businessId, kind: 'appointments' }),
    log,
  });
  return { calendarSync, calendarSyncWorker, googleCalendar, calendarPollSignal: pollSignal };
}
