import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MailboxMessage } from '../../../contracts/mailbox.ts';
import type { WhatsAppPayload } from '../../../core/whatsapp.ts';

/** Why a message whose moment passed before it could go was given up (its `last_error`). */
export const EXPIRED_BEFORE_SENT = 'expired before it could be sent';
export interface OutgoingMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  businessId?: string;
  /** At most one message per key is ever written: the outbox's guard against duplicates. */
  dedupeKey?: string;
  sendAfter?: Date;
  /** The appointment it is about: withdrawn with it when the appointment is cancelled or moved. */
  appointmentId?: string;
  /** Past this moment the message is pointless (a reminder after the appointment). */
  expiresAt?: Date;
  /** An iCalendar file to attach. */
  ics?: string;
  /**
   * A WhatsApp message instead of an e-mail: `to` is the E.164 number, `subject` and `text` what
   * the business's screens show of it (docs/whatsapp.md).
   */
  whatsapp?: WhatsAppPayload;
}

export interface ClaimedMessage {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  ics: string | null;
  attempts: number;
  businessId: string | null;
  appointmentId: string | null;
  whatsapp: WhatsAppPayload | null;
  /** 'calendar': an appointment's calendar write, `to` the connection's id (docs/calendars.md). */
  channel: 'email' | 'whatsapp' | 'calendar';
}

/**
 * The local mailbox shows a kept message as if it arrived at its moment; a closed business's
 * message due after the closing would not have arrived (the worker holds it), so it does not show.
 */
const notHeldForClosedBusiness = sql<boolean>`NOT EXISTS (
  SELECT 1 FROM businesses b WHERE b.id = outbox_messages.business_id AND b.closed_at IS NOT NULL AND outbox_messages.send_after > b.closed_at
)`;

/** An appointment's messages that lose their point when it is cancelled or moved. */
export const REMINDER_KINDS = ['booking_reminder'] as const;

/**
 * A client's erasure (in its transaction): deletes the business's messages about their
 * appointments, to their address, with these dedupe keys or on WhatsApp to this client, sent or
 * not. Returns how many.
 */
