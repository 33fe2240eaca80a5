import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A calendar connection as the calendar-sync module reads it, with its professional and business clock. */
export interface ConnectionRow {
  id: string;
  businessId: string;
  professionalId: string;
  professionalName: string;
  provider: 'google' | 'caldav';
  accountLabel: string;
  serverUrl: string | null;
  username: string | null;
  secretCiphertext: string;
  readCalendarIds: string[];
  writeCalendarId: string | null;
  status: 'active' | 'broken';
  brokenAt: Date | null;
  lastPolledAt: Date | null;
  createdAt: Date;
  syncState: Record<string, unknown>;
  timeZone: string;
}

const connectionColumns = sql`
  cc.id, cc.business_id, cc.professional_id, p.full_name AS professional_name, cc.provider, cc.account_label,
  cc.server_url, cc.username, cc.secret_ciphertext, cc.read_calendar_ids, cc.write_calendar_id, cc.status,
  cc.broken_at, cc.last_polled_at, cc.created_at, cc.sync_state, b.time_zone
`;
const connectionJoins = sql`
  JOIN professionals p ON p.business_id = cc.business_id AND p.id = cc.professional_id
  JOIN businesses b ON b.id = cc.business_id
`;

interface ConnectionSqlRow {
  id: string;
  business_id: string;
  professional_id: string;
  professional_name: string;
  provider: 'google' | 'caldav';
  account_label: string;
  server_url: string | null;
  username: string | null;
  secret_ciphertext: string;
  read_calendar_ids: string[];
  write_calendar_id: string | null;
  status: 'active' | 'broken';
  broken_at: Date | null;
  last_polled_at: Date | null;
  created_at: Date;
  sync_state: Record<string, unknown>;
  time_zone: string;
}

const toConnection = (r: ConnectionSqlRow): ConnectionRow => ({
  id: r.id,
  businessId: r.business_id,
  professionalId: r.professional_id,
  professionalName: r.professional_name,
  provider: r.provider,
  accountLabel: r.account_label,
  serverUrl: r.server_url,
  username: r.username,
  secretCiphertext: r.secret_ciphertext,
  readCalendarIds: r.read_calendar_ids,
  writeCalendarId: r.write_calendar_id,
  status: r.status,
  brokenAt: r.broken_at,
  lastPolledAt: r.last_polled_at,
  createdAt: r.created_at,
  syncState: r.sync_state,
  timeZone: r.time_zone,
});

/** The connections that `where` picks (on `cc`, the connection; `p`, its professional; `b`, its business). */
export async function readConnections(db: Kysely<Database>, where: RawBuilder<unknown>): Promise<ConnectionRow[]> {
  const { rows } = await sql<ConnectionSqlRow>`
    SELECT ${connectionColumns} FROM calendar_connections cc ${connectionJoins} WHERE ${where}
    ORDER BY p.full_name, cc.created_at, cc.id
  `.execute(db);
  return rows.map(toConnection);
}
