import { z } from 'zod';
import { MAX_VISIT_STEPS } from '../../../../core/visits.ts';
import type { ColumnProfessional } from './column-professional.ts';

/** The new-appointment form's fields; messages are translation keys. */
export const newAppointmentSchema = z.object({
  clientId: z.string().min(1, { error: 'agenda.form.errors.clientRequired' }),
  serviceId: z.string().min(1, { error: 'agenda.form.errors.serviceRequired' }),
  professionalId: z.string().min(1, { error: 'agenda.form.errors.professionalRequired' }),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'agenda.form.errors.dateRequired' }),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'agenda.form.errors.timeRequired' }),
  notes: z.string().max(2000),
  /** The services after the first in a visit of several, each with its professional. */
  nextSteps: z
    .array(
      z.object({
        serviceId: z.string().min(1, { error: 'agenda.form.errors.serviceRequired' }),
        professionalId: z.string().min(1, { error: 'agenda.form.errors.professionalRequired' }),
      }),
    )
    .max(MAX_VISIT_STEPS - 1),
});
export type NewAppointmentValues = z.infer<typeof newAppointmentSchema>;

/** A service field of the form: the first service's, or a later step's. */
export type ServiceField = 'serviceId' | `nextSteps.${number}.serviceId`;
/** A professional field of the form: the first service's, or a later step's. */
export type ProfessionalField = 'professionalId' | `nextSteps.${number}.professionalId`;

/**
 * Who a step added to the visit starts with: the professional of the step before it (the first
 * service's for the second), or the only one a professional booking for themselves may choose.
 */
export function nextStepProfessional(
  values: Pick<NewAppointmentValues, 'professionalId' | 'nextSteps'>,
  lockedProfessionalId: string | null,
): string {
  return lockedProfessionalId ?? values.nextSteps.at(-1)?.professionalId ?? values.professionalId;
}

/**
 * Who the form offers for the booking: the team until a service is chosen, then those who offer it
 * (once known); a professional booking for themselves, only themselves. The one picked first (from
 * a slot) may not offer the service picked next: `notOffered` says so, naming them through `known`.
 */
export function professionalChoices({
  team,
  offering,
  serviceId,
  professionalId,
  lockedProfessionalId,
}: {
  team: readonly ColumnProfessional[];
  /** Those who offer the chosen service, once the API has said. */
  offering: readonly ColumnProfessional[] | undefined;
  serviceId: string;
  professionalId: string;
  lockedProfessionalId: string | null;
}) {
  const list = serviceId && offering ? offering : team;
  const candidates = lockedProfessionalId ? list.filter((p) => p.id === lockedProfessionalId) : [...list];
  const chosen = candidates.find((p) => p.id === professionalId);
  return {
    candidates,
    chosen,
    known: team.find((p) => p.id === professionalId),
    notOffered: serviceId !== '' && offering !== undefined && professionalId !== '' && !chosen,
  };
}
