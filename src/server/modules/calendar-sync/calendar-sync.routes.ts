import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarBusyTimesQuerySchema,
  calendarBusyTimesResponseSchema,
  calendarConnectionSchema,
  calendarConnectionsResponseSchema,
  calendarNoticesQuerySchema,
  calendarNoticesResponseSchema,
  connectCalDavBodySchema,
  disconnectCalendarQuerySchema,
} from '../../../contracts/calendar-sync.ts';
import { idParamsSchema } from '../../../contracts/common.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { CalendarSyncService } from './calendar-sync.service.ts';

/** A professional's calendars at Google or a CalDAV server, both ways (docs/calendars.md). */
export function registerCalendarSyncRoutes(app: FastifyInstance, deps: { calendarSync: CalendarSyncService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };

  api.get('/api/calendar-connections', {
    schema: {
      operationId: 'listCalendarConnections',
      tags: ['calendar'],
      summary: 'The connected calendars: the professional’s own, or every professional’s for the owner',
      response: { 200: calendarConnectionsResponseSchema, ...refusals },
    },
    handler: async (request) => deps.calendarSync.list(actorOf(request)),
  });

  api.post('/api/calendar-connections/caldav', {
    schema: {
      operationId: 'connectCalDavCalendar',
      tags: ['calendar'],
      summary:
        'Connect a CalDAV account (iCloud, Nextcloud, Fastmail…): signs in, lists its calendars, keeps the password encrypted',
      body: connectCalDavBodySchema,
      response: { 201: calendarConnectionSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...refusals },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await deps.calendarSync.connectCalDav(actorOf(request), request.body)),
  });

  api.delete('/api/calendar-connections/:id', {
    schema: {
      operationId: 'disconnectCalendar',
      tags: ['calendar'],
      summary: 'Disconnect a calendar; with removeEvents=true, also delete the events of appointments still to come',
      params: idParamsSchema,
      querystring: disconnectCalendarQuerySchema,
      response: { 204: z.null(), 400: errorResponseSchema, 404: errorResponseSchema, ...refusals },
    },
    handler: async (request, reply) => {
      await deps.calendarSync.disconnect(actorOf(request), request.params.id, request.query.removeEvents === 'true');
      return reply.status(204).send(null);
    },
  });

  api.get('/api/calendar-busy-times', {
    schema: {
      operationId: 'listCalendarBusyTimes',
      tags: ['calendar'],
      summary: 'Busy time read from the professionals’ calendars: the front desk may book over it, with a warning',
      querystring: calendarBusyTimesQuerySchema,
      response: { 200: calendarBusyTimesResponseSchema, 400: errorResponseSchema, ...refusals },
    },
    handler: async (request) => ({ items: await deps.calendarSync.busyTimes(actorOf(request), request.query) }),
  });

  api.get('/api/calendar-notices', {
    schema: {
      operationId: 'listCalendarNotices',
      tags: ['calendar'],
      summary:
        'Appointments whose event was deleted or moved in the professional’s calendar: the professional’s own, or every one for the owner',
      querystring: calendarNoticesQuerySchema,
      response: { 200: calendarNoticesResponseSchema, 400: errorResponseSchema, ...refusals },
    },
    handler: async (request) => ({ items: await deps.calendarSync.notices(actorOf(request), request.query) }),
  });

  api.delete('/api/calendar-notices/:id', {
    schema: {
      operationId: 'dismissCalendarNotice',
      tags: ['calendar'],
      summary: 'Dismiss the notices of an appointment (its id) whose event changed in the other calendar',
      params: idParamsSchema,
      response: { 204: z.null(), 400: errorResponseSchema, 404: errorResponseSchema, ...refusals },
    },
    handler: async (request, reply) => {
      await deps.calendarSync.dismissNotice(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
