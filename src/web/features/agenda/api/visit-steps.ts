import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { addDays, localDateOf } from '../../../lib/local-date.ts';
import { fetchRange } from '../lib/agenda-view.ts';
import { stepsOfVisit } from '../lib/visit-steps.ts';
import { listAppointmentsQueryOptions, type ListAppointmentsParams } from './list-appointments.ts';

/**
 * Where a visit's steps are looked for: a week either side of the step's day (a step moved alone
 * may have gone to another day). A professional gets their own steps only.
 */
function visitRange(appointment: Appointment, timeZone: string): ListAppointmentsParams {
  const day = localDateOf(appointment.startsAt, timeZone);
  return fetchRange([addDays(day, -7), addDays(day, 7)], timeZone);
}

/** The steps of `appointment`'s visit, in time order (itself included); empty when it is no visit. */
export function useVisitSteps(appointment: Appointment, timeZone: string) {
  return useQuery({
    ...listAppointmentsQueryOptions(visitRange(appointment, timeZone)),
    enabled: appointment.visitId !== null,
    select: (list) => stepsOfVisit(appointment, list.items),
  });
}

/** The same, asked when needed (a card dropped on the grid). */
export async function loadVisitSteps(
  queryClient: QueryClient,
  appointment: Appointment,
  timeZone: string,
): Promise<Appointment[]> {
  if (appointment.visitId === null) return [];
  const list = await queryClient.fetchQuery(listAppointmentsQueryOptions(visitRange(appointment, timeZone)));
  return stepsOfVisit(appointment, list.items);
}
