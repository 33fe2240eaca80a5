import type { PublicBooking } from '../../../contracts/online-booking.ts';
import { changeWindow, customerMayChange } from '../../../core/booking-changes.ts';
import { chainSteps } from '../../../core/visits.ts';
import { AppError, notFound } from '../../errors.ts';
import { bookingCalendar } from '../appointments/appointment-messages.ts';
import { SlotTakenError } from '../appointments/appointments.repository.ts';
import { judgeSlot, slotTaken } from './bookable-slot.ts';
import { createBookingNotices } from './booking-notices.ts';
import type { BookingSettings } from './booking-settings.repository.ts';
import type { OnlineBookingDeps } from './public-booking.service.ts';
import { openBusiness } from './public-page.service.ts';
import { findVisitBooking, type VisitBooking } from './visit-booking.ts';

/**
 * What a customer does behind their booking's secret link: see it, take it to their calendar,
 * cancel or move it. A visit of several services is one booking here: it is cancelled whole and
 * moved whole, its steps keeping their order and lengths.
 */
export function createManageBookingService(deps: OnlineBookingDeps) {
  const { repository } = deps;
  const { notices, factsOf } = createBookingNotices(deps);

  async function findBooking(token: string): Promise<VisitBooking> {
    const found = await findVisitBooking(repository, { token });
    if (!found) throw notFound();
    return found;
  }

  /** A booking its customer may still change; else CHANGE_TOO_LATE. */
  function ensureChangeable({ booking }: VisitBooking, settings: BookingSettings): void {
    if (!customerMayChange(booking.status, booking.startsAt, settings.cancelUntilHours, deps.now())) {
      throw new AppError('CHANGE_TOO_LATE', 409, { params: { hours: settings.cancelUntilHours } });
    }
  }

  /** The steps a change moves or cancels: those still open. */
  const openSteps = ({ steps }: VisitBooking) =>
    steps.filter((s) => s.status === 'scheduled' || s.status === 'confirmed');

  async function getBooking(token: string): Promise<PublicBooking> {
    const { booking, steps } = await findBooking(token);
    const settings = await deps.settings.settings(booking.businessId);
    const deposit = await deps.deposits?.view(booking.id);
    return {
      ...(deposit ? { deposit } : {}),
      id: booking.id,
      status: booking.status,
      startsAt: booking.startsAt.toISOString(),
      endsAt: booking.endsAt.toISOString(),
      serviceId: booking.serviceId,
      serviceName: booking.serviceName,
      professionalId: booking.professionalId,
      professionalName: booking.professionalName,
      clientName: booking.client.fullName,
      priceCents: booking.priceCents,
      business: { id: booking.businessId, ...booking.business },
      steps: steps.map((s) => ({
        id: s.id,
        status: s.status,
        serviceId: s.serviceId,
        serviceName: s.serviceName,
        professionalId: s.professionalId,
        professionalName: s.professionalName,
        startsAt: s.startsAt.toISOString(),
        endsAt: s.endsAt.toISOString(),
        priceCents: s.priceCents,
      })),
      ...changeWindow(booking.status, booking.startsAt, settings.cancelUntilHours, deps.now()),
    };
  }

  return {
    getBooking,

    async bookingCalendar(token: string): Promise<string> {
      const { booking } = await findBooking(token);
      return bookingCalendar(
        factsOf(booking, await deps.settings.settings(booking.businessId)),
        booking.id,
        deps.now(),
      );
    },

    async cancelBooking(token: string): Promise<PublicBooking> {
      const found = await findBooking(token);
      const { booking } = found;
      if (booking.status === 'cancelled') return getBooking(token);
      const settings = await deps.settings.settings(booking.businessId);
      ensureChangeable(found, settings);
      const business = (await repository.business(booking.businessId))!;
      // The e-mail says what becomes of the deposit, as the manage link said before the customer confirmed.
      const deposit = (await deps.deposits?.cancellationLine(booking.id)) ?? undefined;
      const messages = notices(
        'cancelled',
        booking.id,
        factsOf(booking, settings, deposit ? { deposit } : {}),
        booking.clientLocale,
        business,
      );
      // Their own cancellation: the e-mail says it; WhatsApp has no notice of it.
      if (booking.visitId) await deps.appointments.cancelVisit(booking.businessId, booking.visitId, messages);
      else
        await deps.appointments.changeStatus(booking.businessId, booking.id, booking.status, 'cancelled', {
          messages,
        });
      await deps.deposits?.cancelled(booking.businessId, booking.id, 'customer');
      await deps.feed.publish({ businessId: booking.businessId, kind: 'appointments' });
      return getBooking(token);
    },

    /**
     * Moves the booking — a visit whole, each step with the professional its new free time names
     * (`professionalIds`, in order), or keeping its own.
     */
    async rescheduleBooking(
      token: string,
      body: { startsAt: string; professionalId?: string; professionalIds?: string[] },
    ): Promise<PublicBooking> {
      const found = await findBooking(token);
      const { booking } = found;
      const { business, settings } = await openBusiness(repository, deps.settings, booking.businessId);
      ensureChangeable(found, settings);
      const open = openSteps(found);
      const chosen = body.professionalIds ?? (body.professionalId && open.length === 1 ? [body.professionalId] : null);
      if (chosen && chosen.length !== open.length)
        throw new AppError('VALIDATION_ERROR', 400, { fields: { professionalIds: 'validation.invalid' } });
      const startsAt = new Date(body.startsAt);
      const steps = chainSteps(
        startsAt,
        open.map((step, i) => ({
          id: step.id,
          serviceId: step.serviceId,
          professionalId: chosen?.[i] ?? step.professionalId,
          durationMinutes: (step.endsAt.getTime() - step.startsAt.getTime()) / 60_000,
        })),
      );
      const names = await Promise.all(
        steps.map((s) => repository.findProfessionalName(booking.businessId, s.professionalId)),
      );
      if (names.some((name) => !name))
        throw new AppError('VALIDATION_ERROR', 400, { fields: { professionalId: 'validation.notFound' } });
      const refused = await judgeSlot(repository, deps.now(), {
        business,
        settings,
        steps,
        startsAt,
        ignoreAppointmentIds: steps.map((s) => s.id),
      });
      if (refused) throw refused;
      const endsAt = steps.at(-1)!.endsAt;
      const professionalName = [...new Set(names)].join(', ');
      const messages = notices(
        'moved',
        booking.id,
        factsOf(booking, settings, { startsAt, endsAt, professionalName }),
        booking.clientLocale,
        business,
      );
      // Their own move: no notice on WhatsApp, but the reminder for the new time.
      const whatsapp = { kind: 'moved', byClient: true } as const;
      try {
        const moved =
          steps.length === 1 && !booking.visitId
            ? await deps.appointments.move(booking.businessId, booking.id, steps[0]!, messages, whatsapp)
            : await deps.appointments.moveVisit(booking.businessId, steps, messages, whatsapp);
        if (!moved) throw new AppError('CHANGE_TOO_LATE', 409, { params: { hours: settings.cancelUntilHours } });
      } catch (error) {
        if (error instanceof SlotTakenError) throw slotTaken();
        throw error;
      }
      await deps.feed.publish({ businessId: booking.businessId, kind: 'appointments' });
      return getBooking(token);
    },
  };
}
