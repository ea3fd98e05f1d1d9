import { describe, expect, it } from 'vitest';
import { medianRun } from './lighthouse-report';

const run = (performance: number, label: string) => ({
  label,
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
});

describe('medianRun', () => {
  it('keeps the run of the median performance score, whatever the order of the runs', () => {
    expect(medianRun([run(91, 'a'), run(70, 'b'), run(88, 'c'), run(97, 'd'), run(84, 'e')]).label).toBe('c');
    expect(medianRun([run(80, 'only')]).label).toBe('only');
  });

  it('takes the lower middle of an even number of runs, the cautious figure', () => {
    expect(medianRun([run(96, 'a'), run(90, 'b')]).label).toBe('b');
  });

  it('refuses no runs at all', () => {
    expect(() => medianRun([])).toThrow();
  });
});