export async function deleteMessagesAboutWith(
  executor: Kysely<Database>,
  businessId: string,
  about: {
    appointmentIds: readonly string[];
    toAddress: string | null;
    dedupeKeys: readonly string[];
    whatsAppClientId?: string;
  },
): Promise<number> {
  const result = await executor
    .deleteFrom('outbox_messages')
    .where('business_id', '=', businessId)
    .where((eb) =>
      eb.or([
        ...(about.appointmentIds.length > 0 ? [eb('appointment_id', 'in', [...about.appointmentIds])] : []),
        ...(about.toAddress ? [eb(sql`lower(to_address)`, '=', about.toAddress.toLowerCase())] : []),
        ...(about.dedupeKeys.length > 0 ? [eb('dedupe_key', 'in', [...about.dedupeKeys])] : []),
        ...(about.whatsAppClientId ? [eb(sql`whatsapp ->> 'clientId'`, '=', about.whatsAppClientId)] : []),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The outbox table: messages are written with the change that causes them, in its transaction
 * (`addWith` and `withdrawWith` take the executor of the repository that writes the change —
 * never a service's), and the worker sends them. Without SMTP (`sends: false`) they are kept for
 * the local mailbox instead. The outbox runs on the database's clock: a message is due, claimed,
 * leased, expired and sent by `now()` there, whichever process writes or sends it.
 */
export function createOutboxRepository(db: Kysely<Database>, options: { sends: boolean }) {
  const status = options.sends ? 'pending' : 'kept';

  async function addWith(executor: Kysely<Database>, messages: readonly OutgoingMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await executor
      .insertInto('outbox_messages')
      .values(
        messages.map((message) => ({
          kind: message.kind,
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          business_id: message.businessId ?? null,
          dedupe_key: message.dedupeKey ?? null,
          // Unsaid, it is due now: the database's clock, which the worker's claims read too.
          send_after: message.sendAfter,
          appointment_id: message.appointmentId ?? null,
          expires_at: message.expiresAt ?? null,
          ics_attachment: message.ics ?? null,
          channel: message.whatsapp ? ('whatsapp' as const) : ('email' as const),
          whatsapp: message.whatsapp ? JSON.stringify(message.whatsapp) : null,
          // WhatsApp messages always go: without the platform's keys, to the built-in test WhatsApp.
          status: message.whatsapp ? ('pending' as const) : status,
        })),
      )
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .execute();
  }

  return {
    sends: options.sends,
    addWith,

    async add(message: OutgoingMessage): Promise<void> {
      await addWith(db, [message]);
    },

    /** Withdraws an appointment's messages not yet sent (its reminder, when it is cancelled or moved). */
    async withdrawWith(executor: Kysely<Database>, appointmentId: string, kinds: readonly string[]): Promise<void> {
      await executor
        .deleteFrom('outbox_messages')
        .where('appointment_id', '=', appointmentId)
        .where('kind', 'in', [...kinds])
        .where('status', 'in', ['pending', 'kept'])
        .execute();
    },

    /**
     * Takes up to `limit` due messages for this worker. The lease (`locked_until`) lets another
     * worker retry a message whose sender died; SKIP LOCKED keeps workers off each other's rows.
     */
    async claimDue(limit: number, leaseSeconds: number): Promise<ClaimedMessage[]> {
      // A message whose moment has passed is given up, not sent late.
      await sql`
        UPDATE outbox_messages SET status = 'failed', last_error = ${EXPIRED_BEFORE_SENT}, locked_until = NULL
        WHERE status = 'pending' AND expires_at IS NOT NULL AND expires_at <= now()
      `.execute(db);
      const { rows } = await sql<{
        id: string;
        kind: string;
        to_address: string;
        subject: string;
        text_body: string;
        html_body: string | null;
        ics_attachment: string | null;
        attempts: number;
        business_id: string | null;
        appointment_id: string | null;
        whatsapp: WhatsAppPayload | null;
        channel: 'email' | 'whatsapp' | 'calendar';
      }>`
        UPDATE outbox_messages SET locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM outbox_messages
          WHERE status = 'pending' AND send_after <= now() AND (locked_until IS NULL OR locked_until < now())
            AND (expires_at IS NULL OR expires_at > now())
            -- A closed business's messages wait: reopened, they go (those past their moment expire);
            -- erased, they go with it (docs/business-closing.md).
            AND NOT EXISTS (SELECT 1 FROM businesses b WHERE b.id = outbox_messages.business_id AND b.closed_at IS NOT NULL)
            -- One appointment's event in one calendar is written by one worker at a time, so an
            -- older write never lands after a newer one (docs/calendars.md).
            AND (channel <> 'calendar' OR NOT EXISTS (
              SELECT 1 FROM outbox_messages held
              WHERE held.channel = 'calendar' AND held.to_address = outbox_messages.to_address
                AND held.appointment_id = outbox_messages.appointment_id AND held.status = 'pending'
                AND held.locked_until > now() AND held.id <> outbox_messages.id
            ))
          ORDER BY send_after
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, kind, to_address, subject, text_body, html_body, ics_attachment, attempts, business_id, appointment_id, whatsapp, channel
      `.execute(db);
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        to: r.to_address,
        subject: r.subject,
        text: r.text_body,
        html: r.html_body,
        ics: r.ics_attachment,
        attempts: r.attempts,
        businessId: r.business_id,
        appointmentId: r.appointment_id,
        whatsapp: r.whatsapp,
        channel: r.channel,
      }));
    },

    async markSent(id: string): Promise<void> {
      await db
        .updateTable('outbox_messages')
        .set({ status: 'sent', sent_at: sql<Date>`now()`, locked_until: null, last_error: null })
        .where('id', '=', id)
        .execute();
    },

    async markFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
      await db
        .updateTable('outbox_messages')
        .set(
          retryAt
            ? { send_after: retryAt, locked_until: null, last_error: error.slice(0, 2000) }
            : { status: 'failed', locked_until: null, last_error: error.slice(0, 2000) },
        )
        .where('id', '=', id)
        .execute();
    },

    async listRecent(limit: number): Promise<{ items: MailboxMessage[]; total: number }> {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('outbox_messages')
          .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'status', 'created_at'])
          // A reminder kept for later shows when its time comes, as it would arrive.
          .where('send_after', '<=', sql<Date>`now()`)
          .where(notHeldForClosedBusiness)
          // The mailbox shows e-mails; WhatsApp messages have their own test WhatsApp.
          .where('channel', '=', 'email')
          .orderBy('created_at', 'desc')
          .limit(limit)
          .execute(),
        db
          .selectFrom('outbox_messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('send_after', '<=', sql<Date>`now()`)
          .where(notHeldForClosedBusiness)
          .where('channel', '=', 'email')
          .executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          to: r.to_address,
          subject: r.subject,
          text: r.text_body,
          html: r.html_body,
          status: r.status,
          createdAt: r.created_at.toISOString(),
        })),
        total: Number(count.n),
      };
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
