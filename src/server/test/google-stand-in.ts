import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server standing in for Google in tests: its OAuth 2.0 (the discovery document, a
 * consent page that sends the browser straight back with a code — or with `access_denied` —,
 * and the token endpoint, which refuses a revoked grant with `invalid_grant`) and the Calendar
 * API v3 of one account's primary calendar: events inserted, patched, deleted and listed with
 * sync tokens (410 once they are expired), push channels opened and stopped, and notifications
 * sent to them as Google sends them.
 */

export interface StandInEvent {
  id: string;
  status: string;
  transparency?: string;
  summary?: string;
  description?: string;
  start: { dateTime?: string; date?: string; timeZone?: string };
  end: { dateTime?: string; date?: string; timeZone?: string };
  extendedProperties?: { private?: Record<string, string> };
  sequence: number;
}

export interface StandInChannel {
  id: string;
  token: string;
  address: string;
  resourceId: string;
  expiration: string;
}

export interface GoogleStandIn {
  readonly discoveryUrl: string;
  /** `…/calendar/v3`. */
  readonly apiUrl: string;
  readonly account: string;
  /** Every request: method and path (without the query). */
  readonly requests: Array<{ method: string; path: string; query: URLSearchParams }>;
  readonly events: Map<string, StandInEvent>;
  readonly channels: Map<string, StandInChannel>;
  /** The consent page's last address (its query: scope, access_type, prompt, state…). */
  lastAuthorization(): URL | null;
  /** The next consent is refused by the person. */
  denyNext(): void;
  /** The next read of the discovery document answers 503. */
  failDiscoveryNext(): void;
  /** The grant is revoked: refreshing answers invalid_grant, and access tokens 401. */
  revoke(): void;
  /** Every sync token given so far answers 410. */
  expireSyncTokens(): void;
  /** An event of the person's own, made or changed in Google. */
  putEvent(event: Omit<StandInEvent, 'sequence' | 'status'> & { status?: string }): void;
  deleteEvent(id: string): void;
  /** Tells every open channel that the calendar changed; answers the HTTP statuses received. */
  notify(): Promise<number[]>;
  count(method: string, pathPattern: RegExp): number;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

const EVENT_ID = /^[a-v0-9]{5,1024}$/;

export async function startGoogleStandIn(account = 'ana.google@example.com'): Promise<GoogleStandIn> {
  const requests: GoogleStandIn['requests'] = [];
  const events = new Map<string, StandInEvent>();
  const channels = new Map<string, StandInChannel>();
  const codes = new Set<string>();
  const refreshTokens = new Set<string>();
  const accessTokens = new Set<string>();
  let sequence = 1;
  let syncFloor = 0;
  let deny = false;
  let failDiscovery = false;
  let authorization: URL | null = null;
  let base = '';

  const json = (response: ServerResponse, status: number, body?: unknown) => {
    response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
    response.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const apiError = (response: ServerResponse, status: number, reason: string) =>
    json(response, status, { error: { code: status, message: reason, errors: [{ reason, message: reason }] } });

  const server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const url = new URL(request.url ?? '/', base);
      const method = request.method ?? 'GET';
      requests.push({ method, path: url.pathname, query: url.searchParams });

      if (url.pathname === '/.well-known/openid-configuration' && failDiscovery) {
        failDiscovery = false;
        return json(response, 503, { error: 'unavailable' });
      }
      if (url.pathname === '/.well-known/openid-configuration')
        return json(response, 200, {
          issuer: base,
          authorization_endpoint: `${base}/o/oauth2/v2/auth`,
          token_endpoint: `${base}/token`,
          userinfo_endpoint: `${base}/userinfo`,
          jwks_uri: `${base}/certs`,
        });
      if (url.pathname === '/o/oauth2/v2/auth') {
        authorization = url;
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        if (deny) {
          deny = false;
          back.searchParams.set('error', 'access_denied');
        } else {
          const code = `code-${randomBytes(8).toString('hex')}`;
          codes.add(code);
          back.searchParams.set('code', code);
          back.searchParams.set('scope', url.searchParams.get('scope') ?? '');
        }
        response.writeHead(302, { location: back.toString() });
        return response.end();
      }
      if (url.pathname === '/token' && method === 'POST') {
        const form = new URLSearchParams(text);
        const access = `access-${randomBytes(8).toString('hex')}`;
        if (form.get('grant_type') === 'authorization_code' && codes.delete(form.get('code') ?? '')) {
          const refresh = `refresh-${randomBytes(8).toString('hex')}`;
          refreshTokens.add(refresh);
          accessTokens.add(access);
          return json(response, 200, {
            access_token: access,
            refresh_token: refresh,
            expires_in: 3599,
            token_type: 'Bearer',
            scope: 'https://www.googleapis.com/auth/calendar.events',
          });
        }
        if (form.get('grant_type') === 'refresh_token' && refreshTokens.has(form.get('refresh_token') ?? '')) {
          accessTokens.add(access);
          return json(response, 200, { access_token: access, expires_in: 3599, token_type: 'Bearer' });
        }
        return json(response, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
      }

      const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!token || !accessTokens.has(token)) return apiError(response, 401, 'authError');
      const parts = url.pathname
        .replace(/^\/calendar\/v3\//, '')
        .split('/')
        .map(decodeURIComponent);
      const calendarOk = (id: string | undefined) => id === 'primary' || id === account;
      if (parts[0] === 'channels' && parts[1] === 'stop' && method === 'POST') {
        channels.delete((JSON.parse(text || '{}') as { id?: string }).id ?? '');
        return json(response, 204);
      }
      if (parts[0] !== 'calendars' || !calendarOk(parts[1])) return apiError(response, 404, 'notFound');
      if (parts.length === 2 && method === 'GET')
        return json(response, 200, { kind: 'calendar#calendar', id: account, summary: account, timeZone: 'UTC' });
      if (parts[2] !== 'events') return apiError(response, 404, 'notFound');
      const eventId = parts[3];
      const body = text ? (JSON.parse(text) as Partial<StandInEvent> & Record<string, unknown>) : {};

      if (eventId === 'watch' && method === 'POST') {
        const channel = {
          id: String(body.id),
          token: String(body.token ?? ''),
          address: String(body.address),
          resourceId: `resource-${randomBytes(4).toString('hex')}`,
          expiration: String(Date.now() + 7 * 86_400_000),
        };
        channels.set(channel.id, channel);
        return json(response, 200, { kind: 'api#channel', ...channel, resourceUri: url.toString() });
      }
      if (!eventId && method === 'POST') {
        const id = String(body.id ?? randomBytes(10).toString('hex'));
        if (!EVENT_ID.test(id)) return apiError(response, 400, 'invalid');
        if (events.has(id)) return apiError(response, 409, 'duplicate');
        const event = { ...body, id, status: String(body.status ?? 'confirmed'), sequence: sequence++ } as StandInEvent;
        events.set(id, event);
        return json(response, 200, { ...event, etag: `"${event.sequence}"` });
      }
      if (eventId && method === 'PATCH') {
        const old = events.get(eventId);
        if (!old) return apiError(response, 404, 'notFound');
        const event = { ...old, ...body, id: eventId, sequence: sequence++ } as StandInEvent;
        events.set(eventId, event);
        return json(response, 200, { ...event, etag: `"${event.sequence}"` });
      }
      if (eventId && method === 'DELETE') {
        const old = events.get(eventId);
        if (!old) return apiError(response, 404, 'notFound');
        if (old.status === 'cancelled') return apiError(response, 410, 'deleted');
        events.set(eventId, { ...old, status: 'cancelled', sequence: sequence++ });
        return json(response, 204);
      }
      if (!eventId && method === 'GET') {
        const syncToken = url.searchParams.get('syncToken');
        let items = [...events.values()];
        if (syncToken) {
          const since = Number(/^sync-(\d+)$/.exec(syncToken)?.[1] ?? -1);
          if (since < syncFloor) return apiError(response, 410, 'fullSyncRequired');
          items = items.filter((e) => e.sequence > since);
        } else {
          const timeMin = url.searchParams.get('timeMin');
          items = items.filter(
            (e) => e.status !== 'cancelled' && (!timeMin || (e.end.dateTime ?? e.end.date ?? '') > timeMin),
          );
        }
        return json(response, 200, { kind: 'calendar#events', items, nextSyncToken: `sync-${sequence - 1}` });
      }
      return apiError(response, 404, 'notFound');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    discoveryUrl: `${base}/.well-known/openid-configuration`,
    apiUrl: `${base}/calendar/v3`,
    account,
    requests,
    events,
    channels,
    lastAuthorization: () => authorization,
    failDiscoveryNext: () => {
      failDiscovery = true;
    },
    denyNext: () => {
      deny = true;
    },
    revoke: () => {
      refreshTokens.clear();
      accessTokens.clear();
    },
    expireSyncTokens: () => {
      syncFloor = sequence;
    },
    putEvent(event) {
      events.set(event.id, { status: 'confirmed', ...event, sequence: sequence++ });
    },
    deleteEvent(id) {
      const old = events.get(id);
      if (old) events.set(id, { ...old, status: 'cancelled', sequence: sequence++ });
    },
    async notify() {
      const statuses = [];
      for (const channel of channels.values()) {
        const answer = await fetch(channel.address, {
          method: 'POST',
          headers: {
            'x-goog-channel-id': channel.id,
            'x-goog-channel-token': channel.token,
            'x-goog-resource-id': channel.resourceId,
            'x-goog-resource-state': 'exists',
            'x-goog-message-number': String(sequence),
          },
        });
        statuses.push(answer.status);
      }
      return statuses;
    },
    count: (method, pathPattern) => requests.filter((r) => r.method === method && pathPattern.test(r.path)).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
