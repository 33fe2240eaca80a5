import type { AppointmentsRepository } from '../appointments/appointments.repository.ts';
import type { ChangeFeed } from '../live/change-feed.ts';
import type { BookingSettingsRepository } from './booking-settings.repository.ts';
import { createBookingSettingsService } from './booking-settings.service.ts';
import type { OnlineBookingRepository } from './online-booking.repository.ts';
import { createPublicBookingService } from './public-booking.service.ts';
import { createPublicPageService } from './public-page.service.ts';

/**
 * Online booking, by job: the owner's settings (booking-settings.service.ts), the public page
 * and its free times (public-page.service.ts), and customers' bookings through the page and
 * their secret links (public-booking.service.ts), on top of the appointments module, which
 * writes every appointment with its e-mails.
 */
export function createOnlineBookingService(deps: {
  repository: OnlineBookingRepository;
  settings: BookingSettingsRepository;
  appointments: AppointmentsRepository;
  feed: ChangeFeed;
  baseUrl: string;
  now: () => Date;
}) {
  return {
    ...createBookingSettingsService(deps),
    ...createPublicPageService(deps),
    ...createPublicBookingService(deps),
  };
}

export type OnlineBookingService = ReturnType<typeof createOnlineBookingService>;
