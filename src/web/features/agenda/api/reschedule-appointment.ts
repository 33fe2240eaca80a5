import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  Appointment,
  ListAppointmentsResponse,
  RescheduleAppointmentBody,
} from '../../../../contracts/appointments.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { appointmentQueryKey } from './get-appointment.ts';
import { appointmentListsQueryKey, appointmentsQueryKey } from './list-appointments.ts';
import { refreshFigures } from './refresh-figures.ts';
import { shiftVisit } from '../lib/visit-steps.ts';

export interface RescheduleVariables {
  appointment: Appointment;
  body: RescheduleAppointmentBody;
  /** The new professional's name, to show the move before the server answers. */
  professionalName?: string | undefined;
}

/**
 * Moves to another time or professional (`wholeVisit`: a visit's other open steps by the same
 * time, all or none): 409 SLOT_TAKEN, OUTSIDE_WORKING_HOURS or NOT_RESCHEDULABLE when it cannot. */
export function rescheduleAppointment({ appointment, body }: RescheduleVariables): Promise<Appointment> {
  return apiFetch<Appointment>(`/api/appointments/${encodeURIComponent(appointment.id)}/schedule`, {
    method: 'PATCH',
    body: JSON.stringify(body),
  });
}

/** The appointment where it is going, as the schedule should show it until the server answers. */
export function movedAppointment({ appointment, body, professionalName }: RescheduleVariables): Appointment {
  const startsAt = new Date(body.startsAt);
  const duration = new Date(appointment.endsAt).getTime() - new Date(appointment.startsAt).getTime();
  return {
    ...appointment,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + duration).toISOString(),
    professionalId: body.professionalId ?? appointment.professionalId,
    professionalName: professionalName ?? appointment.professionalName,
  };
}

/**
 * Optimistic: the card (with the rest of its visit, when it moves whole) moves at once in every
 * loaded list and moves back if the server refuses (the caller shows why).
 */
export function useRescheduleAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...appointmentsQueryKey, 'reschedule'],
    mutationFn: rescheduleAppointment,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: appointmentListsQueryKey });
      const snapshot = queryClient.getQueriesData<ListAppointmentsResponse>({ queryKey: appointmentListsQueryKey });
      const moved = movedAppointment(variables);
      const shifted = (items: Appointment[]) =>
        variables.body.wholeVisit ? shiftVisit(items, variables.appointment, moved.startsAt) : items;
      queryClient.setQueriesData<ListAppointmentsResponse>({ queryKey: appointmentListsQueryKey }, (list) =>
        list ? { ...list, items: shifted(list.items).map((item) => (item.id === moved.id ? moved : item)) } : list,
      );
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? ([] as [QueryKey, ListAppointmentsResponse | undefined][])) {
        queryClient.setQueryData(key, data);
      }
    },
    onSuccess: (appointment) => queryClient.setQueryData(appointmentQueryKey(appointment.id), appointment),
    onSettled: () => {
      refreshFigures(queryClient);
      return queryClient.invalidateQueries({ queryKey: appointmentsQueryKey });
    },
  });
}
