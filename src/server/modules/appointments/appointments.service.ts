// Over 300 lines: every use-case of the schedule — booking, status changes with what they settle, moves, the counter's charges — shares its refusals and feed here.
import { randomUUID } from 'node:crypto';
import { monthlySummaryOf } from './monthly-summary.ts';
import type {
  Appointment,
  CreateAppointmentBody,
  MonthlySummary,
  RescheduleAppointmentBody,
} from '../../../contracts/appointments.ts';
import type { AppointmentWhatsAppMessage } from '../../../contracts/appointment-whatsapp.ts';
import type { AppointmentReviewLink } from '../../../contracts/reviews.ts';
import {
  canChangeStatus,
  canReschedule,
  mayMarkNoShow,
  nextStatuses,
  type AppointmentStatus,
} from '../../../core/appointment-status.ts';
import { judgeFrontDeskBooking, judgeWorkingTime } from '../../../core/front-desk-booking.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/session.ts';
import type { ChangeFeed } from '../live/change-feed.ts';
import type { OutgoingMessage } from '../mail/outbox.repository.ts';
import type { ReviewRequestOpening } from '../reviews/reviews.repository.ts';
import type { AppointmentsQueries } from './appointments.queries.ts';
import { createSlotTakenErrors, outsideWorkingHours, refusal } from './appointment-refusals.ts';
import { SlotTakenError, type AppointmentsRepository, type WriteStep } from './appointments.repository.ts';
import type { AppointmentDeposit } from '../../../contracts/deposits.ts';

/** What the business's own moves of an online booking tell its customer (online-booking supplies it). */
export type MovedNotices = (
  appointmentId: string,
  move: { professionalId: string; startsAt: Date; endsAt: Date },
) => Promise<OutgoingMessage[]>;

/** A completed visit's review link: what completing writes with it, and the panel's copy (the reviews module supplies them). */
export interface CompletionReviews {
  completionRequest(businessId: string, appointmentId: string): Promise<ReviewRequestOpening>;
  appointmentLink(businessId: string, appointmentId: string): Promise<AppointmentReviewLink | null>;
}

/**
 * The schedule: booking from the front desk by the one rule in src/core/front-desk-booking.ts,
 * status changes, moves, and turning the database's refusal of an overlap into a SLOT_TAKEN that
 * names the appointment in the way. Who may act on which professional's appointments is the
 * permission hook's: `actor.ownProfessionalId` is a professional's own record, null for an admin.
 */
