import { randomBytes, randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import type { Kysely } from 'kysely';
import type { CreatePublicBookingBody, PublicBookingCreated } from '../../../contracts/online-booking.ts';
import { changeableUntil, changeWindow } from '../../../core/booking-changes.ts';
import { chainSteps } from '../../../core/visits.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { BookingFacts } from '../appointments/appointment-mails.ts';
import {
  SlotTakenError,
  type AppointmentsRepository,
  type BookingWrite,
} from '../appointments/appointments.repository.ts';
import type { ChangeFeed } from '../live/change-feed.ts';
import { judgeSlot, slotTaken, type SlotRequest } from './bookable-slot.ts';
import type { BookingDeposits, DepositQuote } from './booking-deposits.ts';
import { bookingContact } from './booking-contact.ts';
import { manageUrl } from './booking-links.ts';
import { createBookingNotices } from './booking-notices.ts';
import type { BookingSettings, BookingSettingsRepository } from './booking-settings.repository.ts';
import type { EarlierBooking, OnlineBookingRepository, PublicBusinessRecord } from './online-booking.repository.ts';
import { openBusiness } from './public-page.service.ts';
import { findVisitBooking } from './visit-booking.ts';

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

/** A booking to write: what `place` needs. */
export interface PlacedBooking {
  business: PublicBusinessRecord;
  settings: BookingSettings;
  steps: ReadonlyArray<VisitStep>;
  startsAt: Date;
  client: BookingWrite['client'];
  /** What the e-mails call the customer and where they go. */
  contact: { fullName: string; phone: string | null; email: string | null };
  notes: string | null;
  locale: Locale;
  idempotencyKey?: string | null;
  /** Written in the booking's transaction, given the booking's id. */
  alsoWith?: (trx: Kysely<Database>, appointmentId: string) => Promise<void>;
  /** The deposit it asks (docs/deposits.md): it holds its time unconfirmed until the deposit is paid. */
  deposit?: DepositQuote | null;
}

/** A step of a visit as a booking writes it. */
export interface VisitStep {
  serviceId: string;
  serviceName: string;
  durationMinutes: number;
  priceCents: number;
  professionalId: string;
  professionalName: string;
}

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
  /** Deposits at booking (docs/deposits.md); none: no booking asks one. */
  deposits?: BookingDeposits;
}

