import { Agent, request as httpRequest } from 'node:http';

/** One request of a burst: to a host of the server, with a JSON body when it has one. */
export interface BurstRequest {
  method: 'GET' | 'POST';
  path: string;
  host: string;
  json?: unknown;
  headers?: Record<string, string>;
}

/** A request the server answered: acknowledged, whatever its status. */
export interface BurstAnswer {
  request: BurstRequest;
  status: number;
  /** Whether the answer came after the test's `markSignal` (a signal sent to the server). */
  afterSignal: boolean;
}

export interface Burst {
  readonly answers: readonly BurstAnswer[];
  /** Resolves once every client has met a connection it could not use (the server stopped or died). */
  readonly ended: Promise<void>;
  /** Says that the server has just been sent a signal: the answers after it are marked `afterSignal`. */
  markSignal(): void;
  /** Resolves once `count` requests have been answered. */
  answered(count: number): Promise<void>;
  /** Ends every client after its request under way. */
  stop(): void;
}

/**
 * `clients` clients sending requests to a server on the loopback one after another, each over its own
 * kept-alive connection as a load balancer's would, until the connection fails (refused, reset: the server is
 * gone) or `stop`. A request whose connection failed before an answer was not acknowledged: it is not listed.
 */
export function startBurst({
  port,
  clients,
  next,
}: {
  port: number;
  clients: number;
  /** The `index`-th request of the burst (from 0), whichever client sends it. */
  next: (index: number) => BurstRequest;
}): Burst {
  const answers: BurstAnswer[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  let sent = 0;
  let stopped = false;
  let signalled = false;

  const acknowledge = (answer: BurstAnswer) => {
    answers.push(answer);
    for (const wait of waiting.filter(({ count }) => answers.length >= count)) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve();
    }
  };

  async function client() {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      while (!stopped) {
        const request = next(sent++);
        const answer = await sendRequest(port, request, agent).catch(() => null);
        if (answer === null) return;
        acknowledge({ request, status: answer.status, afterSignal: signalled });
      }
    } finally {
      agent.destroy();
    }
  }

  const ended = Promise.all(Array.from({ length: clients }, client)).then(() => {
    for (const wait of waiting.splice(0)) wait.resolve();
  });
  return {
    answers,
    ended,
    markSignal: () => void (signalled = true),
    answered: (count) =>
      answers.length >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiting.push({ count, resolve })),
    stop: () => void (stopped = true),
  };
}

/** A request's answer: its status, headers and body. */
export interface SentAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Sends one request to the server on `port`, over `agent`'s connections (a new one's by default). */
export function sendRequest(
  port: number,
  { method, path, host, json, headers }: BurstRequest,
  agent?: Agent,
): Promise<SentAnswer> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          host,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
