import type { Kysely } from 'kysely';
import type { WeeklyHours } from '../../../contracts/common.ts';
import { mayReopenClosedBusiness } from '../../../core/business-closing.ts';
import type { PhoneCountry } from '../../../core/phone-countries.ts';
import type { PlanKey } from '../../../core/plans.ts';
import { hhmm } from '../../../core/time-of-day.ts';
import type { Database } from '../../db/schema.ts';
import type { Locale } from '../../i18n/locale.ts';
import { appendBusinessAudit, type NewBusinessAuditEntry } from './business-audit.repository.ts';
import { setupCounts } from './setup-counts-sql.ts';
import { queueBusinessCalendarWritesWith } from '../mail/outbox-calendar-writes.ts';

export interface BusinessRecord {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  timeZone: string;
  currency: 'BRL' | 'USD';
  /** Whose numbering a client's phone written without its country code follows. */
  country: PhoneCountry;
  openingHours: WeeklyHours[];
  defaultCommissionRate: number;
  setupDismissedAt: Date | null;
  detailsConfirmedAt: Date | null;
  calendarPrivateTitles: boolean;
}

/** Whether the owner closed the business (docs/business-closing.md). */
export interface BusinessClosing {
  name: string;
  closedAt: Date | null;
}

export type ReopenResult =
  | { outcome: 'reopened'; closeDetails: Record<string, unknown> }
  | { outcome: 'open' }
  /** Its 30 days are over: it waits for the erasure job and stays closed. */
  | { outcome: 'erasure_due' };

export interface BusinessChanges {
  name?: string;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  timeZone?: string;
  currency?: 'BRL' | 'USD';
  country?: PhoneCountry;
  openingHours?: WeeklyHours[];
  defaultCommissionRate?: number;
  setupDismissedAt?: Date | null;
  detailsConfirmedAt?: Date;
  calendarPrivateTitles?: boolean;
}

/** A business as it starts. */
export interface NewBusiness {
  name: string;
  phone?: string;
  email?: string;
  address?: string;
  timeZone?: string;
  currency: 'BRL' | 'USD';
  locale?: Locale;
  defaultCommissionRate?: number;
  setupDismissedAt?: Date;
  /** What it starts on: a trial for a new owner; the demo's, a paid subscription as the test checkout keeps it. */
  subscription:
    | { status: 'trialing'; plan: PlanKey; trialEndsAt: Date }
    | {
        status: 'active';
        plan: PlanKey;
        currentPeriodEnd: Date;
        customerId: string;
        subscriptionId: string;
        currency: 'BRL' | 'USD';
        asOf: Date;
      };
}

