import { createBookingSettingsService } from './booking-settings.service.ts';
import { createCustomerCancellation } from './customer-cancellation.ts';
import { createManageBookingService } from './manage-booking.service.ts';
import { createPublicBookingService, type OnlineBookingDeps } from './public-booking.service.ts';
import { createPublicPageService, type BookingPageReviewsSource } from './public-page.service.ts';
import { createWhatsAppEmailFallback } from './whatsapp-email-fallback.ts';

/**
 * Online booking, by job: the owner's settings (booking-settings.service.ts), the public page
 * and its free times (public-page.service.ts), customers' bookings through the page (public-booking.service.ts) and
 * their secret links (manage-booking.service.ts), a customer's cancel by a WhatsApp reply
 * (customer-cancellation.ts) and the e-mail an undelivered WhatsApp message stands for
 * (whatsapp-email-fallback.ts), on top of the appointments module, which writes every appointment
 * with its e-mails.
 */
export function createOnlineBookingService(
  deps: OnlineBookingDeps & { bookingPageReviews?: BookingPageReviewsSource },
) {
  return {
    ...createBookingSettingsService(deps),
    ...createPublicPageService(deps),
    ...createPublicBookingService(deps),
    ...createManageBookingService(deps),
    cancelByCustomerWith: createCustomerCancellation(deps),
    emailInsteadOfWhatsApp: createWhatsAppEmailFallback(deps),
  };
}

export type OnlineBookingService = ReturnType<typeof createOnlineBookingService>;
