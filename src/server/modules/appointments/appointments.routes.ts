import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  appointmentSchema,
  createAppointmentBodySchema,
  listAppointmentsQuerySchema,
  listAppointmentsResponseSchema,
  type ListAppointmentsResponse,
  monthlySummaryQuerySchema,
  monthlySummarySchema,
  rescheduleAppointmentBodySchema,
  updateAppointmentPriceBodySchema,
  updateAppointmentStatusBodySchema,
} from '../../../contracts/appointments.ts';
import { idParamsSchema } from '../../../contracts/common.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { actorOf } from '../../plugins/permissions.ts';
import { writtenItems } from '../../plugins/serializer.ts';
import type { AppointmentsService } from './appointments.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export function registerAppointmentsRoutes(app: FastifyInstance, deps: { appointments: AppointmentsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { appointments } = deps;

  api.post('/api/appointments', {
    schema: {
      operationId: 'createAppointment',
      tags: ['appointments'],
      summary: 'Book an appointment',
      body: createAppointmentBodySchema,
      response: { 201: appointmentSchema, ...errors },
    },
    handler: async (request, reply) => {
      const created = await appointments.create(actorOf(request), request.body);
      return reply.status(201).send(created);
    },
  });

  api.get('/api/appointments', {
    schema: {
      operationId: 'listAppointments',
      tags: ['appointments'],
      summary: 'Appointments overlapping [from, to); a professional sees their own',
      querystring: listAppointmentsQuerySchema,
      response: { 200: listAppointmentsResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { from, to, professionalId } = request.query;
      const items = await appointments.listJson(actorOf(request), new Date(from), new Date(to), professionalId);
      return writtenItems<ListAppointmentsResponse>(items);
    },
  });

  api.get('/api/appointments/summary', {
    schema: {
      operationId: 'getAppointmentsSummary',
      tags: ['appointments'],
      summary: 'A month of appointments by status, with expected and realised revenue',
      querystring: monthlySummaryQuerySchema,
      response: { 200: monthlySummarySchema, ...errors },
    },
    handler: async (request) =>
      appointments.monthlySummary(actorOf(request), request.query.month, request.query.professionalId),
  });

  api.get('/api/appointments/:id', {
    schema: {
      operationId: 'getAppointment',
      tags: ['appointments'],
      summary: 'One appointment, with its client, service and professional',
      params: idParamsSchema,
      response: { 200: appointmentSchema, ...errors },
    },
    handler: async (request) => appointments.get(actorOf(request), request.params.id),
  });

  api.patch('/api/appointments/:id/status', {
    schema: {
      operationId: 'updateAppointmentStatus',
      tags: ['appointments'],
      summary: 'Confirm, complete or cancel (completed and cancelled are final); a cancellation may be a no-show',
      params: idParamsSchema,
      body: updateAppointmentStatusBodySchema,
      response: { 200: appointmentSchema, ...errors },
    },
    handler: async (request) =>
      appointments.changeStatus(actorOf(request), request.params.id, request.body.status, request.body.noShow),
  });

  api.put('/api/appointments/:id/price', {
    schema: {
      operationId: 'updateAppointmentPrice',
      tags: ['appointments'],
      summary: 'Correct the price charged (owner; not on a cancelled appointment)',
      params: idParamsSchema,
      body: updateAppointmentPriceBodySchema,
      response: { 200: appointmentSchema, ...errors },
    },
    handler: async (request) => appointments.setPrice(actorOf(request), request.params.id, request.body.priceCents),
  });

  api.post('/api/appointments/:id/cancel', {
    schema: {
      operationId: 'cancelAppointment',
      tags: ['appointments'],
      summary: 'Cancels an appointment (its status becomes cancelled)',
      params: idParamsSchema,
      response: { 200: appointmentSchema, ...errors },
    },
    handler: async (request) => appointments.changeStatus(actorOf(request), request.params.id, 'cancelled'),
  });

  api.patch('/api/appointments/:id/schedule', {
    schema: {
      operationId: 'rescheduleAppointment',
      tags: ['appointments'],
      summary: 'Move to another time or professional',
      params: idParamsSchema,
      body: rescheduleAppointmentBodySchema,
      response: { 200: appointmentSchema, ...errors },
    },
    handler: async (request) => appointments.reschedule(actorOf(request), request.params.id, request.body),
  });
}
