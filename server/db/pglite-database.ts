import { PGlite, types } from '@electric-sql/pglite';
import type { Database, Queryable, SqlParam } from './database';

/** Dates stay `YYYY-MM-DD` strings on both adapters: a calendar date has no time zone to shift. */
const parsers = { [types.DATE]: (value: string) => value };

function queryable(client: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      const result = await client.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
  };
}

/** PGlite's database, which can also write its data folder out as one file (tests start from such a dump). */
export interface PgliteDatabase extends Database {
  dumpDataDir(): Promise<Blob>;
}

/**
 * `dataDir` undefined keeps the database in memory (tests); `loadDataDir` starts it from a dump of another
 * one's data folder (PGlite's `dumpDataDir`) instead of an empty cluster.
 */
export async function openPgliteDatabase(
  dataDir?: string,
  { loadDataDir }: { loadDataDir?: Blob } = {},
): Promise<PgliteDatabase> {
  const client = await PGlite.create(dataDir, { parsers, loadDataDir });
  return {
    kind: 'pglite',
    ...queryable(client),
    transaction: (work) => client.transaction((tx) => work(queryable(tx))),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
