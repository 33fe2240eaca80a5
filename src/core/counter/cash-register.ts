import { REGISTER_METHODS, type RegisterMethod } from './payments.ts';

/*
 * The cash register, the caixa (docs/counter.md): opened with a float, cash added (suprimento) or
 * withdrawn (sangria) with a reason, the comandas' payments taken, and closed by counting each
 * method — what was expected, what was counted and the difference, in integer cents.
 */

/** Cash put into the drawer (suprimento) or taken out of it (sangria). */
export type CashMovementKind = 'deposit' | 'withdrawal';

export interface RegisterActivity {
  floatCents: number;
  movements: ReadonlyArray<{ kind: CashMovementKind; amountCents: number }>;
  /** The comandas' payments taken by this register, per method, net of change and of reversals. */
  taken: Record<RegisterMethod, number>;
}

/**
 * What the register should hold per method: cash is the float, plus the cash taken, plus
 * deposits, less withdrawals; every other method is what was taken by it.
 */
export function expectedByMethod(activity: RegisterActivity): Record<RegisterMethod, number> {
  const moved = activity.movements.reduce((sum, m) => sum + (m.kind === 'deposit' ? m.amountCents : -m.amountCents), 0);
  return { ...activity.taken, cash: activity.floatCents + activity.taken.cash + moved };
}

/** Counted less expected, per method, and in all: positive is money over, negative money short. */
export function registerDifference(
  expected: Record<RegisterMethod, number>,
  counted: Record<RegisterMethod, number>,
): Record<RegisterMethod, number> & { total: number } {
  const difference = { cash: 0, credit: 0, debit: 0, pix: 0, total: 0 };
  for (const method of REGISTER_METHODS) {
    difference[method] = counted[method] - expected[method];
    difference.total += difference[method];
  }
  return difference;
}
