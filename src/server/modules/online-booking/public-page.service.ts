import { TZDate } from '@date-fns/tz';
import { lightFormat } from 'date-fns/lightFormat';
import type { AvailableSlotsResponse, PublicBusiness } from '../../../contracts/online-booking.ts';
import type { BookingPageReviews } from '../../../contracts/reviews.ts';
import {
  computeAnyProfessionalSlots,
  computeAvailableSlots,
  type AvailabilityInput,
} from '../../../core/availability/compute-available-slots.ts';
import { AppError, notFound } from '../../errors.ts';
import type { BookingSettingsRepository } from './booking-settings.repository.ts';
import type { OnlineBookingRepository } from './online-booking.repository.ts';

/** The calendar day ('YYYY-MM-DD') an instant falls on in `timeZone`. */
export const localDayOf = (instant: Date, timeZone: string) =>
  lightFormat(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd');

/** A business that exists and takes online bookings; otherwise 404 or BOOKING_DISABLED. */
export function requireOpen<T>(business: T | null, enabled: boolean | undefined): T {
  if (!business) throw notFound();
  if (!enabled) throw new AppError('BOOKING_DISABLED', 403);
  return business;
}

/** The business and its settings, if it takes online bookings. */
export async function openBusiness(
  repository: OnlineBookingRepository,
  settings: BookingSettingsRepository,
  businessId: string,
) {
  const [business, found] = await Promise.all([repository.business(businessId), settings.settings(businessId)]);
  return { business: requireOpen(business, found.enabled), settings: found };
}

/** The rating the page shows under the business's name, once it has enough reviews (the reviews module's). */
export type BookingPageReviewsSource = (businessId: string) => Promise<BookingPageReviews | null>;

/** What the public page shows: the business, its services and team, its rating, and free times. */
export function createPublicPageService(deps: {
  repository: OnlineBookingRepository;
  settings: BookingSettingsRepository;
  now: () => Date;
  bookingPageReviews?: BookingPageReviewsSource;
}) {
  const { repository } = deps;
  return {
    async getPublicBusiness(businessId: string): Promise<PublicBusiness> {
      const { business, settings } = await openBusiness(repository, deps.settings, businessId);
      const [openingHours, services, professionals, reviews] = await Promise.all([
        repository.openingHours(businessId),
        repository.activeServices(businessId),
        repository.bookableProfessionals(businessId),
        deps.bookingPageReviews ? deps.bookingPageReviews(businessId) : null,
      ]);
      const offered = new Set(professionals.flatMap((p) => p.serviceIds));
      return {
        id: business.id,
        name: business.name,
        address: business.address,
        phone: business.phone,
        timeZone: business.timeZone,
        currency: business.currency,
        welcomeMessage: settings.welcomeMessage,
        requirePhone: settings.requirePhone,
        requireEmail: settings.requireEmail,
        windowDays: settings.windowDays,
        openingHours,
        services: services.filter((s) => offered.has(s.id)),
        professionals,
        reviews,
      };
    },

    async recordVisit(businessId: string): Promise<void> {
      const { business } = await openBusiness(repository, deps.settings, businessId);
      await deps.settings.recordVisit(businessId, localDayOf(deps.now(), business.timeZone));
    },

    async listSlots(
      businessId: string,
      query: { serviceId: string; professionalId?: string; from: string; to: string },
    ): Promise<AvailableSlotsResponse> {
      // One statement. The appointments are read over the days padded by 14 h on each side,
      // which covers every time zone's local days without knowing the zone yet.
      const pad = 14 * 3_600_000;
      const context = await repository.slotsContext(
        businessId,
        query.serviceId,
        new Date(Date.parse(`${query.from}T00:00:00Z`) - pad),
        new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000 + pad),
        query.professionalId,
      );
      const { timeZone, settings, service, openingHours, professionals } = requireOpen(
        context,
        context?.settings.enabled,
      );
      if (!service || !service.active)
        throw new AppError('VALIDATION_ERROR', 400, { fields: { serviceId: 'validation.notFound' } });
      const input: AvailabilityInput = {
        timeZone,
        now: deps.now(),
        from: query.from,
        to: query.to,
        durationMinutes: service.durationMinutes,
        slotStepMinutes: settings.slotStepMinutes,
        windowDays: settings.windowDays,
        minNoticeMinutes: settings.minNoticeMinutes,
        openingHours,
        professionals,
      };
      const chosen = query.professionalId ? computeAvailableSlots(input) : computeAnyProfessionalSlots(input);
      return {
        timeZone,
        slots: chosen.map((s) => ({
          professionalId: s.professionalId,
          startsAt: s.startsAt.toISOString(),
          endsAt: s.endsAt.toISOString(),
        })),
      };
    },
  };
}