/** A new business; answers its id. */
export async function insertBusinessWith(executor: Kysely<Database>, business: NewBusiness): Promise<string> {
  const { subscription } = business;
  const row = await executor
    .insertInto('businesses')
    .values({
      name: business.name,
      phone: business.phone,
      email: business.email,
      address: business.address,
      time_zone: business.timeZone,
      currency: business.currency,
      locale: business.locale,
      default_commission_rate: business.defaultCommissionRate?.toFixed(2),
      setup_dismissed_at: business.setupDismissedAt,
      plan: subscription.plan,
      subscription_status: subscription.status,
      ...(subscription.status === 'trialing'
        ? { trial_ends_at: subscription.trialEndsAt }
        : {
            trial_ends_at: null,
            current_period_end: subscription.currentPeriodEnd,
            billing_customer_id: subscription.customerId,
            billing_subscription_id: subscription.subscriptionId,
            billing_currency: subscription.currency,
            billing_as_of: subscription.asOf,
          }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The business's opening hours: the week given replaces the one before. */
export async function setOpeningHoursWith(
  executor: Kysely<Database>,
  businessId: string,
  hours: readonly WeeklyHours[],
): Promise<void> {
  await executor.deleteFrom('business_opening_hours').where('business_id', '=', businessId).execute();
  if (hours.length === 0) return;
  await executor
    .insertInto('business_opening_hours')
    .values(hours.map((h) => ({ business_id: businessId, weekday: h.weekday, opens_at: h.start, closes_at: h.end })))
    .execute();
}

/** The business row, its opening hours, and what the setup checklist needs to know. */
export function createBusinessRepository(db: Kysely<Database>) {
  return {
    async find(businessId: string): Promise<BusinessRecord | null> {
      const [row, hours] = await Promise.all([
        db
          .selectFrom('businesses')
          .select([
            'id',
            'name',
            'phone',
            'email',
            'address',
            'time_zone',
            'currency',
            'country',
            'default_commission_rate',
            'setup_dismissed_at',
            'details_confirmed_at',
            'calendar_private_titles',
          ])
          .where('id', '=', businessId)
          .executeTakeFirst(),
        db
          .selectFrom('business_opening_hours')
          .select(['weekday', 'opens_at', 'closes_at'])
          .where('business_id', '=', businessId)
          .orderBy('weekday')
          .orderBy('opens_at')
          .execute(),
      ]);
      if (!row) return null;
      return {
        id: row.id,
        name: row.name,
        phone: row.phone,
        email: row.email,
        address: row.address,
        timeZone: row.time_zone,
        currency: row.currency,
        country: row.country as PhoneCountry,
        openingHours: hours.map((h) => ({ weekday: h.weekday, start: hhmm(h.opens_at), end: hhmm(h.closes_at) })),
        defaultCommissionRate: Number(row.default_commission_rate),
        setupDismissedAt: row.setup_dismissed_at,
        detailsConfirmedAt: row.details_confirmed_at,
        calendarPrivateTitles: row.calendar_private_titles,
      };
    },

    /** What the setup checklist counts: active services and the professionals who can be booked. */
    setupFacts: (businessId: string) => setupCounts(db, businessId),

    /** Only the fields given change; opening hours, when given, replace the whole week. */
    async update(businessId: string, changes: BusinessChanges, now: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('businesses')
          .set({
            ...(changes.name !== undefined ? { name: changes.name } : {}),
            ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
            ...(changes.email !== undefined ? { email: changes.email } : {}),
            ...(changes.address !== undefined ? { address: changes.address } : {}),
            ...(changes.timeZone !== undefined ? { time_zone: changes.timeZone } : {}),
            ...(changes.currency !== undefined ? { currency: changes.currency } : {}),
            ...(changes.country !== undefined ? { country: changes.country } : {}),
            ...(changes.defaultCommissionRate !== undefined
              ? { default_commission_rate: changes.defaultCommissionRate.toFixed(2) }
              : {}),
            ...(changes.setupDismissedAt !== undefined ? { setup_dismissed_at: changes.setupDismissedAt } : {}),
            ...(changes.detailsConfirmedAt !== undefined ? { details_confirmed_at: changes.detailsConfirmedAt } : {}),
            calendar_private_titles: changes.calendarPrivateTitles,
            updated_at: now,
          })
          .where('id', '=', businessId)
          .returning('id')
          .executeTakeFirst();
        if (!row) return false;
        if (changes.openingHours !== undefined) await setOpeningHoursWith(trx, businessId, changes.openingHours);
        if (changes.calendarPrivateTitles !== undefined) await queueBusinessCalendarWritesWith(trx, businessId, now);
        return true;
      });
    },

    async closing(businessId: string): Promise<BusinessClosing | null> {
      const row = await db
        .selectFrom('businesses')
        .select(['name', 'closed_at'])
        .where('id', '=', businessId)
        .executeTakeFirst();
      return row ? { name: row.name, closedAt: row.closed_at } : null;
    },

    /**
     * Closes the business at `at`, with its audit entry, in one transaction; the moment it is
     * closed (an earlier one if it already was), or null when it does not exist.
     */
    async close(
      businessId: string,
      userId: string,
      at: Date,
      details: NewBusinessAuditEntry['details'],
    ): Promise<Date | null> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('businesses')
          .select('closed_at')
          .where('id', '=', businessId)
          .forUpdate()
          .executeTakeFirst();
        if (!row) return null;
        if (row.closed_at) return row.closed_at;
        await trx
          .updateTable('businesses')
          .set({ closed_at: at, closed_by: userId, updated_at: at })
          .where('id', '=', businessId)
          .execute();
        await appendBusinessAudit(trx, { businessId, userId, action: 'close_business', targetId: businessId, details });
        return at;
      });
    },

    /**
     * Reopens the business if it may still be (its 30 days are not over at `now`; after them it is
     * due for erasure and stays closed), with its audit entry; answers what its closing did (the
     * details of the latest close entry), so that it can be undone.
     */
    async reopen(businessId: string, userId: string, now: Date): Promise<ReopenResult | null> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('businesses')
          .select('closed_at')
          .where('id', '=', businessId)
          .forUpdate()
          .executeTakeFirst();
        if (!row) return null;
        if (!row.closed_at) return { outcome: 'open' } as const;
        if (!mayReopenClosedBusiness(row.closed_at, now)) return { outcome: 'erasure_due' } as const;
        await trx
          .updateTable('businesses')
          .set({ closed_at: null, closed_by: null, updated_at: now })
          .where('id', '=', businessId)
          .execute();
        const closedForHours = Math.max(0, Math.round((now.getTime() - row.closed_at.getTime()) / 3_600_000));
        await appendBusinessAudit(trx, {
          businessId,
          userId,
          action: 'reopen_business',
          targetId: businessId,
          details: { closedForHours },
        });
        const closeEntry = await trx
          .selectFrom('business_audit_log')
          .select('details')
          .where('business_id', '=', businessId)
          .where('action', '=', 'close_business')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        return { outcome: 'reopened', closeDetails: closeEntry?.details ?? {} } as const;
      });
    },

    /** Records what was done to the business's data (an export) in its audit log. */
    async recordAudit(entry: NewBusinessAuditEntry): Promise<void> {
      await appendBusinessAudit(db, entry);
    },
  };
}

export type BusinessRepository = ReturnType<typeof createBusinessRepository>;
