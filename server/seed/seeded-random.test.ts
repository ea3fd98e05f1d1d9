import { describe, expect, it } from 'vitest';
import { createSeededRandom } from './seeded-random';

const draws = (seed: number) => {
  const random = createSeededRandom(seed);
  return Array.from({ length: 5 }, () => random.next());
};

describe('createSeededRandom', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    expect(draws(42)).toEqual(draws(42));
    expect(draws(42)).not.toEqual(draws(43));
  });

  it('draws floats in [0, 1) and integers in [0, max)', () => {
    const random = createSeededRandom(7);
    for (let n = 0; n < 1000; n += 1) {
      const value = random.next();
      expect(value >= 0 && value < 1).toBe(true);
      expect(random.int(3)).toBeOneOf([0, 1, 2]);
    }
  });

  it('samples distinct items and never more than there are', () => {
    const random = createSeededRandom(1);
    const sample = random.sample(['a', 'b', 'c', 'd'], 3);
    expect(new Set(sample).size).toBe(3);
    expect(random.sample(['a', 'b'], 5).sort()).toEqual(['a', 'b']);
  });

  it('makes version-4 UUIDs that repeat with the seed', () => {
    const uuid = createSeededRandom(5).uuid();
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(createSeededRandom(5).uuid()).toBe(uuid);
  });
});
