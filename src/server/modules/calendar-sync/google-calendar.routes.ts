import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  googleCalendarCallbackQuerySchema,
  startGoogleCalendarConnectionBodySchema,
  startGoogleCalendarConnectionResponseSchema,
} from '../../../contracts/calendar-sync.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { notFound } from '../../errors.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { SessionResolver } from '../../plugins/session.ts';
import type { GoogleCalendarService } from './google-calendar.service.ts';

/** Google's push notifications have no body; anything past this is refused with 413. */
const NOTIFICATION_BODY_LIMIT = 4096;

/** Connecting a Google calendar, and Google's notifications that one changed (docs/calendars.md). */
export function registerGoogleCalendarRoutes(
  app: FastifyInstance,
  deps: { google: GoogleCalendarService; sessions: SessionResolver },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/calendar-connections/google', {
    schema: {
      operationId: 'startGoogleCalendarConnection',
      tags: ['calendar'],
      summary:
        'Start connecting a Google calendar: the address of Google’s consent page, which returns to the callback',
      body: startGoogleCalendarConnectionBodySchema,
      response: {
        200: startGoogleCalendarConnectionResponseSchema,
        400: errorResponseSchema,
        401: errorResponseSchema,
        403: errorResponseSchema,
        404: errorResponseSchema,
        409: errorResponseSchema,
        503: errorResponseSchema,
      },
    },
    handler: async (request) =>
      deps.google.start(actorOf(request), deps.sessions.sessionTokenOf(request), request.body),
  });

  api.get('/api/calendar/google/callback', {
    schema: {
      operationId: 'receiveGoogleCalendarCallback',
      tags: ['calendar'],
      summary:
        'Where Google’s consent page returns: keeps the connection and sends the browser to the schedule (`?calendar=connected`, or `?calendar=error&reason=denied|expired|failed`)',
      querystring: googleCalendarCallbackQuerySchema,
      response: { 302: z.null(), 400: errorResponseSchema },
    },
    handler: async (request, reply) => {
      const signedIn = await deps.sessions.signedIn(request).catch(() => null);
      const failure = await deps.google.callback(request.query, {
        token: deps.sessions.sessionTokenOf(request),
        signedIn,
      });
      return reply.redirect(failure ? `/agenda?calendar=error&reason=${failure}` : '/agenda?calendar=connected', 302);
    },
  });

  // Google posts an empty body with whatever content type: this route reads none of it.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: NOTIFICATION_BODY_LIMIT },
      (_request, _body, done) => done(null, null),
    );
    scope.withTypeProvider<ZodTypeProvider>().post('/api/calendar/google/notifications', {
      bodyLimit: NOTIFICATION_BODY_LIMIT,
      schema: {
        operationId: 'receiveGoogleCalendarNotification',
        tags: ['calendar'],
        summary:
          'Google’s push notification that a connected calendar changed: checked against the channel we opened (its id and token), then its busy time is read',
        headers: z.object({
          'x-goog-channel-id': z.string().max(200).optional(),
          'x-goog-channel-token': z.string().max(300).optional(),
          'x-goog-resource-state': z.string().max(50).optional(),
          'x-goog-resource-id': z.string().max(300).optional(),
        }),
        response: { 200: z.null(), 400: errorResponseSchema, 404: errorResponseSchema, 413: errorResponseSchema },
      },
      handler: async (request, reply) => {
        const known = await deps.google.notification({
          channelId: request.headers['x-goog-channel-id'],
          token: request.headers['x-goog-channel-token'],
          state: request.headers['x-goog-resource-state'],
          resourceId: request.headers['x-goog-resource-id'],
        });
        // Not a channel we opened (or one since stopped): nothing changes.
        if (!known) throw notFound();
        return reply.status(200).send(null);
      },
    });
  });
}
