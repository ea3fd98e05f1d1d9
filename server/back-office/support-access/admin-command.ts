/*
 * Support staff's accounts, from a terminal (docs/product/back-office.md#support-access):
 *
 *   npx tsx server/back-office/support-access/admin-command.ts create <email> <firstname> <lastname>
 *   npx tsx server/back-office/support-access/admin-command.ts revoke <email>
 *
 * `create` reads the password from ADMIN_PASSWORD, else from the first line of its standard input (typed, or
 * piped from a password manager), never from its arguments (they land in the shell's history and `ps`).
 * `revoke` ends the admin's support accesses still running and deletes the account. The database is the
 * server's (DATABASE_URL, or the PGlite folder DATA_DIR), migrated first.
 */
import { createInterface } from 'node:readline';
import { loadConfig } from '@server/config';
import { migrate } from '@server/db/migrate';
import { openDatabase } from '@server/db/open-database';
import { systemClock } from '@server/http/clock';
import { createAdmin, revokeAdmin } from './admin-accounts';

const USAGE =
  'usage: admin-command.ts create <email> <firstname> <lastname>  (password: ADMIN_PASSWORD or stdin)\n' +
  '       admin-command.ts revoke <email>';

async function readPassword(): Promise<string> {
  const fromEnvironment = process.env.ADMIN_PASSWORD;
  if (fromEnvironment) return fromEnvironment;
  if (process.stdin.isTTY) process.stderr.write('Password: ');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  throw new Error('no password given (ADMIN_PASSWORD or standard input)');
}

const [command, email, firstname, lastname] = process.argv.slice(2);
if (!email || (command === 'create' ? !firstname || !lastname : command !== 'revoke')) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  if (command === 'create') {
    const password = await readPassword();
    const id = await createAdmin(
      db,
      { email, firstname: firstname ?? '', lastname: lastname ?? '', password },
      systemClock.now(),
    );
    console.log(`Admin ${email} created (user ${id}).`);
  } else if (await revokeAdmin(db, email, systemClock.now())) {
    console.log(`Admin ${email} revoked: their support accesses ended, the account is deleted.`);
  } else {
    console.error(`No admin signs in with ${email}.`);
    process.exitCode = 1;
  }
} finally {
  await db.close();
}
