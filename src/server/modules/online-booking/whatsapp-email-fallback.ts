import { EMAIL_INSTEAD_OF, type WhatsAppTemplateName } from '../../../core/whatsapp.ts';
import type { AppointmentEvent } from '../appointments/appointment-messages.ts';
import type { OutgoingMessage } from '../mail/outbox.repository.ts';
import { createBookingNotices } from './booking-notices.ts';
import type { OnlineBookingDeps } from './public-booking.service.ts';
import { findVisitBooking } from './visit-booking.ts';

/** The booking's change each WhatsApp template with an e-mail instead (EMAIL_INSTEAD_OF) tells of. */
const EVENT_OF: Partial<Record<WhatsAppTemplateName, AppointmentEvent>> = {
  booking_confirmation: 'booked',
  booking_changed: 'moved',
  booking_cancelled: 'cancelled',
};

/**
 * When the platform could not deliver a WhatsApp message about an online booking, its customer
 * gets the e-mail the booking's change sends (appointment-messages.ts), in the language they
 * booked in, due at once. Its dedupe key is the e-mail's own, so a customer who already got it
 * does not get it twice. None for other messages, a booking made at the front desk or a customer
 * without an e-mail address.
 */
export function createWhatsAppEmailFallback(deps: OnlineBookingDeps) {
  const { notices, factsOf } = createBookingNotices(deps);

  return async function emailInsteadOfWhatsApp(appointmentId: string, template: string): Promise<OutgoingMessage[]> {
    const event = EVENT_OF[template as WhatsAppTemplateName];
    const kind = EMAIL_INSTEAD_OF[template as WhatsAppTemplateName];
    if (!event || !kind) return [];
    const booking = (await findVisitBooking(deps.repository, { id: appointmentId }))?.booking;
    if (!booking?.client.email) return [];
    const business = await deps.repository.business(booking.businessId);
    if (!business) return [];
    const facts = factsOf(booking, await deps.settings.settings(booking.businessId));
    return notices(event, booking.id, facts, booking.clientLocale, business, false).filter(
      (message) => message.kind === kind,
    );
  };
}
