import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/**
 * One warning when PostgreSQL stops answering and one line when it answers again, with how long it was away:
 * the requests of an outage answer 503 without a line each (server/http/database-outage.ts), so without these
 * the log would not show the outage at all.
 */
export function logDatabaseAvailability(app: FastifyInstance, db: Database): void {
  const stop = db.onAvailabilityChange?.((change) => {
    if (change.reachable) {
      app.log.info({ unreachableForMs: change.unreachableForMs }, 'the database answers again');
    } else {
      app.log.warn(
        { reason: change.reason },
        'the database is unreachable: requests that need it answer 503 until it is back',
      );
    }
  });
  if (stop) app.addHook('onClose', async () => void stop());
}
