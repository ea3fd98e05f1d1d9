import type { FastifyServerOptions } from 'fastify';
import type { ServerOptions } from 'node:http';

/**
 * How long a connection may hold the server, so that a client sending its request slowly (or its headers
 * and then nothing) cannot keep connections open until the process runs out of them. Fastify disables
 * Node's request timeout by default.
 *
 * `requestTimeMs` is the time a client has to send a whole request, headers and body: bodies are at most
 * 256 kB, which a slow mobile connection sends in a few seconds. Node answers a late request with a 408 and
 * closes its connection.
 */
export type ServerTimeouts = Pick<
  FastifyServerOptions,
  'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'
> & {
  http: ServerOptions;
};

export function serverTimeouts(requestTimeMs: number): ServerTimeouts {
  return {
    requestTimeout: requestTimeMs,
    // A socket silent for longer than a request may take (a client that stopped reading our answer) is closed.
    connectionTimeout: 2 * requestTimeMs,
    // Longer than the idle timeout of the load balancers in front (60 s), so that they, not we, close an idle
    // connection: a connection we closed while a balancer was reusing it would fail that request with a 502.
    keepAliveTimeout: 72_000,
    http: {
      // Given to the constructor too, which refuses a headers timeout above its own default request timeout.
      requestTimeout: requestTimeMs,
      // Headers are part of the request: a client never finishing its headers is cut at the same time.
      headersTimeout: requestTimeMs,
      // Node checks the two timeouts above on this interval (30 s by default), which is their precision.
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.round(requestTimeMs / 4))),
    },
  };
}
