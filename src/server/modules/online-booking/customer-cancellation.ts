import type { Kysely } from 'kysely';
import { customerMayChange } from '../../../core/booking-changes.ts';
import type { Database } from '../../db/schema.ts';
import { createBookingNotices } from './booking-notices.ts';
import { findVisitBooking } from './visit-booking.ts';
import type { OnlineBookingDeps } from './public-booking.service.ts';

/** An appointment as a customer's reply names it. */
export interface CancellableAppointment {
  id: string;
  businessId: string;
  status: 'scheduled' | 'confirmed' | 'completed' | 'cancelled';
  startsAt: Date;
}

export type CustomerCancellation =
  | { outcome: 'cancelled' }
  | { outcome: 'already_cancelled' }
  /** Inside the cancellation window, or no longer open: only the business can change it now. */
  | { outcome: 'too_late'; hours: number };

/**
 * The customer's own cancel from outside the manage page (a WhatsApp reply's Cancelar): the manage
 * link's rule (src/core/booking-changes.ts) and, for an online booking, its e-mails, written in the
 * caller's unit of work so the reply is recorded with the cancellation. The caller publishes the
 * change to the live feed once it commits.
 */
export function createCustomerCancellation(deps: OnlineBookingDeps) {
  const { notices, factsOf } = createBookingNotices(deps);

  return async function cancelByCustomerWith(
    trx: Kysely<Database>,
    appointment: CancellableAppointment,
  ): Promise<CustomerCancellation> {
    if (appointment.status === 'cancelled') return { outcome: 'already_cancelled' };
    const settings = await deps.settings.settings(appointment.businessId);
    const { status, startsAt } = appointment;
    if (status === 'completed' || !customerMayChange(status, startsAt, settings.cancelUntilHours, deps.now()))
      return { outcome: 'too_late', hours: settings.cancelUntilHours };
    const booking = (await findVisitBooking(deps.repository, { id: appointment.id }))?.booking;
    const business = booking ? await deps.repository.business(appointment.businessId) : null;
    const messages =
      booking && business
        ? notices('cancelled', booking.id, factsOf(booking, settings), booking.clientLocale, business)
        : [];
    // A visit of several services is cancelled whole, as from its manage link.
    const cancelled = booking?.visitId
      ? await deps.appointments.cancelVisitWith(trx, appointment.businessId, booking.visitId, messages)
      : await deps.appointments.changeStatusWith(
          trx,
          appointment.businessId,
          appointment.id,
          status,
          'cancelled',
          messages,
        );
    // Changed meanwhile (by the business, or a second tap): judged again on the next delivery.
    return cancelled ? { outcome: 'cancelled' } : { outcome: 'too_late', hours: settings.cancelUntilHours };
  };
}
