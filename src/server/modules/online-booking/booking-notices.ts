import { changeableUntil } from '../../../core/booking-changes.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { BookingFacts } from '../appointments/appointment-mails.ts';
import { messagesFor, type AppointmentEvent } from '../appointments/appointment-messages.ts';
import { manageUrl } from './booking-links.ts';
import type { BookingSettings } from './booking-settings.repository.ts';
import type { OnlineBookingRecord, PublicBusinessRecord } from './online-booking.repository.ts';

/**
 * What the e-mails and the calendar file of an online booking say: its facts, and the e-mails an
 * event sends (appointment-messages.ts writes them).
 */
export function createBookingNotices(deps: { baseUrl: string; now: () => Date }) {
  /** The e-mails of `event`: the customer's in the language they booked in, the business's in its own. */
  function notices(
    event: AppointmentEvent,
    appointmentId: string,
    facts: BookingFacts,
    clientLocale: Locale,
    business: PublicBusinessRecord,
    alertBusiness = true,
  ) {
    return messagesFor(event, {
      appointmentId,
      facts,
      clientLocale,
      business: { id: business.id, locale: business.locale, alertTo: business.email ?? business.ownerEmail },
      alertBusiness,
      now: deps.now(),
    });
  }

  /** The facts of a booking, with `change` (a move's new time or professional) over them. */
  function factsOf(
    booking: OnlineBookingRecord,
    settings: BookingSettings,
    change: Partial<Pick<BookingFacts, 'startsAt' | 'endsAt' | 'professionalName' | 'deposit'>> = {},
  ): BookingFacts {
    const startsAt = change.startsAt ?? booking.startsAt;
    return {
      businessName: booking.business.name,
      businessAddress: booking.business.address,
      businessPhone: booking.business.phone,
      timeZone: booking.business.timeZone,
      currency: booking.business.currency,
      clientName: booking.client.fullName,
      clientPhone: booking.client.phone,
      clientEmail: booking.client.email,
      serviceName: booking.serviceName,
      professionalName: booking.professionalName,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      priceCents: booking.priceCents,
      status: booking.status === 'confirmed' ? 'confirmed' : 'scheduled',
      manageUrl: manageUrl(deps.baseUrl, booking.businessId, booking.manageToken),
      changeableUntil: changeableUntil(startsAt, settings.cancelUntilHours),
      ...change,
    };
  }

  return { notices, factsOf };
}
