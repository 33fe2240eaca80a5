import { sql, type Kysely } from 'kysely';
import type { WeeklyHours } from '../../../contracts/common.ts';
import type { SetupFacts } from '../../../core/setup-checklist.ts';
import type { Database } from '../../db/schema.ts';

export interface BusinessRecord {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  timeZone: string;
  currency: 'BRL' | 'USD';
  openingHours: WeeklyHours[];
  defaultCommissionRate: number;
  setupDismissedAt: Date | null;
}

export interface BusinessChanges {
  name?: string;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  timeZone?: string;
  currency?: 'BRL' | 'USD';
  openingHours?: WeeklyHours[];
  defaultCommissionRate?: number;
  setupDismissedAt?: Date | null;
}

const hhmm = (time: string) => time.slice(0, 5);

/** The business row, its opening hours, and what the setup checklist needs to know. */
export function createBusinessRepository(db: Kysely<Database>) {
  return {
    async find(businessId: string): Promise<BusinessRecord | null> {
      const [row, hours] = await Promise.all([
        db
          .selectFrom('businesses')
          .select(['id', 'name', 'phone', 'email', 'address', 'time_zone', 'currency', 'default_commission_rate', 'setup_dismissed_at'])
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
        openingHours: hours.map((h) => ({ weekday: h.weekday, start: hhmm(h.opens_at), end: hhmm(h.closes_at) })),
        defaultCommissionRate: Number(row.default_commission_rate),
        setupDismissedAt: row.setup_dismissed_at,
      };
    },

    async setupFacts(businessId: string): Promise<Omit<SetupFacts, 'name' | 'phone' | 'address' | 'openingHoursCount'>> {
      const row = await db
        .selectNoFrom((eb) => [
          eb
            .selectFrom('services')
            .select(eb.fn.countAll<number>().as('n'))
            .where('business_id', '=', businessId)
            .where('active', '=', true)
            .as('active_services'),
          eb
            .selectFrom('professionals as p')
            .select(eb.fn.countAll<number>().as('n'))
            .where('p.business_id', '=', businessId)
            .where('p.active', '=', true)
            .where(sql<boolean>`EXISTS (SELECT 1 FROM professional_working_hours h WHERE h.professional_id = p.id AND h.business_id = p.business_id)`)
            .where(
              sql<boolean>`EXISTS (SELECT 1 FROM professional_services ps JOIN services s ON s.id = ps.service_id
                WHERE ps.professional_id = p.id AND ps.business_id = p.business_id AND s.active)`,
            )
            .as('bookable_professionals'),
        ])
        .executeTakeFirstOrThrow();
      return { activeServiceCount: Number(row.active_services), bookableProfessionalCount: Number(row.bookable_professionals) };
    },

    /** Only the fields given change; opening hours, when given, replace the whole week. */
    async update(businessId: string, changes: BusinessChanges): Promise<boolean> {
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
            ...(changes.defaultCommissionRate !== undefined ? { default_commission_rate: changes.defaultCommissionRate.toFixed(2) } : {}),
            ...(changes.setupDismissedAt !== undefined ? { setup_dismissed_at: changes.setupDismissedAt } : {}),
            updated_at: new Date(),
          })
          .where('id', '=', businessId)
          .returning('id')
          .executeTakeFirst();
        if (!row) return false;
        if (changes.openingHours !== undefined) {
          await trx.deleteFrom('business_opening_hours').where('business_id', '=', businessId).execute();
          if (changes.openingHours.length > 0) {
            await trx
              .insertInto('business_opening_hours')
              .values(changes.openingHours.map((h) => ({ business_id: businessId, weekday: h.weekday, opens_at: h.start, closes_at: h.end })))
              .execute();
          }
        }
        return true;
      });
    },
  };
}

export type BusinessRepository = ReturnType<typeof createBusinessRepository>;
