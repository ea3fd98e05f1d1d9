/**
 * The reference server for a Playwright run (its `webServer` command): a fresh embedded database in a temporary
 * folder, removed when the server stops. DATABASE_URL is ignored, so a run never touches a shared database.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'pp-e2e-db-'));
// The browsers of a run all sign in from the loopback: one address, many more codes than a person asks for.
// The couples registered through the API say where they come from as a proxy would (TRUST_PROXY=1:
// e2e/support/server-api.ts), so that the per-address route limits count them apart.
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  SMS_CODES_PER_ADDRESS_PER_HOUR: '500',
  TRUST_PROXY: '1',
};
delete env.DATABASE_URL;

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: 'inherit' });

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
