import pg from 'pg';
import type { Database, Queryable, SqlParam } from './database';
import { availabilityWatch, type AvailabilityWatch } from './database-availability';
import { databaseFailure, DatabaseUnavailableError } from './database-unavailable';

const DATE_OID = 1082;

/**
 * How long the serving pool (`servingDatabase`) waits for PostgreSQL before a request answers 503 rather than
 * hang: to get a connection (a new one, or a free one of the pool's), and for a statement's answer. A reachable
 * database answers in milliseconds; past these it is away, or the statement is one no page should run.
 */
export interface PostgresTimeouts {
  connectMs: number;
  queryMs: number;
}

export const SERVING_TIMEOUTS: PostgresTimeouts = { connectMs: 5_000, queryMs: 15_000 };

/** `error` as a request should see it; the watch is told when it says the database is out of reach. */
function failureOf(error: unknown, watch: AvailabilityWatch): unknown {
  const failure = databaseFailure(error);
  if (failure instanceof DatabaseUnavailableError) watch.failed(failure);
  return failure;
}

function queryable(
  client: pg.Pool | pg.PoolClient,
  timeouts: PostgresTimeouts | undefined,
  watch: AvailabilityWatch,
): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      // node-postgres reads query_timeout on a statement's config, which its types do not declare.
      const statement = { text: sql, values: params as unknown[], query_timeout: timeouts?.queryMs };
      try {
        const result = await client.query(statement as pg.QueryConfig);
        watch.answered();
        return result.rows as Row[];
      } catch (error) {
        throw failureOf(error, watch);
      }
    },
    async exec(sql: string) {
      try {
        await client.query(sql);
        watch.answered();
      } catch (error) {
        throw failureOf(error, watch);
      }
    },
  };
}

/**
 * `schema`, when given, is created if missing and put first on every connection's search_path: the test
 * suites use it to give each test file its own empty database inside one PostgreSQL database.
 *
 * A lost connection fails its call with a DatabaseUnavailableError (503), and the pool opens new connections
 * by itself once the database is back: nothing needs restarting. `timeouts` bound every wait (the serving
 * pool's); without them a call waits as long as it must (start-up's migrations and imports, which may wait
 * for another instance's lock, scripts, tests).
 */
export async function openPostgresDatabase(
  url: string,
  schema?: string,
  timeouts?: PostgresTimeouts,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === DATE_OID
          ? (value: string) => value
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
    connectionTimeoutMillis: timeouts?.connectMs,
    // A connection whose peer vanished without a word (a dead host, a cut network) is found out and dropped.
    keepAlive: true,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection lost while the database restarts: the pool drops it and opens another when asked.
  // Without a listener the 'error' event would end the process.
  pool.on('error', () => {});
  const watch = availabilityWatch();
  const pooled = queryable(pool, timeouts, watch);
  if (schema) await pooled.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  return {
    kind: 'postgres',
    ...pooled,
    async transaction(work) {
      const client = await pool.connect().catch((error: unknown) => {
        throw failureOf(error, watch);
      });
      const tx = queryable(client, timeouts, watch);
      // A connection that failed is closed, not given back to the pool: its server rolls the transaction back.
      let lost: Error | undefined;
      try {
        await tx.query('BEGIN');
        const result = await work(tx);
        await tx.query('COMMIT');
        return result;
      } catch (error) {
        if (error instanceof DatabaseUnavailableError) lost = error;
        else await tx.query('ROLLBACK').catch((rollbackFailed: Error) => (lost = rollbackFailed));
        throw error;
      } finally {
        client.release(lost);
      }
    },
    close: () => pool.end(),
    poolUsage: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    onAvailabilityChange: watch.subscribe,
  };
}
