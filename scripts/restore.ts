/**
 * `npm run restore -- <archive>`: puts a backup of `npm run backup` back into the configuration's database
 * and images folder, checked table by table against the digests taken when it was made. The server must be
 * stopped (PGlite; and every instance, for PostgreSQL, so that nothing writes meanwhile).
 */
import { resolve } from 'node:path';
import { restore } from '@server/backup/restore';
import { loadConfig } from '@server/config';

const [archive] = process.argv.slice(2);
if (!archive) {
  console.error('usage: npm run restore -- <archive.tar.gz>');
  process.exit(2);
}
const outcome = await restore(loadConfig(), resolve(archive));
console.log(`Restored ${outcome.database}: ${outcome.tables} tables and sequences read as the backup did.`);
for (const folder of outcome.keptAside) console.log(`  the former data was kept aside in ${folder}`);
