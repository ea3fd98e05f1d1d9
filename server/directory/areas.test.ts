import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database';
import { ManualClock } from '../test-support/test-app';
import { nearestCities } from './areas-cities';
import {
  AREA_COUNTS_TTL_MS,
  busiestAreas,
  createDirectoryAreas,
  nearbyAreas,
  type Area,
  type AreaCounts,
  type CountryAreas,
} from './areas';

function area(id: number, name: string, latitude: number, longitude: number): Area {
  return {
    id,
    level: 'department',
    slug: name.toLowerCase(),
    name,
    code: String(id),
    regionId: 1,
    latitude,
    longitude,
  };
}

const RHONE = area(69, 'Rhone', 45.76, 4.84);
const LOIRE = area(42, 'Loire', 45.43, 4.39);
const ISERE = area(38, 'Isere', 45.19, 5.72);
const NORD = area(59, 'Nord', 50.63, 3.06);
const GEOGRAPHY: CountryAreas = {
  level: 'department',
  areas: [ISERE, LOIRE, NORD, RHONE],
  bySlug: new Map(),
  byFormerSlug: new Map(),
  regions: [],
};
const COUNTS: AreaCounts = {
  total: 16,
  byArea: new Map([
    [69, 10],
    [42, 1],
    [59, 5],
  ]),
  byRegion: new Map(),
};

describe('nearbyAreas and busiestAreas', () => {
  it('ranks the other areas with providers by distance, leaving empty ones out', () => {
    expect(nearbyAreas(GEOGRAPHY, COUNTS, RHONE, 5).map(({ area }) => area.name)).toEqual(['Loire', 'Nord']);
    expect(nearbyAreas(GEOGRAPHY, COUNTS, ISERE, 1).map(({ area }) => area.name)).toEqual(['Rhone']);
  });

  it('ranks the areas by their number of providers', () => {
    expect(busiestAreas(GEOGRAPHY, COUNTS, 2).map(({ area, count }) => [area.name, count])).toEqual([
      ['Rhone', 10],
      ['Nord', 5],
    ]);
  });
});

describe('nearestCities', () => {
  it('ranks the cities by distance to the city, itself left out', () => {
    const lyon = { id: 1, slug: 'lyon', name: 'Lyon', postalCode: null, latitude: 45.76, longitude: 4.84 };
    const cities = [
      { id: 2, slug: 'givors', name: 'Givors', latitude: 45.59, longitude: 4.77, count: 9 },
      { id: 1, slug: 'lyon', name: 'Lyon', latitude: 45.76, longitude: 4.84, count: 20 },
      { id: 3, slug: 'villeurbanne', name: 'Villeurbanne', latitude: 45.77, longitude: 4.88, count: 1 },
    ];
    expect(nearestCities(cities, lyon, 5).map((city) => city.slug)).toEqual(['villeurbanne', 'givors']);
  });
});

describe('createDirectoryAreas', () => {
  it('reads the counts again only once they are AREA_COUNTS_TTL_MS old', async () => {
    const statements: string[] = [];
    const db: Queryable = {
      async query<Row>(sql: string): Promise<Row[]> {
        statements.push(sql);
        return [{ region_id: 1, department_id: 69, count: statements.length }] as Row[];
      },
      async exec() {},
    };
    const clock = new ManualClock();
    const areas = createDirectoryAreas(db, clock);
    expect((await areas.countsOf('FR')).total).toBe(1);
    clock.advance(AREA_COUNTS_TTL_MS - 1);
    expect((await areas.countsOf('FR')).total).toBe(1);
    expect((await areas.countsOf('BE')).total).toBe(2);
    clock.advance(1);
    expect((await areas.countsOf('FR')).total).toBe(3);
    expect((await areas.countsOf('FR')).byArea.get(69)).toBe(3);
  });
});
