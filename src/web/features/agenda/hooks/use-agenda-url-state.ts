import { useSearchParams } from 'react-router';
import type { LocalDate } from '../../../lib/local-date.ts';
import { changeAgendaAddress, readAgendaAddress, type AgendaAddressChange } from '../lib/agenda-address.ts';

/** The schedule's view, day and filter, read from and written to the address (lib/agenda-address.ts). */
export function useAgendaUrlState(today: LocalDate, canFilter: boolean) {
  const [params, setParams] = useSearchParams();
  const navigate = (changes: AgendaAddressChange) => setParams(changeAgendaAddress(params, changes));
  return { ...readAgendaAddress(params, today, canFilter), navigate };
}
