import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readConnections, type ConnectionRow } from './connection-rows.ts';

/**
 * The one writer of `calendar_busy_intervals`, and of the read schedule on `calendar_connections`
 * (its due time, lease and sync state): the busy time read from a connection's calendars, which
 * the free times subtract (online-booking/availability-json.ts) and the front desk is warned of.
 */
export function createCalendarBusyRepository(db: Kysely<Database>) {
  return {
    /**
     * Takes up to `limit` active connections due for a read for this worker, and sets their next
     * read `pollSeconds` later. The lease keeps other workers off them while this one reads.
     */
    async claimDuePolls(limit: number, leaseSeconds: number, pollSeconds: number): Promise<ConnectionRow[]> {
      const { rows } = await sql<{ id: string }>`
        UPDATE calendar_connections
        SET poll_locked_until = now() + make_interval(secs => ${leaseSeconds}),
          next_poll_at = now() + make_interval(secs => ${pollSeconds})
        WHERE id IN (
          SELECT id FROM calendar_connections
          WHERE status = 'active' AND next_poll_at <= now() AND (poll_locked_until IS NULL OR poll_locked_until < now())
          ORDER BY next_poll_at
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id
      `.execute(db);
      if (rows.length === 0) return [];
      return readConnections(db, sql`cc.id = ANY(${rows.map((r) => r.id)}::uuid[])`);
    },

    /** Makes a connection due for a read now (a test, or a change the provider announced). */
    async pollSoon(connectionId: string): Promise<void> {
      await db
        .updateTable('calendar_connections')
        .set({ next_poll_at: sql`now()` })
        .where('id', '=', connectionId)
        .execute();
    },

    /**
     * Replaces the connection's busy time with what its calendars hold now — all of it, or all but
     * that of the calendars in `unchanged` (read before and not changed since) and, of the calendars
     * in `changed` (read for their changes only), all but the events named — and frees its lease.
     */
    async replaceBusy(
      connection: Pick<ConnectionRow, 'id' | 'businessId' | 'professionalId'>,
      intervals: ReadonlyArray<{ calendarId: string; uid: string; startsAt: Date; endsAt: Date }>,
      syncState: Record<string, unknown>,
      unchanged: readonly string[] = [],
      changed: ReadonlyArray<{ calendarId: string; uids: string[] }> = [],
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const kept = [...unchanged, ...changed.map((c) => c.calendarId)];
        let replaced = trx.deleteFrom('calendar_busy_intervals').where('connection_id', '=', connection.id);
        if (kept.length > 0) replaced = replaced.where('calendar_id', 'not in', kept);
        await replaced.execute();
        for (const { calendarId, uids } of changed)
          for (let i = 0; i < uids.length; i += 500)
            await trx
              .deleteFrom('calendar_busy_intervals')
              .where('connection_id', '=', connection.id)
              .where('calendar_id', '=', calendarId)
              .where('external_uid', 'in', uids.slice(i, i + 500))
              .execute();
        for (let i = 0; i < intervals.length; i += 500)
          await trx
            .insertInto('calendar_busy_intervals')
            .values(
              intervals.slice(i, i + 500).map((b) => ({
                connection_id: connection.id,
                business_id: connection.businessId,
                professional_id: connection.professionalId,
                calendar_id: b.calendarId,
                external_uid: b.uid,
                starts_at: b.startsAt,
                ends_at: b.endsAt,
              })),
            )
            .onConflict((oc) => oc.doNothing())
            .execute();
        await trx
          .updateTable('calendar_connections')
          .set({
            sync_state: JSON.stringify(syncState),
            last_polled_at: sql`now()`,
            poll_locked_until: null,
          })
          .where('id', '=', connection.id)
          .execute();
      });
    },

    /** The busy time of the business's professionals (or one's) in [from, to): the front desk's warning. */
    async busyTimes(businessId: string, from: Date, to: Date, professionalId: string | null) {
      let query = db
        .selectFrom('calendar_busy_intervals')
        .select(['professional_id as professionalId', 'starts_at as startsAt', 'ends_at as endsAt'])
        .where('business_id', '=', businessId)
        .where('ends_at', '>', from)
        .where('starts_at', '<', to);
      if (professionalId) query = query.where('professional_id', '=', professionalId);
      return query.orderBy('starts_at').execute();
    },
  };
}

export type CalendarBusyRepository = ReturnType<typeof createCalendarBusyRepository>;
