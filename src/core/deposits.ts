/*
 * Deposits and no-show protection (docs/deposits.md): how much a booking must pay ahead, what
 * happens to a paid deposit when the booking is cancelled or the client does not come, and how
 * long an unpaid booking holds its time. All money in integer cents.
 */

/** What a service asks ahead of a booking: nothing, a fixed amount, a percentage (basis points) or its full price. */
export type DepositRule =
  | { kind: 'none' }
  | { kind: 'amount'; amountCents: number }
  | { kind: 'percent'; basisPoints: number }
  | { kind: 'full' };

export const DEPOSIT_RULE_KINDS = ['none', 'amount', 'percent', 'full'] as const;

/** What a no-show leaves with the business: the whole deposit, or nothing (it is refunded). */
export const NO_SHOW_KEEPS = ['deposit', 'nothing'] as const;
export type NoShowKeeps = (typeof NO_SHOW_KEEPS)[number];

/** The business's policy; each service's rule is kept with the service. */
export interface DepositPolicy {
  /** A customer who cancels at least this many hours before the start gets the deposit back. */
  cancelWindowHours: number;
  noShowKeeps: NoShowKeeps;
  /** How long an unpaid booking holds its time (default 15). */
  holdMinutes: number;
  /**
   * A client with at least `count` no-shows in the last `periodDays` days pays by `rule` when it
   * asks more than the service's own (null: no such rule).
   */
  repeatNoShows: { count: number; periodDays: number; rule: Exclude<DepositRule, { kind: 'none' }> } | null;
}

export const DEFAULT_DEPOSIT_POLICY: DepositPolicy = {
  cancelWindowHours: 24,
  noShowKeeps: 'deposit',
  holdMinutes: 15,
  repeatNoShows: null,
};

/** The smallest deposit a payment can carry (R$ 0,50, the card networks' and PIX providers' floor): a smaller one is not asked. */
export const MIN_DEPOSIT_CENTS = 50;

/**
 * The deposit of one step of a booking priced `priceCents` under `rule`: a fixed amount (never more
 * than the price), a percentage of the price rounded to the nearest cent — a half cent up, in
 * integer arithmetic: ⌊(price × basis points + 5 000) ÷ 10 000⌋ —, or the whole price.
 */
export function ruleAmountCents(priceCents: number, rule: DepositRule): number {
  switch (rule.kind) {
    case 'none':
      return 0;
    case 'amount':
      return Math.min(priceCents, rule.amountCents);
    case 'percent':
      return Math.min(priceCents, Math.floor((priceCents * rule.basisPoints + 5_000) / 10_000));
    case 'full':
      return priceCents;
  }
}

/** Whether a client's recent no-shows bring the stricter rule on them. */
export function repeatRuleApplies(policy: DepositPolicy, recentNoShows: number): boolean {
  return policy.repeatNoShows !== null && recentNoShows >= policy.repeatNoShows.count;
}

/**
 * The deposit a booking asks: each step by its service's rule — or by the repeat no-show rule when it
 * applies to the client and asks more — summed; nothing when the sum is under MIN_DEPOSIT_CENTS.
 */
export function depositForBooking(
  steps: ReadonlyArray<{ priceCents: number; rule: DepositRule }>,
  policy: DepositPolicy,
  recentNoShows: number,
): number {
  const repeat = repeatRuleApplies(policy, recentNoShows) ? policy.repeatNoShows!.rule : null;
  const total = steps.reduce((sum, step) => {
    const own = ruleAmountCents(step.priceCents, step.rule);
    return sum + (repeat ? Math.max(own, ruleAmountCents(step.priceCents, repeat)) : own);
  }, 0);
  return total >= MIN_DEPOSIT_CENTS ? total : 0;
}

/** Who ended a booking: its customer (manage link, WhatsApp), the business, or a no-show the business marked. */
export type CancelledBy = 'customer' | 'business' | 'no_show';

export type DepositOutcome = 'refund' | 'keep';

/**
 * What a paid deposit becomes when its booking ends without the visit: the business cancelling
 * refunds it; a customer cancelling at least `cancelWindowHours` before the start is refunded,
 * later it is kept; a no-show keeps what the policy says.
 */
export function cancellationOutcome(
  policy: Pick<DepositPolicy, 'cancelWindowHours' | 'noShowKeeps'>,
  by: CancelledBy,
  startsAt: Date,
  at: Date,
): DepositOutcome {
  if (by === 'business') return 'refund';
  if (by === 'no_show') return policy.noShowKeeps === 'deposit' ? 'keep' : 'refund';
  return at.getTime() <= refundableUntil(policy, startsAt).getTime() ? 'refund' : 'keep';
}

/** The last moment a customer's own cancellation gets the deposit back. */
export function refundableUntil(policy: Pick<DepositPolicy, 'cancelWindowHours'>, startsAt: Date): Date {
  return new Date(startsAt.getTime() - policy.cancelWindowHours * 3_600_000);
}

/** When an unpaid booking's hold ends: `holdSeconds` (DEPOSIT_HOLD_SECONDS) when set, else the policy's minutes. */
export function holdExpiresAt(now: Date, holdMinutes: number, holdSeconds?: number | null): Date {
  const seconds = holdSeconds ?? holdMinutes * 60;
  return new Date(now.getTime() + seconds * 1_000);
}

/** Whether a pending hold still takes its time at `now`. */
export function holdIsLive(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}

/** A deposit's states (docs/deposits.md). */
export const DEPOSIT_STATUSES = ['pending', 'paid', 'expired', 'kept', 'refunding', 'refunded'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
