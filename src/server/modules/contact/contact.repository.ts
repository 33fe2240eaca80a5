import { sql, type Kysely, type Selectable } from 'kysely';
import type { ContactBox, ContactMessage } from '../../../contracts/contact.ts';
import { foldSearchText } from '../../../core/search-text.ts';
import type { Database } from '../../db/schema.ts';
import { containsPattern, folded } from '../../db/search.ts';
import type { OutboxRepository, OutgoingMessage } from '../mail/outbox.repository.ts';

type ContactMessageRow = Selectable<Database['contact_messages']> & { business_name: string | null };

const toMessage = (row: ContactMessageRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  title: row.title,
  message: row.message,
  businessName: row.business_name,
  createdAt: row.created_at.toISOString(),
  readAt: row.read_at?.toISOString() ?? null,
  archivedAt: row.archived_at?.toISOString() ?? null,
});

export interface NewContactMessage {
  userId: string;
  businessId: string | null;
  name: string;
  email: string;
  title: string;
  message: string;
}

/**
 * The one writer of `contact_messages`: a message and its e-mails to every active super admin
 * (through the outbox) are written in one transaction; reading, archiving and the 'novo' marker
 * are the super admins'.
 */
export function createContactRepository(db: Kysely<Database>, outbox: OutboxRepository) {
  const withBusiness = () =>
    db
      .selectFrom('contact_messages as m')
      .leftJoin('businesses as b', 'b.id', 'm.business_id')
      .selectAll('m')
      .select('b.name as business_name');

  return {
    /** Stores the message and queues one e-mail per active super admin (`mail` renders it for each). */
    async add(
      message: NewContactMessage,
      now: Date,
      mail: (saved: ContactMessage) => Omit<OutgoingMessage, 'to'>,
    ): Promise<ContactMessage> {
      return db.transaction().execute(async (trx) => {
        const saved = await trx
          .insertInto('contact_messages')
          .values({
            user_id: message.userId,
            business_id: message.businessId,
            name: message.name,
            email: message.email,
            title: message.title,
            message: message.message,
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const business = message.businessId
          ? await trx.selectFrom('businesses').select('name').where('id', '=', message.businessId).executeTakeFirst()
          : undefined;
        const row = toMessage({ ...saved, business_name: business?.name ?? null });
        const recipients = await trx
          .selectFrom('super_admins as s')
          .innerJoin('users as u', 'u.id', 's.user_id')
          .select('u.email')
          .where('s.is_active', '=', true)
          .execute();
        const rendered = mail(row);
        await outbox.addWith(
          trx,
          recipients.map(({ email }) => ({ ...rendered, to: email, dedupeKey: `contact:${saved.id}:${email}` })),
        );
        return row;
      });
    },

    async list(filters: {
      box: ContactBox;
      search?: string | undefined;
      limit: number;
      offset: number;
    }): Promise<{ items: ContactMessage[]; total: number; unread: number }> {
      let query = withBusiness();
      if (filters.box === 'archived') query = query.where('m.archived_at', 'is not', null);
      else query = query.where('m.archived_at', 'is', null);
      if (filters.box === 'unread') query = query.where('m.read_at', 'is', null);
      if (filters.search) {
        const pattern = containsPattern(foldSearchText(filters.search));
        query = query.where((eb) =>
          eb.or([
            eb(folded(eb.ref('m.name')), 'like', pattern),
            eb(folded(eb.ref('m.email')), 'like', pattern),
            eb(folded(eb.ref('m.title')), 'like', pattern),
          ]),
        );
      }
      const [rows, total, unread] = await Promise.all([
        query
          .orderBy('m.created_at', 'desc')
          .orderBy('m.id', 'desc')
          .limit(filters.limit)
          .offset(filters.offset)
          .execute(),
        query
          .clearSelect()
          .select(sql<string>`count(*)`.as('n'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('contact_messages')
          .where('archived_at', 'is', null)
          .where('read_at', 'is', null)
          .select(sql<string>`count(*)`.as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toMessage), total: Number(total.n), unread: Number(unread.n) };
    },

    async update(
      id: string,
      change: { read?: boolean | undefined; archived?: boolean | undefined },
      now: Date,
    ): Promise<ContactMessage | undefined> {
      const set: { read_at?: Date | null; archived_at?: Date | null } = {};
      if (change.read !== undefined) set.read_at = change.read ? now : null;
      if (change.archived !== undefined) set.archived_at = change.archived ? now : null;
      const updated = await db
        .updateTable('contact_messages')
        .set((eb) => ({
          // Marking an already read message read again keeps when it was first read.
          ...(set.read_at !== undefined
            ? { read_at: set.read_at === null ? null : eb.fn.coalesce('read_at', eb.val(set.read_at)) }
            : {}),
          ...(set.archived_at !== undefined
            ? { archived_at: set.archived_at === null ? null : eb.fn.coalesce('archived_at', eb.val(set.archived_at)) }
            : {}),
        }))
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      if (!updated) return undefined;
      const row = await withBusiness().where('m.id', '=', id).executeTakeFirst();
      return row ? toMessage(row) : undefined;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
