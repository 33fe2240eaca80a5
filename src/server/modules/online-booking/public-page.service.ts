import { TZDate } from '@date-fns/tz';
import { lightFormat } from 'date-fns/lightFormat';
import {
  ANY_PROFESSIONAL,
  type AvailableSlotsResponse,
  type ListVisitSlotsQuery,
  type PublicBusiness,
  type VisitSlotsResponse,
} from '../../../contracts/online-booking.ts';
import type { BookingPageReviews } from '../../../contracts/reviews.ts';
import {
  computeAnyProfessionalSlots,
  computeAvailableSlots,
  type AvailabilityInput,
} from '../../../core/availability/compute-available-slots.ts';
import { computeVisitSlots } from '../../../core/availability/visit-slots.ts';
import { AppError, notFound } from '../../errors.ts';
import type { BookingSettingsRepository } from './booking-settings.repository.ts';
import type { OnlineBookingRepository } from './online-booking.repository.ts';
import type { BookingDeposits } from './booking-deposits.ts';

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
  deposits?: Pick<BookingDeposits, 'releaseExpired' | 'preview'>;
}) {
  const { repository } = deps;

  /**
   * What free times are computed from, in one statement, for services that are all the business's
   * and active (else 400 on `serviceId`), and the computation's input but the services. The
   * appointments are read over the days padded by 14 h on each side, which covers every time
   * zone's local days without knowing the zone yet.
   */
  async function readContext(
    businessId: string,
    serviceIds: readonly string[],
    days: { from: string; to: string },
    professionalIds?: readonly string[],
  ) {
    const pad = 14 * 3_600_000;
    // A deposit's hold whose time is up never hides a free time.
    await deps.deposits?.releaseExpired(businessId);
    const found = await repository.slotsContext({
      businessId,
      serviceIds,
      from: new Date(Date.parse(`${days.from}T00:00:00Z`) - pad),
      to: new Date(Date.parse(`${days.to}T00:00:00Z`) + 86_400_000 + pad),
      professionalIds,
    });
    const context = requireOpen(found, found?.settings.enabled);
    const active = new Set(context.services.filter((s) => s.active).map((s) => s.id));
    if (!serviceIds.every((id) => active.has(id)))
      throw new AppError('VALIDATION_ERROR', 400, { fields: { serviceId: 'validation.notFound' } });
    const { settings } = context;
    const window: Omit<AvailabilityInput, 'durationMinutes'> = {
      timeZone: context.timeZone,
      now: deps.now(),
      from: days.from,
      to: days.to,
      slotStepMinutes: settings.slotStepMinutes,
      windowDays: settings.windowDays,
      minNoticeMinutes: settings.minNoticeMinutes,
      openingHours: context.openingHours,
      professionals: context.professionals,
    };
    return { context, window };
  }

  /** A visit's free start times (listVisitSlots; a waitlist's offers). */
  async function findVisitSlots(businessId: string, query: ListVisitSlotsQuery) {
    const chosen = query.professionalIds.filter((id) => id !== ANY_PROFESSIONAL);
    const { context, window } = await readContext(
      businessId,
      query.serviceIds,
      query,
      chosen.length === query.professionalIds.length ? chosen : undefined,
    );
    const duration = new Map(context.services.map((s) => [s.id, s.durationMinutes]));
    const slots = computeVisitSlots({
      ...window,
      steps: query.serviceIds.map((serviceId, i) => {
        const wanted = query.professionalIds[i]!;
        return {
          serviceId,
          durationMinutes: duration.get(serviceId)!,
          professionalIds: context.professionals
            .filter((p) => p.serviceIds.includes(serviceId) && (wanted === ANY_PROFESSIONAL || p.id === wanted))
            .map((p) => p.id),
        };
      }),
    });
    return { timeZone: context.timeZone, slots };
  }

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
      const shown = services.filter((s) => offered.has(s.id));
      const deposits = deps.deposits ? await deps.deposits.preview(businessId, shown) : null;
      return {
        ...(deposits ? { deposits: deposits.policy } : {}),
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
        services: shown.map((s) => {
          const depositCents = deposits?.depositCents.get(s.id);
          return depositCents ? { ...s, depositCents } : s;
        }),
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
      const { context, window } = await readContext(
        businessId,
        [query.serviceId],
        query,
        query.professionalId ? [query.professionalId] : undefined,
      );
      const service = context.services[0]!;
      const input: AvailabilityInput = { ...window, durationMinutes: service.durationMinutes };
      const chosen = query.professionalId ? computeAvailableSlots(input) : computeAnyProfessionalSlots(input);
      return {
        timeZone: context.timeZone,
        slots: chosen.map((s) => ({
          professionalId: s.professionalId,
          startsAt: s.startsAt.toISOString(),
          endsAt: s.endsAt.toISOString(),
        })),
      };
    },

    /**
     * The start times of a visit of several services, each step with who does it: a professional
     * chosen for a step, or whoever offers its service for `any` (computeVisitSlots assigns them).
     */
    async listVisitSlots(businessId: string, query: ListVisitSlotsQuery): Promise<VisitSlotsResponse> {
      const { timeZone, slots } = await findVisitSlots(businessId, query);
      return {
        timeZone,
        slots: slots.map((slot) => ({
          startsAt: slot.startsAt.toISOString(),
          endsAt: slot.endsAt.toISOString(),
          steps: slot.steps.map((step) => ({
            serviceId: step.serviceId,
            professionalId: step.professionalId,
            startsAt: step.startsAt.toISOString(),
            endsAt: step.endsAt.toISOString(),
          })),
        })),
      };
    },

    findVisitSlots,
  };
}
