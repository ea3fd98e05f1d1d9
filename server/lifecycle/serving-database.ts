import type { Database } from '../db/database';
import { openPostgresDatabase, SERVING_TIMEOUTS } from '../db/postgres-database';

/**
 * The database the running server's requests, workers and tasks use once start-up's work (migrations, the
 * gazetteer's import, the seed) is done with `startUp`. On PostgreSQL it is a pool of its own whose every wait
 * is bounded (SERVING_TIMEOUTS), so that a database away costs a request a 503 within seconds, never a hang;
 * start-up's pool, which may wait for another instance's migrations as long as they take, is closed. PGlite
 * runs inside the process, has no connection to lose, and is kept as it is.
 */
export async function servingDatabase(startUp: Database, databaseUrl: string | undefined): Promise<Database> {
  if (startUp.kind !== 'postgres' || !databaseUrl) return startUp;
  const serving = await openPostgresDatabase(databaseUrl, undefined, SERVING_TIMEOUTS);
  await startUp.close();
  return serving;
}
