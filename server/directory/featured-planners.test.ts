import { describe, expect, it } from 'vitest';
import { freshAppForEachTest } from '../test-support/test-app';
import { placeProvider, prepareDirectory } from './directory-fixtures';
import {
  biggestCities,
  cachedFeaturedPlanners,
  featuredPlanners,
  FEATURED_PLANNERS,
  FEATURED_RADIUS_KM,
  FEATURED_TTL_MS,
} from './featured-planners';

const t = freshAppForEachTest(prepareDirectory);
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY_MS);

const featuredNames = async (country: 'FR' | 'DE' = 'FR') =>
  (await featuredPlanners(t.db, country, await biggestCities(t.db, country), t.clock.now())).map(
    (card) => card.name,
  );

describe('featuredPlanners', () => {
  it('features premium and recently active planners near the big cities, premium first', async () => {
    await placeProvider(t.db, { name: 'Active Lyon', city: 'Lyon', kmNorth: 10, lastLoginAt: daysAgo(5) });
    await placeProvider(t.db, {
      name: 'Premium Lyon',
      city: 'Lyon',
      isPremium: true,
      lastLoginAt: daysAgo(200),
    });
    await placeProvider(t.db, { name: 'Active Lille', city: 'Lille', lastLoginAt: daysAgo(1) });
    await placeProvider(t.db, { name: 'Dormant Lyon', city: 'Lyon', lastLoginAt: daysAgo(200) });
    await placeProvider(t.db, { name: 'Never Lyon', city: 'Lyon', lastLoginAt: null });
    await placeProvider(t.db, { name: 'Hidden Lyon', city: 'Lyon', isPremium: true, published: false });
    await placeProvider(t.db, {
      name: 'Premium out of town',
      city: 'Lyon',
      kmNorth: FEATURED_RADIUS_KM + 20,
      isPremium: true,
    });
    // The seventh most populous crafted city of France: not one of the big cities.
    await placeProvider(t.db, {
      name: 'Premium small town',
      city: 'Saint-Étienne-de-Saint-Geoirs',
      isPremium: true,
    });
    await placeProvider(t.db, { name: 'Premium Berlin', city: 'Berlin', isPremium: true });

    expect(await featuredNames()).toEqual(['Premium Lyon', 'Active Lille', 'Active Lyon']);
    expect(await featuredNames('DE')).toEqual(['Premium Berlin']);
  });

  it('takes a few planners around each city, and no more than the home shows', async () => {
    for (const [index, days] of [1, 2, 3, 4].entries()) {
      await placeProvider(t.db, { name: `Lyon ${index + 1}`, city: 'Lyon', lastLoginAt: daysAgo(days) });
    }
    expect(await featuredNames()).toEqual(['Lyon 1', 'Lyon 2']);

    for (const city of ['Lille', 'Saint-Gilles']) {
      for (const n of [1, 2, 3]) {
        await placeProvider(t.db, {
          name: `${city} ${n}`,
          city,
          postalCode: city === 'Saint-Gilles' ? '30800' : undefined,
          lastLoginAt: daysAgo(10 + n),
        });
      }
    }
    await placeProvider(t.db, {
      name: 'Saint-Denis 1',
      city: 'Saint-Denis',
      postalCode: '93200',
      lastLoginAt: daysAgo(30),
    });
    expect(await featuredNames()).toEqual([
      'Lyon 1',
      'Lyon 2',
      'Lille 1',
      'Saint-Gilles 1',
      'Lille 2',
      'Saint-Gilles 2',
    ]);
    expect(FEATURED_PLANNERS).toBe(6);
  });

  it('answers the cards the listings show', async () => {
    await placeProvider(t.db, {
      name: 'Premium Lyon',
      city: 'Lyon',
      isPremium: true,
      lastLoginAt: daysAgo(1),
    });
    const [card] = await featuredPlanners(t.db, 'FR', await biggestCities(t.db, 'FR'), t.clock.now());
    expect(card).toMatchObject({
      name: 'Premium Lyon',
      city: 'Lyon',
      cp: '69',
      profileUrl: '/wedding-planner/premium-lyon',
      isPremium: true,
      hasLoggedInTheLastDays: true,
      excerpt: 'Premium Lyon excerpt',
    });
  });

  it('is read again once its delay has passed, not before', async () => {
    const featured = cachedFeaturedPlanners(t.db, t.clock);
    expect(await featured('FR')).toEqual([]);
    await placeProvider(t.db, { name: 'Premium Lyon', city: 'Lyon', isPremium: true });
    t.clock.advance(FEATURED_TTL_MS - 1);
    expect(await featured('FR')).toEqual([]);
    t.clock.advance(1);
    expect((await featured('FR')).map((card) => card.name)).toEqual(['Premium Lyon']);
  });
});
