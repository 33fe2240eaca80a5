import { randomBytes } from 'node:crypto';
import type { ListVisitSlotsQuery, PublicBookingCreated } from '../../../contracts/online-booking.ts';
import type { VisitSlot } from '../../../core/availability/visit-slots.ts';
import { phoneDigits } from '../../../core/search-text.ts';
import type { JoinWaitlistBody, WaitlistJoined, WaitlistOffer } from '../../../contracts/waitlist.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Locale } from '../../i18n/locale.ts';
import { SlotTakenError } from '../appointments/appointments.repository.ts';
import { judgeSlot } from '../online-booking/bookable-slot.ts';
import { bookingContact } from '../online-booking/booking-contact.ts';
import type { BookingDeposits } from '../online-booking/booking-deposits.ts';
import type { BookingSettingsRepository } from '../online-booking/booking-settings.repository.ts';
import type { OnlineBookingRepository } from '../online-booking/online-booking.repository.ts';
import type { PlacedBooking, VisitStep } from '../online-booking/public-booking.service.ts';
import { localDayOf, openBusiness } from '../online-booking/public-page.service.ts';
import { offerUrl, waitlistOfferMessages } from './waitlist-messages.ts';
import type { WaitlistQueries } from './waitlist.queries.ts';
import type { OfferRecord, WaitlistRepository } from './waitlist.repository.ts';

/** Another claim of the same offer came first, inside the booking's transaction: undone. */
class AlreadyClaimed extends Error {}

export interface WaitlistDeps {
  repository: WaitlistRepository;
  queries: WaitlistQueries;
  booking: {
    repository: OnlineBookingRepository;
    settings: BookingSettingsRepository;
    place(booking: PlacedBooking): Promise<PublicBookingCreated>;
    requestedSteps(
      businessId: string,
      asked: ReadonlyArray<{ serviceId: string; professionalId: string }>,
    ): Promise<VisitStep[]>;
    findVisitSlots(businessId: string, query: ListVisitSlotsQuery): Promise<{ timeZone: string; slots: VisitSlot[] }>;
  };
  /** Deposits at booking (docs/deposits.md): a claim asks the deposit a booking of its steps would. */
  deposits?: Pick<BookingDeposits, 'quote' | 'start' | 'view'>;
  baseUrl: string;
  now: () => Date;
}

/**
 * The waitlist (docs/booking.md): customers join from the booking page when nothing fits; when a
 * time that fits opens, each waiting customer, in the order they joined, is offered it by e-mail
 * (and WhatsApp when they take it) with a claim link valid for the business's
 * `waitlistOfferMinutes`; the first claim books it and later claims are told it is gone. The owner
 * lists and removes entries.
 */
