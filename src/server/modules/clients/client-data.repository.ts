import { sql, type Kysely } from 'kysely';
import type { AppointmentStatus } from '../../../core/appointment-status.ts';
import type { Database } from '../../db/schema.ts';
import type { Locale } from '../../i18n/locale.ts';
import { appendBusinessAudit } from '../business/business-audit.repository.ts';
import { clientDeposits, type ClientDeposit } from './client-data-deposits.ts';

/** Everything the business holds about one client, as stored (instants as Dates). */
export interface ClientDataRecord {
  timeZone: string;
  currency: 'BRL' | 'USD';
  client: {
    id: string;
    fullName: string;
    phone: string | null;
    email: string | null;
    notes: string | null;
    createdAt: Date;
    firstVisitAt: Date | null;
    erasedAt: Date | null;
  };
  appointments: Array<{
    id: string;
    startsAt: Date;
    endsAt: Date;
    serviceName: string;
    professionalName: string;
    status: AppointmentStatus;
    priceCents: number;
    notes: string | null;
    source: 'staff' | 'online';
    createdAt: Date;
    cancelledAt: Date | null;
  }>;
  reviews: Array<{
    appointmentId: string;
    rating: number;
    comment: string | null;
    reply: string | null;
    createdAt: Date;
    updatedAt: Date;
    repliedAt: Date | null;
  }>;
  comandas: Array<{
    number: number;
    status: 'open' | 'closed' | 'reversed';
    openedAt: Date;
    closedAt: Date | null;
    reversedAt: Date | null;
    totalCents: number;
    lines: Array<{ description: string; quantity: number; totalCents: number }>;
    payments: Array<{ method: string; amountCents: number }>;
  }>;
  /** The deposits their online bookings asked (docs/deposits.md). */
  deposits: ClientDeposit[];
  messages: Array<{
    kind: string;
    subject: string;
    to: string;
    status: 'pending' | 'sent' | 'failed' | 'kept';
    createdAt: Date;
    sentAt: Date | null;
  }>;
  /** Their WhatsApp conversation: what was sent to them and what they wrote, with each message's status. */
  whatsapp: Array<{
    direction: 'out' | 'in';
    phone: string;
    template: string | null;
    body: string;
    status: 'accepted' | 'sent' | 'delivered' | 'read' | 'failed' | 'received';
    statusAt: Date;
    error: string | null;
    createdAt: Date;
  }>;
}

/** A client about to be erased, their row locked, with what the erasure is judged by. */
export interface ClientToErase {
  email: string | null;
  erasedAt: Date | null;
  /** The business's language: the erased rows' words are in it. */
  locale: Locale;
  appointments: Array<{ status: AppointmentStatus; endsAt: Date }>;
}

/**
 * Locks the client's row for the erasure's unit of work — a booking for them waits (its foreign
 * key) until it is over — and reads what the erasure is judged by. Null when there is no such client.
 */
export async function lockClientToEraseWith(
  executor: Kysely<Database>,
  businessId: string,
  clientId: string,
): Promise<ClientToErase | null> {
  const client = await executor
    .selectFrom('clients as c')
    .innerJoin('businesses as b', 'b.id', 'c.business_id')
    .select(['c.email', 'c.erased_at', 'b.locale'])
    .where('c.business_id', '=', businessId)
    .where('c.id', '=', clientId)
    .forUpdate('c')
    .executeTakeFirst();
  if (!client) return null;
  const appointments = await executor
    .selectFrom('appointments')
    .select(['status', 'ends_at'])
    .where('business_id', '=', businessId)
    .where('client_id', '=', clientId)
    .execute();
  return {
    email: client.email,
    erasedAt: client.erased_at,
    locale: client.locale,
    appointments: appointments.map((a) => ({ status: a.status, endsAt: a.ends_at })),
  };
}

/**
 * A client's data rights (docs/data-rights.md): what the business holds about them, read for an
 * export (recorded in the audit log). Their erasure is a unit of work of client-data.service.ts.
 */
