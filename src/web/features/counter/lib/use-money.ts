import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { formatMoney, type Currency } from '../../../lib/money.ts';

/** Cents in the business's currency, as the interface language writes them ('R$ 45,90', 'R$45.90'). */
export function useMoney(): { money: (cents: number) => string; currency: Currency; language: string } {
  const currency = useSignedIn().me.business.currency;
  const language = currentLanguage();
  return { money: (cents) => formatMoney(cents, currency, language), currency, language };
}

/** A signed amount: '+R$ 10,00' over, '−R$ 1,50' short, the amount alone when even. */
export function signedMoney(money: (cents: number) => string, cents: number): string {
  if (cents === 0) return money(0);
  return `${cents > 0 ? '+' : '−'}${money(Math.abs(cents))}`;
}
