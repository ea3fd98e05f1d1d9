import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP relay on the loopback between the app and a server (PostgreSQL) that a test opens and closes, as
 * the server going away and coming back would: closed, it refuses connections and has cut the open ones;
 * stalled, it takes connections and holds every byte until it opens again, as a network that stops
 * delivering does (a client sees nothing: no refusal, no reset).
 */
export interface TcpGate {
  /** The port to connect to instead of the server's. */
  readonly port: number;
  /** Refuses new connections and cuts every open one. */
  close(): Promise<void>;
  /** Keeps every connection, old and new, and holds what they send until `open`. */
  stall(): void;
  /** Relays again, after `close` or `stall`. */
  open(): Promise<void>;
  /** Closes for good. */
  stop(): Promise<void>;
}

export async function startTcpGate(target: { host: string; port: number }): Promise<TcpGate> {
  const sockets = new Set<Socket>();
  /** Connections taken while stalled, relayed once the gate opens. */
  const waiting: Socket[] = [];
  let stalled = false;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    if (stalled) socket.pause();
  };
  const relay = (client: Socket) => {
    const server = connect(target.port, target.host);
    track(server);
    client.pipe(server);
    server.pipe(client);
    client.on('close', () => server.destroy());
    server.on('close', () => client.destroy());
  };
  const handle = (client: Socket) => {
    track(client);
    if (stalled) waiting.push(client);
    else relay(client);
  };

  let listener: Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const server = createServer(handle);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        listener = server;
        resolve((server.address() as AddressInfo).port);
      });
    });
  const unlisten = () =>
    new Promise<void>((resolve) => {
      const server = listener;
      listener = undefined;
      waiting.length = 0;
      for (const socket of sockets) socket.destroy();
      if (server) server.close(() => resolve());
      else resolve();
    });

  const port = await listen(0);
  return {
    port,
    close: unlisten,
    stall() {
      stalled = true;
      for (const socket of sockets) socket.pause();
    },
    async open() {
      stalled = false;
      for (const socket of sockets) socket.resume();
      for (const client of waiting.splice(0)) if (!client.destroyed) relay(client);
      if (!listener) await listen(port);
    },
    stop: unlisten,
  };
}
