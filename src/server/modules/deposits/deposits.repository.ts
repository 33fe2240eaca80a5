// Over 300 lines: the one writer of the deposits' tables — account, policy, deposits, refunds, events — whose state changes are guarded here.
import { sql, type Kysely } from 'kysely';
import type { DepositPolicy, DepositRule, DepositStatus } from '../../../core/deposits.ts';
import type { Database } from '../../db/schema.ts';
import { samePhone } from '../clients/client-matching.ts';
import type { DepositMethod, PaymentIntentState } from './payments-provider.ts';

export interface PaymentAccountRecord {
  businessId: string;
  provider: 'stripe' | 'test';
  accountId: string;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
}

/** A deposit with the booking it holds (its first step). */
export interface DepositRecord {
  id: string;
  businessId: string;
  appointmentId: string;
  visitId: string | null;
  amountCents: number;
  currency: string;
  status: DepositStatus;
  provider: 'stripe' | 'test';
  accountId: string;
  method: DepositMethod | null;
  paymentIntentId: string | null;
  clientSecret: string | null;
  pixCode: string | null;
  pixExpiresAt: Date | null;
  expiresAt: Date;
  paidAt: Date | null;
  settledAt: Date | null;
  settledReason: Database['deposits']['settled_reason'];
  startsAt: Date;
  appointmentStatus: 'scheduled' | 'confirmed' | 'completed' | 'cancelled';
}

export interface NewDeposit {
  businessId: string;
  appointmentId: string;
  amountCents: number;
  currency: string;
  provider: 'stripe' | 'test';
  accountId: string;
  expiresAt: Date;
}

export type SettledReason = NonNullable<Database['deposits']['settled_reason']>;

const ruleOf = (kind: 'amount' | 'percent' | 'full', value: number): Exclude<DepositRule, { kind: 'none' }> =>
  kind === 'amount'
    ? { kind, amountCents: value }
    : kind === 'percent'
      ? { kind, basisPoints: value }
      : { kind: 'full' };

/** A rule as its row keeps it: the kind, and cents or basis points. */
export const ruleValue = (rule: DepositRule): number =>
  rule.kind === 'amount' ? rule.amountCents : rule.kind === 'percent' ? rule.basisPoints : 0;

function depositSelect(db: Kysely<Database>) {
  return db
    .selectFrom('deposits as d')
    .innerJoin('appointments as a', 'a.id', 'd.appointment_id')
    .select([
      'd.id',
      'd.business_id',
      'd.appointment_id',
      'a.visit_id',
      'd.amount_cents',
      'd.currency',
      'd.status',
      'd.provider',
      'd.account_id',
      'd.method',
      'd.payment_intent_id',
      'd.client_secret',
      'd.pix_code',
      'd.pix_expires_at',
      'd.expires_at',
      'd.paid_at',
      'd.settled_at',
      'd.settled_reason',
      'a.starts_at',
      'a.status as appointment_status',
    ]);
}

type DepositRow = Awaited<ReturnType<ReturnType<typeof depositSelect>['executeTakeFirstOrThrow']>>;

const toDeposit = (row: DepositRow): DepositRecord => ({
  id: row.id,
  businessId: row.business_id,
  appointmentId: row.appointment_id,
  visitId: row.visit_id,
  amountCents: row.amount_cents,
  currency: row.currency,
  status: row.status,
  provider: row.provider,
  accountId: row.account_id,
  method: row.method,
  paymentIntentId: row.payment_intent_id,
  clientSecret: row.client_secret,
  pixCode: row.pix_code,
  pixExpiresAt: row.pix_expires_at,
  expiresAt: row.expires_at,
  paidAt: row.paid_at,
  settledAt: row.settled_at,
  settledReason: row.settled_reason,
  startsAt: row.starts_at,
  appointmentStatus: row.appointment_status,
});