export function createWaitlistService(deps: WaitlistDeps) {
  const { repository, booking } = deps;

  async function join(businessId: string, body: JoinWaitlistBody, locale: Locale): Promise<WaitlistJoined> {
    if (body.website) throw new AppError('BOOKING_REJECTED', 400);
    const { business, settings } = await openBusiness(booking.repository, booking.settings, businessId);
    const today = localDayOf(deps.now(), business.timeZone);
    if (body.to < today) throw new AppError('VALIDATION_ERROR', 400, { fields: { to: 'validation.invalid' } });
    for (const step of body.steps) {
      const service = await booking.repository.findService(businessId, step.serviceId);
      if (!service?.active)
        throw new AppError('VALIDATION_ERROR', 400, { fields: { serviceId: 'validation.notFound' } });
      if (step.professionalId && !(await booking.repository.findProfessionalName(businessId, step.professionalId)))
        throw new AppError('VALIDATION_ERROR', 400, { fields: { professionalId: 'validation.notFound' } });
    }
    const contact = bookingContact(body, settings, business.country, deps.now());
    // The offers go by e-mail.
    if (!contact.email)
      throw new AppError('VALIDATION_ERROR', 400, { fields: { 'client.email': 'validation.required' } });
    const from = body.from < today ? today : body.from;
    const id = await repository.join({
      businessId,
      contact,
      steps: body.steps,
      from,
      to: body.to,
      locale,
      email: contact.email,
    });
    return { id, status: 'waiting', from, to: body.to };
  }

  /**
   * Offers the times that opened to the business's waiting customers, in the order they joined:
   * each entry without an offer still open gets the earliest time that fits it and was not offered
   * to it before. Answers how many offers were made.
   */
  async function offerOpenings(businessId: string): Promise<number> {
    const settings = await booking.settings.settings(businessId);
    const business = settings.enabled ? await booking.repository.business(businessId) : null;
    if (!business) return 0;
    const now = deps.now();
    const today = localDayOf(now, business.timeZone);
    let made = 0;
    for (const entry of await repository.waiting(businessId, today, now)) {
      if (entry.hasOpenOffer || !entry.clientEmail) continue;
      // A wait for a service the business no longer offers has no time to be offered.
      const slots = await booking
        .findVisitSlots(businessId, {
          serviceIds: entry.steps.map((s) => s.serviceId),
          professionalIds: entry.steps.map((s) => s.professionalId ?? 'any'),
          from: entry.from < today ? today : entry.from,
          to: entry.to,
        })
        .then(
          (found) => found.slots,
          (error: unknown) => {
            if (error instanceof AppError && error.status < 500) return [];
            throw error;
          },
        );
      const slot = slots.find((s) => !entry.offeredStarts.includes(s.startsAt.getTime()));
      if (!slot) continue;
      const steps = await booking.requestedSteps(businessId, slot.steps);
      const expiresAt = new Date(
        Math.min(now.getTime() + settings.waitlistOfferMinutes * 60_000, slot.startsAt.getTime()),
      );
      const token = randomBytes(24).toString('base64url');
      const email = entry.clientEmail;
      const offered = await repository.offer(
        {
          businessId,
          entryId: entry.id,
          token,
          startsAt: slot.startsAt,
          steps: slot.steps.map((s) => ({
            serviceId: s.serviceId,
            professionalId: s.professionalId,
            startsAt: s.startsAt.toISOString(),
            endsAt: s.endsAt.toISOString(),
          })),
          expiresAt,
        },
        (offerId) =>
          waitlistOfferMessages(
            offerId,
            { businessId, clientId: entry.clientId, email, whatsAppPhone: entry.whatsAppPhone, locale: entry.locale },
            {
              businessName: business.name,
              clientName: entry.clientName,
              serviceName: steps.map((s) => s.serviceName).join(' + '),
              professionalName: [...new Set(steps.map((s) => s.professionalName))].join(', '),
              startsAt: slot.startsAt,
              expiresAt,
              timeZone: business.timeZone,
            },
            offerUrl(deps.baseUrl, businessId, token),
          ),
      );
      if (offered) made++;
    }
    return made;
  }

  /** An offer, its steps named, and whether it can still be claimed. */
  async function view(offer: OfferRecord): Promise<{ offer: WaitlistOffer; steps: VisitStep[] }> {
    const { business, settings } = await openBusiness(booking.repository, booking.settings, offer.businessId);
    const steps = await booking.requestedSteps(offer.businessId, offer.steps);
    const now = deps.now();
    let state: WaitlistOffer['state'] = 'open';
    if (offer.claimedAt) state = 'claimed';
    else if (offer.entryStatus !== 'waiting' || offer.expiresAt <= now) state = 'expired';
    else {
      const refused = await judgeSlot(booking.repository, now, {
        business,
        settings,
        steps,
        startsAt: offer.startsAt,
      });
      if (refused) state = refused.code === 'SLOT_TAKEN' ? 'taken' : 'expired';
    }
    const booked = state === 'claimed' ? offer.appointmentId : null;
    const manageToken = booked ? await repository.manageTokenOf(booked) : null;
    const deposit = booked ? await deps.deposits?.view(booked) : null;
    return {
      steps,
      offer: {
        state,
        startsAt: offer.startsAt.toISOString(),
        endsAt: offer.steps.at(-1)!.endsAt,
        expiresAt: offer.expiresAt.toISOString(),
        priceCents: steps.reduce((sum, s) => sum + s.priceCents, 0),
        clientName: offer.clientName,
        steps: offer.steps.map((s, i) => ({
          serviceName: steps[i]!.serviceName,
          professionalName: steps[i]!.professionalName,
          startsAt: new Date(s.startsAt).toISOString(),
          endsAt: new Date(s.endsAt).toISOString(),
        })),
        business: {
          id: business.id,
          name: business.name,
          address: business.address,
          phone: business.phone,
          timeZone: business.timeZone,
          currency: business.currency,
        },
        manageToken,
        depositPending: deposit?.status === 'pending',
      },
    };
  }

  async function findOffer(token: string): Promise<OfferRecord> {
    const offer = await repository.offerByToken(token);
    if (!offer) throw notFound();
    return offer;
  }

  return {
    join,
    offerOpenings,

    /** Businesses with someone waiting (for a day from yesterday on, in any time zone). */
    businessesWaiting: () =>
      repository.businessesWaiting(new Date(deps.now().getTime() - 86_400_000).toISOString().slice(0, 10)),

    async getOffer(token: string): Promise<WaitlistOffer> {
      return (await view(await findOffer(token))).offer;
    },

    /**
     * Books the offered time for the waiting customer; the first claim wins. A claim of a time
     * someone got first is WAITLIST_OFFER_TAKEN, of an offer past its moment WAITLIST_OFFER_EXPIRED;
     * claiming the same offer again answers the booking it made.
     */
    async claim(token: string): Promise<WaitlistOffer> {
      const offer = await findOffer(token);
      const { offer: current, steps } = await view(offer);
      if (current.state === 'claimed') return current;
      if (current.state === 'taken') throw new AppError('WAITLIST_OFFER_TAKEN', 409);
      if (current.state === 'expired') throw new AppError('WAITLIST_OFFER_EXPIRED', 409);
      const { business, settings } = await openBusiness(booking.repository, booking.settings, offer.businessId);
      const contact = { fullName: offer.clientName, phone: offer.clientPhone, email: offer.clientEmail };
      const deposit =
        (await deps.deposits?.quote({
          businessId: business.id,
          currency: business.currency,
          steps,
          contact: { phoneDigits: contact.phone ? phoneDigits(contact.phone) : null, email: contact.email },
        })) ?? null;
      try {
        const placed = await booking.place({
          business,
          settings,
          steps,
          startsAt: offer.startsAt,
          client: { id: offer.clientId },
          contact,
          notes: null,
          locale: offer.locale,
          deposit,
          alsoWith: async (trx, appointmentId) => {
            const claimed = await repository.claimWith(trx, {
              offerId: offer.id,
              entryId: offer.entryId,
              appointmentId,
              now: deps.now(),
            });
            if (!claimed) throw new AlreadyClaimed();
          },
        });
        // The time is held: the payment starts (a failure leaves it to start again from the manage link).
        if (deposit) await deps.deposits!.start(placed.id, 'pix').catch(() => null);
      } catch (error) {
        if (error instanceof SlotTakenError) throw new AppError('WAITLIST_OFFER_TAKEN', 409);
        if (!(error instanceof AlreadyClaimed)) throw error;
        const again = (await view(await findOffer(token))).offer;
        if (again.state === 'claimed') return again;
        throw new AppError(again.state === 'taken' ? 'WAITLIST_OFFER_TAKEN' : 'WAITLIST_OFFER_EXPIRED', 409);
      }
      return (await view(await findOffer(token))).offer;
    },

    /** The owner's list, the latest first. */
    list: (businessId: string, status?: 'waiting' | 'booked' | 'removed') => deps.queries.list(businessId, status),

    async remove(businessId: string, id: string): Promise<void> {
      const outcome = await repository.remove(businessId, id, deps.now());
      if (outcome === 'missing') throw notFound();
      if (outcome === 'closed') throw new AppError('WAITLIST_ENTRY_CLOSED', 409);
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
