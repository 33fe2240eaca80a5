import { createHmac, timingSafeEqual } from 'node:crypto';
import { calendar, type calendar_v3 } from '@googleapis/calendar';
import { OAuth2Client } from 'google-auth-library';
import { CalendarRefusedError } from './calendar-provider.ts';

/**
 * Google's side of a connected calendar (docs/calendars.md): the OAuth 2.0 client of
 * google-auth-library, its endpoints taken from GOOGLE_DISCOVERY_URL as sign-in does, and the
 * Calendar API of @googleapis/calendar at GOOGLE_CALENDAR_API_URL (a stand-in in tests).
 */

/** Write Agendo's events, and read the calendar and its events for busy time. */
export const GOOGLE_CALENDAR_SCOPES = [
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.readonly',
];

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  discoveryUrl: string;
  /** `…/calendar/v3`. */
  calendarApiUrl: string;
  /** The callback Google's consent page sends the person back to. */
  redirectUri: string;
}

interface Endpoints {
  authorization: string;
  token: string;
}

export function createGoogleApi(settings: GoogleSettings) {
  let endpoints: Promise<Endpoints> | null = null;
  /** The discovery document, read once (again after a failure). */
  function discover(): Promise<Endpoints> {
    endpoints ??= fetch(settings.discoveryUrl, { signal: AbortSignal.timeout(10_000) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Google's discovery document answered ${response.status}`);
        const document = (await response.json()) as { authorization_endpoint?: unknown; token_endpoint?: unknown };
        if (typeof document.authorization_endpoint !== 'string' || typeof document.token_endpoint !== 'string')
          throw new Error('Google’s discovery document names no authorization or token endpoint');
        return { authorization: document.authorization_endpoint, token: document.token_endpoint };
      })
      .catch((error: unknown) => {
        endpoints = null;
        throw error;
      });
    return endpoints;
  }

  async function oauthClient(): Promise<OAuth2Client> {
    const { authorization, token } = await discover();
    return new OAuth2Client({
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      redirectUri: settings.redirectUri,
      // A 401 is retried once with a fresh access token: only then is the grant taken as refused.
      forceRefreshOnFailure: true,
      endpoints: { oauth2AuthBaseUrl: authorization, oauth2TokenUrl: token },
    });
  }

  const rootUrl = settings.calendarApiUrl.replace(/\/calendar\/v3\/?$/, '/');
  /** Access tokens are kept per refresh token for as long as Google says they last. */
  const clients = new Map<string, OAuth2Client>();

  return {
    /** Google's consent page for the calendar scopes, with offline access (a refresh token). */
    async authorizationUrl(state: string): Promise<string> {
      return (await oauthClient()).generateAuthUrl({
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: true,
        scope: GOOGLE_CALENDAR_SCOPES,
        state,
      });
    },

    /** Exchanges the callback's code for a refresh token; null when Google gave none. */
    async exchange(code: string): Promise<string | null> {
      const { tokens } = await (await oauthClient()).getToken(code);
      return tokens.refresh_token ?? null;
    },

    /** The Calendar API acting for the account whose refresh token this is. */
    async calendarFor(refreshToken: string): Promise<calendar_v3.Calendar> {
      let client = clients.get(refreshToken);
      if (!client) {
        client = await oauthClient();
        client.setCredentials({ refresh_token: refreshToken });
        if (clients.size > 1000) clients.clear();
        clients.set(refreshToken, client);
      }
      return calendar({ version: 'v3', auth: client, rootUrl, retry: false });
    },

    /** Forgets the access token of a refresh token (disconnected). */
    forget(refreshToken: string): void {
      clients.delete(refreshToken);
    },
  };
}

export type GoogleApi = ReturnType<typeof createGoogleApi>;

/** The HTTP status of a failed Google call, if it got an answer. */
export function googleStatus(error: unknown): number | undefined {
  const e = error as { status?: unknown; response?: { status?: unknown } } | null;
  const status = e?.response?.status ?? e?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Turns Google refusing the grant — revoked or expired (`invalid_grant`), or a 401 once the token
 * was refreshed — into CalendarRefusedError; any other error is left as it is (transient).
 */
export function refusalOf(error: unknown): unknown {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data as { error?: unknown } | undefined;
  const code = typeof data?.error === 'string' ? data.error : undefined;
  if (code === 'invalid_grant' || code === 'unauthorized_client' || googleStatus(error) === 401)
    return new CalendarRefusedError(`Google refused the calendar connection: ${code ?? 'HTTP 401'}`);
  return error;
}

/**
 * The secret a push channel's notifications carry (X-Goog-Channel-Token): derived from the
 * channel's id with a key of AUTH_SECRET, so nothing more is kept and a guessed channel id is not enough.
 */
export function createChannelTokens(authSecret: string) {
  const key = createHmac('sha256', authSecret).update('agendo-google-calendar-channel').digest();
  const tokenOf = (channelId: string) => createHmac('sha256', key).update(channelId).digest('base64url');
  return {
    tokenOf,
    matches(channelId: string, token: string): boolean {
      const expected = Buffer.from(tokenOf(channelId));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type ChannelTokens = ReturnType<typeof createChannelTokens>;
