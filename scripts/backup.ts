/**
 * `npm run backup [-- <folder>]`: one archive of the configuration's database and images, named with the
 * time, into `<folder>` (BACKUP_DIR, else `./backups`). PostgreSQL (DATABASE_URL) is dumped while the
 * server runs; PGlite (DATA_DIR) needs it stopped. README, "Run it in production".
 */
import { resolve } from 'node:path';
import { backUp } from '@server/backup/back-up';
import { loadConfig } from '@server/config';

const config = loadConfig();
const outDir = resolve(process.argv[2] ?? process.env.BACKUP_DIR ?? 'backups');
const { archive, manifest } = await backUp(config, { outDir });
console.log(`Backup written: ${archive}`);
console.log(`  database: ${manifest.database}, ${Object.keys(manifest.digests).length} tables and sequences`);
console.log(
  manifest.images === 'local'
    ? `  images: ${config.imagesDir}`
    : `  images: left in the bucket ${manifest.images.bucket} (copy it with its own tools: README, "Run it in production")`,
);
