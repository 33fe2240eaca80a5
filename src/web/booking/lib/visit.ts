import type { CreatePublicBookingBody, PublicBooking, PublicBusiness } from '../../../contracts/online-booking.ts';
import type { Slot, TimeSlot } from './booking-api.ts';

/*
 * A visit of several services on the booking page: the services the customer chose in order, the
 * free time that names who does each, and what booking or moving it sends. The server lays the
 * steps end to end (docs/booking.md, "Visits of several services"); the page only shows and sends
 * what it answered.
 */

/** The most services one visit holds (src/core/visits.ts, MAX_VISIT_STEPS; the page bundles no server code). */
export const MAX_SERVICES = 3;

/** One service of the visit and who the customer wants for it: null, anyone; undefined, not chosen yet. */
export interface ServiceChoice {
  serviceId: string;
  professionalId: string | null | undefined;
}

type Service = PublicBusiness['services'][number];

/** The chosen services as the business offers them, in the customer's order (one the business no longer offers is left out). */
export function chosenServices(
  business: Pick<PublicBusiness, 'services'>,
  choices: readonly ServiceChoice[],
): Service[] {
  return choices.flatMap((choice) => business.services.filter((s) => s.id === choice.serviceId));
}

/** The visit's length and price: its services' added up. */
export function visitTotals(services: readonly Pick<Service, 'durationMinutes' | 'priceCents'>[]) {
  return services.reduce(
    (total, s) => ({
      durationMinutes: total.durationMinutes + s.durationMinutes,
      priceCents: total.priceCents + s.priceCents,
    }),
    { durationMinutes: 0, priceCents: 0 },
  );
}

/** The services the customer may still add: those not chosen yet, while the visit has room. */
export function addableServices(services: readonly Service[], choices: readonly ServiceChoice[]): Service[] {
  if (choices.length >= MAX_SERVICES) return [];
  return services.filter((s) => !choices.some((c) => c.serviceId === s.id));
}

/** A free time of one service (the slots API) in the shape of a visit's: one step. */
export function singleServiceSlot(slot: Slot, serviceId: string): TimeSlot {
  return {
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    steps: [{ serviceId, professionalId: slot.professionalId, startsAt: slot.startsAt, endsAt: slot.endsAt }],
  };
}

/** What tells two free times apart: the start, and who does each step. */
export const slotKey = (slot: TimeSlot) => [slot.startsAt, ...slot.steps.map((s) => s.professionalId)].join('|');

/** Where the booking goes: the first step as a booking of one service, the others as `nextSteps`. */
export function bookingTarget(
  slot: TimeSlot,
): Pick<CreatePublicBookingBody, 'serviceId' | 'professionalId' | 'startsAt' | 'nextSteps'> {
  const [first, ...next] = slot.steps;
  if (!first) throw new Error('A free time names at least one step');
  return {
    serviceId: first.serviceId,
    professionalId: first.professionalId,
    startsAt: slot.startsAt,
    ...(next.length > 0
      ? { nextSteps: next.map((step) => ({ serviceId: step.serviceId, professionalId: step.professionalId })) }
      : {}),
  };
}

type BookingStep = PublicBooking['steps'][number];

const isOpen = (step: BookingStep) => step.status === 'scheduled' || step.status === 'confirmed';

/** Whether the booking is a visit of several services (the manage page then lists its steps). */
export const isVisit = (booking: Pick<PublicBooking, 'steps'>) => booking.steps.length > 1;

/**
 * The free times to move a booking to: those of its steps still open (all of a visit's, or its one
 * service), each with the professional who does it now.
 */
export function rescheduleQuery(booking: Pick<PublicBooking, 'steps' | 'serviceId' | 'professionalId'>): {
  serviceIds: string[];
  professionalIds: string[];
} {
  const open = booking.steps.filter(isOpen);
  const steps = open.length > 0 ? open : [booking];
  return { serviceIds: steps.map((s) => s.serviceId), professionalIds: steps.map((s) => s.professionalId) };
}

/** What moving the booking to `slot` sends: a visit names who does each step at the new time. */
export function rescheduleBody(slot: TimeSlot): { startsAt: string; professionalIds?: string[] } {
  return slot.steps.length > 1
    ? { startsAt: slot.startsAt, professionalIds: slot.steps.map((s) => s.professionalId) }
    : { startsAt: slot.startsAt };
}