/**
 * The one writer of the deposits' tables (docs/deposits.md). Every change of a deposit's state is
 * one guarded UPDATE (`WHERE status = <from>`), so of two processes doing the same thing at once —
 * expiring a hold, settling a cancellation, applying an event — one does it and the other sees it
 * done. The time always comes from the caller.
 */
export function createDepositsRepository(db: Kysely<Database>) {
  return {
    async findAccount(businessId: string): Promise<PaymentAccountRecord | null> {
      const row = await db
        .selectFrom('payment_accounts')
        .selectAll()
        .where('business_id', '=', businessId)
        .executeTakeFirst();
      return row
        ? {
            businessId: row.business_id,
            provider: row.provider,
            accountId: row.account_id,
            detailsSubmitted: row.details_submitted,
            chargesEnabled: row.charges_enabled,
          }
        : null;
    },

    /**
     * Keeps the business's account unless one of this provider is kept already (one of the other —
     * the test payments' before keys were set — is replaced); answers the one kept.
     */
    async keepAccount(businessId: string, provider: 'stripe' | 'test', accountId: string, now: Date) {
      await db
        .insertInto('payment_accounts')
        .values({ business_id: businessId, provider, account_id: accountId, created_at: now, updated_at: now })
        .onConflict((oc) =>
          oc
            .column('business_id')
            .doUpdateSet({
              provider,
              account_id: accountId,
              details_submitted: false,
              charges_enabled: false,
              updated_at: now,
            })
            .where('payment_accounts.provider', '<>', provider),
        )
        .execute();
      return (await this.findAccount(businessId))!;
    },

    async updateAccountState(
      accountId: string,
      state: { detailsSubmitted: boolean; chargesEnabled: boolean },
      now: Date,
    ): Promise<void> {
      await db
        .updateTable('payment_accounts')
        .set({ details_submitted: state.detailsSubmitted, charges_enabled: state.chargesEnabled, updated_at: now })
        .where('account_id', '=', accountId)
        .execute();
    },

    async policy(businessId: string): Promise<DepositPolicy | null> {
      const row = await db
        .selectFrom('deposit_policies')
        .selectAll()
        .where('business_id', '=', businessId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        cancelWindowHours: row.cancel_window_hours,
        noShowKeeps: row.no_show_keeps,
        holdMinutes: row.hold_minutes,
        repeatNoShows:
          row.repeat_no_show_count !== null && row.repeat_rule_kind !== null
            ? {
                count: row.repeat_no_show_count,
                periodDays: row.repeat_no_show_days,
                rule: ruleOf(row.repeat_rule_kind, row.repeat_rule_value),
              }
            : null,
      };
    },

    /** Each service's rule (services without a row ask nothing). */
    async serviceRules(businessId: string): Promise<Map<string, DepositRule>> {
      const rows = await db
        .selectFrom('service_deposit_rules')
        .select(['service_id', 'kind', 'value'])
        .where('business_id', '=', businessId)
        .execute();
      return new Map(rows.map((r) => [r.service_id, ruleOf(r.kind, r.value)]));
    },

    /** The policy and the services' rules named, in one transaction. */
    async savePolicy(
      businessId: string,
      policy: DepositPolicy,
      services: ReadonlyArray<{ serviceId: string; rule: DepositRule }>,
      now: Date,
    ): Promise<void> {
      const repeat = policy.repeatNoShows;
      const values = {
        cancel_window_hours: policy.cancelWindowHours,
        no_show_keeps: policy.noShowKeeps,
        hold_minutes: policy.holdMinutes,
        repeat_no_show_count: repeat?.count ?? null,
        repeat_no_show_days: repeat?.periodDays ?? 90,
        repeat_rule_kind: repeat?.rule.kind ?? null,
        repeat_rule_value: repeat ? ruleValue(repeat.rule) : 0,
        updated_at: now,
      };
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('deposit_policies')
          .values({ business_id: businessId, ...values })
          .onConflict((oc) => oc.column('business_id').doUpdateSet(values))
          .execute();
        for (const { serviceId, rule } of services) {
          if (rule.kind === 'none') {
            await trx
              .deleteFrom('service_deposit_rules')
              .where('business_id', '=', businessId)
              .where('service_id', '=', serviceId)
              .execute();
          } else {
            await trx
              .insertInto('service_deposit_rules')
              .values({ business_id: businessId, service_id: serviceId, kind: rule.kind, value: ruleValue(rule) })
              .onConflict((oc) =>
                oc.columns(['business_id', 'service_id']).doUpdateSet({ kind: rule.kind, value: ruleValue(rule) }),
              )
              .execute();
          }
        }
      });
    },

    /** The client's no-shows since `since`, the client found by id or by the booking's phone or e-mail. */
    async recentNoShows(
      businessId: string,
      who: { clientId: string } | { phoneDigits: string | null; email: string | null },
      since: Date,
    ): Promise<number> {
      const match =
        'clientId' in who
          ? sql`c.id = ${who.clientId}`
          : sql`(${who.phoneDigits ? samePhone(who.phoneDigits) : sql`false`} OR ${who.email ? sql`lower(c.email) = ${who.email.toLowerCase()}` : sql`false`})`;
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM appointments a JOIN clients c ON c.id = a.client_id
        WHERE a.business_id = ${businessId} AND a.no_show AND a.starts_at >= ${since} AND ${match}
      `.execute(db);
      return rows[0]?.n ?? 0;
    },

    /** A booking's deposit, pending, written in the booking's own transaction (its hold). */
    async insertHoldWith(trx: Kysely<Database>, deposit: NewDeposit, now: Date): Promise<string> {
      const row = await trx
        .insertInto('deposits')
        .values({
          business_id: deposit.businessId,
          appointment_id: deposit.appointmentId,
          amount_cents: deposit.amountCents,
          currency: deposit.currency,
          provider: deposit.provider,
          account_id: deposit.accountId,
          expires_at: deposit.expiresAt,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The PaymentIntent made for a pending deposit (a new method replaces the one before). */
    async keepPaymentIntent(depositId: string, intent: PaymentIntentState, now: Date): Promise<void> {
      await db
        .updateTable('deposits')
        .set({
          method: intent.method,
          payment_intent_id: intent.id,
          client_secret: intent.clientSecret,
          pix_code: intent.pix?.code ?? null,
          pix_expires_at: intent.pix?.expiresAt ?? null,
          updated_at: now,
        })
        .where('id', '=', depositId)
        .where('status', '=', 'pending')
        .execute();
    },

    async find(by: { id: string } | { appointmentId: string } | { token: string } | { paymentIntentId: string }) {
      let query = depositSelect(db);
      if ('id' in by) query = query.where('d.id', '=', by.id);
      else if ('paymentIntentId' in by) query = query.where('d.payment_intent_id', '=', by.paymentIntentId);
      else if ('token' in by) query = query.where('a.manage_token', '=', by.token);
      else query = query.where('d.appointment_id', '=', by.appointmentId);
      const row = await query.executeTakeFirst();
      return row ? toDeposit(row) : null;
    },

    /** The deposit of the visit an appointment belongs to (its first step holds it). */
    async findForAppointment(businessId: string, appointmentId: string): Promise<DepositRecord | null> {
      const row = await depositSelect(db)
        .where('d.business_id', '=', businessId)
        .where((eb) =>
          eb(
            'd.appointment_id',
            '=',
            eb
              .selectFrom('appointments as x')
              .select(sql<string>`coalesce(x.visit_id, x.id)`.as('first'))
              .where('x.id', '=', appointmentId)
              .where('x.business_id', '=', businessId),
          ),
        )
        .executeTakeFirst();
      return row ? toDeposit(row) : null;
    },

    /** Whether any step of the deposit's visit is still open (scheduled or confirmed). */
    async visitOpen(deposit: Pick<DepositRecord, 'businessId' | 'appointmentId'>): Promise<boolean> {
      const row = await db
        .selectFrom('appointments')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('business_id', '=', deposit.businessId)
        .where((eb) => eb.or([eb('id', '=', deposit.appointmentId), eb('visit_id', '=', deposit.appointmentId)]))
        .where('status', 'in', ['scheduled', 'confirmed'])
        .executeTakeFirstOrThrow();
      return row.n > 0;
    },

    /** Holds whose time is up, oldest first (of one business, or of all). */
    async dueHolds(now: Date, limit: number, businessId?: string): Promise<string[]> {
      let query = db
        .selectFrom('deposits')
        .select('id')
        .where('status', '=', 'pending')
        .where('expires_at', '<=', now)
        .orderBy('expires_at')
        .limit(limit);
      if (businessId) query = query.where('business_id', '=', businessId);
      return (await query.execute()).map((r) => r.id);
    },

    /** Refunds left half-way (the provider did not answer): to try again. */
    async refundsToRetry(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('deposits')
        .select('id')
        .where('status', '=', 'refunding')
        .where('updated_at', '<=', before)
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },

    /**
     * Moves a deposit from one state to the next, only if it is still in `from` (and, for an
     * expiry, only once its hold is up): true for the one caller that moved it.
     */
    async transitionWith(
      executor: Kysely<Database>,
      depositId: string,
      from: DepositStatus,
      to: DepositStatus,
      now: Date,
      extra: { reason?: SettledReason; paidAt?: Date; dueBy?: Date } = {},
    ): Promise<boolean> {
      let query = executor
        .updateTable('deposits')
        .set({
          status: to,
          updated_at: now,
          ...(extra.paidAt ? { paid_at: extra.paidAt } : {}),
          ...(extra.reason ? { settled_reason: extra.reason } : {}),
          ...(to === 'kept' || to === 'refunded' || to === 'expired' ? { settled_at: now } : {}),
        })
        .where('id', '=', depositId)
        .where('status', '=', from);
      if (extra.dueBy) query = query.where('expires_at', '<=', extra.dueBy);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    transition(
      depositId: string,
      from: DepositStatus,
      to: DepositStatus,
      now: Date,
      extra: { reason?: SettledReason; paidAt?: Date } = {},
    ) {
      return this.transitionWith(db, depositId, from, to, now, extra);
    },

    /** The deposit's one refund: its row, then the provider's id once it answers. */
    async recordRefund(deposit: Pick<DepositRecord, 'id' | 'businessId' | 'amountCents'>, now: Date): Promise<void> {
      await db
        .insertInto('deposit_refunds')
        .values({
          business_id: deposit.businessId,
          deposit_id: deposit.id,
          amount_cents: deposit.amountCents,
          created_at: now,
        })
        .onConflict((oc) => oc.column('deposit_id').doNothing())
        .execute();
    },

    async completeRefund(depositId: string, providerRefundId: string | null, now: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('deposit_refunds')
          .set({ provider_refund_id: providerRefundId })
          .where('deposit_id', '=', depositId)
          .execute();
        return this.transitionWith(trx, depositId, 'refunding', 'refunded', now);
      });
    },

    async eventSeen(eventId: string): Promise<boolean> {
      const row = await db
        .selectFrom('deposit_events')
        .select('event_id')
        .where('event_id', '=', eventId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Records an applied event; false when it was already recorded. */
    async recordEvent(eventId: string, type: string, businessId: string | null, now: Date): Promise<boolean> {
      const rows = await db
        .insertInto('deposit_events')
        .values({ event_id: eventId, type, business_id: businessId, received_at: now })
        .onConflict((oc) => oc.column('event_id').doNothing())
        .returning('event_id')
        .execute();
      return rows.length === 1;
    },
  };
}

export type DepositsRepository = ReturnType<typeof createDepositsRepository>;
