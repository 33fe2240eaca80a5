import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedSchema,
  calendarFeedsResponseSchema,
  regenerateCalendarFeedBodySchema,
} from '../../../contracts/appointments.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { notFound } from '../../errors.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { CalendarService } from './calendar.service.ts';

export function registerCalendarRoutes(app: FastifyInstance, deps: { calendar: CalendarService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/calendar-feeds', {
    schema: {
      operationId: 'listCalendarFeeds',
      tags: ['calendar'],
      summary: 'Secret iCalendar URLs to subscribe to (business and per professional)',
      response: { 200: calendarFeedsResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
    },
    handler: async (request) => ({ items: await deps.calendar.list(actorOf(request)) }),
  });

  api.post('/api/calendar-feeds/regenerate', {
    schema: {
      operationId: 'regenerateCalendarFeed',
      tags: ['calendar'],
      summary: 'Replace a feed’s secret; the old URL stops working',
      body: regenerateCalendarFeedBodySchema,
      response: {
        200: calendarFeedSchema,
        401: errorResponseSchema,
        403: errorResponseSchema,
        404: errorResponseSchema,
      },
    },
    handler: async (request) => deps.calendar.regenerate(actorOf(request), request.body.professionalId ?? null),
  });

  api.get('/api/calendar/:file', {
    schema: {
      operationId: 'getCalendarFeed',
      tags: ['calendar'],
      summary: 'The iCalendar feed behind a secret URL',
      params: z.object({ file: z.string().regex(/^[\w-]{16,64}\.ics$/) }),
      response: { 200: z.string(), 404: errorResponseSchema },
    },
    handler: async (request, reply) => {
      const text = await deps.calendar.render(request.params.file.slice(0, -'.ics'.length));
      if (!text) throw notFound();
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(text);
    },
  });
}
