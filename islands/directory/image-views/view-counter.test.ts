import { describe, expect, it } from 'vitest';
import { createViewCounter } from './view-counter';

describe('the image view counter', () => {
  it('counts each image once, however often it is seen', () => {
    const counted: number[] = [];
    const countViews = createViewCounter((id) => counted.push(id));
    countViews([3, 5]);
    countViews([3, 5]);
    countViews([5, 8, 8]);
    expect(counted).toEqual([3, 5, 8]);
  });

  it('starts afresh with each counter (each page view)', () => {
    const counted: number[] = [];
    createViewCounter((id) => counted.push(id))([3]);
    createViewCounter((id) => counted.push(id))([3]);
    expect(counted).toEqual([3, 3]);
  });
});
