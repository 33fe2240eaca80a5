import { sql, type Kysely } from 'kysely';
import { toE164 } from '../../../core/phone.ts';
import type { Database } from '../../db/schema.ts';
import type { Locale } from '../../i18n/locale.ts';
import { matchOrCreateClient, type ClientContact } from '../clients/client-matching.ts';
import type { OutboxRepository, OutgoingMessage } from '../mail/outbox.repository.ts';
import { takesWhatsAppSql } from '../whatsapp/whatsapp.repository.ts';

/**
 * The one writer of the waitlist: entries (a customer waiting for a service or a visit between two
 * days) and the offers of times that opened, each claimed at most once.
 */

export interface WaitlistStepWanted {
  serviceId: string;
  /** Null: anyone who does the service. */
  professionalId: string | null;
}

export interface OfferedStep {
  serviceId: string;
  professionalId: string;
  startsAt: string;
  endsAt: string;
}

/** A waiting entry as the offers' run reads it. */
export interface WaitingEntry {
  id: string;
  clientId: string;
  clientName: string;
  clientEmail: string | null;
  /** The client's number in E.164 when they take WhatsApp messages; else null. */
  whatsAppPhone: string | null;
  locale: Locale;
  steps: WaitlistStepWanted[];
  from: string;
  to: string;
  /** An offer of it still open (unclaimed, unexpired) at the moment asked. */
  hasOpenOffer: boolean;
  /** Start times it was offered already, in epoch milliseconds. */
  offeredStarts: number[];
}

/** An offer behind its claim link, with its entry and client. */
export interface OfferRecord {
  id: string;
  businessId: string;
  entryId: string;
  entryStatus: 'waiting' | 'booked' | 'removed';
  clientId: string;
  clientName: string;
  clientPhone: string | null;
  clientEmail: string | null;
  locale: Locale;
  startsAt: Date;
  steps: OfferedStep[];
  expiresAt: Date;
  claimedAt: Date | null;
  /** The booking a claim of this entry made, when there is one. */
  appointmentId: string | null;
}

/** A client's erasure (in its transaction): their waits and offers go. Answers how many waits. */
export async function forgetClientWaitlistWith(
  trx: Kysely<Database>,
  businessId: string,
  clientId: string,
): Promise<number> {
  const rows = await trx
    .deleteFrom('waitlist_entries')
    .where('business_id', '=', businessId)
    .where('client_id', '=', clientId)
    .returning('id')
    .execute();
  return rows.length;
}

