import { pageTranslator, usePageI18n, type Leaves } from '../../public-pages/i18n/i18n.ts';
import depositEnUS from './deposit.en-US.json';
import enUS from './en-US.json';
import type { MessageKey } from './i18n.ts';
import depositPtBR from './deposit.pt-BR.json';
import ptBR from './pt-BR.json';

/*
 * The deposit's words (the details step's note, the pay step, its state on the manage link), under
 * `deposit.`: loaded with the steps after the first, not with the booking page's first script. The
 * booking page's own words and the shared ones stay at hand.
 */

export type DepositMessageKey = MessageKey | `deposit.${Leaves<typeof depositPtBR>}`;

export const translateDeposit = pageTranslator<DepositMessageKey>({
  'pt-BR': { ...ptBR, deposit: depositPtBR },
  'en-US': { ...enUS, deposit: depositEnUS },
});

export function useDepositI18n() {
  return usePageI18n(translateDeposit);
}
