import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from './concurrency-limit';

describe('ConcurrencyLimit', () => {
  it('never runs more than its limit at once, and runs every task in arrival order', async () => {
    const limit = new ConcurrencyLimit(2);
    let active = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (index: number) => async () => {
      started.push(index);
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 2));
      active -= 1;
      if (index === 3) throw new Error('task 3 fails');
      return index;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5, 6].map((index) => limit.run(task(index))));
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });

  it('refuses a limit below one', () => {
    expect(() => new ConcurrencyLimit(0)).toThrow();
  });
});