export function createPublicBookingService(deps: OnlineBookingDeps) {
  const { repository } = deps;

  const { notices, factsOf } = createBookingNotices(deps);

  /** A booking's answer with its deposit, when it asks one. */
  async function withDeposit(created: PublicBookingCreated): Promise<PublicBookingCreated> {
    const deposit = await deps.deposits?.view(created.id);
    return deposit ? { ...created, deposit } : created;
  }

  /** Why a time cannot be booked now (bookable-slot.ts), or null when it is free. */
  const refusalOf = (request: SlotRequest) => judgeSlot(repository, deps.now(), request);

  /** The steps asked for, each service the business's and active and each professional the business's (else 400). */
  async function requestedSteps(
    businessId: string,
    asked: ReadonlyArray<{ serviceId: string; professionalId: string }>,
  ) {
    return Promise.all(
      asked.map(async ({ serviceId, professionalId }) => {
        const [service, professionalName] = await Promise.all([
          repository.findService(businessId, serviceId),
          repository.findProfessionalName(businessId, professionalId),
        ]);
        if (!service || !service.active)
          throw new AppError('VALIDATION_ERROR', 400, { fields: { serviceId: 'validation.notFound' } });
        if (!professionalName)
          throw new AppError('VALIDATION_ERROR', 400, { fields: { professionalId: 'validation.notFound' } });
        return {
          serviceId,
          serviceName: service.name,
          durationMinutes: service.durationMinutes,
          priceCents: service.priceCents,
          professionalId,
          professionalName,
        };
      }),
    );
  }

  /** See `place` below. */
  async function place(booking: PlacedBooking): Promise<PublicBookingCreated> {
    const { business, settings, steps, startsAt, contact } = booking;
    const businessId = business.id;
    const id = randomUUID();
    const manageToken = randomBytes(24).toString('base64url');
    const chain = chainSteps(startsAt, steps);
    const endsAt = chain.at(-1)!.endsAt;
    const { deposit } = booking;
    // A booking that asks a deposit holds its time unconfirmed: the provider's word on the payment confirms it.
    const status = settings.autoConfirm && !deposit ? 'confirmed' : 'scheduled';
    const facts: BookingFacts = {
      businessName: business.name,
      businessAddress: business.address,
      businessPhone: business.phone,
      timeZone: business.timeZone,
      currency: business.currency,
      clientName: contact.fullName,
      clientPhone: contact.phone,
      clientEmail: contact.email,
      serviceName: chain.map((s) => s.serviceName).join(' + '),
      professionalName: [...new Set(chain.map((s) => s.professionalName))].join(', '),
      startsAt,
      endsAt,
      priceCents: chain.reduce((sum, s) => sum + s.priceCents, 0),
      status,
      manageUrl: manageUrl(deps.baseUrl, businessId, manageToken),
      changeableUntil: changeableUntil(startsAt, settings.cancelUntilHours),
      ...(deposit ? { deposit: { amountCents: deposit.amountCents, state: 'pending', until: deposit.expiresAt } } : {}),
    };
    const alsoWith = async (trx: Kysely<Database>) => {
      if (deposit) await deps.deposits!.holdWith(trx, id, deposit);
      await booking.alsoWith?.(trx, id);
    };
    await deps.appointments.insertVisit(
      chain.map((step, i) => ({
        id: i === 0 ? id : randomUUID(),
        businessId,
        professionalId: step.professionalId,
        serviceId: step.serviceId,
        startsAt: step.startsAt,
        endsAt: step.endsAt,
        status,
        priceCents: step.priceCents,
        notes: booking.notes,
        source: 'online' as const,
        online: { manageToken, clientLocale: booking.locale },
      })),
      {
        client: booking.client,
        idempotencyKey: booking.idempotencyKey ?? null,
        messages: notices('booked', id, facts, booking.locale, business),
        whatsapp: { kind: 'booked' },
        alsoWith: deposit || booking.alsoWith ? alsoWith : undefined,
      },
    );
    await deps.feed.publish({ businessId, kind: 'appointments' });
    return {
      id,
      status,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      manageToken,
      ...changeWindow(status, startsAt, settings.cancelUntilHours, deps.now()),
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
      if (earlier) return withDeposit(replay(earlier, settings, deps.now()));
      const contact = bookingContact(body, settings, business.country, deps.now());

      const steps = await requestedSteps(businessId, [
        { serviceId: body.serviceId, professionalId: body.professionalId },
        ...(body.nextSteps ?? []),
      ]);
      const startsAt = new Date(body.startsAt);
      // A hold whose time is up never keeps a time from being booked.
      await deps.deposits?.releaseExpired(businessId);
      const refused = await refusalOf({ business, settings, steps, startsAt });
      if (refused) throw refused;

      const { email, phoneDigits } = contact;
      const today = new TZDate(deps.now(), business.timeZone);
      const startOfToday = new TZDate(today.getFullYear(), today.getMonth(), today.getDate(), business.timeZone);
      if (
        (await repository.openBookingsByContact(businessId, phoneDigits, email, new Date(startOfToday.getTime()))) >=
        DAILY_BOOKINGS_PER_CONTACT
      ) {
        throw new AppError('BOOKING_LIMIT_REACHED', 429);
      }
      const deposit = deps.deposits
        ? await deps.deposits.quote({ businessId, currency: business.currency, steps, contact })
        : null;
      let placed: PublicBookingCreated;
      try {
        placed = await place({
          business,
          settings,
          steps,
          startsAt,
          client: { contact },
          contact,
          notes: body.notes ?? null,
          locale: options.locale,
          idempotencyKey: key,
          deposit,
        });
      } catch (error) {
        // The same key sent twice at once: the other request booked it.
        const raced =
          key && (error instanceof SlotTakenError || (error as { code?: string }).code === '23505')
            ? await repository.bookingForKey(businessId, key)
            : null;
        if (raced) return withDeposit(replay(raced, settings, deps.now()));
        if (error instanceof SlotTakenError) throw slotTaken();
        throw error;
      }
      if (!deposit) return placed;
      // The hold is written: the payment starts (a failure leaves it to start again from the page).
      const started = await deps.deposits!.start(placed.id, body.depositMethod ?? 'pix').catch(() => null);
      return started ? { ...placed, deposit: started } : withDeposit(placed);
    },

    /**
     * Books a time already judged free (`judgeSlot`) for a customer — one the page found or made
     * from their contact, or a client of the business's (a waitlist claim) —, with the booking's
     * e-mails and WhatsApp messages and whatever `alsoWith` writes, in one transaction. Throws
     * SlotTakenError when a step's professional was taken meanwhile.
     */
    place,

    requestedSteps,

    /**
     * The e-mails a move by the business sends an online booking's customer (the new time and
     * a new reminder; the business made the change, so it gets no alert). None for a booking
     * made at the front desk.
     */
    async movedNotices(appointmentId: string, move: { professionalId?: string; startsAt: Date; endsAt: Date }) {
      const found = await findVisitBooking(repository, { id: appointmentId });
      if (!found?.booking.client.email) return [];
      const { booking, steps } = found;
      const business = await repository.business(booking.businessId);
      if (!business) return [];
      const professionalName =
        steps.length === 1 && move.professionalId && move.professionalId !== booking.professionalId
          ? await repository.findProfessionalName(booking.businessId, move.professionalId)
          : null;
      const settings = await deps.settings.settings(booking.businessId);
      const facts = factsOf(booking, settings, {
        startsAt: move.startsAt,
        endsAt: move.endsAt,
        professionalName: professionalName ?? booking.professionalName,
      });
      return notices('moved', booking.id, facts, booking.clientLocale, business, false);
    },
  };
}