export function createWaitlistRepository(db: Kysely<Database>, outbox: OutboxRepository) {
  return {
    /** A customer joins: found (or made) a client of the business by their contact, in one transaction. */
    async join(entry: {
      businessId: string;
      contact: ClientContact;
      steps: readonly WaitlistStepWanted[];
      from: string;
      to: string;
      locale: Locale;
      /** Where its offers go. */
      email: string;
    }): Promise<string> {
      return db.transaction().execute(async (trx) => {
        const clientId = await matchOrCreateClient(trx, entry.businessId, entry.contact);
        const row = await trx
          .insertInto('waitlist_entries')
          .values({
            business_id: entry.businessId,
            client_id: clientId,
            steps: sql`${JSON.stringify(entry.steps)}::jsonb`,
            from_day: entry.from,
            to_day: entry.to,
            client_locale: entry.locale,
            email: entry.email,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
    },

    /** Businesses with someone waiting for a day from `today` on: the offers' run visits them. */
    async businessesWaiting(today: string): Promise<string[]> {
      const rows = await db
        .selectFrom('waitlist_entries')
        .select('business_id')
        .distinct()
        .where('status', '=', 'waiting')
        .where('to_day', '>=', today)
        .execute();
      return rows.map((row) => row.business_id);
    },

    /** The business's waiting entries for a day from `today` on, in the order they joined. */
    async waiting(businessId: string, today: string, now: Date): Promise<WaitingEntry[]> {
      const { rows } = await sql<{
        id: string;
        client_id: string;
        client_name: string;
        client_email: string | null;
        phone: string | null;
        takes_whatsapp: boolean;
        country: string;
        client_locale: Locale;
        steps: WaitlistStepWanted[];
        from_day: string;
        to_day: string;
        open_offer: boolean;
        offered: number[] | null;
      }>`
        SELECT e.id, e.client_id, c.full_name AS client_name, e.email AS client_email, e.client_locale, e.steps,
          c.phone, ${takesWhatsAppSql('c')} AS takes_whatsapp, b.country,
          to_char(e.from_day, 'YYYY-MM-DD') AS from_day, to_char(e.to_day, 'YYYY-MM-DD') AS to_day,
          EXISTS (SELECT 1 FROM waitlist_offers o WHERE o.entry_id = e.id AND o.claimed_at IS NULL AND o.expires_at > ${now}) AS open_offer,
          (SELECT array_agg((extract(epoch FROM o.starts_at) * 1000)::float8) FROM waitlist_offers o WHERE o.entry_id = e.id) AS offered
        FROM waitlist_entries e JOIN clients c ON c.id = e.client_id JOIN businesses b ON b.id = e.business_id
        WHERE e.business_id = ${businessId} AND e.status = 'waiting' AND e.to_day >= ${today}::date
        ORDER BY e.created_at, e.id
      `.execute(db);
      return rows.map((row) => ({
        id: row.id,
        clientId: row.client_id,
        clientName: row.client_name,
        clientEmail: row.client_email,
        whatsAppPhone: row.takes_whatsapp && row.phone ? toE164(row.phone, row.country) : null,
        locale: row.client_locale,
        steps: row.steps,
        from: row.from_day,
        to: row.to_day,
        hasOpenOffer: row.open_offer,
        offeredStarts: (row.offered ?? []).map(Number),
      }));
    },

    /**
     * Offers a time to a waiting entry, with its messages, in one transaction. False when that time
     * was offered to it before (nothing written).
     */
    async offer(
      offer: {
        businessId: string;
        entryId: string;
        token: string;
        startsAt: Date;
        steps: readonly OfferedStep[];
        expiresAt: Date;
      },
      messages: (offerId: string) => readonly OutgoingMessage[],
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('waitlist_offers')
          .values({
            business_id: offer.businessId,
            entry_id: offer.entryId,
            token: offer.token,
            starts_at: offer.startsAt,
            steps: sql`${JSON.stringify(offer.steps)}::jsonb`,
            expires_at: offer.expiresAt,
          })
          .onConflict((oc) => oc.columns(['entry_id', 'starts_at']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!row) return false;
        await outbox.addWith(trx, messages(row.id));
        return true;
      });
    },

    async offerByToken(token: string): Promise<OfferRecord | null> {
      const row = await db
        .selectFrom('waitlist_offers as o')
        .innerJoin('waitlist_entries as e', 'e.id', 'o.entry_id')
        .innerJoin('clients as c', 'c.id', 'e.client_id')
        .select([
          'o.id',
          'o.business_id',
          'o.entry_id',
          'e.status',
          'e.client_id',
          'c.full_name',
          'c.phone',
          'e.email',
          'e.client_locale',
          'o.starts_at',
          'o.steps',
          'o.expires_at',
          'o.claimed_at',
          'e.appointment_id',
        ])
        .where('o.token', '=', token)
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        businessId: row.business_id,
        entryId: row.entry_id,
        entryStatus: row.status,
        clientId: row.client_id,
        clientName: row.full_name,
        clientPhone: row.phone,
        clientEmail: row.email,
        locale: row.client_locale,
        startsAt: row.starts_at,
        steps: row.steps,
        expiresAt: row.expires_at,
        claimedAt: row.claimed_at,
        appointmentId: row.appointment_id,
      };
    },

    /**
     * The claim of an offer, in the booking's transaction: the offer claimed (only once, only
     * before it expires) and its entry booked. False when another claim of it came first.
     */
    async claimWith(
      trx: Kysely<Database>,
      claim: { offerId: string; entryId: string; appointmentId: string; now: Date },
    ): Promise<boolean> {
      const claimed = await trx
        .updateTable('waitlist_offers')
        .set({ claimed_at: claim.now })
        .where('id', '=', claim.offerId)
        .where('claimed_at', 'is', null)
        .where('expires_at', '>', claim.now)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      const entry = await trx
        .updateTable('waitlist_entries')
        .set({ status: 'booked', appointment_id: claim.appointmentId, updated_at: claim.now })
        .where('id', '=', claim.entryId)
        .where('status', '=', 'waiting')
        .executeTakeFirst();
      return Number(entry.numUpdatedRows) === 1;
    },

    /** The manage link of the booking a claim made. */
    async manageTokenOf(appointmentId: string): Promise<string | null> {
      const row = await db
        .selectFrom('appointments')
        .select('manage_token')
        .where('id', '=', appointmentId)
        .executeTakeFirst();
      return row?.manage_token ?? null;
    },

    /** Takes an entry off the list (its offers can no longer be claimed); `closed` when it is not waiting. */
    async remove(businessId: string, id: string, now: Date): Promise<'removed' | 'closed' | 'missing'> {
      const { rows } = await sql<{ removed: boolean }>`
        WITH e AS (SELECT id, status FROM waitlist_entries WHERE business_id = ${businessId} AND id = ${id}),
        u AS (
          UPDATE waitlist_entries w SET status = 'removed', updated_at = ${now}
          FROM e WHERE w.id = e.id AND e.status = 'waiting' RETURNING w.id
        )
        SELECT EXISTS (SELECT 1 FROM u) AS removed FROM e
      `.execute(db);
      if (!rows[0]) return 'missing';
      return rows[0].removed ? 'removed' : 'closed';
    },
  };
}

export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
