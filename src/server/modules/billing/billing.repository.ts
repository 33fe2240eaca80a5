// Over 300 lines: the one writer of billing — kept state, event ledger, checkouts and invoices share the business's lock and transaction.
import { sql, type Kysely, type Transaction } from 'kysely';
import { snapshotToKeep, type ProviderSnapshot } from '../../../core/billing-state.ts';
import type { PlanCurrency, PlanKey } from '../../../core/plans.ts';
import type { BillingRecord } from '../../../core/subscription.ts';
import type { Database } from '../../db/schema.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { OutboxRepository, OutgoingMessage } from '../mail/outbox.repository.ts';
import type { InvoiceRecord } from './provider-objects.ts';

/** The business as its billing e-mails need it, with its billing before and after a change. */
export interface BillingContext {
  businessId: string;
  businessName: string;
  locale: Locale;
  timeZone: string;
  owner: { email: string; name: string } | null;
  before: BillingRecord;
  after: BillingRecord;
  /** The event's invoice as stored after it (a paid invoice stays paid whatever arrives late). */
  invoiceStatus: InvoiceRecord['status'] | null;
}

export interface EventEffect {
  eventId: string;
  type: string;
  businessId: string;
  snapshot: ProviderSnapshot | null;
  invoice: InvoiceRecord | null;
  customerId: string | null;
  /** The test checkout (or provider session) a completed checkout closes. */
  checkout: { id: string | null; providerSessionId: string | null } | null;
}

export interface Checkout {
  id: string;
  businessId: string;
  businessName: string;
  plan: PlanKey;
  currency: PlanCurrency;
  amountCents: number;
  providerSessionId: string | null;
  status: 'open' | 'paid' | 'declined' | 'expired';
}

const BILLING_COLUMNS = [
  'plan',
  'subscription_status',
  'trial_ends_at',
  'current_period_end',
  'cancel_at_period_end',
  'scheduled_plan',
  'past_due_since',
  'billing_currency',
  'billing_subscription_id',
  'billing_as_of',
] as const;

function billingRecordOf(row: Record<string, unknown>): BillingRecord {
  return {
    plan: row.plan as PlanKey,
    subscriptionStatus: row.subscription_status as BillingRecord['subscriptionStatus'],
    trialEndsAt: row.trial_ends_at as Date | null,
    currentPeriodEnd: row.current_period_end as Date | null,
    cancelAtPeriodEnd: row.cancel_at_period_end as boolean,
    scheduledPlan: row.scheduled_plan as PlanKey | null,
    pastDueSince: row.past_due_since as Date | null,
    billingCurrency: row.billing_currency as PlanCurrency | null,
    hasSubscription: row.billing_subscription_id !== null,
  };
}

function storedSnapshot(row: Record<string, unknown>): ProviderSnapshot | null {
  const status = row.subscription_status as string;
  if (row.billing_subscription_id === null || row.billing_as_of === null || row.current_period_end === null)
    return null;
  if (status !== 'trialing' && status !== 'active' && status !== 'past_due' && status !== 'canceled') return null;
  return {
    subscriptionId: row.billing_subscription_id as string,
    plan: row.plan as PlanKey,
    status,
    currentPeriodEnd: row.current_period_end as Date,
    cancelAtPeriodEnd: row.cancel_at_period_end as boolean,
    scheduledPlan: row.scheduled_plan as PlanKey | null,
    currency: (row.billing_currency as PlanCurrency | null) ?? 'BRL',
    asOf: row.billing_as_of as Date,
  };
}

/**
 * The one writer of a business's billing: the provider's state kept on the business row (its
 * billing columns), the ledger of webhook events, checkout attempts and invoices. Every change of
 * state runs under the business row's lock; an event, its effect and its e-mails commit together.
 */
