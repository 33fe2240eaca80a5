import type { Kysely } from 'kysely';
import type { CounterSettings } from '../../../contracts/counter.ts';
import type { Database } from '../../db/schema.ts';

/**
 * What a business has before it saves its counter settings: no PIX key, professionals up to 10 % off,
 * one register, no stock below zero.
 */
export const DEFAULT_COUNTER_SETTINGS: CounterSettings = {
  pixKey: null,
  pixMerchantName: null,
  pixCity: null,
  professionalMaxDiscountBasisPoints: 1_000,
  registerPerUser: false,
  allowNegativeStock: false,
  noShowUsesPackageSession: false,
};

/** The one writer of `counter_settings` (docs/counter.md). */
export function createCounterSettingsRepository(db: Kysely<Database>) {
  async function get(businessId: string): Promise<CounterSettings> {
    const row = await db
      .selectFrom('counter_settings')
      .selectAll()
      .where('business_id', '=', businessId)
      .executeTakeFirst();
    if (!row) return DEFAULT_COUNTER_SETTINGS;
    return {
      pixKey: row.pix_key,
      pixMerchantName: row.pix_merchant_name,
      pixCity: row.pix_city,
      professionalMaxDiscountBasisPoints: row.professional_max_discount_bp,
      registerPerUser: row.register_per_user,
      allowNegativeStock: row.allow_negative_stock,
      noShowUsesPackageSession: row.no_show_uses_package_session,
    };
  }
  return {
    get,
    async save(businessId: string, settings: CounterSettings, now: Date): Promise<CounterSettings> {
      const values = {
        pix_key: settings.pixKey,
        pix_merchant_name: settings.pixMerchantName,
        pix_city: settings.pixCity,
        professional_max_discount_bp: settings.professionalMaxDiscountBasisPoints,
        register_per_user: settings.registerPerUser,
        allow_negative_stock: settings.allowNegativeStock,
        no_show_uses_package_session: settings.noShowUsesPackageSession,
        updated_at: now,
      };
      await db
        .insertInto('counter_settings')
        .values({ business_id: businessId, ...values })
        .onConflict((oc) => oc.column('business_id').doUpdateSet(values))
        .execute();
      return get(businessId);
    },
  };
}

export type CounterSettingsRepository = ReturnType<typeof createCounterSettingsRepository>;
