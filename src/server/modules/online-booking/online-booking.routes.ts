import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import {
  availableSlotsResponseSchema,
  businessIdParamsSchema,
  createPublicBookingBodySchema,
  listAvailableSlotsQuerySchema,
  listVisitSlotsQuerySchema,
  manageTokenParamsSchema,
  onlineBookingSettingsSchema,
  publicBookingCreatedSchema,
  publicBookingSchema,
  publicBusinessSchema,
  reschedulePublicBookingBodySchema,
  updateOnlineBookingSettingsBodySchema,
  visitSlotsResponseSchema,
} from '../../../contracts/online-booking.ts';
import { requestLocale } from '../../plugins/errors.ts';
import { actorOf } from '../../plugins/permissions.ts';
import type { OnlineBookingService } from './online-booking.service.ts';
import type { PublicLimits } from '../../plugins/public-limits.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export function registerOnlineBookingRoutes(
  app: FastifyInstance,
  deps: { onlineBooking: OnlineBookingService; publicLimits: PublicLimits },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { onlineBooking } = deps;
  const { limit, limited } = deps.publicLimits;

  api.get('/api/online-booking/settings', {
    schema: {
      operationId: 'getOnlineBookingSettings',
      tags: ['online booking'],
      summary: 'Online booking settings, public link and 30-day statistics',
      response: { 200: onlineBookingSettingsSchema, ...errors },
    },
    handler: async (request) => onlineBooking.getSettings(actorOf(request).profile.businessId),
  });

  api.patch('/api/online-booking/settings', {
    schema: {
      operationId: 'updateOnlineBookingSettings',
      tags: ['online booking'],
      summary: 'Change some online booking settings (only the fields sent)',
      body: updateOnlineBookingSettingsBodySchema,
      response: { 200: onlineBookingSettingsSchema, ...errors },
    },
    handler: async (request) => onlineBooking.updateSettings(actorOf(request).profile.businessId, request.body),
  });

  api.get('/api/public/businesses/:businessId', {
    schema: {
      operationId: 'getPublicBusiness',
      tags: ['public booking'],
      summary: 'What a customer needs to book',
      params: businessIdParamsSchema,
      response: { 200: publicBusinessSchema, ...errors },
    },
    handler: async (request) =>
      limited(request, 'read', () => onlineBooking.getPublicBusiness(request.params.businessId)),
  });

  api.post('/api/public/businesses/:businessId/visits', {
    schema: {
      operationId: 'recordBookingPageVisit',
      tags: ['public booking'],
      summary: 'Count a visit to the booking page',
      params: businessIdParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await limit(request, 'manage');
      await onlineBooking.recordVisit(request.params.businessId);
      return reply.status(204).send(null);
    },
  });

  api.get('/api/public/businesses/:businessId/slots', {
    schema: {
      operationId: 'listAvailableSlots',
      tags: ['public booking'],
      summary: 'Free start times for a service, per professional (or merged for any professional)',
      params: businessIdParamsSchema,
      querystring: listAvailableSlotsQuerySchema,
      response: { 200: availableSlotsResponseSchema, ...errors },
    },
    handler: async (request) => {
      return limited(request, 'read', () => onlineBooking.listSlots(request.params.businessId, request.query));
    },
  });

  api.get('/api/public/businesses/:businessId/visit-slots', {
    schema: {
      operationId: 'listVisitSlots',
      tags: ['public booking'],
      summary: 'Free start times for a visit of several services, with who does each one',
      params: businessIdParamsSchema,
      querystring: listVisitSlotsQuerySchema,
      response: { 200: visitSlotsResponseSchema, ...errors },
    },
    handler: async (request) =>
      limited(request, 'read', () => onlineBooking.listVisitSlots(request.params.businessId, request.query)),
  });

  api.post('/api/public/businesses/:businessId/bookings', {
    schema: {
      operationId: 'createPublicBooking',
      tags: ['public booking'],
      summary: 'Book a free time; an Idempotency-Key header makes a retry return the same booking',
      params: businessIdParamsSchema,
      headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }),
      body: createPublicBookingBodySchema,
      response: { 201: publicBookingCreatedSchema, ...errors },
    },
    handler: async (request, reply) => {
      await limit(request, 'book');
      const created = await onlineBooking.book(request.params.businessId, request.body, {
        locale: requestLocale(request),
        idempotencyKey: request.headers['idempotency-key'] ?? null,
      });
      return reply.status(201).send(created);
    },
  });

  api.get('/api/public/bookings/:token', {
    schema: {
      operationId: 'getPublicBooking',
      tags: ['public booking'],
      summary: 'A booking behind its secret manage link',
      params: manageTokenParamsSchema,
      response: { 200: publicBookingSchema, ...errors },
    },
    handler: async (request) => {
      await limit(request, 'manage');
      return onlineBooking.getBooking(request.params.token);
    },
  });

  api.get('/api/public/bookings/:token/calendar.ics', {
    schema: {
      operationId: 'getPublicBookingCalendar',
      tags: ['public booking'],
      summary: 'The booking as an iCalendar file',
      params: manageTokenParamsSchema,
      response: { 200: z.string(), ...errors },
    },
    handler: async (request, reply) => {
      await limit(request, 'manage');
      const text = await onlineBooking.bookingCalendar(request.params.token);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="agendamento.ics"')
        .send(text);
    },
  });

  api.post('/api/public/bookings/:token/cancel', {
    schema: {
      operationId: 'cancelPublicBooking',
      tags: ['public booking'],
      summary: 'The customer cancels (within the allowed time)',
      params: manageTokenParamsSchema,
      response: { 200: publicBookingSchema, ...errors },
    },
    handler: async (request) => {
      await limit(request, 'manage');
      return onlineBooking.cancelBooking(request.params.token);
    },
  });

  api.patch('/api/public/bookings/:token/schedule', {
    schema: {
      operationId: 'reschedulePublicBooking',
      tags: ['public booking'],
      summary: 'The customer moves the booking to another free time',
      params: manageTokenParamsSchema,
      body: reschedulePublicBookingBodySchema,
      response: { 200: publicBookingSchema, ...errors },
    },
    handler: async (request) => {
      await limit(request, 'manage');
      return onlineBooking.rescheduleBooking(request.params.token, request.body);
    },
  });
}
