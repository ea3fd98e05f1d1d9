import { openDatabase } from '../db/open-database';
import { runCommand } from './run-command';
import { tableDigests, type TableDigests } from './table-digests';

/**
 * The schema a DATABASE_URL puts first on its search path (`?options=-c search_path=x`: a test run's), which
 * is then the only one dumped; a production URL names none, and the whole database is dumped.
 */
export function schemaOf(databaseUrl: string): string | undefined {
  const options = new URL(databaseUrl).searchParams.get('options') ?? '';
  return /(?:^|\s)-c\s*search_path=(\w+)/.exec(options)?.[1];
}

/**
 * The URL as libpq reads it: its query percent-encoded throughout. `URLSearchParams` writes a space `+`,
 * which node-postgres reads as a space and libpq does not (`options=-c+search_path%3Dx`).
 */
function libpqUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const query = [...url.searchParams]
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  url.search = query;
  return url.toString();
}

/**
 * `pg_dump`'s custom format of the database, and the digests of the very data it holds: both read in one
 * snapshot (a repeatable-read transaction exports it, pg_dump takes it), so the server may keep writing
 * meanwhile.
 */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<TableDigests> {
  const db = await openDatabase({ databaseUrl });
  try {
    return await db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      const [exported] = await tx.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
      const digests = await tableDigests(tx);
      const schema = schemaOf(databaseUrl);
      await runCommand('pg_dump', [
        '--format=custom',
        '--no-owner',
        `--snapshot=${exported?.snapshot}`,
        ...(schema ? [`--schema=${schema}`] : []),
        `--file=${file}`,
        `--dbname=${libpqUrl(databaseUrl)}`,
      ]);
      return digests;
    });
  } finally {
    await db.close();
  }
}

/**
 * Restores a dump over the database, in one transaction (a failure leaves it as it was): every object the
 * dump holds is dropped and made again with the dump's rows. Answers the digests read after it.
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<TableDigests> {
  await runCommand('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${libpqUrl(databaseUrl)}`,
    file,
  ]);
  const db = await openDatabase({ databaseUrl });
  try {
    return await tableDigests(db);
  } finally {
    await db.close();
  }
}