export function createAppointmentsService(deps: {
  repository: AppointmentsRepository;
  queries: AppointmentsQueries;
  feed: ChangeFeed;
  movedNotices: MovedNotices;
  reviews: CompletionReviews;
  /** The appointment's WhatsApp messages as its panel shows them (the whatsapp module reads them). */
  whatsappMessages: (businessId: string, appointmentId: string) => Promise<AppointmentWhatsAppMessage[]>;
  /** What a no-show writes in its cancellation's transaction (a session of the client's package, docs/packages.md). */
  noShowWith: (businessId: string, appointmentId: string) => WriteStep;
  /**
   * Deposits at booking (docs/deposits.md): a hold whose time is up is released before a time is
   * booked, and a cancelled booking's deposit is refunded or kept by the policy.
   */
  deposits?: {
    releaseExpired(businessId: string): Promise<void>;
    cancelled(businessId: string, appointmentId: string, by: 'business' | 'no_show'): Promise<void>;
    ofAppointment(businessId: string, appointmentId: string): Promise<AppointmentDeposit | null>;
  };
  now: () => Date;
}) {
  const { repository, queries, feed } = deps;

  function ownColumn(actor: Actor): string | null {
    if (actor.ownProfessionalId === undefined)
      throw new Error('an appointments operation must be marked "own records only"');
    return actor.ownProfessionalId;
  }

  const { firstConflict } = createSlotTakenErrors(queries);

  async function publish(businessId: string): Promise<void> {
    await feed.publish({ businessId, kind: 'appointments' });
  }

  async function find(actor: Actor, id: string): Promise<Appointment> {
    const own = ownColumn(actor);
    const appointment = await queries.get(actor.profile.businessId, id);
    if (!appointment || (own && appointment.professionalId !== own)) throw notFound();
    return appointment;
  }

  /** The appointment as its panel shows it: with its WhatsApp messages, and a completed one with its review link. */
  async function get(actor: Actor, id: string): Promise<Appointment> {
    const appointment = await find(actor, id);
    const businessId = actor.profile.businessId;
    const [whatsappMessages, reviewLink, deposit] = await Promise.all([
      deps.whatsappMessages(businessId, id),
      appointment.status === 'completed' ? deps.reviews.appointmentLink(businessId, id) : undefined,
      deps.deposits?.ofAppointment(businessId, id),
    ]);
    return {
      ...appointment,
      whatsappMessages,
      ...(reviewLink !== undefined ? { reviewLink } : {}),
      ...(deposit ? { deposit } : {}),
    };
  }

  function invalidStatusChange(from: AppointmentStatus, to: AppointmentStatus): AppError {
    return new AppError('INVALID_STATUS_CHANGE', 409, { details: { from, to, allowed: nextStatuses(from) } });
  }

  return {
    get,

    /**
     * Books from the front desk by the one rule, `judgeFrontDeskBooking`: it judges the context
     * read from the database and names the reason of a refusal; the exclusion constraint refuses
     * an overlap when the row is written (ADR 28).
     */
    async create(actor: Actor, body: CreateAppointmentBody): Promise<Appointment> {
      const own = ownColumn(actor);
      const asked = [{ serviceId: body.serviceId, professionalId: body.professionalId }, ...(body.nextSteps ?? [])];
      if (own && asked.some((step) => step.professionalId !== own)) throw forbidden();
      const businessId = actor.profile.businessId;
      await deps.deposits?.releaseExpired(businessId);
      // Each step by the one rule, starting when the one before it ends.
      const steps = [];
      let startsAt = new Date(body.startsAt);
      for (const step of asked) {
        const context = await repository.frontDeskContext(
          businessId,
          step.serviceId,
          step.professionalId,
          body.clientId,
        );
        const verdict = judgeFrontDeskBooking(context, startsAt, body.allowOutsideWorkingHours === true);
        if (!verdict.ok) throw refusal(verdict);
        steps.push({ ...verdict, startsAt, timeZone: context.timeZone });
        startsAt = verdict.endsAt;
      }
      const { client } = steps[0]!;
      let booked: Appointment[];
      try {
        booked = await repository.insertVisit(
          steps.map(({ service, professional, startsAt, endsAt }) => ({
            id: randomUUID(),
            businessId,
            professionalId: professional.id,
            serviceId: service.id,
            startsAt,
            endsAt,
            status: 'scheduled' as const,
            priceCents: service.priceCents,
            notes: body.notes ?? null,
            source: 'staff' as const,
          })),
          // The client hears on WhatsApp when they take its messages.
          { client: { id: client.id }, ...(client.takesWhatsApp ? { whatsapp: { kind: 'booked' as const } } : {}) },
        );
      } catch (error) {
        if (error instanceof SlotTakenError) throw await firstConflict(steps);
        throw error;
      }
      await publish(businessId);
      return booked[0]!;
    },

    /** Each appointment's JSON text, in the schedule's order: a professional sees only their own. */
    async listJson(actor: Actor, from: Date, to: Date, professionalId?: string): Promise<string[]> {
      const own = ownColumn(actor);
      if (own && professionalId && professionalId !== own) return [];
      return queries.listJson(actor.profile.businessId, from, to, own ?? professionalId);
    },

    /**
     * Cancelling withdraws the reminder in the same transaction (the repository's rule);
     * completing opens the visit's review link and queues the e-mail asking for a review.
     */
    async changeStatus(actor: Actor, id: string, to: AppointmentStatus, noShow = false): Promise<Appointment> {
      const current = await find(actor, id);
      if (current.status === to) return get(actor, id);
      if (!canChangeStatus(current.status, to)) throw invalidStatusChange(current.status, to);
      // A no-show is a visit that has started without its client; the client is not told of it.
      if (noShow && !mayMarkNoShow(current.startsAt, deps.now()))
        throw new AppError('VALIDATION_ERROR', 400, { fields: { noShow: 'validation.noShowBeforeStart' } });
      const businessId = actor.profile.businessId;
      const review = to === 'completed' ? await deps.reviews.completionRequest(businessId, id) : undefined;
      const whatsapp = to === 'cancelled' && !noShow ? { kind: 'cancelled' as const, byClient: false } : undefined;
      const missed = noShow ? deps.noShowWith(businessId, id) : undefined;
      if (!(await repository.changeStatus(businessId, id, current.status, to, { review, whatsapp, noShow: missed }))) {
        // Another device changed it first: judge the move against what is there now.
        const now = await get(actor, id);
        if (now.status === to) return now;
        throw invalidStatusChange(now.status, to);
      }
      if (to === 'cancelled') await deps.deposits?.cancelled(businessId, id, noShow ? 'no_show' : 'business');
      await publish(actor.profile.businessId);
      return get(actor, id);
    },

    /** The owner corrects the price charged; a cancelled appointment has none to correct. */
    async setPrice(actor: Actor, id: string, priceCents: number): Promise<Appointment> {
      const current = await find(actor, id);
      if (current.priceCents === priceCents) return get(actor, id);
      if (!(await repository.setPrice(actor.profile.businessId, id, priceCents)))
        throw new AppError('APPOINTMENT_CANCELLED', 409);
      await publish(actor.profile.businessId);
      return get(actor, id);
    },

    /**
     * Moves an appointment within the professional's hours (or outside them when asked); an
     * online booking's customer is told, with a new reminder, in the move's own transaction.
     */
    async reschedule(actor: Actor, id: string, body: RescheduleAppointmentBody): Promise<Appointment> {
      const businessId = actor.profile.businessId;
      const current = await find(actor, id);
      if (!canReschedule(current.status)) throw new AppError('NOT_RESCHEDULABLE', 409);
      const own = ownColumn(actor);
      const professionalId = body.professionalId ?? current.professionalId;
      if (own && professionalId !== own) throw forbidden();
      const context = await repository.frontDeskContext(
        businessId,
        current.serviceId,
        professionalId,
        current.clientId,
      );
      if (professionalId !== current.professionalId) {
        if (!context.professional)
          throw new AppError('VALIDATION_ERROR', 400, { fields: { professionalId: 'validation.notFound' } });
        if (!context.professional.active) throw new AppError('INACTIVE_RESOURCE', 409);
        if (!context.offers) throw new AppError('SERVICE_NOT_OFFERED', 400);
      }
      const startsAt = new Date(body.startsAt);
      const endsAt = new Date(startsAt.getTime() + (Date.parse(current.endsAt) - Date.parse(current.startsAt)));
      const allowOutside = body.allowOutsideWorkingHours === true;
      const time = judgeWorkingTime(startsAt, endsAt, context, allowOutside);
      if (!time.ok) throw outsideWorkingHours(time);
      const move = { id, professionalId, startsAt, endsAt };
      // A step of a visit: the other steps, moved by the same time when the whole visit moves.
      const others = current.visitId
        ? (await queries.visitSteps(businessId, current.visitId)).filter((s) => s.id !== id && canReschedule(s.status))
        : [];
      const shift = startsAt.getTime() - Date.parse(current.startsAt);
      const moved = body.wholeVisit
        ? others.map((s) => ({
            id: s.id,
            professionalId: s.professionalId,
            serviceId: s.serviceId,
            startsAt: new Date(Date.parse(s.startsAt) + shift),
            endsAt: new Date(Date.parse(s.endsAt) + shift),
          }))
        : [];
      if (own && moved.some((s) => s.professionalId !== own)) throw forbidden();
      for (const step of moved) {
        const stepContext = await repository.frontDeskContext(
          businessId,
          step.serviceId,
          step.professionalId,
          current.clientId,
        );
        const stepTime = judgeWorkingTime(step.startsAt, step.endsAt, stepContext, allowOutside);
        if (!stepTime.ok) throw outsideWorkingHours(stepTime);
      }
      const moves = [move, ...moved].sort((x, y) => x.startsAt.getTime() - y.startsAt.getTime());
      // The customer hears of the visit's new times: its first start to its last end.
      const kept = body.wholeVisit
        ? []
        : others.map((s) => ({ startsAt: new Date(s.startsAt), endsAt: new Date(s.endsAt) }));
      const span = [...moves, ...kept];
      const whatsapp = { kind: 'moved', byClient: false } as const;
      try {
        const notices = await deps.movedNotices(current.visitId ?? id, {
          professionalId,
          startsAt: new Date(Math.min(...span.map((s) => s.startsAt.getTime()))),
          endsAt: new Date(Math.max(...span.map((s) => s.endsAt.getTime()))),
        });
        const done =
          moves.length === 1
            ? await repository.move(businessId, id, move, notices, whatsapp)
            : await repository.moveVisit(businessId, moves, notices, whatsapp);
        if (!done) throw new AppError('NOT_RESCHEDULABLE', 409);
      } catch (error) {
        if (error instanceof SlotTakenError)
          throw await firstConflict(
            moves.map((m) => ({ ...m, professional: { id: m.professionalId }, timeZone: context.timeZone })),
            moves.map((m) => m.id),
          );
        throw error;
      }
      await publish(businessId);
      return get(actor, id);
    },

    /**
     * A visit charged at the counter (docs/counter.md): each step takes the price its comanda line
     * came to, net of its share of the discount, and is completed if it was still scheduled or
     * confirmed (its review link opened as on any completion). The commissions follow the price,
     * through their ledger (a paid one is adjusted).
     */
    async settleVisit(businessId: string, charges: ReadonlyArray<{ appointmentId: string; priceCents: number }>) {
      for (const { appointmentId, priceCents } of charges) {
        const current = await queries.get(businessId, appointmentId);
        if (!current || current.status === 'cancelled') continue;
        if (current.priceCents !== priceCents) await repository.setPrice(businessId, appointmentId, priceCents);
        if (current.status === 'completed') continue;
        const review = await deps.reviews.completionRequest(businessId, appointmentId);
        await repository.changeStatus(businessId, appointmentId, current.status, 'completed', { review });
      }
      if (charges.length > 0) await publish(businessId);
    },

    async monthlySummary(actor: Actor, month: string, professionalId?: string): Promise<MonthlySummary> {
      return monthlySummaryOf(queries, actor.profile.businessId, month, ownColumn(actor) ?? professionalId);
    },
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
