import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresUrl, startServerProcess } from '../test-support/server-process';
import { openTestDatabase } from '../test-support/test-database';
import type { Database } from './database';
import { migrate, MIGRATIONS_DIR, SchemaNewerThanCode } from './migrate';
import { openDatabase } from './open-database';

const FUTURE_VERSION = '999_from_a_newer_release';

async function versionsOnDisk(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR))
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => file.replace(/\.sql$/, ''));
}

describe('migrate', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('refuses a schema newer than the code, naming its versions and the newest the code knows', async () => {
    await db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [FUTURE_VERSION]);
    try {
      const refusal = await migrate(db).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(SchemaNewerThanCode);
      expect((refusal as Error).message).toContain(FUTURE_VERSION);
      expect((refusal as Error).message).toContain((await versionsOnDisk()).at(-1));
    } finally {
      await db.query('DELETE FROM schema_migrations WHERE version = $1', [FUTURE_VERSION]);
    }
  });

  it('applies nothing to a schema that has every migration', async () => {
    expect(await migrate(db)).toEqual([]);
  });
});

describe.runIf(process.env.DATABASE_URL)('migrate, two instances at once on PostgreSQL', () => {
  it('applies each migration once, by one of them, while the other waits and finds nothing left', async () => {
    const databaseUrl = await freshPostgresUrl();
    const [first, second] = await Promise.all([openDatabase({ databaseUrl }), openDatabase({ databaseUrl })]);
    try {
      const runs = await Promise.all([migrate(first), migrate(second)]);
      const versions = await versionsOnDisk();
      expect(runs.map((applied) => applied.length).sort((a, b) => a - b)).toEqual([0, versions.length]);
      const recorded = await first.query<{ version: string }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(recorded.map((row) => row.version)).toEqual(versions);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('keeps a server from starting on a schema newer than its code, saying why', async () => {
    const databaseUrl = await freshPostgresUrl();
    const db = await openDatabase({ databaseUrl });
    try {
      await migrate(db);
      await db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [FUTURE_VERSION]);
    } finally {
      await db.close();
    }
    const refusal = await startServerProcess({ env: { DATABASE_URL: databaseUrl } }).then(
      async (server) => {
        await server.stop();
        return 'it started';
      },
      (error: Error) => error.message,
    );
    expect(refusal).toContain('exited before it was ready');
    expect(refusal).toContain(`The database's schema is newer than this code`);
    expect(refusal).toContain(FUTURE_VERSION);
  });
});
