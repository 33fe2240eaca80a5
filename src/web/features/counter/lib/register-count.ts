import { registerDifference } from '../../../../core/counter/cash-register.ts';
import { REGISTER_METHODS, type RegisterMethod } from '../../../../core/counter/payments.ts';
import { parseMoneyInput } from '../../../lib/money.ts';

/*
 * Closing the cash register: what was counted per method, typed as money (left empty: none of it),
 * and the difference from what the register should hold — the core's `registerDifference`,
 * counted − expected, positive over, negative short.
 */

export type CountTexts = Record<RegisterMethod, string>;

export const emptyCount = (): CountTexts => ({ cash: '', credit: '', debit: '', pix: '' });

export interface ReadCount {
  counted: Record<RegisterMethod, number>;
  /** The methods whose text is not an amount. */
  invalid: RegisterMethod[];
  difference: Record<RegisterMethod, number> & { total: number };
}

export function readCount(texts: CountTexts, expected: Record<RegisterMethod, number>, language: string): ReadCount {
  const counted = { cash: 0, credit: 0, debit: 0, pix: 0 };
  const invalid: RegisterMethod[] = [];
  for (const method of REGISTER_METHODS) {
    const text = texts[method].trim();
    const cents = text === '' ? 0 : parseMoneyInput(text, language);
    if (cents === null) invalid.push(method);
    counted[method] = cents ?? 0;
  }
  return { counted, invalid, difference: registerDifference(expected, counted) };
}
