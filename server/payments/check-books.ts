/**
 * `npx tsx server/payments/check-books.ts`: compares the ledger and the payments of the configured database
 * (DATABASE_URL, else PGlite's DATA_DIR) and prints what disagrees; exits 1 when anything does, 0 when the
 * books balance. Read-only: it runs beside the live server.
 */
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/open-database';
import { booksBalance, booksDisagreements } from './books';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const found = await booksDisagreements(db);
  if (booksBalance(found)) {
    console.log('The books balance: every paid payment has its purchase, every purchase its payment.');
  } else {
    console.error(JSON.stringify(found, null, 2));
    process.exitCode = 1;
  }
} finally {
  await db.close();
}
