import { describe, expect, it } from 'vitest';
import { pageLinks } from './page-links';

describe('the pagination', () => {
  it('offers every page of a short list', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('offers the ends and the neighbours of the current page, with gaps', () => {
    expect(pageLinks(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageLinks(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageLinks(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('shows a single left-out page rather than a gap standing for it', () => {
    expect(pageLinks(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageLinks(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});
