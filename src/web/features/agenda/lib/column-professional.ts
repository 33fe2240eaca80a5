import type { Appointment } from '../../../../contracts/appointments.ts';
import type { Professional } from '../../../../contracts/professionals.ts';
import type { NamedBreak, WeeklyRange } from './grid-hours.ts';

/** A professional as the schedule needs them: a column, their hours and breaks when known. */
export interface ColumnProfessional {
  id: string;
  fullName: string;
  userId: string | null;
  /** Null when unknown (e.g. an inactive professional seen only through an appointment). */
  workingHours: WeeklyRange[] | null;
  breaks: NamedBreak[];
  serviceIds: string[] | null;
}

export function fromProfessional(professional: Professional): ColumnProfessional {
  return {
    id: professional.id,
    fullName: professional.fullName,
    userId: professional.userId,
    workingHours: professional.workingHours,
    breaks: professional.breaks,
    serviceIds: professional.serviceIds,
  };
}

/**
 * The team's columns: the active professionals, and anyone else who has an appointment on screen
 * (an inactive professional's past appointments still show), by name.
 */
export function scheduleProfessionals(
  professionals: readonly Professional[] | undefined,
  appointments: readonly Appointment[],
): ColumnProfessional[] {
  const byId = new Map<string, ColumnProfessional>();
  for (const professional of professionals ?? []) byId.set(professional.id, fromProfessional(professional));
  for (const appointment of appointments) {
    if (!byId.has(appointment.professionalId)) {
      byId.set(appointment.professionalId, {
        id: appointment.professionalId,
        fullName: appointment.professionalName,
        userId: null,
        workingHours: null,
        breaks: [],
        serviceIds: null,
      });
    }
  }
  return [...byId.values()].sort((a, b) => a.fullName.localeCompare(b.fullName));
}
