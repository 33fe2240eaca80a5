import { sql, type Kysely } from 'kysely';
import type { Client, ClientDetail } from '../../../contracts/clients.ts';
import { clientSince } from '../../../core/client-since.ts';
import type { PhoneCountry } from '../../../core/phone-countries.ts';
import type { Database } from '../../db/schema.ts';
import { isForeignKeyViolation } from '../../db/sql-errors.ts';
import {
  consentChangeColumns,
  consentColumns,
  CONSENT_COLUMNS,
  toClientWhatsApp,
  type WhatsAppConsent,
  type WhatsAppConsentChange,
} from './client-consent.ts';
import { CLIENT_COLUMNS, toClient } from './client-rows.ts';
import {
  allMatchingClients,
  duplicateClients,
  searchClients,
  type ClientFilter,
  type DuplicateQuery,
} from './client-search-sql.ts';

export interface ClientValues {
  fullName: string;
  phone: string | null;
  email: string | null;
  notes: string | null;
}

/** A change to a client: the fields given, and a consent given or withdrawn. */
export type ClientChanges = Partial<ClientValues> & { whatsapp?: WhatsAppConsentChange };

/** New clients of the business (the demo's, the sample data's); answers their ids in order. */
export async function insertClientsWith(
  executor: Kysely<Database>,
  businessId: string,
  clients: readonly ClientValues[],
): Promise<string[]> {
  if (clients.length === 0) return [];
  const rows = await executor
    .insertInto('clients')
    .values(
      clients.map((c) => ({
        business_id: businessId,
        full_name: c.fullName,
        phone: c.phone,
        email: c.email,
        notes: c.notes,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * A client's erasure (in its unit of work): the row stays, for the appointments that count in
 * the figures, under the neutral name; phone, e-mail and notes are gone (docs/data-rights.md).
 */
export async function eraseClientWith(
  executor: Kysely<Database>,
  businessId: string,
  clientId: string,
  erasedName: string,
  now: Date,
): Promise<void> {
  await executor
    .updateTable('clients')
    .set({ full_name: erasedName, phone: null, email: null, notes: null, erased_at: now, updated_at: now })
    .where('business_id', '=', businessId)
    .where('id', '=', clientId)
    .execute();
}

/** Deletes those of these clients that no appointment refers to; answers their ids. */
export async function deleteUnusedClientsWith(
  executor: Kysely<Database>,
  businessId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .deleteFrom('clients')
    .where('business_id', '=', businessId)
    .where('id', 'in', [...ids])
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('appointments as a').select('a.id').whereRef('a.client_id', '=', 'clients.id'))),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Clients of one business, and the one writer of `clients` (with client-matching.ts, which
 * recognises a booking's client, and client-consent.ts's WhatsApp consent columns). How they are
 * searched is client-search-sql.ts's.
 */
export function createClientsRepository(db: Kysely<Database>) {
  return {
    list: (businessId: string, filter: ClientFilter) => searchClients(db, businessId, filter),

    /** Every client the search matches, in list order, for the CSV export. */
    listAll: (businessId: string, search: string | undefined) => allMatchingClients(db, businessId, search),

    async find(businessId: string, id: string): Promise<Client | null> {
      const row = await db
        .selectFrom('clients')
        .select(CLIENT_COLUMNS)
        .where('business_id', '=', businessId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toClient(row) : null;
    },

    /** The client with every appointment, newest first, and what the completed ones came to. */
    async findDetail(businessId: string, id: string): Promise<ClientDetail | null> {
      const row = await db
        .selectFrom('clients as c')
        .innerJoin('businesses as b', 'b.id', 'c.business_id')
        .select([
          'c.id',
          'c.full_name',
          'c.phone',
          'c.email',
          'c.notes',
          'c.created_at',
          'c.first_visit_at',
          'c.erased_at',
          ...CONSENT_COLUMNS.map((column) => `c.${column}` as const),
          'b.currency',
          'b.country',
        ])
        .where('c.business_id', '=', businessId)
        .where('c.id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const appointments = await db
        .selectFrom('appointments as a')
        .innerJoin('services as s', 's.id', 'a.service_id')
        .innerJoin('professionals as p', 'p.id', 'a.professional_id')
        .select([
          'a.id',
          'a.starts_at',
          'a.ends_at',
          'a.status',
          'a.no_show',
          'a.price_cents',
          's.name as service_name',
          'p.full_name as professional_name',
        ])
        .where('a.business_id', '=', businessId)
        .where('a.client_id', '=', id)
        .orderBy('a.starts_at', 'desc')
        .orderBy('a.id')
        .execute();
      const onAccount = await db
        .selectFrom('comanda_payments as m')
        .innerJoin('comandas as k', 'k.id', 'm.comanda_id')
        .select(sql<string>`coalesce(sum(m.amount_cents), 0)`.as('cents'))
        .where('m.business_id', '=', businessId)
        .where('k.client_id', '=', id)
        .where('m.method', '=', 'account')
        .executeTakeFirst();
      return {
        ...toClient(row),
        erasedAt: row.erased_at?.toISOString() ?? null,
        since: clientSince(row.created_at, row.first_visit_at).toISOString(),
        appointments: appointments.map((a) => ({
          id: a.id,
          startsAt: a.starts_at.toISOString(),
          endsAt: a.ends_at.toISOString(),
          status: a.status,
          noShow: a.no_show,
          serviceName: a.service_name,
          professionalName: a.professional_name,
          priceCents: a.price_cents,
        })),
        totalSpentCents: appointments
          .filter((a) => a.status === 'completed')
          .reduce((sum, a) => sum + a.price_cents, 0),
        accountBalanceCents: Number(onAccount?.cents ?? 0),
        currency: row.currency,
        country: row.country as PhoneCountry,
        whatsapp: toClientWhatsApp(row),
      };
    },

    duplicates: (businessId: string, query: DuplicateQuery) => duplicateClients(db, businessId, query),

    async timeZoneOf(businessId: string): Promise<string> {
      const row = await db
        .selectFrom('businesses')
        .select('time_zone')
        .where('id', '=', businessId)
        .executeTakeFirstOrThrow();
      return row.time_zone;
    },

    /** Whose numbering the business's phones written without a country code follow. */
    async countryOf(businessId: string): Promise<string> {
      const row = await db
        .selectFrom('businesses')
        .select('country')
        .where('id', '=', businessId)
        .executeTakeFirstOrThrow();
      return row.country;
    },

    async create(businessId: string, values: ClientValues, consent: WhatsAppConsent | null): Promise<Client> {
      const row = await db
        .insertInto('clients')
        .values({
          business_id: businessId,
          full_name: values.fullName,
          phone: values.phone,
          email: values.email,
          notes: values.notes,
          ...(consent ? consentColumns(consent) : {}),
        })
        .returning(CLIENT_COLUMNS)
        .executeTakeFirstOrThrow();
      return toClient(row);
    },

    /** An erased client is never filled in again: 'erased' instead of a change. */
    async update(
      businessId: string,
      id: string,
      changes: ClientChanges,
      now: Date,
    ): Promise<Client | 'not_found' | 'erased'> {
      const row = await db
        .updateTable('clients')
        .set({
          ...(changes.fullName !== undefined ? { full_name: changes.fullName } : {}),
          ...(changes.phone !== undefined
            ? {
                phone: changes.phone,
                // A new number is one WhatsApp has not refused yet.
                whatsapp_unreachable_at: sql<Date | null>`CASE WHEN phone IS DISTINCT FROM ${changes.phone} THEN NULL ELSE whatsapp_unreachable_at END`,
              }
            : {}),
          ...(changes.email !== undefined ? { email: changes.email } : {}),
          ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
          ...(changes.whatsapp ? consentChangeColumns(changes.whatsapp) : {}),
          updated_at: now,
        })
        .where('business_id', '=', businessId)
        .where('id', '=', id)
        .where('erased_at', 'is', null)
        .returning(CLIENT_COLUMNS)
        .executeTakeFirst();
      if (row) return toClient(row);
      const existing = await db
        .selectFrom('clients')
        .select('erased_at')
        .where('business_id', '=', businessId)
        .where('id', '=', id)
        .executeTakeFirst();
      return existing ? 'erased' : 'not_found';
    },

    /** 'in_use' while appointments refer to the client: their history stays whole. */
    async delete(businessId: string, id: string): Promise<'deleted' | 'not_found' | 'in_use'> {
      try {
        const result = await db
          .deleteFrom('clients')
          .where('business_id', '=', businessId)
          .where('id', '=', id)
          .executeTakeFirst();
        return result.numDeletedRows > 0n ? 'deleted' : 'not_found';
      } catch (error) {
        if (isForeignKeyViolation(error)) return 'in_use';
        throw error;
      }
    },

    /** The platform said the client's number is not on WhatsApp: their messages stop going there. */
    async markWhatsAppUnreachable(businessId: string, id: string, at: Date): Promise<void> {
      await db
        .updateTable('clients')
        .set({ whatsapp_unreachable_at: at })
        .where('business_id', '=', businessId)
        .where('id', '=', id)
        .where('whatsapp_unreachable_at', 'is', null)
        .execute();
    },
  };
}

export type ClientsRepository = ReturnType<typeof createClientsRepository>;
