import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MailboxMessage } from '../../../contracts/mailbox.ts';

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
}

export interface ClaimedMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
}

export function createOutboxRepository(db: Kysely<Database>) {
  return {
    async add(message: OutgoingMessage, status: 'pending' | 'kept', executor: Kysely<Database> = db): Promise<void> {
      await executor
        .insertInto('outbox_messages')
        .values({
          kind: message.kind,
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          business_id: message.businessId ?? null,
          dedupe_key: message.dedupeKey ?? null,
          send_after: message.sendAfter ?? new Date(),
          status,
        })
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .execute();
    },

    /**
     * Takes up to `limit` due messages for this worker. The lease (`locked_until`) lets another
     * worker retry a message whose sender died; SKIP LOCKED keeps workers off each other's rows.
     */
    async claimDue(limit: number, leaseSeconds: number): Promise<ClaimedMessage[]> {
      const { rows } = await sql<{
        id: string;
        to_address: string;
        subject: string;
        text_body: string;
        html_body: string | null;
        attempts: number;
      }>`
        UPDATE outbox_messages SET locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM outbox_messages
          WHERE status = 'pending' AND send_after <= now() AND (locked_until IS NULL OR locked_until < now())
          ORDER BY send_after
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, to_address, subject, text_body, html_body, attempts
      `.execute(db);
      return rows.map((r) => ({ id: r.id, to: r.to_address, subject: r.subject, text: r.text_body, html: r.html_body, attempts: r.attempts }));
    },

    async markSent(id: string): Promise<void> {
      await db
        .updateTable('outbox_messages')
        .set({ status: 'sent', sent_at: new Date(), locked_until: null, last_error: null })
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
          .orderBy('created_at', 'desc')
          .limit(limit)
          .execute(),
        db.selectFrom('outbox_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
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
