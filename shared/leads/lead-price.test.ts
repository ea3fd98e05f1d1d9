import { describe, expect, it } from 'vitest';
import { leadPrice } from './lead-price';

describe('leadPrice', () => {
  it.each([
    ['full-service', 8_000, 9],
    ['full-service', 5_000, 8],
    ['full-service', 3_000, 7],
    ['full-service', 1_500, 6],
    ['full-service', 0, 5],
    ['full-service', null, 5],
    ['partial-planning', 9_999, 8],
    ['partial-planning', 2_999, 5],
    ['partial-planning', null, 4],
    ['day-of-coordination', 5_000, 6],
    ['day-of-coordination', 1_499, 3],
    [null, 8_000, 7],
    [null, null, 3],
    ['a-service-added-later', 3_000, 5],
  ] as const)('prices %s with a planner budget from %s € at %i credits', (serviceType, min, credits) => {
    expect(leadPrice({ serviceType, plannerBudgetMin: min })).toBe(credits);
  });
});
