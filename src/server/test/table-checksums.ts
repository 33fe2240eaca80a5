import { sql, type Kysely } from 'kysely';

export interface TableChecksum {
  rows: number;
  /** md5 over the rows' text, in byte order: equal when the rows are. */
  md5: string | null;
}

/** The columns of each table of schema public, in their order. */
export async function publicColumns(db: Kysely<any>): Promise<Record<string, string[]>> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
    ORDER BY c.table_name, c.ordinal_position
  `.execute(db);
  const columns: Record<string, string[]> = {};
  for (const row of rows) (columns[row.table_name] ??= []).push(row.column_name);
  return columns;
}

/**
 * Each table's row count and checksum over the given columns (by default all of each table of
 * schema public). Rows are written out with the session's time zone and date styles fixed and
 * sorted byte-wise, so two engines (PGlite and PostgreSQL) agree on equal data.
 */
export async function tableChecksums(
  db: Kysely<any>,
  columns?: Record<string, string[]>,
): Promise<Record<string, TableChecksum>> {
  const wanted = columns ?? (await publicColumns(db));
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL TimeZone = 'UTC'`.execute(trx);
    await sql`SET LOCAL DateStyle = 'ISO, YMD'`.execute(trx);
    await sql`SET LOCAL IntervalStyle = 'postgres'`.execute(trx);
    await sql`SET LOCAL extra_float_digits = 1`.execute(trx);
    const result: Record<string, TableChecksum> = {};
    for (const [table, names] of Object.entries(wanted)) {
      const list = sql.join(names.map((name) => sql.ref(name)));
      const { rows } = await sql<{ n: number | string; md5: string | null }>`
        SELECT count(*) AS n, md5(string_agg(r::text, ',' ORDER BY r::text COLLATE "C")) AS md5
        FROM (SELECT ${list} FROM ${sql.table(table)}) r
      `.execute(trx);
      result[table] = { rows: Number(rows[0]!.n), md5: rows[0]!.md5 };
    }
    return result;
  });
}

/** The shape of schema public — columns, indexes and constraints, one line each, sorted — to compare two databases'. */
export async function publicSchema(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ line: string }>`
    SELECT format('column %s.%s %s %s default %s', table_name, column_name, data_type, is_nullable, column_default) AS line
    FROM information_schema.columns WHERE table_schema = 'public'
    UNION ALL
    SELECT format('index %s', indexdef) FROM pg_indexes WHERE schemaname = 'public'
    UNION ALL
    SELECT format('constraint %s.%s %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid))
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = 'public'
  `.execute(db);
  return rows.map((row) => row.line).sort();
}
