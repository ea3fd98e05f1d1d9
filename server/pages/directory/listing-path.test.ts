import { describe, expect, it } from 'vitest';
import { listingPath, parseListingPath } from './listing-path';

describe('parseListingPath', () => {
  it.each([
    ['', { page: 1 }],
    ['page/7', { page: 7 }],
    ['rhone', { areaSlug: 'rhone', page: 1 }],
    ['rhone/page/2', { areaSlug: 'rhone', page: 2 }],
    ['rhone/lyon', { areaSlug: 'rhone', citySlug: 'lyon', page: 1 }],
    [
      'cotes-d-armor/saint-brieuc/page/500',
      { areaSlug: 'cotes-d-armor', citySlug: 'saint-brieuc', page: 500 },
    ],
  ])('reads %j as a listing', (rest, address) => {
    expect(parseListingPath(rest)).toEqual({ kind: 'listing', address });
  });

  it.each([
    ['page/1', { page: 1 }],
    ['page/0003', { page: 3 }],
    ['rhone/', { areaSlug: 'rhone', page: 1 }],
    ['rhone/lyon/page/1', { areaSlug: 'rhone', citySlug: 'lyon', page: 1 }],
  ])('sends %j to its canonical spelling', (rest, address) => {
    expect(parseListingPath(rest)).toEqual({ kind: 'redirect', address });
  });

  it.each(['page/0', 'page/501', 'page/12345', 'page/x', 'a/b/c', 'Rhone', 'rh%C3%B4ne', 'a//b', '-a', 'a-'])(
    'finds nothing at %j',
    (rest) => {
      expect(parseListingPath(rest)).toEqual({ kind: 'notFound' });
    },
  );
});

describe('listingPath', () => {
  it('writes no page 1 and no trailing slash but the root’s', () => {
    expect(listingPath({ page: 1 })).toBe('/wedding-planners/');
    expect(listingPath({ page: 3 })).toBe('/wedding-planners/page/3');
    expect(listingPath({ areaSlug: 'rhone', page: 1 })).toBe('/wedding-planners/rhone');
    expect(listingPath({ areaSlug: 'rhone', citySlug: 'lyon', page: 2 })).toBe(
      '/wedding-planners/rhone/lyon/page/2',
    );
  });

  it('is what parseListingPath reads back', () => {
    for (const address of [
      { page: 4 },
      { areaSlug: 'nord', page: 1 },
      { areaSlug: 'nord', citySlug: 'lille', page: 9 },
    ]) {
      expect(parseListingPath(listingPath(address).slice('/wedding-planners/'.length))).toEqual({
        kind: 'listing',
        address,
      });
    }
  });
});
