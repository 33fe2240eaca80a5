import { randomBytes, randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { addMinutes } from 'date-fns/addMinutes';
import type {
  CreatePublicBookingBody,
  PublicBooking,
  PublicBookingCreated,
} from '../../../contracts/online-booking.ts';
import { changeableUntil, changeWindow, customerMayChange } from '../../../core/booking-changes.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { BookingFacts } from '../appointments/appointment-mails.ts';
import { bookingCalendar } from '../appointments/appointment-messages.ts';
import { SlotTakenError, type AppointmentsRepository } from '../appointments/appointments.repository.ts';
import type { ChangeFeed } from '../live/change-feed.ts';
import { judgeSlot, slotTaken, type SlotRequest } from './bookable-slot.ts';
import { bookingContact } from './booking-contact.ts';
import { manageUrl } from './booking-links.ts';
import { createBookingNotices } from './booking-notices.ts';
import type { BookingSettings, BookingSettingsRepository } from './booking-settings.repository.ts';
import type { EarlierBooking, OnlineBookingRecord, OnlineBookingRepository } from './online-booking.repository.ts';
import { openBusiness } from './public-page.service.ts';

/** Open online bookings one phone or e-mail may make in a day. */
export const DAILY_BOOKINGS_PER_CONTACT = 3;

/** What a retried request answers: the booking its key already made. */
const replay = (earlier: EarlierBooking, settings: BookingSettings, now: Date): PublicBookingCreated => ({
  id: earlier.id,
  status: earlier.status === 'confirmed' ? 'confirmed' : 'scheduled',
  startsAt: earlier.startsAt.toISOString(),
  endsAt: earlier.endsAt.toISOString(),
  manageToken: earlier.manageToken,
  ...changeWindow(earlier.status, earlier.startsAt, settings.cancelUntilHours, now),
});

/**
 * A customer's booking from the public page and its secret link: book, see, move, cancel. The
 * appointments repository writes each change with its e-mails (appointment-messages.ts) in one
 * transaction; ids and manage tokens are chosen here, before the write, so the e-mails can name
 * them.
 */
export interface OnlineBookingDeps {
  repository: OnlineBookingRepository;
  settings: BookingSettingsRepository;
  appointments: AppointmentsRepository;
  feed: ChangeFeed;
  baseUrl: string;
  now: () => Date;
}

export function createPublicBookingService(deps: OnlineBookingDeps) {
  const { repository } = deps;

  const { notices, factsOf } = createBookingNotices(deps);

  /** Why a time cannot be booked now (bookable-slot.ts), or null when it is free. */
  const refusalOf = (request: SlotRequest) => judgeSlot(repository, deps.now(), request);

  async function findBooking(token: string): Promise<OnlineBookingRecord> {
    const booking = await repository.findOnline({ token });
    if (!booking) throw notFound();
    return booking;
  }

  /** A booking its customer may still change, with its business and settings; else CHANGE_TOO_LATE. */
  function ensureChangeable(booking: OnlineBookingRecord, settings: BookingSettings): void {
    if (!customerMayChange(booking.status, booking.startsAt, settings.cancelUntilHours, deps.now())) {
      throw new AppError('CHANGE_TOO_LATE', 409, { params: { hours: settings.cancelUntilHours } });
    }
  }

  async function getBooking(token: string): Promise<PublicBooking> {
    const booking = await findBooking(token);
    const settings = await deps.settings.settings(booking.businessId);
    return {
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
      ...changeWindow(booking.status, booking.startsAt, settings.cancelUntilHours, deps.now()),
    };
  }

  return {
    async book(
      businessId: string,
      body: CreatePublicBookingBody,
      options: { locale: Locale; idempotencyKey: string | null },
    ): Promise<PublicBookingCreated> {
      if (body.website) throw new AppError('BOOKING_REJECTED', 400);
      const { business, settings } = await openBusiness(repository, deps.settings, businessId);
      const key = options.idempotencyKey;
      const earlier = key ? await repository.bookingForKey(businessId, key) : null;
      if (earlier) return replay(earlier, settings, deps.now());
      const contact = bookingContact(body, settings, business.country, deps.now());

      const service = await repository.findService(businessId, body.serviceId);
      if (!service || !service.active)
        throw new AppError('VALIDATION_ERROR', 400, { fields: { serviceId: 'validation.notFound' } });
      const professionalName = await repository.findProfessionalName(businessId, body.professionalId);
      if (!professionalName)
        throw new AppError('VALIDATION_ERROR', 400, { fields: { professionalId: 'validation.notFound' } });
      const startsAt = new Date(body.startsAt);
      const refused = await refusalOf({
        business,
        settings,
        serviceId: service.id,
        durationMinutes: service.durationMinutes,
        professionalId: body.professionalId,
        startsAt,
      });
      if (refused) throw refused;

      const { phone, email, phoneDigits } = contact;
      const today = new TZDate(deps.now(), business.timeZone);
      const startOfToday = new TZDate(today.getFullYear(), today.getMonth(), today.getDate(), business.timeZone);
      if (
        (await repository.openBookingsByContact(businessId, phoneDigits, email, new Date(startOfToday.getTime()))) >=
        DAILY_BOOKINGS_PER_CONTACT
      ) {
        throw new AppError('BOOKING_LIMIT_REACHED', 429);
      }

      const id = randomUUID();
      const manageToken = randomBytes(24).toString('base64url');
      const endsAt = addMinutes(startsAt, service.durationMinutes);
      const status = settings.autoConfirm ? 'confirmed' : 'scheduled';
      const { fullName } = contact;
      const facts: BookingFacts = {
        businessName: business.name,
        businessAddress: business.address,
        businessPhone: business.phone,
        timeZone: business.timeZone,
        currency: business.currency,
        clientName: fullName,
        clientPhone: phone,
        clientEmail: email,
        serviceName: service.name,
        professionalName,
        startsAt,
        endsAt,
        priceCents: service.priceCents,
        status,
        manageUrl: manageUrl(deps.baseUrl, businessId, manageToken),
        changeableUntil: changeableUntil(startsAt, settings.cancelUntilHours),
      };
      try {
        await deps.appointments.insert(
          {
            id,
            businessId,
            professionalId: body.professionalId,
            serviceId: service.id,
            startsAt,
            endsAt,
            status,
            priceCents: service.priceCents,
            notes: body.notes ?? null,
            source: 'online',
            online: { manageToken, clientLocale: options.locale },
          },
          {
            client: { contact },
            idempotencyKey: key,
            messages: notices('booked', id, facts, options.locale, business),
            whatsapp: { kind: 'booked' },
          },
        );
      } catch (error) {
        // The same key sent twice at once: the other request booked it.
        const raced =
          key && (error instanceof SlotTakenError || (error as { code?: string }).code === '23505')
            ? await repository.bookingForKey(businessId, key)
            : null;
        if (raced) return replay(raced, settings, deps.now());
        if (error instanceof SlotTakenError) throw slotTaken();
        throw error;
      }
      await deps.feed.publish({ businessId, kind: 'appointments' });
      return {
        id,
        status,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        manageToken,
        ...changeWindow(status, startsAt, settings.cancelUntilHours, deps.now()),
      };
    },

    /**
     * The e-mails a move by the business sends an online booking's customer (the new time and
     * a new reminder; the business made the change, so it gets no alert). None for a booking
     * made at the front desk.
     */
    async movedNotices(appointmentId: string, move: { professionalId: string; startsAt: Date; endsAt: Date }) {
      const booking = await repository.findOnline({ id: appointmentId });
      if (!booking?.client.email) return [];
      const business = await repository.business(booking.businessId);
      if (!business) return [];
      const professionalName =
        move.professionalId === booking.professionalId
          ? booking.professionalName
          : await repository.findProfessionalName(booking.businessId, move.professionalId);
      const settings = await deps.settings.settings(booking.businessId);
      const facts = factsOf(booking, settings, {
        startsAt: move.startsAt,
        endsAt: move.endsAt,
        professionalName: professionalName ?? booking.professionalName,
      });
      return notices('moved', appointmentId, facts, booking.clientLocale, business, false);
    },

    getBooking,

    async bookingCalendar(token: string): Promise<string> {
      const booking = await findBooking(token);
      return bookingCalendar(
        factsOf(booking, await deps.settings.settings(booking.businessId)),
        booking.id,
        deps.now(),
      );
    },

    async cancelBooking(token: string): Promise<PublicBooking> {
      const booking = await findBooking(token);
      if (booking.status === 'cancelled') return getBooking(token);
      const settings = await deps.settings.settings(booking.businessId);
      ensureChangeable(booking, settings);
      const business = (await repository.business(booking.businessId))!;
      const messages = notices('cancelled', booking.id, factsOf(booking, settings), booking.clientLocale, business);
      // Their own cancellation: the e-mail says it; WhatsApp has no notice of it.
      await deps.appointments.changeStatus(booking.businessId, booking.id, booking.status, 'cancelled', { messages });
      await deps.feed.publish({ businessId: booking.businessId, kind: 'appointments' });
      return getBooking(token);
    },

    async rescheduleBooking(
      token: string,
      body: { startsAt: string; professionalId?: string },
    ): Promise<PublicBooking> {
      const booking = await findBooking(token);
      const { business, settings } = await openBusiness(repository, deps.settings, booking.businessId);
      ensureChangeable(booking, settings);
      const service = await repository.findService(booking.businessId, booking.serviceId);
      const professionalId = body.professionalId ?? booking.professionalId;
      const professionalName = await repository.findProfessionalName(booking.businessId, professionalId);
      if (!service || !professionalName)
        throw new AppError('VALIDATION_ERROR', 400, { fields: { professionalId: 'validation.notFound' } });
      const startsAt = new Date(body.startsAt);
      const refused = await refusalOf({
        business,
        settings,
        serviceId: service.id,
        durationMinutes: service.durationMinutes,
        professionalId,
        startsAt,
        ignoreAppointmentId: booking.id,
      });
      if (refused) throw refused;
      const endsAt = addMinutes(startsAt, service.durationMinutes);
      const messages = notices(
        'moved',
        booking.id,
        factsOf(booking, settings, { startsAt, endsAt, professionalName }),
        booking.clientLocale,
        business,
      );
      try {
        const moved = await deps.appointments.move(
          booking.businessId,
          booking.id,
          { professionalId, startsAt, endsAt },
          messages,
          // Their own move: no notice on WhatsApp, but the reminder for the new time.
          { kind: 'moved', byClient: true },
        );
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
