import type { Queryable } from '../db/database';

/**
 * A digest of every table's rows, by table name, in one round trip: two equal digests mean no row was added,
 * removed or changed in between. Each committed insert or update writes a row version stamped with its
 * transaction's id, newer than every earlier one, and a delete lowers the count: the row count and the newest
 * stamp (`xmin`) tell every committed write without reading the rows' contents, while a rolled-back write
 * leaves no visible row.
 */
export async function tableChecksums(db: Queryable): Promise<Record<string, string>> {
  // Every write, committed or rolled back, takes a transaction id and so moves the snapshot's upper bound;
  // while it stays put nothing was written, and the digests read last still hold (most refused requests
  // write nothing: the fuzz reads its thousands of digests from here). Another client's writes elsewhere on
  // the cluster (PostgreSQL) only make the digests be read again.
  const [{ xmax } = { xmax: '' }] = await db.query<{ xmax: string }>(
    'SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax',
  );
  const known = lastRead.get(db);
  if (known?.xmax === xmax) return known.digests;
  const digests = await readChecksums(db);
  lastRead.set(db, { xmax, digests });
  return digests;
}

const lastRead = new WeakMap<Queryable, { xmax: string; digests: Record<string, string> }>();

async function readChecksums(db: Queryable): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT quote_ident(tablename) AS name FROM pg_tables
     WHERE schemaname = current_schema() AND tablename <> 'schema_migrations' ORDER BY tablename`,
  );
  if (tables.length === 0) return {};
  const digests = await db.query<{ name: string; digest: string }>(
    tables
      .map(
        ({ name }) =>
          `SELECT '${name}' AS name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) AS digest
           FROM ${name}`,
      )
      .join(' UNION ALL '),
  );
  return Object.fromEntries(digests.map((row) => [row.name, row.digest]));
}
