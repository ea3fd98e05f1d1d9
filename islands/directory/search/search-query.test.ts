import { describe, expect, it } from 'vitest';
import { readSearchQuery, writeSearchQuery, type SearchQuery } from './search-query';

const KNOWN = {
  services: new Set(['full-service', 'day-of-coordination']),
  regions: new Set(['bretagne', 'ile-de-france']),
};

const LYON_PAGE_2: SearchQuery = {
  service: 'full-service',
  region: null,
  city: { id: 4213, name: 'Lyon' },
  page: 2,
};

describe('the search in the URL', () => {
  it('is written as readable parameters and read back as the same search', () => {
    const search = writeSearchQuery('', LYON_PAGE_2);
    expect(search).toBe('service=full-service&city=4213&cityName=Lyon&page=2');
    expect(readSearchQuery(`?${search}`, KNOWN)).toEqual(LYON_PAGE_2);
  });

  it('keeps the page parameter on page 1, so that a search without filters is still a search', () => {
    const everything = { service: null, region: null, city: null, page: 1 };
    const search = writeSearchQuery('', everything);
    expect(search).toBe('page=1');
    expect(readSearchQuery(search, KNOWN)).toEqual(everything);
  });

  it("keeps the page's other parameters and replaces the previous search's", () => {
    const search = writeSearchQuery('?utm_source=mail&region=bretagne&page=4', LYON_PAGE_2);
    expect(new URLSearchParams(search).getAll('utm_source')).toEqual(['mail']);
    expect(readSearchQuery(search, KNOWN)).toEqual(LYON_PAGE_2);
  });

  it('encodes a city name that needs it', () => {
    const query = { ...LYON_PAGE_2, city: { id: 7, name: 'Saint-Étienne & environs' } };
    expect(readSearchQuery(writeSearchQuery('', query), KNOWN)).toEqual(query);
  });

  it('is none when the URL holds no search (the page as first served)', () => {
    expect(readSearchQuery('', KNOWN)).toBeNull();
    expect(readSearchQuery('?utm_source=mail', KNOWN)).toBeNull();
  });

  it('drops what the page does not offer and reads a bad page as the first', () => {
    expect(readSearchQuery('?service=yoga&region=atlantis&city=abc&page=-3', KNOWN)).toEqual({
      service: null,
      region: null,
      city: null,
      page: 1,
    });
    expect(readSearchQuery('?region=bretagne&page=9999', KNOWN)).toEqual({
      service: null,
      region: 'bretagne',
      city: null,
      page: 1,
    });
  });

  it('reads a city without its name as a city with an empty name', () => {
    expect(readSearchQuery('?city=12', KNOWN)?.city).toEqual({ id: 12, name: '' });
  });
});
