/** Thrown when the queue already holds its maximum of waiting renders: the caller answers 503. */
export class RenderQueueFullError extends Error {
  constructor() {
    super('too many image renders are waiting');
    this.name = 'RenderQueueFullError';
  }
}

interface Waiting {
  cost: number;
  /** Arrival order, so that renders of one cost run first come, first served. */
  order: number;
  start: () => void;
}

/**
 * Runs at most `limit` renders at once; the others wait, and the cheapest waiting one runs next. A thumbnail
 * therefore never waits behind a queue of big AVIF encodes (each twenty times its cost or more): it waits for
 * one slot to free up at the most. The queue is bounded: past `maxWaiting`, a render is refused at once
 * instead of growing the backlog without limit.
 */
export class RenderQueue {
  private active = 0;
  private arrivals = 0;
  private readonly waiting: Waiting[] = [];

  constructor(
    private readonly limit: number,
    private readonly maxWaiting: number,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`Render limit must be ≥ 1, got ${limit}`);
  }

  async run<T>(cost: number, task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) throw new RenderQueueFullError();
      await new Promise<void>((start) => this.enqueue({ cost, order: this.arrivals++, start }));
    } else {
      this.active += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the cheapest waiting render, so a newcomer cannot slip in between.
      const next = this.waiting.shift();
      if (next) next.start();
      else this.active -= 1;
    }
  }

  /** Keeps `waiting` sorted by cost, then arrival. */
  private enqueue(render: Waiting): void {
    const after = this.waiting.findIndex(
      (other) => other.cost > render.cost || (other.cost === render.cost && other.order > render.order),
    );
    this.waiting.splice(after === -1 ? this.waiting.length : after, 0, render);
  }
}
