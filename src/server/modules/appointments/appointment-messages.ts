import { addDays } from 'date-fns/addDays';
import { addHours } from 'date-fns/addHours';
import { renderCalendar } from '../../../core/icalendar.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { OutgoingMessage } from '../mail/outbox.repository.ts';
import {
  businessAlertMail,
  cancellationMail,
  confirmationMail,
  reminderMail,
  rescheduleMail,
  type BookingFacts,
} from './appointment-mails.ts';

/**
 * The e-mails an appointment's change sends, as plain data built before the change is written:
 * the appointments repository stores them in the change's own transaction. The only place an
 * appointment's e-mail is queued.
 */

export type AppointmentEvent = 'booked' | 'moved' | 'cancelled';

export interface AppointmentNotice {
  appointmentId: string;
  facts: BookingFacts;
  /** The language the customer booked in, recorded with the booking. */
  clientLocale: Locale;
  business: { id: string; locale: Locale; alertTo: string | null };
  /** Whether the business hears of it (not when it made the change itself). */
  alertBusiness: boolean;
  now: Date;
}

/** A reminder goes this long before the appointment, if that moment is still ahead. */
export const REMINDER_HOURS_BEFORE = 24;

/** The booking as an iCalendar file, attached to the customer's e-mail and served by the manage page. */
export function bookingCalendar(facts: BookingFacts, appointmentId: string, now: Date): string {
  return renderCalendar(
    [
      {
        uid: `${appointmentId}@agendo`,
        startsAt: facts.startsAt,
        endsAt: facts.endsAt,
        summary: `${facts.serviceName} – ${facts.businessName}`,
        description: `${facts.professionalName}\n${facts.manageUrl}`,
        location: facts.businessAddress ?? undefined,
        status: facts.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
        updatedAt: now,
      },
    ],
    {
      name: facts.businessName,
      timeZone: facts.timeZone,
      coverFrom: addDays(facts.startsAt, -1),
      coverTo: addDays(facts.endsAt, 1),
      now,
    },
  );
}

/**
 * Booked or moved: the customer's confirmation or new time (with the .ics) and a reminder
 * 24 h before. Cancelled: the customer's notice. And the business's alert when it should hear.
 * Dedupe keys carry the time, so a retried request writes each message once.
 */
export function messagesFor(event: AppointmentEvent, notice: AppointmentNotice): OutgoingMessage[] {
  const { appointmentId, facts, clientLocale, business, now } = notice;
  const about = { businessId: business.id, appointmentId };
  const at = facts.startsAt.toISOString();
  const messages: OutgoingMessage[] = [];
  if (facts.clientEmail) {
    const to = facts.clientEmail;
    if (event === 'cancelled') {
      messages.push({
        kind: 'booking_cancelled',
        to,
        ...cancellationMail(facts, clientLocale),
        ...about,
        dedupeKey: `cancelled:${appointmentId}`,
      });
    } else {
      const mail =
        event === 'booked' ? confirmationMail(facts, clientLocale, now) : rescheduleMail(facts, clientLocale, now);
      const kind = event === 'booked' ? 'booking_confirmation' : 'booking_moved';
      messages.push({
        kind,
        to,
        ...mail,
        ics: bookingCalendar(facts, appointmentId, now),
        ...about,
        dedupeKey: `${event}:${appointmentId}:${at}`,
      });
      const remindAt = addHours(facts.startsAt, -REMINDER_HOURS_BEFORE);
      if (remindAt > now) {
        messages.push({
          kind: 'booking_reminder',
          to,
          ...reminderMail(facts, clientLocale, remindAt),
          ...about,
          sendAfter: remindAt,
          expiresAt: facts.startsAt,
          dedupeKey: `reminder:${appointmentId}:${at}`,
        });
      }
    }
  }
  if (notice.alertBusiness && business.alertTo) {
    const key = event === 'cancelled' ? `alert-cancelled:${appointmentId}` : `alert-${event}:${appointmentId}:${at}`;
    messages.push({
      kind: 'booking_alert',
      to: business.alertTo,
      ...businessAlertMail(facts, business.locale, event),
      ...about,
      dedupeKey: key,
    });
  }
  return messages;
}