export function createBillingRepository(db: Kysely<Database>, outbox: OutboxRepository) {
  async function lockBusiness(trx: Transaction<Database>, businessId: string) {
    return trx
      .selectFrom('businesses')
      .select([...BILLING_COLUMNS, 'name', 'locale', 'time_zone'])
      .where('id', '=', businessId)
      .forUpdate()
      .executeTakeFirst();
  }

  async function ownerOf(executor: Kysely<Database>, businessId: string) {
    const owner = await executor
      .selectFrom('profiles as p')
      .innerJoin('users as u', 'u.id', 'p.id')
      .select(['u.email', 'p.full_name'])
      .where('p.business_id', '=', businessId)
      .where('p.role', '=', 'admin')
      .orderBy('p.created_at')
      .executeTakeFirst();
    return owner ? { email: owner.email, name: owner.full_name } : null;
  }

  /** Keeps `incoming` when it describes a later state; returns the record before and after. */
  async function keep(
    trx: Transaction<Database>,
    businessId: string,
    row: Record<string, unknown>,
    incoming: ProviderSnapshot,
    now: Date,
  ) {
    const before = billingRecordOf(row);
    const stored = storedSnapshot(row);
    const kept = snapshotToKeep(stored, incoming);
    if (kept === stored) return { before, after: before, changed: false };
    const wasPastDue = row.subscription_status === 'past_due' && row.billing_subscription_id === kept.subscriptionId;
    const values = {
      plan: kept.plan,
      subscription_status: kept.status,
      current_period_end: kept.currentPeriodEnd,
      cancel_at_period_end: kept.cancelAtPeriodEnd,
      scheduled_plan: kept.scheduledPlan,
      billing_currency: kept.currency,
      billing_subscription_id: kept.subscriptionId,
      billing_as_of: kept.asOf,
      past_due_since:
        kept.status === 'past_due'
          ? wasPastDue
            ? ((row.past_due_since as Date | null) ?? kept.asOf)
            : kept.asOf
          : null,
    };
    await trx
      .updateTable('businesses')
      .set({ ...values, updated_at: now })
      .where('id', '=', businessId)
      .execute();
    return { before, after: billingRecordOf({ ...row, ...values }), changed: true };
  }

  return {
    async findBusinessIdByCustomer(customerId: string): Promise<string | null> {
      const row = await db
        .selectFrom('businesses')
        .select('id')
        .where('billing_customer_id', '=', customerId)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    async businessExists(businessId: string): Promise<boolean> {
      const row = await db.selectFrom('businesses').select('id').where('id', '=', businessId).executeTakeFirst();
      return row !== undefined;
    },

    async findBilling(businessId: string) {
      const row = await db
        .selectFrom('businesses')
        .select([...BILLING_COLUMNS, 'name', 'billing_customer_id'])
        .where('id', '=', businessId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        name: row.name,
        record: billingRecordOf(row),
        customerId: row.billing_customer_id,
        subscriptionId: row.billing_subscription_id,
        snapshot: storedSnapshot(row),
      };
    },

    /** People who can sign in to the business: the owner and every professional with a login. */
    async countUsers(businessId: string): Promise<number> {
      const row = await db
        .selectFrom('profiles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('business_id', '=', businessId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Stores the business's provider customer unless it has one; answers the one it has. */
    async keepCustomer(businessId: string, customerId: string): Promise<string> {
      await db
        .updateTable('businesses')
        .set({ billing_customer_id: customerId })
        .where('id', '=', businessId)
        .where('billing_customer_id', 'is', null)
        .execute();
      const row = await db
        .selectFrom('businesses')
        .select('billing_customer_id')
        .where('id', '=', businessId)
        .executeTakeFirstOrThrow();
      return row.billing_customer_id ?? customerId;
    },

    async findCustomer(businessId: string): Promise<string | null> {
      const row = await db
        .selectFrom('businesses')
        .select('billing_customer_id')
        .where('id', '=', businessId)
        .executeTakeFirst();
      return row?.billing_customer_id ?? null;
    },

    /** A new checkout attempt; earlier open ones of the business expire (their provider sessions are returned to be expired too). */
    async openCheckout(
      checkout: { id: string; businessId: string; plan: PlanKey; currency: PlanCurrency; amountCents: number },
      now: Date,
    ): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const expired = await trx
          .updateTable('billing_checkouts')
          .set({ status: 'expired', updated_at: now })
          .where('business_id', '=', checkout.businessId)
          .where('status', '=', 'open')
          .returning('provider_session_id')
          .execute();
        await trx
          .insertInto('billing_checkouts')
          .values({
            id: checkout.id,
            business_id: checkout.businessId,
            plan: checkout.plan,
            currency: checkout.currency,
            amount_cents: checkout.amountCents,
          })
          .execute();
        return expired.flatMap((row) => (row.provider_session_id ? [row.provider_session_id] : []));
      });
    },

    async setCheckoutSession(checkoutId: string, providerSessionId: string, now: Date): Promise<void> {
      await db
        .updateTable('billing_checkouts')
        .set({ provider_session_id: providerSessionId, updated_at: now })
        .where('id', '=', checkoutId)
        .execute();
    },

    async findCheckout(businessId: string, checkoutId: string): Promise<Checkout | null> {
      const row = await db
        .selectFrom('billing_checkouts as c')
        .innerJoin('businesses as b', 'b.id', 'c.business_id')
        .select([
          'c.id',
          'c.business_id',
          'b.name',
          'c.plan',
          'c.currency',
          'c.amount_cents',
          'c.provider_session_id',
          'c.status',
        ])
        .where('c.business_id', '=', businessId)
        .where('c.id', '=', checkoutId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        businessId: row.business_id,
        businessName: row.name,
        plan: row.plan,
        currency: row.currency,
        amountCents: row.amount_cents,
        providerSessionId: row.provider_session_id,
        status: row.status,
      };
    },

    async declineCheckout(businessId: string, checkoutId: string, now: Date): Promise<void> {
      await db
        .updateTable('billing_checkouts')
        .set({ status: 'declined', updated_at: now })
        .where('business_id', '=', businessId)
        .where('id', '=', checkoutId)
        .where('status', '=', 'open')
        .execute();
    },

    /**
     * Records a provider event and its effect at most once: the ledger row (keyed by the event
     * id), the kept state, the invoice, the checkout and the e-mails commit in one transaction
     * under the business's lock. A second delivery finds the ledger row and changes nothing.
     */
    async applyEvent(
      effect: EventEffect,
      messagesFor: (context: BillingContext) => OutgoingMessage[],
      now: Date,
    ): Promise<'applied' | 'duplicate' | 'ignored'> {
      return db.transaction().execute(async (trx) => {
        const row = await lockBusiness(trx, effect.businessId);
        // The business was deleted since the event was matched to it.
        if (!row) return 'ignored';
        const recorded = await trx
          .insertInto('billing_events')
          .values({ event_id: effect.eventId, type: effect.type, business_id: effect.businessId })
          .onConflict((oc) => oc.column('event_id').doNothing())
          .returning('event_id')
          .executeTakeFirst();
        if (!recorded) return 'duplicate';
        if (effect.customerId) {
          await trx
            .updateTable('businesses')
            .set({ billing_customer_id: effect.customerId })
            .where('id', '=', effect.businessId)
            .where('billing_customer_id', 'is', null)
            .execute();
        }
        const before = billingRecordOf(row);
        const { after } = effect.snapshot
          ? await keep(trx, effect.businessId, row, effect.snapshot, now)
          : { after: before };
        const invoiceStatus = effect.invoice ? await upsertInvoice(trx, effect.businessId, effect.invoice) : null;
        if (effect.checkout && (effect.checkout.id || effect.checkout.providerSessionId)) {
          const { id, providerSessionId } = effect.checkout;
          await trx
            .updateTable('billing_checkouts')
            .set({ status: 'paid', updated_at: now })
            .where('business_id', '=', effect.businessId)
            .where((eb) => (id ? eb('id', '=', id) : eb('provider_session_id', '=', providerSessionId)))
            .execute();
        }
        const context: BillingContext = {
          businessId: effect.businessId,
          businessName: row.name,
          locale: row.locale,
          timeZone: row.time_zone,
          owner: await ownerOf(trx, effect.businessId),
          before,
          after,
          invoiceStatus,
        };
        await outbox.addWith(trx, messagesFor(context));
        return 'applied';
      });
    },

    /** Keeps a state read from the provider (after our own change, or by reconciliation). */
    async applySnapshot(businessId: string, snapshot: ProviderSnapshot, now: Date) {
      return db.transaction().execute(async (trx) => {
        const row = await lockBusiness(trx, businessId);
        if (!row) return null;
        return keep(trx, businessId, row, snapshot, now);
      });
    },

    async listInvoices(businessId: string) {
      return db
        .selectFrom('billing_invoices')
        .select(['id', 'created_at', 'amount_cents', 'currency', 'status', 'plan', 'receipt_url'])
        .where('business_id', '=', businessId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
    },

    /** Businesses whose trial ends within `days` (or ended within `days`), for their e-mails. */
    async trialsEndingBetween(from: Date, to: Date) {
      return db
        .selectFrom('businesses')
        .select(['id', 'name', 'locale', 'time_zone', 'trial_ends_at'])
        .where('subscription_status', '=', 'trialing')
        .where('billing_subscription_id', 'is', null)
        .where('trial_ends_at', '>=', from)
        .where('trial_ends_at', '<', to)
        .execute();
    },

    /** Business ids with a subscription whose paid period has ended (the test checkout renews them). */
    async periodsEndedBy(moment: Date): Promise<string[]> {
      const rows = await db
        .selectFrom('businesses')
        .select('id')
        .where('billing_subscription_id', 'is not', null)
        .where('subscription_status', 'in', ['active', 'past_due'])
        .where('current_period_end', '<=', moment)
        .execute();
      return rows.map((r) => r.id);
    },

    /** Every business with a provider customer, for reconciliation. */
    async payingBusinesses(): Promise<Array<{ id: string; customerId: string; subscriptionId: string | null }>> {
      const rows = await db
        .selectFrom('businesses')
        .select(['id', 'billing_customer_id', 'billing_subscription_id'])
        .where('billing_customer_id', 'is not', null)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        customerId: r.billing_customer_id as string,
        subscriptionId: r.billing_subscription_id,
      }));
    },

    async ownerOf(businessId: string) {
      return ownerOf(db, businessId);
    },

    /** Messages that are not the effect of an event (the trial's), each at most once by its key. */
    async queue(messages: OutgoingMessage[]): Promise<void> {
      await outbox.addWith(db, messages);
    },
  };

  async function upsertInvoice(
    trx: Transaction<Database>,
    businessId: string,
    invoice: InvoiceRecord,
  ): Promise<InvoiceRecord['status']> {
    await trx
      .insertInto('billing_invoices')
      .values({
        id: invoice.id,
        business_id: businessId,
        subscription_id: invoice.subscriptionId,
        plan: invoice.plan,
        amount_cents: invoice.amountCents,
        currency: invoice.currency,
        status: invoice.status,
        receipt_url: invoice.receiptUrl,
        created_at: invoice.createdAt,
      })
      // A paid or voided invoice is final: a late "failed" never reopens it.
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet({
            status: (eb) => eb.ref('excluded.status'),
            amount_cents: (eb) => eb.ref('excluded.amount_cents'),
            receipt_url: sql`coalesce(excluded.receipt_url, billing_invoices.receipt_url)`,
          })
          .where('billing_invoices.status', 'not in', ['paid', 'void']),
      )
      .execute();
    const stored = await trx
      .selectFrom('billing_invoices')
      .select('status')
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    return stored.status;
  }
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
