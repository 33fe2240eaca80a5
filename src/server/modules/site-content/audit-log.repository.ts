import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuditAction, AuditEntry, AuditLogFilters, AuditSnapshot } from '../../../contracts/site-content.ts';
import type { Database } from '../../db/schema.ts';

export interface NewAuditEntry {
  userId: string | null;
  userEmail: string | null;
  actionType: AuditAction;
  targetTable: string;
  targetId: string | null;
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
  description: string;
  sessionId: string | null;
}

/**
 * The one writer of `super_admin_audit_log`, inside the transaction of the change it records (a
 * publish, a super admin added or removed), so the change and its row commit or fail together.
 * Rows are only ever added: the database refuses UPDATE, DELETE and TRUNCATE (migration 0014).
 */
export async function appendAudit(trx: Transaction<Database>, entry: NewAuditEntry): Promise<void> {
  await trx
    .insertInto('super_admin_audit_log')
    .values({
      user_id: entry.userId,
      user_email: entry.userEmail,
      action_type: entry.actionType,
      target_table: entry.targetTable,
      target_id: entry.targetId,
      before_snapshot: entry.before === null ? null : JSON.stringify(entry.before),
      after_snapshot: entry.after === null ? null : JSON.stringify(entry.after),
      description: entry.description,
      session_id: entry.sessionId,
    })
    .execute();
}

/** The audit log, newest first, filtered by action, by part of the e-mail of who did it, and by UTC day. */
export async function listAuditLog(
  db: Kysely<Database>,
  filters: AuditLogFilters,
): Promise<{ items: AuditEntry[]; total: number }> {
  let query = db.selectFrom('super_admin_audit_log');
  if (filters.action) query = query.where('action_type', '=', filters.action);
  if (filters.person) {
    const pattern = `%${filters.person.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`user_email ILIKE ${pattern}`);
  }
  if (filters.from) query = query.where('created_at', '>=', new Date(`${filters.from}T00:00:00Z`));
  if (filters.to)
    query = query.where(
      sql<boolean>`created_at < ${new Date(`${filters.to}T00:00:00Z`)}::timestamptz + interval '1 day'`,
    );
  const [rows, count] = await Promise.all([
    query
      .select([
        'id',
        'user_id',
        'user_email',
        'action_type',
        'target_table',
        'target_id',
        'before_snapshot',
        'after_snapshot',
        'description',
        'session_id',
        'created_at',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filters.limit)
      .offset(filters.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    items: rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      userEmail: row.user_email,
      actionType: row.action_type,
      targetTable: row.target_table,
      targetId: row.target_id,
      beforeSnapshot: row.before_snapshot as AuditSnapshot | null,
      afterSnapshot: row.after_snapshot as AuditSnapshot | null,
      description: row.description,
      sessionId: row.session_id,
      createdAt: row.created_at.toISOString(),
    })),
  };
}

/** The audit log's reads, for the super admins' panel. */
export function createAuditLogRepository(db: Kysely<Database>) {
  return {
    list: (filters: AuditLogFilters) => listAuditLog(db, filters),
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
