import { visitOf } from '../../../core/visits.ts';
import type { OnlineBookingRecord, OnlineBookingRepository, VisitStepRecord } from './online-booking.repository.ts';

/** An online booking as its customer sees it: one service, or a visit of several as one booking. */
export interface VisitBooking {
  /** The booking behind the link, its start, end, price and status the visit's. */
  booking: OnlineBookingRecord;
  /** Its services in order: one for a booking of one service. */
  steps: VisitStepRecord[];
}

/** The names of a visit's steps as one line: "Corte + Escova". */
const joined = (names: readonly string[], separator: string) => [...new Set(names)].join(separator);

/**
 * An online booking (by its secret link or its id) and its steps, as one booking: a visit's start,
 * end, price and status come from its steps (core/visits.ts), its service and professional name
 * every step's — what its page, e-mails and calendar file say.
 */
export async function findVisitBooking(
  repository: OnlineBookingRepository,
  by: { token: string } | { id: string },
): Promise<VisitBooking | null> {
  const booking = await repository.findOnline(by);
  if (!booking) return null;
  if (!booking.visitId) {
    const minutes = (booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000;
    return { booking, steps: [{ ...booking, serviceMinutes: minutes }] };
  }
  const visit = visitOf(await repository.visitSteps(booking.businessId, booking.visitId));
  const counted = visit.steps.filter((s) => s.status !== 'cancelled' || visit.status === 'cancelled');
  return {
    booking: {
      ...booking,
      status: visit.status,
      startsAt: visit.startsAt,
      endsAt: visit.endsAt,
      priceCents: visit.priceCents,
      serviceName: joined(
        counted.map((s) => s.serviceName),
        ' + ',
      ),
      professionalName: joined(
        counted.map((s) => s.professionalName),
        ', ',
      ),
    },
    steps: visit.steps,
  };
}
