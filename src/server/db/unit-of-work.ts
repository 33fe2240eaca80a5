import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/**
 * A use-case that writes to several tables runs as one unit of work: a transaction in which its
 * service calls each table's own repository (the `…With(trx, …)` functions), all or nothing.
 * The service only hands `trx` on; it never builds SQL with it. The composition root
 * (src/server/repositories.ts) makes the one unit of work the services share.
 */
export type UnitOfWork = <T>(work: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;

export function createUnitOfWork(db: Kysely<Database>): UnitOfWork {
  return (work) => db.transaction().execute(work);
}
