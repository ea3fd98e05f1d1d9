import { describe, expect, it } from 'vitest';
import { SingleFlight } from './single-flight';

describe('SingleFlight', () => {
  it('shares one running task between callers of the same id, and runs again once it settled', async () => {
    const flight = new SingleFlight<number>();
    let runs = 0;
    const task = async () => {
      runs += 1;
      const run = runs;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return run;
    };
    expect(await Promise.all([flight.run('a', task), flight.run('a', task), flight.run('b', task)])).toEqual([
      1, 1, 2,
    ]);
    expect(await flight.run('a', task)).toBe(3);
  });

  it('does not remember a failure', async () => {
    const flight = new SingleFlight<string>();
    await expect(flight.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(flight.run('a', () => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
