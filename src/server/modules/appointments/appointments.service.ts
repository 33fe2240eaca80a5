import { TZDate } from '@date-fns/tz';
import { addMinutes } from 'date-fns/addMinutes';
import type {
  Appointment,
  CreateAppointmentBody,
  MonthlySummary,
  RescheduleAppointmentBody,
} from '../../../contracts/appointments.ts';
import { canChangeStatus, canReschedule, nextStatuses, type AppointmentStatus } from '../../../core/appointment-status.ts';
import { checkWorkingTime } from '../../../core/working-time.ts';
import { AppError, forbidden, notFound, unauthenticated } from '../../errors.ts';
import type { Actor } from '../../plugins/session.ts';
import type { ChangeFeed } from '../live/change-feed.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import { SlotTakenError, type AppointmentsRepository, type BookingContext, type SessionBooking } from './appointments.repository.ts';

function formatLocalRange(startsAt: Date, endsAt: Date, timeZone: string): string {
  const format = (d: Date) => {
    const local = new TZDate(d, timeZone);
    return `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
  };
  const day = new TZDate(startsAt, timeZone);
  return `${String(day.getDate()).padStart(2, '0')}/${String(day.getMonth() + 1).padStart(2, '0')} ${format(startsAt)}–${format(endsAt)}`;
}

/**
 * The schedule's rules: who may book whom, the professional's hours, status moves, and
 * turning the database's refusal of an overlap into a SLOT_TAKEN that names the appointment in
 * the way.
 */
export function createAppointmentsService(
  repository: AppointmentsRepository,
  feed: ChangeFeed,
  outbox: OutboxRepository,
  /** Called after an appointment moved (online bookings tell their customer). */
  onMoved: (appointmentId: string) => Promise<void> = async () => {},
) {
  /** A professional acts on their own column only; an admin on any. */
  async function scopeProfessional(actor: Actor): Promise<string | null> {
    if (actor.profile.role === 'admin') return null;
    const own = await repository.professionalIdOfUser(actor.profile.businessId, actor.user.id);
    if (!own) throw forbidden();
    return own;
  }

  async function slotTaken(professionalId: string, startsAt: Date, endsAt: Date, timeZone: string, excludeId?: string): Promise<AppError> {
    const conflict = await repository.findConflict(professionalId, startsAt, endsAt, excludeId);
    const description = conflict
      ? `${formatLocalRange(conflict.startsAt, conflict.endsAt, timeZone)} · ${conflict.clientName} (${conflict.serviceName})`
      : '—';
    return new AppError('SLOT_TAKEN', 409, {
      params: { conflict: description },
      details: {
        conflict: conflict
          ? { id: conflict.id, startsAt: conflict.startsAt.toISOString(), endsAt: conflict.endsAt.toISOString(), clientName: conflict.clientName, serviceName: conflict.serviceName }
          : null,
      },
    });
  }

  function ensureWorkingTime(
    startsAt: Date,
    endsAt: Date,
    context: Pick<BookingContext, 'hours' | 'breaks' | 'timeZone'>,
    allowOutside: boolean | undefined,
  ): void {
    if (allowOutside) return;
    const start = new TZDate(startsAt, context.timeZone);
    const end = new TZDate(endsAt, context.timeZone);
    const startMinute = start.getHours() * 60 + start.getMinutes();
    const sameDay = start.getDate() === end.getDate() && start.getMonth() === end.getMonth();
    const endMinute = sameDay ? end.getHours() * 60 + end.getMinutes() : 24 * 60;
    const check = checkWorkingTime(start.getDay(), startMinute, endMinute, context.hours, context.breaks);
    if (!sameDay || !check.insideWorkingHours || check.inBreak) {
      throw new AppError('OUTSIDE_WORKING_HOURS', 409, {
        details: { reason: check.inBreak ? 'break' : 'outside_hours', breakName: check.inBreak },
      });
    }
  }

  /**
   * A staff booking's rules over its context: the service, professional and client exist, are
   * active, the professional offers the service, and the time is within their hours and clear
   * of their breaks unless the user said to book outside them.
   */
  function judgeBooking(context: BookingContext, startsAt: Date, allowOutside: boolean | undefined) {
    const { service, professional, client } = context;
    const missing: Record<string, string> = {};
    if (!service) missing.serviceId = 'validation.notFound';
    if (!professional) missing.professionalId = 'validation.notFound';
    if (!client) missing.clientId = 'validation.notFound';
    if (!service || !professional || !client) throw new AppError('VALIDATION_ERROR', 400, { fields: missing });
    if (!service.active || !professional.active) throw new AppError('INACTIVE_RESOURCE', 409);
    if (!context.offers) throw new AppError('SERVICE_NOT_OFFERED', 400, { fields: { serviceId: 'validation.invalid' } });
    const endsAt = addMinutes(startsAt, service.durationMinutes);
    ensureWorkingTime(startsAt, endsAt, context, allowOutside);
    return { service, professional, client, endsAt };
  }

  async function publish(businessId: string): Promise<void> {
    await feed.publish({ businessId, kind: 'appointments' });
  }

  return {
    /**
     * Books from the front desk in one statement with the session check (see
     * `bookAsSession`); the rules below then say what was wrong, or confirm what was booked.
     */
    async create(sessionToken: string, body: CreateAppointmentBody): Promise<Appointment> {
      const startsAt = new Date(body.startsAt);
      const notes = body.notes ?? null;
      let booking: SessionBooking | null;
      try {
        booking = await repository.bookAsSession({ ...body, token: sessionToken, startsAt, notes, allowOutsideWorkingHours: body.allowOutsideWorkingHours === true });
      } catch (error) {
        if (!(error instanceof SlotTakenError)) throw error;
        const frame = await repository.bookingFrame(body.professionalId, body.serviceId);
        throw await slotTaken(body.professionalId, startsAt, addMinutes(startsAt, frame.durationMinutes), frame.timeZone);
      }
      if (!booking) throw unauthenticated();
      const { actor, context } = booking;
      if (!actor.profile || !context) throw new AppError('PROFILE_MISSING', 404);
      const businessId = actor.profile.businessId;
      let inserted = booking.inserted;
      let judged: ReturnType<typeof judgeBooking>;
      try {
        if (!booking.mayBook) throw forbidden();
        // A booked time was judged by the statement (which reads the week only to explain a refusal).
        judged = judgeBooking(context, startsAt, body.allowOutsideWorkingHours || inserted !== null);
      } catch (error) {
        // The statement and these rules agree; should they ever not, the rules win.
        if (inserted) await repository.remove(businessId, inserted.id);
        throw error;
      }
      const { service, professional, client, endsAt } = judged;
      if (!inserted) {
        // The rules hold here but the statement judged otherwise (a time it reads differently):
        // book it now.
        try {
          inserted = await repository.insert({ businessId, professionalId: professional.id, serviceId: service.id, clientId: client.id, startsAt, endsAt, status: 'scheduled', priceCents: service.priceCents, notes, source: 'staff' });
        } catch (error) {
          if (error instanceof SlotTakenError) throw await slotTaken(professional.id, startsAt, endsAt, context.timeZone);
          throw error;
        }
      }
      await publish(businessId);
      return {
        id: inserted.id,
        professionalId: professional.id,
        professionalName: professional.fullName,
        serviceId: service.id,
        serviceName: service.name,
        clientId: client.id,
        clientName: client.fullName,
        clientPhone: client.phone,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        status: 'scheduled',
        priceCents: service.priceCents,
        notes,
        source: 'staff',
        createdAt: inserted.createdAt.toISOString(),
        updatedAt: inserted.updatedAt.toISOString(),
      };
    },

    /** Each appointment's JSON text, in the schedule's order: a professional sees only their own. */
    async listJson(actor: Actor, from: Date, to: Date, professionalId?: string): Promise<string[]> {
      const own = await scopeProfessional(actor);
      if (own && professionalId && professionalId !== own) return [];
      return repository.listJson(actor.profile.businessId, from, to, own ?? professionalId);
    },

    async get(actor: Actor, id: string): Promise<Appointment> {
      const own = await scopeProfessional(actor);
      const appointment = await repository.get(actor.profile.businessId, id);
      if (!appointment || (own && appointment.professionalId !== own)) throw notFound();
      return appointment;
    },

    async changeStatus(actor: Actor, id: string, to: AppointmentStatus): Promise<Appointment> {
      const current = await this.get(actor, id);
      if (current.status === to) return current;
      if (!canChangeStatus(current.status, to)) {
        throw new AppError('INVALID_STATUS_CHANGE', 409, { details: { from: current.status, to, allowed: nextStatuses(current.status) } });
      }
      const changed = await repository.changeStatus(actor.profile.businessId, id, current.status, to);
      // A cancelled appointment's reminder must never go out.
      if (changed && to === 'cancelled') await outbox.withdrawForAppointment(id, ['booking_reminder']);
      if (!changed) {
        // Another device changed it first: judge the move against what is there now.
        const now = await this.get(actor, id);
        if (now.status === to) return now;
        throw new AppError('INVALID_STATUS_CHANGE', 409, { details: { from: now.status, to, allowed: nextStatuses(now.status) } });
      }
      await publish(actor.profile.businessId);
      return this.get(actor, id);
    },

    async reschedule(actor: Actor, id: string, body: RescheduleAppointmentBody): Promise<Appointment> {
      const businessId = actor.profile.businessId;
      const current = await this.get(actor, id);
      if (!canReschedule(current.status)) throw new AppError('NOT_RESCHEDULABLE', 409);
      const own = await scopeProfessional(actor);
      const professionalId = body.professionalId ?? current.professionalId;
      if (own && professionalId !== own) throw forbidden();
      const context = await repository.bookingContext(businessId, current.serviceId, professionalId, current.clientId);
      if (professionalId !== current.professionalId) {
        if (!context.professional) throw new AppError('VALIDATION_ERROR', 400, { fields: { professionalId: 'validation.notFound' } });
        if (!context.professional.active) throw new AppError('INACTIVE_RESOURCE', 409);
        if (!context.offers) throw new AppError('SERVICE_NOT_OFFERED', 400);
      }
      const timeZone = context.timeZone;
      const startsAt = new Date(body.startsAt);
      const endsAt = new Date(startsAt.getTime() + (Date.parse(current.endsAt) - Date.parse(current.startsAt)));
      ensureWorkingTime(startsAt, endsAt, context, body.allowOutsideWorkingHours);
      try {
        const moved = await repository.reschedule(businessId, id, professionalId, startsAt, endsAt);
        if (!moved) throw new AppError('NOT_RESCHEDULABLE', 409);
        // The reminder was for the old time.
        await outbox.withdrawForAppointment(id, ['booking_reminder']);
        await onMoved(id);
      } catch (error) {
        if (error instanceof SlotTakenError) throw await slotTaken(professionalId, startsAt, endsAt, timeZone, id);
        throw error;
      }
      await publish(businessId);
      return this.get(actor, id);
    },

    async monthlySummary(actor: Actor, month: string, professionalId?: string): Promise<MonthlySummary> {
      const own = await scopeProfessional(actor);
      const { timeZone, currency } = await repository.businessTimeZone(actor.profile.businessId);
      const [year, monthNumber] = month.split('-').map(Number) as [number, number];
      const from = new TZDate(year, monthNumber - 1, 1, timeZone);
      const to = new TZDate(year, monthNumber, 1, timeZone);
      const rows = await repository.summary(actor.profile.businessId, new Date(from.getTime()), new Date(to.getTime()), own ?? professionalId);
      const byStatus = { scheduled: 0, confirmed: 0, completed: 0, cancelled: 0 };
      let expected = 0;
      let realised = 0;
      for (const row of rows) {
        byStatus[row.status] = Number(row.n);
        if (row.status !== 'cancelled') expected += Number(row.cents);
        if (row.status === 'completed') realised += Number(row.cents);
      }
      return { month, byStatus, expectedRevenueCents: expected, realisedRevenueCents: realised, currency };
    },
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
