import { defineFilter } from '../../../lib/use-list-params.ts';
import type { WaitlistStatus } from '../api/list-waitlist.ts';

/** The list's status in the address ('?situacao=agendados'); those still waiting when it says nothing. */
export const waitlistStatusFilter = defineFilter<WaitlistStatus>({
  param: 'situacao',
  default: 'waiting',
  words: { waiting: 'aguardando', booked: 'agendados', removed: 'removidos' },
});

export const WAITLIST_STATUSES: readonly WaitlistStatus[] = ['waiting', 'booked', 'removed'];
