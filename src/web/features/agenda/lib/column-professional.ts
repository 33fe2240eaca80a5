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

/**
 * The columns a person sees. The owner sees everyone, or the professional they filtered to; a
 * professional sees their own column — the professional tied to their login, else the one their
 * appointments belong to (the API shows them no one else's) — and books in it only.
 */
export function scheduleColumns(
  team: readonly ColumnProfessional[],
  viewer: { isAdmin: boolean; userId: string },
  filterId: string | null,
  appointments: readonly Appointment[],
): { columns: ColumnProfessional[]; filtered: ColumnProfessional | null; lockedProfessionalId: string | null } {
  if (viewer.isAdmin) {
    const filtered = filterId ? (team.find((p) => p.id === filterId) ?? null) : null;
    return {
      columns: filterId ? team.filter((p) => p.id === filterId) : [...team],
      filtered,
      lockedProfessionalId: null,
    };
  }
  const own =
    team.find((p) => p.userId === viewer.userId) ?? team.find((p) => p.id === appointments[0]?.professionalId);
  return { columns: own ? [own] : [], filtered: own ?? null, lockedProfessionalId: own?.id ?? null };
}
