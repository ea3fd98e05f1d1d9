import { describe, expect, it } from 'vitest';
import { RenderQueue, RenderQueueFullError, RenderShareExceededError } from './render-queue';

const THUMBNAIL = 160 * 160;
const BIG_AVIF = 20 * 2000 * 2000;

/**
 * A queue whose renders the test finishes by hand: `send` queues a render named `name` for `client`, `started`
 * lists the renders in the order they started, `finish` ends one.
 */
function heldQueue(limit: number, maxWaiting: number) {
  const queue = new RenderQueue(limit, maxWaiting);
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const runs: Promise<unknown>[] = [];
  return {
    started,
    send(client: string, name: string, cost = 1): Promise<void> {
      const done = new Promise<void>((resolve) => finishers.set(name, resolve));
      const run = queue.run(client, cost, async () => {
        started.push(name);
        await done;
      });
      runs.push(run.catch(() => undefined));
      return run;
    },
    finish(name: string) {
      finishers.get(name)?.();
      return settled();
    },
    async finishAll() {
      for (const finish of finishers.values()) finish();
      await Promise.all(runs);
    },
  };
}

/** Lets every promise callback already due run; no clock is involved. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('RenderQueue', () => {
  it('runs no more than its limit at once', async () => {
    const queue = heldQueue(2, 10);
    void queue.send('a', 'a');
    void queue.send('b', 'b');
    void queue.send('c', 'c');
    await settled();
    expect(queue.started).toEqual(['a', 'b']);
    await queue.finish('a');
    expect(queue.started).toEqual(['a', 'b', 'c']);
    await queue.finishAll();
  });

  it.each([
    [2, 1],
    [3, 2],
    [4, 2],
  ])(
    'with %i slots, runs at most %i renders of one client, so another client’s render starts at once',
    async (limit, share) => {
      const queue = heldQueue(limit, 16);
      for (let n = 1; n <= limit; n++) void queue.send('greedy', `greedy ${n}`);
      void queue.send('visitor', 'thumbnail', THUMBNAIL);
      await settled();
      expect(queue.started).toEqual([
        ...Array.from({ length: share }, (_, n) => `greedy ${n + 1}`),
        'thumbnail',
      ]);
      await queue.finishAll();
    },
  );

  it('lets a client use the only slot when there is one', async () => {
    const queue = heldQueue(1, 4);
    void queue.send('alone', 'render');
    await settled();
    expect(queue.started).toEqual(['render']);
    await queue.finishAll();
  });

  it('refuses a client past its quarter of the waiting line at once, while another client still finds room', async () => {
    const queue = heldQueue(1, 8);
    void queue.send('greedy', 'greedy 1', BIG_AVIF);
    void queue.send('greedy', 'greedy 2', BIG_AVIF);
    void queue.send('greedy', 'greedy 3', BIG_AVIF);
    await expect(queue.send('greedy', 'greedy 4', BIG_AVIF)).rejects.toBeInstanceOf(RenderShareExceededError);
    const thumbnail = queue.send('visitor', 'thumbnail', THUMBNAIL);
    await queue.finish('greedy 1');
    expect(queue.started).toEqual(['greedy 1', 'thumbnail']);
    await queue.finish('thumbnail');
    await expect(thumbnail).resolves.toBeUndefined();
    await queue.finishAll();
    expect(queue.started).toEqual(['greedy 1', 'thumbnail', 'greedy 2', 'greedy 3']);
  });

  it('makes room in a full line for a newcomer: the client with the most renders waiting gives up its costliest', async () => {
    const queue = heldQueue(1, 8);
    void queue.send('greedy 1', 'running', BIG_AVIF);
    const waiting = new Map<string, Promise<void>>();
    for (const client of ['greedy 1', 'greedy 2', 'greedy 3', 'greedy 4']) {
      for (const name of [`${client}.1`, `${client}.2`])
        waiting.set(name, queue.send(client, name, BIG_AVIF));
    }
    const thumbnail = queue.send('visitor', 'thumbnail', THUMBNAIL);
    await expect(waiting.get('greedy 1.2')).rejects.toBeInstanceOf(RenderShareExceededError);
    await queue.finish('running');
    expect(queue.started).toEqual(['running', 'thumbnail']);
    await queue.finish('thumbnail');
    await expect(thumbnail).resolves.toBeUndefined();
    await queue.finishAll();
    expect(queue.started).not.toContain('greedy 1.2');
    expect(queue.started).toHaveLength(2 + 7);
  });

  it('refuses a newcomer when the full line holds no client with two renders more than it', async () => {
    const queue = heldQueue(1, 2);
    void queue.send('a', 'a 1');
    void queue.send('a', 'a 2');
    void queue.send('b', 'b 1');
    await expect(queue.send('c', 'c 1')).rejects.toBeInstanceOf(RenderQueueFullError);
    await queue.finishAll();
    expect(queue.started).toEqual(['a 1', 'b 1', 'a 2']);
  });

  it('gives the next slot to another client than the one whose cheap renders fill the line', async () => {
    const queue = heldQueue(1, 16);
    for (let n = 1; n <= 4; n++) void queue.send('greedy', `greedy ${n}`, THUMBNAIL);
    void queue.send('visitor', 'big', BIG_AVIF);
    await queue.finish('greedy 1');
    expect(queue.started).toEqual(['greedy 1', 'big']);
    await queue.finishAll();
  });

  it('lets clients with renders waiting take one turn each', async () => {
    const queue = heldQueue(1, 16);
    for (const n of [1, 2, 3]) void queue.send('a', `a ${n}`);
    for (const n of [1, 2, 3]) void queue.send('b', `b ${n}`);
    for (const name of ['a 1', 'b 1', 'a 2', 'b 2', 'a 3']) await queue.finish(name);
    expect(queue.started).toEqual(['a 1', 'b 1', 'a 2', 'b 2', 'a 3', 'b 3']);
    await queue.finishAll();
  });

  it('runs a newcomer’s thumbnail before the big renders of clients that have not had their turn yet', async () => {
    const queue = heldQueue(1, 16);
    void queue.send('running', 'running');
    for (const client of ['x', 'y', 'z']) void queue.send(client, `big ${client}`, BIG_AVIF);
    void queue.send('newcomer', 'thumbnail', THUMBNAIL);
    await queue.finish('running');
    expect(queue.started).toEqual(['running', 'thumbnail']);
    await queue.finishAll();
    expect(queue.started).toEqual(['running', 'thumbnail', 'big x', 'big y', 'big z']);
  });

  it('runs a client’s small render before its own big ones that were waiting longer', async () => {
    const queue = heldQueue(1, 16);
    void queue.send('visitor', 'running');
    for (const n of [1, 2, 3]) void queue.send('visitor', `big ${n}`, BIG_AVIF);
    void queue.send('visitor', 'thumbnail', THUMBNAIL);
    await queue.finish('running');
    expect(queue.started).toEqual(['running', 'thumbnail']);
    await queue.finishAll();
    expect(queue.started).toEqual(['running', 'thumbnail', 'big 1', 'big 2', 'big 3']);
  });

  it('frees its slot when a render fails', async () => {
    const queue = new RenderQueue(1, 1);
    await expect(queue.run('a', 1, () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run('a', 1, async () => 'next')).toBe('next');
  });
});
