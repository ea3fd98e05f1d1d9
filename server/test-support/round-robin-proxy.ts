import { once } from 'node:events';
import {
  Agent,
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** Names the instance (its index in the proxy's list) a request goes to; without it, the next in turn. */
export const TARGET_HEADER = 'x-proxy-target';
/**
 * The client address the proxy says it saw, instead of the test's own loopback: each test counts as a client
 * of its own in the per-address limits. Sent by the test, never forwarded.
 */
export const CLIENT_ADDRESS_HEADER = 'x-proxy-client-address';

/** Headers that describe one connection, not the request, and so end at the proxy (RFC 9110 §7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade'];

/** A load balancer in front of server instances, as a test needs one. */
export interface RoundRobinProxy {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** Requests forwarded to each instance so far, by index. */
  readonly forwarded: readonly number[];
  close(): Promise<void>;
}

/**
 * A reverse proxy on the loopback forwarding each request to one of `targets` (`http://host:port`), in turn
 * unless the request names one (TARGET_HEADER), appending the client's address to X-Forwarded-For as a load
 * balancer does: the instances behind it run with `TRUST_PROXY=1`. The Host header goes through unchanged, so
 * that each instance routes the request to the host it names; the answer says which instance gave it.
 */
export async function startRoundRobinProxy(targets: readonly string[]): Promise<RoundRobinProxy> {
  if (targets.length === 0) throw new Error('a proxy needs at least one target');
  const agent = new Agent({ keepAlive: true });
  const forwarded = targets.map(() => 0);
  let next = 0;

  function chooseTarget(header: string | string[] | undefined): number {
    if (header === undefined) return next++ % targets.length;
    const index = Number(header);
    if (!Number.isInteger(index) || index < 0 || index >= targets.length) {
      throw new Error(`${TARGET_HEADER}: "${String(header)}" names no instance (0 to ${targets.length - 1})`);
    }
    return index;
  }

  function forward(incoming: IncomingMessage, answer: ServerResponse): void {
    let index: number;
    try {
      index = chooseTarget(incoming.headers[TARGET_HEADER]);
    } catch (error) {
      answer.writeHead(400, { 'content-type': 'text/plain' }).end((error as Error).message);
      return;
    }
    forwarded[index] = (forwarded[index] ?? 0) + 1;
    const headers = withoutHeaders(incoming.headers, [...HOP_BY_HOP, TARGET_HEADER, CLIENT_ADDRESS_HEADER]);
    const client = single(incoming.headers[CLIENT_ADDRESS_HEADER]) ?? incoming.socket.remoteAddress ?? '';
    const earlier = single(incoming.headers['x-forwarded-for']);
    headers['x-forwarded-for'] = earlier ? `${earlier}, ${client}` : client;
    const target = new URL(targets[index] ?? '');
    const upstream = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, {
          ...withoutHeaders(response.headers, HOP_BY_HOP),
          [TARGET_HEADER]: String(index),
        });
        response.pipe(answer);
      },
    );
    upstream.on('error', () => {
      if (answer.headersSent) answer.destroy();
      else answer.writeHead(502, { 'content-type': 'text/plain' }).end('the instance did not answer');
    });
    incoming.pipe(upstream);
  }

  const server = createServer(forward);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    forwarded,
    async close() {
      const closed = once(server, 'close');
      server.close();
      server.closeAllConnections();
      agent.destroy();
      await closed;
    },
  };
}

function withoutHeaders(headers: IncomingHttpHeaders, names: readonly string[]): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}
