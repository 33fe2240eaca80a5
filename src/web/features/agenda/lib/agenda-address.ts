import { isLocalDate, type LocalDate } from '../../../lib/local-date.ts';
import { isAgendaView, type AgendaView } from './agenda-view.ts';

/** What the schedule shows, kept in the address so that a reload or a shared link shows the same. */
export interface AgendaAddress {
  view: AgendaView;
  date: LocalDate;
  /** The professional the owner filtered to; null for everyone. */
  professionalId: string | null;
}

export interface AgendaAddressChange {
  view?: AgendaView;
  date?: LocalDate;
  /** null clears the filter. */
  professional?: string | null;
}

/** The address's view, day and filter; today's day view when they are missing or wrong. Only the owner filters. */
export function readAgendaAddress(params: URLSearchParams, today: LocalDate, canFilter: boolean): AgendaAddress {
  const view = params.get('view');
  const date = params.get('date');
  return {
    view: isAgendaView(view) ? view : 'day',
    date: isLocalDate(date) ? date : today,
    professionalId: canFilter ? params.get('professional') || null : null,
  };
}

/** The address after `changes`; whatever else it holds stays. */
export function changeAgendaAddress(params: URLSearchParams, changes: AgendaAddressChange): URLSearchParams {
  const next = new URLSearchParams(params);
  if (changes.view) next.set('view', changes.view);
  if (changes.date) next.set('date', changes.date);
  if (changes.professional !== undefined) {
    if (changes.professional) next.set('professional', changes.professional);
    else next.delete('professional');
  }
  return next;
}
