import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { addHours } from 'date-fns/addHours';
import { addMinutes } from 'date-fns/addMinutes';
import type { Kysely } from 'kysely';
import type {
  AvailableSlotsResponse,
  CreatePublicBookingBody,
  OnlineBookingSettings,
  PublicBooking,
  PublicBookingCreated,
  PublicBusiness,
  UpdateOnlineBookingSettingsBody,
} from '../../../contracts/online-booking.ts';
import { computeAnyProfessionalSlots, computeAvailableSlots, type AvailabilityInput } from '../../../core/availability/compute-available-slots.ts';
import { renderCalendar } from '../../../core/icalendar.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Locale } from '../../i18n/locale.ts';
import { SlotTakenError } from '../appointments/appointments.repository.ts';
import type { ChangeFeed } from '../live/change-feed.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import { businessAlertMail, cancellationMail, confirmationMail, reminderMail, rescheduleMail, type BookingFacts } from './booking-mails.ts';
import type { OnlineBookingRepository, PublicBusinessRow } from './online-booking.repository.ts';

const REMINDER_KINDS = ['booking_reminder'] as const;
/** Open online bookings one phone or e-mail may make in a day. */
export const DAILY_BOOKINGS_PER_CONTACT = 3;

const localDayOf = (instant: Date, timeZone: string) => {
  const d = new TZDate(instant, timeZone);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

interface Deps {
  repository: OnlineBookingRepository;
  outbox: OutboxRepository;
  mail: MailService;
  feed: ChangeFeed;
  baseUrl: string;
  now: () => Date;
}

/**
 * Online booking: the owner's settings, the public page's data and free times (from the
 * availability engine), and bookings that are written with their e-mails in one transaction.
 */
export function createOnlineBookingService(deps: Deps) {
  const { repository } = deps;
  const publicUrl = (businessId: string) => `${deps.baseUrl}/agendar/${businessId}`;
  const manageUrl = (businessId: string, token: string) => `${publicUrl(businessId)}/reserva/${token}`;
  const businessLocale = (business: PublicBusinessRow): Locale => (business.currency === 'USD' ? 'en-US' : 'pt-BR');

  /** A business that exists and takes online bookings; otherwise 404 or BOOKING_DISABLED. */
  function requireOpen<T>(business: T | null, enabled: boolean | undefined): T {
    if (!business) throw notFound();
    if (!enabled) throw new AppError('BOOKING_DISABLED', 403);
    return business;
  }

  async function openBusiness(businessId: string) {
    const [business, settings] = await Promise.all([repository.business(businessId), repository.settings(businessId)]);
    return { business: requireOpen(business, settings.enabled), settings };
  }

  function bookingIcs(facts: BookingFacts, uid: string): string {
    return renderCalendar(
      [{ uid: `${uid}@agendo`, startsAt: facts.startsAt, endsAt: facts.endsAt, summary: `${facts.serviceName} – ${facts.businessName}`, description: `${facts.professionalName}\n${facts.manageUrl}`, location: facts.businessAddress ?? undefined, status: facts.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE', updatedAt: deps.now() }],
      { name: facts.businessName, timeZone: facts.timeZone, coverFrom: addDays(facts.startsAt, -1), coverTo: addDays(facts.endsAt, 1), now: deps.now() },
    );
  }

  /** The customer's confirmation (with the .ics), the business's alert, and the reminder 24 h before. */
  async function writeBookingMails(trx: Kysely<Database>, appointmentId: string, facts: BookingFacts, business: PublicBusinessRow, locale: Locale, event: 'booked' | 'moved') {
    if (facts.clientEmail) {
      const mail = event === 'booked' ? confirmationMail(facts, locale) : rescheduleMail(facts, locale);
      await deps.mail.enqueue({ kind: event === 'booked' ? 'booking_confirmation' : 'booking_moved', to: facts.clientEmail, ...mail, ics: bookingIcs(facts, appointmentId), businessId: business.id, appointmentId, dedupeKey: `${event}:${appointmentId}:${facts.startsAt.toISOString()}` }, trx);
      const remindAt = addHours(facts.startsAt, -24);
      if (remindAt > deps.now()) {
        await deps.mail.enqueue({ kind: 'booking_reminder', to: facts.clientEmail, ...reminderMail(facts, locale), businessId: business.id, appointmentId, sendAfter: remindAt, expiresAt: facts.startsAt, dedupeKey: `reminder:${appointmentId}:${facts.startsAt.toISOString()}` }, trx);
      }
    }
    const to = business.email ?? business.ownerEmail;
    if (to) {
      await deps.mail.enqueue({ kind: 'booking_alert', to, ...businessAlertMail(facts, businessLocale(business), event), businessId: business.id, appointmentId, dedupeKey: `alert-${event}:${appointmentId}:${facts.startsAt.toISOString()}` }, trx);
    }
  }

  /** Why `startsAt` cannot be booked, or null when it is one of the free times. */
  async function judgeSlot(input: {
    business: PublicBusinessRow;
    settings: Awaited<ReturnType<OnlineBookingRepository['settings']>>;
    serviceId: string;
    durationMinutes: number;
    professionalId: string;
    startsAt: Date;
    ignoreAppointmentId?: string;
  }): Promise<AppError | null> {
    const { business, settings, startsAt } = input;
    const now = deps.now();
    if (startsAt.getTime() < now.getTime() + settings.minNoticeMinutes * 60_000) {
      return new AppError('TOO_SOON', 400, { params: { minutes: settings.minNoticeMinutes }, fields: { startsAt: 'validation.invalid' } });
    }
    const day = localDayOf(startsAt, business.timeZone);
    if (day > localDayOf(addDays(new TZDate(now, business.timeZone), settings.windowDays), business.timeZone)) {
      return new AppError('OUTSIDE_BOOKING_WINDOW', 400, { params: { days: settings.windowDays }, fields: { startsAt: 'validation.invalid' } });
    }
    const professionals = await repository.availabilityOf(business.id, input.serviceId, addDays(startsAt, -1), addDays(startsAt, 2), input.professionalId, input.ignoreAppointmentId);
    if (professionals.length === 0) return new AppError('NOT_A_SLOT', 400, { fields: { professionalId: 'validation.invalid' } });
    const openingHours = await repository.openingHours(business.id);
    const judge = (withBusy: boolean) =>
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
    if (judge(true)) return null;
    // A time on the grid and in hours that is not free is taken; any other time was never offered.
    return judge(false)
      ? new AppError('SLOT_TAKEN', 409, { params: { conflict: '—' } })
      : new AppError('NOT_A_SLOT', 400, { fields: { startsAt: 'validation.invalid' } });
  }

  function factsOf(row: NonNullable<Awaited<ReturnType<OnlineBookingRepository['findByToken']>>>, token: string, startsAt = row.starts_at, endsAt = row.ends_at, professionalName = row.professional_name): BookingFacts {
    return {
      businessName: row.business_name,
      businessAddress: row.address,
      businessPhone: row.business_phone,
      timeZone: row.time_zone,
      currency: row.currency,
      clientName: row.client_name,
      clientPhone: row.client_phone,
      clientEmail: row.client_email,
      serviceName: row.service_name,
      professionalName,
      startsAt,
      endsAt,
      priceCents: row.price_cents,
      status: row.status === 'confirmed' ? 'confirmed' : 'scheduled',
      manageUrl: manageUrl(row.business_id, token),
    };
  }

  function changeableUntil(startsAt: Date, hours: number): Date {
    return addHours(startsAt, -hours);
  }

  return {
    async getSettings(businessId: string): Promise<OnlineBookingSettings> {
      const now = deps.now();
      const [settings, stats] = await Promise.all([repository.settings(businessId), repository.stats(businessId, addDays(now, -30))]);
      return {
        businessId,
        publicUrl: publicUrl(businessId),
        ...settings,
        stats: { ...stats, conversion: stats.visits > 0 ? Math.min(1, stats.bookings / stats.visits) : 0 },
      };
    },

    async updateSettings(businessId: string, changes: UpdateOnlineBookingSettingsBody): Promise<OnlineBookingSettings> {
      const current = await repository.settings(businessId);
      const next = { ...current };
      for (const [key, value] of Object.entries(changes) as Array<[keyof typeof current, unknown]>) {
        if (value !== undefined) (next as Record<string, unknown>)[key] = value;
      }
      await repository.saveSettings(businessId, next);
      return this.getSettings(businessId);
    },

    async getPublicBusiness(businessId: string): Promise<PublicBusiness> {
      const { business, settings } = await openBusiness(businessId);
      const [openingHours, services, professionals] = await Promise.all([
        repository.openingHours(businessId),
        repository.activeServices(businessId),
        repository.bookableProfessionals(businessId),
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
        services: services
          .filter((s) => offered.has(s.id))
          .map((s) => ({ id: s.id, name: s.name, description: s.description, durationMinutes: s.duration_minutes, priceCents: s.price_cents })),
        professionals,
      };
    },

    async recordVisit(businessId: string): Promise<void> {
      const { business } = await openBusiness(businessId);
      await repository.recordVisit(businessId, localDayOf(deps.now(), business.timeZone));
    },

    async listSlots(businessId: string, query: { serviceId: string; professionalId?: string; from: string; to: string }): Promise<AvailableSlotsResponse> {
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
      const { timeZone, settings, service, openingHours, professionals } = requireOpen(context, context?.settings.enabled);
      if (!service || !service.active) throw new AppError('VALIDATION_ERROR', 400, { fields: { serviceId: 'validation.notFound' } });
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
        slots: chosen.map((s) => ({ professionalId: s.professionalId, startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() })),
      };
    },

    async book(businessId: string, body: CreatePublicBookingBody, options: { locale: Locale; idempotencyKey: string | null }): Promise<PublicBookingCreated> {
      if (body.website) throw new AppError('BOOKING_REJECTED', 400);
      const { business, settings } = await openBusiness(businessId);
      if (options.idempotencyKey) {
        const earlier = await repository.appointmentForKey(businessId, options.idempotencyKey);
        if (earlier) return { id: earlier.id, status: earlier.status === 'confirmed' ? 'confirmed' : 'scheduled', startsAt: earlier.starts_at.toISOString(), endsAt: earlier.ends_at.toISOString(), manageToken: earlier.manage_token! };
      }
      const phone = body.client.phone?.trim() || null;
      const email = body.client.email?.trim().toLowerCase() || null;
      const missing: Record<string, string> = {};
      if (settings.requirePhone && !phone) missing['client.phone'] = 'validation.required';
      if (settings.requireEmail && !email) missing['client.email'] = 'validation.required';
      if (!phone && !email) missing[settings.requireEmail ? 'client.email' : 'client.phone'] = 'validation.required';
      if (Object.keys(missing).length > 0) throw new AppError('VALIDATION_ERROR', 400, { fields: missing });

      const service = await repository.findService(businessId, body.serviceId);
      if (!service || !service.active) throw new AppError('VALIDATION_ERROR', 400, { fields: { serviceId: 'validation.notFound' } });
      const professionalName = await repository.findProfessionalName(businessId, body.professionalId);
      if (!professionalName) throw new AppError('VALIDATION_ERROR', 400, { fields: { professionalId: 'validation.notFound' } });
      const startsAt = new Date(body.startsAt);
      const refusal = await judgeSlot({ business, settings, serviceId: service.id, durationMinutes: service.duration_minutes, professionalId: body.professionalId, startsAt });
      if (refusal) throw refusal;

      const phoneDigits = phone ? phone.replace(/\D/g, '') : null;
      const today = new TZDate(deps.now(), business.timeZone);
      const startOfToday = new TZDate(today.getFullYear(), today.getMonth(), today.getDate(), business.timeZone);
      if ((await repository.openBookingsByContact(businessId, phoneDigits, email, new Date(startOfToday.getTime()))) >= DAILY_BOOKINGS_PER_CONTACT) {
        throw new AppError('BOOKING_LIMIT_REACHED', 429);
      }

      const endsAt = addMinutes(startsAt, service.duration_minutes);
      const status = settings.autoConfirm ? 'confirmed' : 'scheduled';
      const fullName = body.client.fullName.trim();
      try {
        const booked = await repository.book({
          businessId,
          serviceId: service.id,
          professionalId: body.professionalId,
          startsAt,
          endsAt,
          status,
          priceCents: service.price_cents,
          notes: body.notes ?? null,
          locale: options.locale,
          client: { fullName, phone, email, phoneDigits },
          idempotencyKey: options.idempotencyKey,
          alsoWrite: (trx, appointment) =>
            writeBookingMails(
              trx,
              appointment.id,
              {
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
                priceCents: service.price_cents,
                status,
                manageUrl: manageUrl(businessId, appointment.manageToken),
              },
              business,
              options.locale,
              'booked',
            ),
        });
        await deps.feed.publish({ businessId, kind: 'appointments' });
        return { id: booked.id, status, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), manageToken: booked.manageToken };
      } catch (error) {
        const racedKey = options.idempotencyKey && (error instanceof SlotTakenError || (error as { code?: string }).code === '23505');
        if (racedKey) {
          const earlier = await repository.appointmentForKey(businessId, options.idempotencyKey!);
          if (earlier) return { id: earlier.id, status: earlier.status === 'confirmed' ? 'confirmed' : 'scheduled', startsAt: earlier.starts_at.toISOString(), endsAt: earlier.ends_at.toISOString(), manageToken: earlier.manage_token! };
        }
        if (error instanceof SlotTakenError) throw new AppError('SLOT_TAKEN', 409, { params: { conflict: '—' } });
        throw error;
      }
    },

    /**
     * The business moved an online booking on its schedule: the customer hears of the new time
     * and gets a reminder for it (the old one was withdrawn with the move).
     */
    async afterStaffMove(appointmentId: string): Promise<void> {
      const row = await repository.findOnline({ id: appointmentId });
      if (!row?.manage_token || !row.client_email) return;
      const business = await repository.business(row.business_id);
      if (!business) return;
      const facts = factsOf(row, row.manage_token);
      if (facts.clientEmail) {
        const locale = row.client_locale;
        const key = `${appointmentId}:${facts.startsAt.toISOString()}`;
        await deps.mail.enqueue({ kind: 'booking_moved', to: facts.clientEmail, ...rescheduleMail(facts, locale), ics: bookingIcs(facts, appointmentId), businessId: business.id, appointmentId, dedupeKey: `moved:${key}` });
        const remindAt = addHours(facts.startsAt, -24);
        if (remindAt > deps.now()) {
          await deps.mail.enqueue({ kind: 'booking_reminder', to: facts.clientEmail, ...reminderMail(facts, locale), businessId: business.id, appointmentId, sendAfter: remindAt, expiresAt: facts.startsAt, dedupeKey: `reminder:${key}` });
        }
      }
    },

    async getBooking(token: string): Promise<PublicBooking> {
      const row = await repository.findByToken(token);
      if (!row) throw notFound();
      const settings = await repository.settings(row.business_id);
      const until = changeableUntil(row.starts_at, settings.cancelUntilHours);
      return {
        id: row.id,
        status: row.status,
        startsAt: row.starts_at.toISOString(),
        endsAt: row.ends_at.toISOString(),
        serviceId: row.service_id,
        serviceName: row.service_name,
        professionalId: row.professional_id,
        professionalName: row.professional_name,
        clientName: row.client_name,
        priceCents: row.price_cents,
        business: { id: row.business_id, name: row.business_name, address: row.address, phone: row.business_phone, timeZone: row.time_zone, currency: row.currency },
        changeableUntil: until.toISOString(),
        canChange: (row.status === 'scheduled' || row.status === 'confirmed') && deps.now() <= until,
      };
    },

    async bookingCalendar(token: string): Promise<string> {
      const row = await repository.findByToken(token);
      if (!row) throw notFound();
      return bookingIcs(factsOf(row, token), row.id);
    },

    async cancelBooking(token: string): Promise<PublicBooking> {
      const row = await repository.findByToken(token);
      if (!row) throw notFound();
      const settings = await repository.settings(row.business_id);
      if (row.status === 'cancelled') return this.getBooking(token);
      if (row.status === 'completed' || deps.now() > changeableUntil(row.starts_at, settings.cancelUntilHours)) {
        throw new AppError('CHANGE_TOO_LATE', 409, { params: { hours: settings.cancelUntilHours } });
      }
      const business = (await repository.business(row.business_id))!;
      const facts = factsOf(row, token);
      const locale = row.client_locale;
      await repository.cancel(row.id, async (trx) => {
        await deps.outbox.withdrawForAppointment(row.id, REMINDER_KINDS, trx);
        if (facts.clientEmail) await deps.mail.enqueue({ kind: 'booking_cancelled', to: facts.clientEmail, ...cancellationMail(facts, locale), businessId: row.business_id, appointmentId: row.id, dedupeKey: `cancelled:${row.id}` }, trx);
        const to = business.email ?? business.ownerEmail;
        if (to) await deps.mail.enqueue({ kind: 'booking_alert', to, ...businessAlertMail(facts, businessLocale(business), 'cancelled'), businessId: row.business_id, appointmentId: row.id, dedupeKey: `alert-cancelled:${row.id}` }, trx);
      });
      await deps.feed.publish({ businessId: row.business_id, kind: 'appointments' });
      return this.getBooking(token);
    },

    async rescheduleBooking(token: string, body: { startsAt: string; professionalId?: string }): Promise<PublicBooking> {
      const row = await repository.findByToken(token);
      if (!row) throw notFound();
      const { business, settings } = await openBusiness(row.business_id);
      if (!(row.status === 'scheduled' || row.status === 'confirmed') || deps.now() > changeableUntil(row.starts_at, settings.cancelUntilHours)) {
        throw new AppError('CHANGE_TOO_LATE', 409, { params: { hours: settings.cancelUntilHours } });
      }
      const service = await repository.findService(row.business_id, row.service_id);
      const professionalId = body.professionalId ?? row.professional_id;
      const professionalName = await repository.findProfessionalName(row.business_id, professionalId);
      if (!service || !professionalName) throw new AppError('VALIDATION_ERROR', 400, { fields: { professionalId: 'validation.notFound' } });
      const startsAt = new Date(body.startsAt);
      const refusal = await judgeSlot({ business, settings, serviceId: service.id, durationMinutes: service.duration_minutes, professionalId, startsAt, ignoreAppointmentId: row.id });
      if (refusal) throw refusal;
      const endsAt = addMinutes(startsAt, service.duration_minutes);
      const facts = factsOf(row, token, startsAt, endsAt, professionalName);
      try {
        const moved = await repository.move(row.id, professionalId, startsAt, endsAt, async (trx) => {
          await deps.outbox.withdrawForAppointment(row.id, REMINDER_KINDS, trx);
          await writeBookingMails(trx, row.id, facts, business, row.client_locale, 'moved');
        });
        if (!moved) throw new AppError('CHANGE_TOO_LATE', 409, { params: { hours: settings.cancelUntilHours } });
      } catch (error) {
        if (error instanceof SlotTakenError) throw new AppError('SLOT_TAKEN', 409, { params: { conflict: '—' } });
        throw error;
      }
      await deps.feed.publish({ businessId: row.business_id, kind: 'appointments' });
      return this.getBooking(token);
    },
  };
}

export type OnlineBookingService = ReturnType<typeof createOnlineBookingService>;
