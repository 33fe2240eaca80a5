import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface BookingSettings {
  enabled: boolean;
  welcomeMessage: string | null;
  windowDays: number;
  requirePhone: boolean;
  requireEmail: boolean;
  autoConfirm: boolean;
  minNoticeMinutes: number;
  slotStepMinutes: number;
  cancelUntilHours: number;
  /** How long a waitlist offer's claim link is valid. */
  waitlistOfferMinutes: number;
}

export type SettingsRow = Omit<Selectable<Database['online_booking_settings']>, 'business_id' | 'updated_at'>;

/** A business's settings, with their defaults until the owner changes something. */
export function toSettings(row: SettingsRow | undefined): BookingSettings {
  return {
    enabled: row?.enabled ?? false,
    welcomeMessage: row?.welcome_message ?? null,
    windowDays: row?.window_days ?? 30,
    requirePhone: row?.require_phone ?? true,
    requireEmail: row?.require_email ?? false,
    autoConfirm: row?.auto_confirm ?? true,
    minNoticeMinutes: row?.min_notice_minutes ?? 120,
    slotStepMinutes: row?.slot_step_minutes ?? 15,
    cancelUntilHours: row?.cancel_until_hours ?? 24,
    waitlistOfferMinutes: row?.waitlist_offer_minutes ?? 120,
  };
}

/** Keeps the business's settings as they are given, all of them. */
export async function saveBookingSettingsWith(
  executor: Kysely<Database>,
  businessId: string,
  settings: BookingSettings,
  now: Date,
): Promise<void> {
  const values = {
    enabled: settings.enabled,
    welcome_message: settings.welcomeMessage,
    window_days: settings.windowDays,
    require_phone: settings.requirePhone,
    require_email: settings.requireEmail,
    auto_confirm: settings.autoConfirm,
    min_notice_minutes: settings.minNoticeMinutes,
    slot_step_minutes: settings.slotStepMinutes,
    cancel_until_hours: settings.cancelUntilHours,
    waitlist_offer_minutes: settings.waitlistOfferMinutes,
    updated_at: now,
  };
  await executor
    .insertInto('online_booking_settings')
    .values({ business_id: businessId, ...values })
    .onConflict((oc) => oc.column('business_id').doUpdateSet(values))
    .execute();
}

/** The owner's online-booking settings and the booking page's visits and figures. */
export function createBookingSettingsRepository(db: Kysely<Database>) {
  return {
    async settings(businessId: string): Promise<BookingSettings> {
      return toSettings(
        await db
          .selectFrom('online_booking_settings')
          .selectAll()
          .where('business_id', '=', businessId)
          .executeTakeFirst(),
      );
    },

    saveSettings: (businessId: string, settings: BookingSettings, now: Date): Promise<void> =>
      saveBookingSettingsWith(db, businessId, settings, now),

    /** Visits of the booking page, online bookings and their cancellations since `since`. */
    async stats(businessId: string, since: Date): Promise<{ visits: number; bookings: number; cancellations: number }> {
      const { rows } = await sql<{ visits: number; bookings: number; cancellations: number }>`
        SELECT
          (SELECT coalesce(sum(visits), 0)::int FROM booking_page_visits WHERE business_id = ${businessId} AND day >= ${since.toISOString().slice(0, 10)}::date) AS visits,
          (SELECT count(*)::int FROM appointments WHERE business_id = ${businessId} AND source = 'online' AND created_at >= ${since}) AS bookings,
          (SELECT count(*)::int FROM appointments WHERE business_id = ${businessId} AND source = 'online' AND status = 'cancelled' AND cancelled_at >= ${since}) AS cancellations
      `.execute(db);
      return rows[0]!;
    },

    async recordVisit(businessId: string, day: string): Promise<void> {
      await sql`
        INSERT INTO booking_page_visits (business_id, day, visits) VALUES (${businessId}, ${day}::date, 1)
        ON CONFLICT (business_id, day) DO UPDATE SET visits = booking_page_visits.visits + 1
      `.execute(db);
    },
  };
}

export type BookingSettingsRepository = ReturnType<typeof createBookingSettingsRepository>;
