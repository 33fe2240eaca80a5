import { addDays } from 'date-fns/addDays';
import { outsideBookingWindow } from '../../../core/availability/booking-window.ts';
import { computeVisitSlots } from '../../../core/availability/visit-slots.ts';
import { AppError } from '../../errors.ts';
import type { BookingSettings } from './booking-settings.repository.ts';
import type { OnlineBookingRepository, PublicBusinessRecord } from './online-booking.repository.ts';
import { localDayOf } from './public-page.service.ts';

/** The refusal of a time someone else booked first. */
export const slotTaken = () => new AppError('SLOT_TAKEN', 409, { params: { conflict: '—' } });

/** A step of the visit asked for: its service, how long it takes and who does it. */
export interface RequestedStep {
  serviceId: string;
  durationMinutes: number;
  professionalId: string;
}

/**
 * A time a customer asks for: a new booking's (one service, or a visit of several, each step
 * starting when the one before it ends), or a move's (which ignores the steps it moves).
 */
export interface SlotRequest {
  business: PublicBusinessRecord;
  settings: BookingSettings;
  steps: readonly RequestedStep[];
  startsAt: Date;
  ignoreAppointmentIds?: readonly string[];
}

/**
 * Why `startsAt` cannot be booked at `now` with these professionals, or null when it is one of
 * the free times the public page offers (computeVisitSlots, the one rule of a visit's times).
 */
export async function judgeSlot(
  repository: OnlineBookingRepository,
  now: Date,
  input: SlotRequest,
): Promise<AppError | null> {
  const { business, settings, startsAt } = input;
  const outside = outsideBookingWindow(startsAt, now, business.timeZone, settings);
  if (outside === 'too_soon')
    return new AppError('TOO_SOON', 400, {
      params: { minutes: settings.minNoticeMinutes },
      fields: { startsAt: 'validation.invalid' },
    });
  if (outside === 'beyond_window')
    return new AppError('OUTSIDE_BOOKING_WINDOW', 400, {
      params: { days: settings.windowDays },
      fields: { startsAt: 'validation.invalid' },
    });
  const day = localDayOf(startsAt, business.timeZone);
  const context = await repository.slotsContext({
    businessId: business.id,
    serviceIds: [...new Set(input.steps.map((s) => s.serviceId))],
    from: addDays(startsAt, -1),
    to: addDays(startsAt, 2),
    professionalIds: [...new Set(input.steps.map((s) => s.professionalId))],
    ignoreAppointmentIds: input.ignoreAppointmentIds,
  });
  const team = context?.professionals ?? [];
  const offers = (step: RequestedStep) =>
    team.some((p) => p.id === step.professionalId && p.serviceIds.includes(step.serviceId));
  if (!context || !input.steps.every(offers))
    return new AppError('NOT_A_SLOT', 400, { fields: { professionalId: 'validation.invalid' } });
  const offered = (withBusy: boolean) =>
    computeVisitSlots({
      timeZone: business.timeZone,
      now,
      from: day,
      to: day,
      slotStepMinutes: settings.slotStepMinutes,
      windowDays: settings.windowDays,
      minNoticeMinutes: settings.minNoticeMinutes,
      openingHours: context.openingHours,
      professionals: withBusy ? team : team.map((p) => ({ ...p, busy: [] })),
      steps: input.steps.map((s) => ({
        serviceId: s.serviceId,
        durationMinutes: s.durationMinutes,
        professionalIds: [s.professionalId],
      })),
    }).some((s) => s.startsAt.getTime() === startsAt.getTime());
  if (offered(true)) return null;
  // A time on the grid and in hours that is not free is taken; any other time was never offered.
  return offered(false) ? slotTaken() : new AppError('NOT_A_SLOT', 400, { fields: { startsAt: 'validation.invalid' } });
}
