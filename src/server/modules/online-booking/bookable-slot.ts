import { addDays } from 'date-fns/addDays';
import { outsideBookingWindow } from '../../../core/availability/booking-window.ts';
import { computeAvailableSlots } from '../../../core/availability/compute-available-slots.ts';
import { AppError } from '../../errors.ts';
import type { BookingSettings } from './booking-settings.repository.ts';
import type { OnlineBookingRepository, PublicBusinessRecord } from './online-booking.repository.ts';
import { localDayOf } from './public-page.service.ts';

/** The refusal of a time someone else booked first. */
export const slotTaken = () => new AppError('SLOT_TAKEN', 409, { params: { conflict: '—' } });

/** A time a customer asks for: a new booking's, or a move's (which ignores the booking it moves). */
export interface SlotRequest {
  business: PublicBusinessRecord;
  settings: BookingSettings;
  serviceId: string;
  durationMinutes: number;
  professionalId: string;
  startsAt: Date;
  ignoreAppointmentId?: string;
}

/**
 * Why `startsAt` cannot be booked at `now`, or null when it is one of the free times the public
 * page offers.
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
  const professionals = await repository.availabilityOf(
    business.id,
    input.serviceId,
    addDays(startsAt, -1),
    addDays(startsAt, 2),
    input.professionalId,
    input.ignoreAppointmentId,
  );
  if (professionals.length === 0)
    return new AppError('NOT_A_SLOT', 400, { fields: { professionalId: 'validation.invalid' } });
  const openingHours = await repository.openingHours(business.id);
  const offered = (withBusy: boolean) =>
    computeAvailableSlots({
      timeZone: business.timeZone,
      now,
      from: day,
      to: day,
      durationMinutes: input.durationMinutes,
      slotStepMinutes: settings.slotStepMinutes,
      windowDays: settings.windowDays,
      minNoticeMinutes: settings.minNoticeMinutes,
      openingHours,
      professionals: withBusy ? professionals : professionals.map((p) => ({ ...p, busy: [] })),
    }).some((s) => s.startsAt.getTime() === startsAt.getTime());
  if (offered(true)) return null;
  // A time on the grid and in hours that is not free is taken; any other time was never offered.
  return offered(false) ? slotTaken() : new AppError('NOT_A_SLOT', 400, { fields: { startsAt: 'validation.invalid' } });
}
