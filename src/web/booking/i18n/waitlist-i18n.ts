import { pageTranslator, usePageI18n, type Leaves } from '../../public-pages/i18n/i18n.ts';
import enUS from './en-US.json';
import type { MessageKey } from './i18n.ts';
import ptBR from './pt-BR.json';
import waitlistEnUS from './waitlist.en-US.json';
import waitlistPtBR from './waitlist.pt-BR.json';

/*
 * The waitlist's words (joining it from the time step, and an offer's claim page), under `waitlist.`:
 * loaded with the waitlist's code, not with the booking page's first script. The booking page's own
 * words and the shared ones stay at hand.
 */

export type WaitlistMessageKey = MessageKey | `waitlist.${Leaves<typeof waitlistPtBR>}`;

export const translateWaitlist = pageTranslator<WaitlistMessageKey>({
  'pt-BR': { ...ptBR, waitlist: waitlistPtBR },
  'en-US': { ...enUS, waitlist: waitlistEnUS },
});

export function useWaitlistI18n() {
  return usePageI18n(translateWaitlist);
}
