import type { Selectable } from 'kysely';
import type { Client } from '../../../contracts/clients.ts';
import type { Database } from '../../db/schema.ts';

/** The columns a client is answered with, and the row read that way as the contract's client. */

type Row = Selectable<Database['clients']>;

export const CLIENT_COLUMNS = ['id', 'full_name', 'phone', 'email', 'notes', 'created_at'] as const;

export const toClient = (row: Pick<Row, (typeof CLIENT_COLUMNS)[number]>): Client => ({
  id: row.id,
  fullName: row.full_name,
  phone: row.phone,
  email: row.email,
  notes: row.notes,
  createdAt: row.created_at.toISOString(),
});
