import Fastify, { type FastifyInstance } from 'fastify';
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as wait } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulShutdown, type ShutdownOptions } from './graceful-shutdown';

const POLL_INTERVAL_MS = 10;

/** A server with one route that answers when the test lets it, kept-alive connections open for a minute. */
async function heldServer() {
  let letGo = () => {};
  let arrived = () => {};
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  const app = Fastify({ keepAliveTimeout: 60_000, return503OnClosing: false });
  app.decorate('markShuttingDown', () => {});
  app.get('/held', async () => {
    arrived();
    await new Promise<void>((resolve) => (letGo = resolve));
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true });
  const get = () =>
    new Promise<number>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path: '/held', agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
        .on('error', reject)
        .end();
    });
  return { app, agent, get, arrival, letGo: () => letGo() };
}

/** The shutdown of `app`, recording the log's lines, the exit codes and when the database closed. */
function shutdownOf(app: FastifyInstance, options: Partial<ShutdownOptions> = {}) {
  const lines: string[] = [];
  const exits: number[] = [];
  const events: string[] = [];
  const handle = gracefulShutdown({
    app,
    closeAfterApp: async () =>
      void events.push(`database closed, app ${app.server.listening ? 'open' : 'closed'}`),
    delayMs: 0,
    timeoutMs: 30_000,
    log: { info: (line) => lines.push(line), error: (line) => lines.push(line) },
    exit: (code) => void exits.push(code),
    ...options,
  });
  return { handle, lines, exits, events };
}

async function until(condition: () => boolean) {
  while (!condition()) await wait(POLL_INTERVAL_MS);
}

let cleanUp: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const each of cleanUp) await each();
  cleanUp = [];
});

describe('the shutdown on SIGTERM', () => {
  it('lets the request in flight finish, closes its kept-alive connection, then the database, and exits 0', async () => {
    const server = await heldServer();
    cleanUp.push(async () => server.agent.destroy());
    const answer = server.get();
    await server.arrival;
    const shutdown = shutdownOf(server.app);
    shutdown.handle('SIGTERM');
    await wait(POLL_INTERVAL_MS);
    expect(shutdown.exits).toEqual([]);

    server.letGo();
    expect(await answer).toBe(200);
    // The client keeps its connection for a next request that never comes: the shutdown must not wait for the
    // connection's keep-alive timeout (a minute) to end it.
    await until(() => shutdown.exits.length > 0);
    expect(shutdown.exits).toEqual([0]);
    expect(shutdown.events).toEqual(['database closed, app closed']);
  });

  it('exits 1 at once on a second signal, saying so', async () => {
    const server = await heldServer();
    cleanUp.push(async () => {
      server.letGo();
      server.agent.destroy();
      await server.app.close();
    });
    void server.get().catch(() => {});
    await server.arrival;
    const shutdown = shutdownOf(server.app);
    shutdown.handle('SIGTERM');
    shutdown.handle('SIGINT');
    expect(shutdown.exits).toEqual([1]);
    expect(shutdown.lines.at(-1)).toContain('SIGINT during the shutdown');
  });

  it('exits 1 when the shutdown outlasts its timeout, saying so', async () => {
    const server = await heldServer();
    cleanUp.push(async () => {
      server.letGo();
      server.agent.destroy();
      await server.app.close();
    });
    void server.get().catch(() => {});
    await server.arrival;
    const shutdown = shutdownOf(server.app, { timeoutMs: 50 });
    shutdown.handle('SIGTERM');
    await until(() => shutdown.exits.length > 0);
    expect(shutdown.exits).toEqual([1]);
    expect(shutdown.lines.at(-1)).toContain('SHUTDOWN_TIMEOUT_MS');
    expect(shutdown.events).toEqual([]);
  });
});
