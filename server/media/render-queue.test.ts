import { describe, expect, it } from 'vitest';
import { RenderQueue, RenderQueueFullError } from './render-queue';

/** A task the test finishes by hand, recording when it started. */
function heldTask(started: string[], name: string) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const run = async () => {
    started.push(name);
    await done;
  };
  return { run, finish: () => finish() };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('RenderQueue', () => {
  it('runs no more than its limit at once', async () => {
    const queue = new RenderQueue(2, 10);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c'].map((name) => heldTask(started, name));
    const runs = tasks.map((task) => queue.run(1, task.run));
    await turn();
    expect(started).toEqual(['a', 'b']);
    tasks[0]?.finish();
    await turn();
    expect(started).toEqual(['a', 'b', 'c']);
    for (const task of tasks) task.finish();
    await Promise.all(runs);
  });

  it('runs a small render before the big ones that were waiting longer', async () => {
    const queue = new RenderQueue(1, 10);
    const started: string[] = [];
    const running = heldTask(started, 'running');
    const big = ['big 1', 'big 2', 'big 3'].map((name) => heldTask(started, name));
    const small = heldTask(started, 'thumbnail');
    const runs = [queue.run(1, running.run), ...big.map((task) => queue.run(20 * 1200 * 1200, task.run))];
    runs.push(queue.run(160 * 160, small.run));
    await turn();
    running.finish();
    await turn();
    expect(started).toEqual(['running', 'thumbnail']);
    small.finish();
    await turn();
    expect(started.at(-1)).toBe('big 1');
    for (const task of big) task.finish();
    await Promise.all(runs);
    expect(started).toEqual(['running', 'thumbnail', 'big 1', 'big 2', 'big 3']);
  });

  it('refuses a render when its waiting list is full, and runs the others', async () => {
    const queue = new RenderQueue(1, 2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c'].map((name) => heldTask(started, name));
    const runs = tasks.map((task) => queue.run(1, task.run));
    await expect(queue.run(1, async () => undefined)).rejects.toBeInstanceOf(RenderQueueFullError);
    for (const task of tasks) task.finish();
    await Promise.all(runs);
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('frees its slot when a render fails', async () => {
    const queue = new RenderQueue(1, 1);
    await expect(queue.run(1, () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(1, async () => 'next')).toBe('next');
  });
});
