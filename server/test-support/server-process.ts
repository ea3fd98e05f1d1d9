import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { setTimeout as wait } from 'node:timers/promises';
import { inject } from 'vitest';
import { postgresSchemaUrl } from './postgres-schema';
import { freePort } from './redis-process';
import { testSchemaPrefix } from './test-schemas';

/** How long a server process may take to migrate, seed and answer `/ready` (tsx compiles the server first). */
const READY_TIMEOUT_MS = 60_000;
const POLL_INTERVAL_MS = 100;

/** A reference server running as a process of its own (`server/main.ts`), as production runs it. */
export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  /** Everything it printed, stdout and stderr interleaved as they came. */
  output(): string;
  /** Sends `signal` and resolves with the exit code (null when a signal ended it) once it is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Resolves with the exit code once the process has ended, however it ended. */
  exited(): Promise<number | null>;
}

export interface ServerProcessOptions {
  /** The process's environment beside the test's own (DATABASE_URL, REDIS_URL, IMAGES_S3_BUCKET…). */
  env: Record<string, string | undefined>;
  /** The port to listen on; a free one by default. A restarted instance passes its predecessor's. */
  port?: number;
  /** Whether to wait for `/ready` to answer 200 before resolving (the default); false waits for nothing. */
  waitUntilReady?: boolean;
  /**
   * How long it may take to answer `/ready` (READY_TIMEOUT_MS by default): longer on a new database, whose
   * whole gazetteer the first start imports.
   */
  readyTimeoutMs?: number;
}

/**
 * Starts `server/main.ts` in a process of its own, listening on the loopback, and by default resolves once its
 * `/ready` answers 200. A process that exits before that rejects with what it printed.
 */
export async function startServerProcess({
  env,
  port,
  waitUntilReady = true,
  readyTimeoutMs = READY_TIMEOUT_MS,
}: ServerProcessOptions): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'test', ...env, HOST: '127.0.0.1', PORT: String(listenOn) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => (printed += chunk));
  const exit = exitOf(child);
  const url = `http://127.0.0.1:${listenOn}`;
  const server: ServerProcess = {
    url,
    port: listenOn,
    pid: child.pid ?? -1,
    output: () => printed,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exit;
    },
    exited: () => exit,
  };
  if (waitUntilReady) await untilReady(server, exit, readyTimeoutMs);
  return server;
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return once(child, 'exit').then(([code]) => code as number | null);
}

async function untilReady(
  server: ServerProcess,
  exit: Promise<number | null>,
  timeoutMs: number,
): Promise<void> {
  let ended = false;
  void exit.then(() => (ended = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`the server process exited before it was ready:\n${server.output()}`);
    const ready = await fetch(`${server.url}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await wait(POLL_INTERVAL_MS);
  }
  await server.stop('SIGKILL');
  throw new Error(`the server process was not ready within ${timeoutMs} ms:\n${server.output()}`);
}

/**
 * A DATABASE_URL naming a new, empty schema of the run's PostgreSQL (DATABASE_URL), for server processes that
 * migrate it themselves; the run's end drops it with the run's other schemas (global-setup.ts).
 */
export async function freshPostgresUrl(): Promise<string> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error('freshPostgresUrl needs DATABASE_URL (a PostgreSQL the run may write to)');
  return postgresSchemaUrl(databaseUrl, testSchemaPrefix(inject('testRun')) + randomBytes(6).toString('hex'));
}
