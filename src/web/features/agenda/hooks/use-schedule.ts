import { useMemo } from 'react';
import { useBusinessSettings } from '../../../lib/api/business-settings.ts';
import { useProfessionals } from '../../../lib/api/professionals.ts';
import type { LocalDate } from '../../../lib/local-date.ts';
import { useAppointments } from '../api/list-appointments.ts';
import { fetchRange, shownCount, visibleDays, type AgendaView } from '../lib/agenda-view.ts';
import { fromProfessional, scheduleColumns, scheduleProfessionals } from '../lib/column-professional.ts';
import { placeAppointments } from '../lib/placement.ts';

/**
 * What the schedule shows for a view and day: the appointments of its days on the business's
 * clock, the team and the columns the person sees, and the opening hours.
 */
export function useSchedule({
  view,
  date,
  filterId,
  timeZone,
  viewer,
}: {
  view: AgendaView;
  date: LocalDate;
  filterId: string | null;
  timeZone: string;
  viewer: { isAdmin: boolean; userId: string };
}) {
  const days = useMemo(() => visibleDays(view, date), [view, date]);
  const range = useMemo(() => fetchRange(days, timeZone), [days, timeZone]);
  const appointments = useAppointments({ ...range, professionalId: filterId ?? undefined });
  const professionals = useProfessionals({ active: true, limit: 200 });
  const settings = useBusinessSettings();

  const items = useMemo(() => appointments.data?.items ?? [], [appointments.data]);
  // Filtered to one professional (or a professional's own), the list may lack a visit's other steps.
  const wholeVisits = viewer.isAdmin && filterId === null;
  const placed = useMemo(() => placeAppointments(items, timeZone, { wholeVisits }), [items, timeZone, wholeVisits]);
  const team = useMemo(() => scheduleProfessionals(professionals.data?.items, items), [professionals.data, items]);
  // Who can take a booking or a move: the active professionals once known.
  const activeTeam = useMemo(
    () => (professionals.data ? professionals.data.items.map(fromProfessional) : team),
    [professionals.data, team],
  );

  return {
    days,
    appointments,
    professionals,
    openingHours: settings.data?.openingHours,
    placed,
    activeTeam,
    ...scheduleColumns(team, viewer, filterId, items),
    shown: shownCount(view, days, placed),
    noTeam: professionals.isSuccess && professionals.data.items.length === 0 && items.length === 0,
  };
}
