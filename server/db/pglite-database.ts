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

/** `dataDir` undefined keeps the database in memory (tests). */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  const client = await PGlite.create(dataDir, { parsers });
  return {
    kind: 'pglite',
    ...queryable(client),
    transaction: (work) => client.transaction((tx) => work(queryable(tx))),
    close: () => client.close(),
  };
}
