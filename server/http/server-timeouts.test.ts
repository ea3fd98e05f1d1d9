import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app';

/**
 * Slow clients over a real socket: the server must end a request that does not arrive in time. No time is
 * asserted, only that the server closes the connection at all; the test's own wait is bounded generously.
 */

/** How long a client has here; the server's default is 30 s. */
const REQUEST_TIMEOUT_MS = '300';
/** How long the test waits for the server to act before it calls the connection held open. */
const PATIENCE_MS = 20_000;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ env: { REQUEST_TIMEOUT_MS } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Resolves with what the server wrote when it closes the connection; rejects if it keeps it open. */
function closedByServer(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const patience = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${PATIENCE_MS} ms`));
    }, PATIENCE_MS);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(patience);
      resolve(received);
    });
  });
}

function open(): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
  });
}

const HEADERS =
  'POST /api/check-phone HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 64\r\n\r\n';

describe('slow requests', () => {
  it('a client sending its body a byte at a time is answered 408 and cut off', async () => {
    const socket = await open();
    const closed = closedByServer(socket);
    socket.write(HEADERS);
    const trickle = setInterval(() => socket.writable && socket.write(' '), 50);
    const received = await closed.finally(() => clearInterval(trickle));
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('a client sending its headers and then nothing is answered 408 and cut off', async () => {
    const socket = await open();
    const closed = closedByServer(socket);
    socket.write(HEADERS);
    expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('a client that never finishes its headers is cut off', async () => {
    const socket = await open();
    const closed = closedByServer(socket);
    socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n');
    await closed;
  });

  it('a request sent in time is answered', async () => {
    const socket = await open();
    const closed = closedByServer(socket);
    socket.end('GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(await closed).toMatch(/^HTTP\/1\.1 200 /);
  });
});
