/** Thrown when the waiting line is full, every client's renders together: the caller answers 503. */
export class RenderQueueFullError extends Error {
  constructor() {
    super('too many image renders are waiting');
    this.name = 'RenderQueueFullError';
  }
}

/**
 * Thrown when one client already has its share of the waiting line, or gives up a waiting render to make room
 * for a client with fewer: the caller answers 429.
 */
export class RenderShareExceededError extends Error {
  constructor() {
    super('this client has too many image renders waiting');
    this.name = 'RenderShareExceededError';
  }
}

interface Waiting {
  cost: number;
  /** Arrival order, so that renders of one cost run first come, first served. */
  order: number;
  start: () => void;
  refuse: (error: Error) => void;
}

interface Client {
  key: string;
  running: number;
  /** Its waiting renders, the cheapest first. */
  waiting: Waiting[];
  /** The round of its next turn: one turn per round, so a client with many renders waiting takes turns. */
  nextRound: number;
}

/**
 * Runs at most `limit` renders at once, the others wait; it is fair per client (an address, or whatever key
 * the caller counts a client by), so that one client never fills it:
 *
 * - a client runs at most half the slots (rounded up: with one slot, it may use it, or nothing would run),
 *   so with two slots or more it never holds them all;
 * - a client keeps at most a quarter of the waiting line (rounded up) and is refused past it, while the
 *   others still find room; when `maxWaiting` renders wait in all, the client with the most of them gives up
 *   its costliest to a client with at least two fewer, so that neither one address nor a few ever fill the
 *   line; when none has, the newcomer is refused;
 * - when a slot frees, clients take turns: each waiting client gets one turn per round, a newcomer joins the
 *   current round, and within a round the cheapest render goes first, as does a client's cheapest render on
 *   its turn. A thumbnail therefore never waits behind a queue of big AVIF encodes (each twenty times its
 *   cost or more), neither its own client's nor the others': once a slot frees, it waits at most for one
 *   render of each other client.
 */
export class RenderQueue {
  private readonly clientSlots: number;
  private readonly clientWaiting: number;
  private readonly clients = new Map<string, Client>();
  private active = 0;
  private waitingCount = 0;
  private arrivals = 0;
  private round = 0;

  constructor(
    private readonly limit: number,
    private readonly maxWaiting: number,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`Render limit must be ≥ 1, got ${limit}`);
    this.clientSlots = Math.ceil(limit / 2);
    this.clientWaiting = Math.max(1, Math.ceil(maxWaiting / 4));
  }

  /** Runs `task` for `clientKey` once a slot is its; throws at once when the line or its share is full. */
  async run<T>(clientKey: string, cost: number, task: () => Promise<T>): Promise<T> {
    const client = this.clientOf(clientKey);
    if (this.active < this.limit && client.running < this.clientSlots) {
      this.takeTurn(client);
    } else {
      this.makeRoomFor(client);
      await new Promise<void>((start, refuse) =>
        this.enqueue(client, { cost, order: this.arrivals++, start, refuse }),
      );
    }
    try {
      return await task();
    } finally {
      this.active -= 1;
      client.running -= 1;
      this.forgetWhenIdle(client);
      this.startNext();
    }
  }

  private clientOf(key: string): Client {
    let client = this.clients.get(key);
    if (!client) {
      client = { key, running: 0, waiting: [], nextRound: this.round };
      this.clients.set(key, client);
    }
    return client;
  }

  /** Throws when `client` has its share of the waiting line, or when the line is full and nobody gives way. */
  private makeRoomFor(client: Client): void {
    if (client.waiting.length >= this.clientWaiting) this.refuse(client, new RenderShareExceededError());
    if (this.waitingCount < this.maxWaiting) return;
    const longest = this.clientWithMostWaiting();
    const givenUp =
      longest && longest.waiting.length >= client.waiting.length + 2 ? longest.waiting.pop() : undefined;
    if (!givenUp) this.refuse(client, new RenderQueueFullError());
    this.waitingCount -= 1;
    givenUp.refuse(new RenderShareExceededError());
  }

  private refuse(client: Client, error: Error): never {
    this.forgetWhenIdle(client);
    throw error;
  }

  private clientWithMostWaiting(): Client | undefined {
    let longest: Client | undefined;
    for (const client of this.clients.values()) {
      if (!longest || client.waiting.length > longest.waiting.length) longest = client;
    }
    return longest;
  }

  /** Gives `client` a slot, and moves its next turn to the following round. */
  private takeTurn(client: Client): void {
    this.active += 1;
    client.running += 1;
    this.round = this.roundOf(client);
    client.nextRound = this.round + 1;
  }

  /** Keeps the client's waiting renders in the order they will run. */
  private enqueue(client: Client, render: Waiting): void {
    const after = client.waiting.findIndex((other) => runsBefore(render, other));
    client.waiting.splice(after === -1 ? client.waiting.length : after, 0, render);
    this.waitingCount += 1;
  }

  /** Gives free slots to the clients whose turn it is, synchronously: a newcomer cannot slip in between. */
  private startNext(): void {
    while (this.active < this.limit) {
      const client = this.nextClient();
      const render = client?.waiting.shift();
      if (!client || !render) return;
      this.waitingCount -= 1;
      this.takeTurn(client);
      render.start();
    }
  }

  /** Of the clients with a render waiting and a slot of their share free: earliest round, then cheapest. */
  private nextClient(): Client | undefined {
    let next: { client: Client; round: number; head: Waiting } | undefined;
    for (const client of this.clients.values()) {
      const head = client.waiting[0];
      if (!head || client.running >= this.clientSlots) continue;
      const round = this.roundOf(client);
      if (!next || round < next.round || (round === next.round && runsBefore(head, next.head))) {
        next = { client, round, head };
      }
    }
    return next?.client;
  }

  /** A newcomer, or a client that could not run while the rounds went on, joins the current one. */
  private roundOf(client: Client): number {
    return Math.max(client.nextRound, this.round);
  }

  /** A client with nothing running or waiting is forgotten: at most `limit + maxWaiting` clients are kept. */
  private forgetWhenIdle(client: Client): void {
    if (client.running === 0 && client.waiting.length === 0) this.clients.delete(client.key);
  }
}

function runsBefore(render: Waiting, other: Waiting): boolean {
  return render.cost < other.cost || (render.cost === other.cost && render.order < other.order);
}
