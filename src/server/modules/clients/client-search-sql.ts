import { sql, type Kysely } from 'kysely';
import type { Client } from '../../../contracts/clients.ts';
import { searchWords } from '../../../core/search-text.ts';
import { containsPattern, escapeLike } from '../../db/search.ts';
import type { Database } from '../../db/schema.ts';
import { CLIENT_COLUMNS, toClient } from './client-rows.ts';

/*
 * How the business's clients are found (clients.repository.ts answers with these reads): the
 * list's search, the CSV export's, and the clients a new one may duplicate. Search runs on
 * `search_text` (folded name, e-mail and phone digits, kept by the database) through a trigram
 * index; lists are in folded-name order.
 */

export interface ClientFilter {
  search?: string;
  limit: number;
  offset: number;
}

export interface DuplicateQuery {
  phoneDigits: string | null;
  email: string | null;
  excludeId: string | null;
}

/** Trigrams need three characters; shorter searches match the start of the name instead. */
const MIN_CONTAINS_LENGTH = 3;

/**
 * The search as a filter on `search_text`. Words of three or more characters may appear
 * anywhere (the trigram index finds them); a search made only of shorter words ('j', 'jo')
 * matches the start of the name, which the name-ordered index answers at once.
 */
function matching(db: Kysely<Database>, businessId: string, search: string | undefined) {
  const words = searchWords(search ?? '');
  // Erased clients keep their row for the figures but are nobody to list, find or export.
  let query = db.selectFrom('clients').where('business_id', '=', businessId).where('erased_at', 'is', null);
  if (words.length > 0 && words.every((word) => word.length < MIN_CONTAINS_LENGTH)) {
    return {
      query: query.where(sql<string>`search_text COLLATE "C"`, 'like', `${escapeLike(words.join(' '))}%`),
      usesTrigrams: false,
    };
  }
  for (const word of words) query = query.where('search_text', 'like', containsPattern(word));
  return { query, usesTrigrams: words.length > 0 };
}

/** One page of the clients the search matches, and how many it matches in all. */
export async function searchClients(
  db: Kysely<Database>,
  businessId: string,
  filter: ClientFilter,
): Promise<{ items: Client[]; total: number }> {
  const { query, usesTrigrams } = matching(db, businessId, filter.search);
  const count = () => query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (!usesTrigrams) {
    // Walking the name-ordered index gives the first page at once.
    const [rows, total] = await Promise.all([
      query
        .select(CLIENT_COLUMNS)
        .orderBy(sql`search_text COLLATE "C"`)
        .orderBy('id')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      count(),
    ]);
    return { items: rows.map(toClient), total: Number(total.n) };
  }
  // Matches first (through the trigram index), then order them. Left to itself the planner
  // walks the name-ordered index hoping to meet matches early, but the clients named 'Maria'
  // are all in the middle of the alphabet. The window counts the matches in the same pass.
  const rows = await db
    .with(
      (cte) => cte('matches').materialized(),
      () => query.select([...CLIENT_COLUMNS, 'search_text']),
    )
    .selectFrom('matches')
    .select([...CLIENT_COLUMNS, sql<number>`count(*) OVER ()`.as('total')])
    .orderBy(sql`search_text COLLATE "C"`)
    .orderBy('id')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const total = rows[0] ? Number(rows[0].total) : filter.offset > 0 ? Number((await count()).n) : 0;
  return { items: rows.map(toClient), total };
}

/** Every client the search matches, in list order, for the CSV export. */
export async function allMatchingClients(
  db: Kysely<Database>,
  businessId: string,
  search: string | undefined,
): Promise<Client[]> {
  const rows = await matching(db, businessId, search)
    .query.select(CLIENT_COLUMNS)
    .orderBy(sql`search_text COLLATE "C"`)
    .orderBy('id')
    .execute();
  return rows.map(toClient);
}

/** The clients with this phone or e-mail (but the one excluded), each with what it matched on. */
export async function duplicateClients(
  db: Kysely<Database>,
  businessId: string,
  query: DuplicateQuery,
): Promise<Array<Client & { matchedOn: Array<'phone' | 'email'> }>> {
  const { phoneDigits, email, excludeId } = query;
  if (!phoneDigits && !email) return [];
  let select = db
    .selectFrom('clients')
    .select([...CLIENT_COLUMNS, 'phone_digits'])
    .where('business_id', '=', businessId)
    .where('erased_at', 'is', null)
    .where((eb) => {
      const ors = [];
      if (phoneDigits) ors.push(eb('phone_digits', '=', phoneDigits));
      if (email) ors.push(eb(sql`lower(email)`, '=', email.toLowerCase()));
      return eb.or(ors);
    });
  if (excludeId) select = select.where('id', '<>', excludeId);
  const rows = await select
    .orderBy(sql`search_text COLLATE "C"`)
    .orderBy('id')
    .limit(20)
    .execute();
  return rows.map((row) => ({
    ...toClient(row),
    matchedOn: [
      ...(phoneDigits && row.phone_digits === phoneDigits ? (['phone'] as const) : []),
      ...(email && row.email?.toLowerCase() === email.toLowerCase() ? (['email'] as const) : []),
    ],
  }));
}
