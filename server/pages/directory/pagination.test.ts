import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, null, 10]],
    [6, 40, [1, null, 4, 5, 6, 7, 8, null, 40]],
    [4, 8, [1, 2, 3, 4, 5, 6, null, 8]],
    [40, 40, [1, null, 38, 39, 40]],
  ])('page %i of %i shows %j', (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });
});
