import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import * as foundation from './migrations/0001-foundation.ts';
import * as businessData from './migrations/0002-business-data.ts';
import * as teamAndSearch from './migrations/0003-team-and-search.ts';
import * as schedule from './migrations/0004-schedule.ts';
import * as onlineBooking from './migrations/0005-online-booking.ts';
import * as unloggedRateLimits from './migrations/0006-unlogged-rate-limits.ts';
import * as coveringAppointmentTimes from './migrations/0007-covering-appointment-times.ts';
import * as businessLanguage from './migrations/0008-business-language.ts';
import * as billing from './migrations/0009-billing.ts';
import * as figuresAndCommissions from './migrations/0010-figures-and-commissions.ts';
import * as dailyTotals from './migrations/0011-daily-totals.ts';
import * as monthTotals from './migrations/0012-month-totals.ts';
import * as reviews from './migrations/0013-reviews.ts';
import * as siteContent from './migrations/0014-site-content.ts';
import * as blogAndContact from './migrations/0015-blog-and-contact.ts';
import * as dataRights from './migrations/0016-data-rights.ts';
import * as setupBusinessStep from './migrations/0017-setup-business-step.ts';
import * as paidCommissionRate from './migrations/0018-paid-commission-rate.ts';
import * as whatsapp from './migrations/0019-whatsapp.ts';
import * as calendarConnections from './migrations/0020-calendar-connections.ts';
import * as calendarEventNotices from './migrations/0021-calendar-event-notices.ts';
import * as visits from './migrations/0022-visits.ts';
import * as waitlist from './migrations/0023-waitlist.ts';
import * as visitTotals from './migrations/0024-visit-totals.ts';
import * as counter from './migrations/0025-counter.ts';
import * as counterCommissions from './migrations/0026-counter-commissions.ts';
import * as products from './migrations/0027-products.ts';
import * as packages from './migrations/0028-packages.ts';
import * as deposits from './migrations/0029-deposits.ts';

/** Every migration, in order. A new one is added here and never edited once released. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-business-data': businessData,
  '0003-team-and-search': teamAndSearch,
  '0004-schedule': schedule,
  '0005-online-booking': onlineBooking,
  '0006-unlogged-rate-limits': unloggedRateLimits,
  '0007-covering-appointment-times': coveringAppointmentTimes,
  '0008-business-language': businessLanguage,
  '0009-billing': billing,
  '0010-figures-and-commissions': figuresAndCommissions,
  '0011-daily-totals': dailyTotals,
  '0012-month-totals': monthTotals,
  '0013-reviews': reviews,
  '0014-site-content': siteContent,
  '0015-blog-and-contact': blogAndContact,
  '0016-data-rights': dataRights,
  '0017-setup-business-step': setupBusinessStep,
  '0018-paid-commission-rate': paidCommissionRate,
  '0019-whatsapp': whatsapp,
  '0020-calendar-connections': calendarConnections,
  '0021-calendar-event-notices': calendarEventNotices,
  '0022-visits': visits,
  '0023-waitlist': waitlist,
  '0024-visit-totals': visitTotals,
  '0025-counter': counter,
  '0026-counter-commissions': counterCommissions,
  '0027-products': products,
  '0028-packages': packages,
  '0029-deposits': deposits,
};

export const MIGRATION_NAMES = Object.keys(MIGRATIONS).sort();

/** A migration that failed: nothing of it was applied (each runs in its own transaction). */
export class MigrationError extends Error {
  readonly migrationName: string | undefined;
  constructor(migrationName: string | undefined, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(migrationName ? `migration ${migrationName} failed: ${reason}` : `migrating failed: ${reason}`, { cause });
    this.migrationName = migrationName;
  }
}

/**
 * Brings the schema up to date. Safe when several processes start at once (Kysely takes a lock).
 * Migrations only go forward: a change that would break the running version is made in two
 * releases, widening first (a new column, both written) and narrowing after (docs/operations.md).
 */
export async function migrateToLatest(db: Kysely<any>, all: Record<string, Migration> = MIGRATIONS): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => all },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw new MigrationError(results?.find((result) => result.status === 'Error')?.migrationName, error);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The migrations the database has not applied yet (all of them on an empty one). */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const known = await migrator.getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
