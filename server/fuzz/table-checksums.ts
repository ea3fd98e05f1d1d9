import type { Queryable } from '../db/database';

/**
 * A digest of every table's rows, by table name, in one round trip: two equal digests mean no row was added,
 * removed or changed in between. Meant for small test databases (it reads every row).
 */
export async function tableChecksums(db: Queryable): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT quote_ident(tablename) AS name FROM pg_tables
     WHERE schemaname = current_schema() AND tablename <> 'schema_migrations' ORDER BY tablename`,
  );
  if (tables.length === 0) return {};
  const digests = await db.query<{ name: string; digest: string }>(
    tables
      .map(
        ({ name }) =>
          `SELECT '${name}' AS name, md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS digest
           FROM ${name} t`,
      )
      .join(' UNION ALL '),
  );
  return Object.fromEntries(digests.map((row) => [row.name, row.digest]));
}
