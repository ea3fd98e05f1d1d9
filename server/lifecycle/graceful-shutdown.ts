import type { FastifyInstance } from 'fastify';
import { setTimeout as wait } from 'node:timers/promises';

/** How often, while the requests in flight finish, the connections they leave idle are closed. */
const IDLE_SWEEP_INTERVAL_MS = 50;

/** Where the shutdown says what it does: the app's JSON logger in production, the console elsewhere. */
export interface ShutdownLog {
  info(message: string): void;
  error(message: string): void;
}

export interface ShutdownOptions {
  app: Pick<FastifyInstance, 'close' | 'markShuttingDown' | 'server'>;
  /** What closes once the app has: the database, which the app's last hooks (the view counter) still write to. */
  closeAfterApp: () => Promise<void>;
  /** How long the process goes on serving, `/ready` answering 503, before it stops accepting connections. */
  delayMs: number;
  /** How long the whole shutdown may take before it is forced. */
  timeoutMs: number;
  log: ShutdownLog;
  exit: (code: number) => void;
}

/**
 * The process's answer to SIGTERM and SIGINT (docs/ARCHITECTURE.md, "The process's life"). The first signal:
 * 1. `/ready` answers 503 at once, and for `delayMs` the process serves as usual, so that a load balancer
 *    probing it sends its traffic elsewhere before a single connection is refused;
 * 2. it stops accepting connections; the requests in flight finish, and so do requests arriving on a kept-alive
 *    connection meanwhile, answered with `Connection: close` (Fastify's `return503OnClosing: false`), while a
 *    connection left idle is closed within IDLE_SWEEP_INTERVAL_MS rather than held open until its keep-alive
 *    timeout (Node closes only those idle when the server closes);
 * 3. the app's close hooks stop the queues' workers (the message being sent finishes, the rest of its claim
 *    goes back to the queue) and the periodic tasks, write the page views still in memory, and close Redis and
 *    the mail transport; then the database closes, and the process exits 0.
 * A second signal, or `timeoutMs` passing, ends the process at once with exit code 1 and a line saying why;
 * so does a close that fails.
 */
export function gracefulShutdown({
  app,
  closeAfterApp,
  delayMs,
  timeoutMs,
  log,
  exit,
}: ShutdownOptions): (signal: NodeJS.Signals) => void {
  let started = false;
  return (signal) => {
    if (started) {
      log.error(`${signal} during the shutdown: exiting now, requests in flight cut`);
      exit(1);
      return;
    }
    started = true;
    // Not unref'd: a shutdown stuck on a promise nothing else keeps alive must still end with exit 1.
    const deadline = setTimeout(() => {
      log.error(`the shutdown took longer than ${timeoutMs} ms (SHUTDOWN_TIMEOUT_MS): exiting now`);
      exit(1);
    }, timeoutMs);
    log.info(`${signal}: shutting down; /ready answers 503 from now on`);
    app.markShuttingDown();
    void (async () => {
      if (delayMs > 0) await wait(delayMs);
      log.info('no longer accepting connections; finishing the requests in flight');
      const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_INTERVAL_MS);
      try {
        await app.close();
        clearInterval(sweep);
        await closeAfterApp();
      } catch (error) {
        clearInterval(sweep);
        log.error(`the shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        clearTimeout(deadline);
        exit(1);
        return;
      }
      clearTimeout(deadline);
      log.info('shut down cleanly');
      exit(0);
    })();
  };
}
