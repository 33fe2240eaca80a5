import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type BusinessAuditAction = Database['business_audit_log']['action'];

export interface NewBusinessAuditEntry {
  businessId: string;
  /** Who acted; null for the system (the job that erases a closed business). */
  userId: string | null;
  action: BusinessAuditAction;
  /** The client or business the action was about. */
  targetId: string | null;
  /** Counts and kinds only: never a person's name, phone, e-mail or anything erased. */
  details?: Record<string, string | number | boolean | null>;
}

export interface BusinessAuditEntry {
  id: string;
  userId: string | null;
  action: BusinessAuditAction;
  targetId: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
}

/**
 * The one writer of `business_audit_log`: called inside the transaction of the change it records,
 * so both commit or neither does. Rows are only added (migration 0016 refuses edits and deletes
 * while the business exists).
 */
export async function appendBusinessAudit(
  executor: Kysely<Database> | Transaction<Database>,
  entry: NewBusinessAuditEntry,
): Promise<void> {
  await executor
    .insertInto('business_audit_log')
    .values({
      business_id: entry.businessId,
      user_id: entry.userId,
      action: entry.action,
      target_id: entry.targetId,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}

/** A business's audit entries, newest first. */
export async function listBusinessAudit(
  db: Kysely<Database>,
  businessId: string,
  limit = 100,
): Promise<BusinessAuditEntry[]> {
  const rows = await db
    .selectFrom('business_audit_log')
    .select(['id', 'user_id', 'action', 'target_id', 'details', 'created_at'])
    .where('business_id', '=', businessId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    action: row.action,
    targetId: row.target_id,
    details: row.details,
    createdAt: row.created_at,
  }));
}
