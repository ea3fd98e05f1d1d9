import type { Queryable } from '../db/database';

/** A digest per table (`md5` of its rows, in one order) and per sequence (its position), by name. */
export type TableDigests = Record<string, string>;

/**
 * What a restore must give back, read in one pass of the current schema: each table's rows as text, sorted
 * byte-wise (`COLLATE "C"`, whatever the database's collation) and hashed, and each sequence's position, so
 * that a restored database whose next id would collide differs too. Tables are named alone, sequences
 * `sequence:<name>`.
 */
export async function tableDigests(db: Queryable): Promise<TableDigests> {
  const tables = await db.query<{ name: string }>(
    `SELECT quote_ident(relname) AS name FROM pg_class
     WHERE relkind = 'r' AND relnamespace = current_schema()::regnamespace ORDER BY relname`,
  );
  const digests: TableDigests = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ digest: string; rows: number }>(
      `SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE "C"), '')) AS digest,
              count(*)::int AS rows
       FROM ${name} t`,
    );
    digests[name] = `${row?.rows ?? 0}:${row?.digest ?? ''}`;
  }
  const sequences = await db.query<{ name: string; position: string | null }>(
    `SELECT sequencename AS name, last_value::text AS position FROM pg_sequences
     WHERE schemaname = current_schema() ORDER BY sequencename`,
  );
  for (const { name, position } of sequences) digests[`sequence:${name}`] = position ?? 'unused';
  return digests;
}