export function createClientDataRepository(db: Kysely<Database>) {
  return {
    async collect(businessId: string, clientId: string): Promise<ClientDataRecord | null> {
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
          'b.time_zone',
          'b.currency',
        ])
        .where('c.business_id', '=', businessId)
        .where('c.id', '=', clientId)
        .executeTakeFirst();
      if (!row) return null;
      const theirAppointments = db
        .selectFrom('appointments')
        .select('id')
        .where('business_id', '=', businessId)
        .where('client_id', '=', clientId);
      const [appointments, reviews, messages, whatsapp, comandas, deposits] = await Promise.all([
        db
          .selectFrom('appointments as a')
          .innerJoin('services as s', 's.id', 'a.service_id')
          .innerJoin('professionals as p', 'p.id', 'a.professional_id')
          .select([
            'a.id',
            'a.starts_at',
            'a.ends_at',
            'a.status',
            'a.price_cents',
            'a.notes',
            'a.source',
            'a.created_at',
            'a.cancelled_at',
            's.name as service_name',
            'p.full_name as professional_name',
          ])
          .where('a.business_id', '=', businessId)
          .where('a.client_id', '=', clientId)
          .orderBy('a.starts_at')
          .orderBy('a.id')
          .execute(),
        db
          .selectFrom('reviews')
          .select(['appointment_id', 'rating', 'comment', 'reply', 'created_at', 'updated_at', 'replied_at'])
          .where('business_id', '=', businessId)
          .where('appointment_id', 'in', theirAppointments)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('outbox_messages')
          .select(['kind', 'subject', 'to_address', 'status', 'created_at', 'sent_at'])
          .where('business_id', '=', businessId)
          .where((eb) =>
            eb.or([
              eb('appointment_id', 'in', theirAppointments),
              ...(row.email ? [eb(sql`lower(to_address)`, '=', row.email.toLowerCase())] : []),
            ]),
          )
          .orderBy('created_at')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('whatsapp_messages')
          .select(['direction', 'phone', 'template', 'body', 'status', 'status_at', 'error', 'created_at'])
          .where('business_id', '=', businessId)
          .where('client_id', '=', clientId)
          .orderBy('created_at')
          .orderBy('id')
          .execute(),
        sql<ClientDataRecord['comandas'][number]>`
          SELECT k.number, k.status, k.opened_at AS "openedAt", k.closed_at AS "closedAt", k.reversed_at AS "reversedAt",
            k.total_cents AS "totalCents",
            coalesce((SELECT json_agg(json_build_object('description', l.description, 'quantity', l.quantity,
              'totalCents', l.total_cents) ORDER BY l.position) FROM comanda_lines l WHERE l.comanda_id = k.id), '[]') AS lines,
            coalesce((SELECT json_agg(json_build_object('method', m.method, 'amountCents', m.amount_cents)
              ORDER BY m.created_at, m.position) FROM comanda_payments m WHERE m.comanda_id = k.id), '[]') AS payments
          FROM comandas k WHERE k.business_id = ${businessId} AND k.client_id = ${clientId} ORDER BY k.number
        `
          .execute(db)
          .then((result) => result.rows),
        clientDeposits(db, businessId, clientId),
      ]);
      return {
        timeZone: row.time_zone,
        currency: row.currency,
        client: {
          id: row.id,
          fullName: row.full_name,
          phone: row.phone,
          email: row.email,
          notes: row.notes,
          createdAt: row.created_at,
          firstVisitAt: row.first_visit_at,
          erasedAt: row.erased_at,
        },
        appointments: appointments.map((a) => ({
          id: a.id,
          startsAt: a.starts_at,
          endsAt: a.ends_at,
          serviceName: a.service_name,
          professionalName: a.professional_name,
          status: a.status,
          priceCents: a.price_cents,
          notes: a.notes,
          source: a.source,
          createdAt: a.created_at,
          cancelledAt: a.cancelled_at,
        })),
        reviews: reviews.map((r) => ({
          appointmentId: r.appointment_id,
          rating: r.rating,
          comment: r.comment,
          reply: r.reply,
          createdAt: r.created_at,
          updatedAt: r.updated_at,
          repliedAt: r.replied_at,
        })),
        comandas: comandas.map((k) => ({
          ...k,
          openedAt: new Date(k.openedAt),
          closedAt: k.closedAt ? new Date(k.closedAt) : null,
          reversedAt: k.reversedAt ? new Date(k.reversedAt) : null,
        })),
        deposits,
        messages: messages.map((m) => ({
          kind: m.kind,
          subject: m.subject,
          to: m.to_address,
          status: m.status,
          createdAt: m.created_at,
          sentAt: m.sent_at,
        })),
        whatsapp: whatsapp.map((m) => ({
          direction: m.direction,
          phone: m.phone,
          template: m.template,
          body: m.body,
          status: m.status,
          statusAt: m.status_at,
          error: m.error,
          createdAt: m.created_at,
        })),
      };
    },

    async recordExport(
      businessId: string,
      userId: string,
      clientId: string,
      details: Record<string, string | number>,
    ): Promise<void> {
      await appendBusinessAudit(db, { businessId, userId, action: 'export_client', targetId: clientId, details });
    },
  };
}

export type ClientDataRepository = ReturnType<typeof createClientDataRepository>;
