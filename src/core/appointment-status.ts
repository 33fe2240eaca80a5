export const APPOINTMENT_STATUSES = ['scheduled', 'confirmed', 'completed', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * Which status may follow which (docs/appointment-status.md):
 * - scheduled → confirmed, completed, cancelled
 * - confirmed → scheduled (confirmation undone), completed, cancelled
 * - completed and cancelled are final: nothing silently brings them back. A cancelled slot
 *   is booked again with a new appointment.
 */
const TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  scheduled: ['confirmed', 'completed', 'cancelled'],
  confirmed: ['scheduled', 'completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function canChangeStatus(from: AppointmentStatus, to: AppointmentStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function nextStatuses(from: AppointmentStatus): readonly AppointmentStatus[] {
  return TRANSITIONS[from];
}

/** Only appointments still to happen can move in time. */
export function canReschedule(status: AppointmentStatus): boolean {
  return status === 'scheduled' || status === 'confirmed';
}

/**
 * Completing a visit that has not started yet counts its price as earned (revenue, commissions)
 * before it happens: the person is asked first.
 */
export function completingAhead(startsAt: string | Date, now: Date): boolean {
  return new Date(startsAt).getTime() > now.getTime();
}

/**
 * A no-show (a cancellation because the client did not come) is marked once the appointment has
 * started, and only on one still scheduled or confirmed (docs/appointment-status.md).
 */
export function mayMarkNoShow(startsAt: string | Date, now: Date, status?: AppointmentStatus): boolean {
  if (status !== undefined && !canReschedule(status)) return false;
  return new Date(startsAt).getTime() <= now.getTime();
}
