import { describe, expect, it } from 'vitest';
import * as directoryApi from '@shared/api/contract/directory';
import type { RequestOf } from '@shared/api/endpoint';
import { bodyOf, callEndpoint } from '../test-support/call-endpoint';
import { callJson, freshAppForEachTest } from '../test-support/test-app';
import { AREA_COUNTS_TTL_MS } from './areas';
import { placeProvider, prepareDirectory, regionSlug } from './directory-fixtures';

const t = freshAppForEachTest(prepareDirectory);
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY_MS);

type Search = RequestOf<typeof directoryApi.searchDirectory>;

const search = (input: Search, host = 'localhost:3000', headers: Record<string, string> = {}) =>
  callEndpoint(t.app, directoryApi.searchDirectory, input, { headers: { host, ...headers } });
/** Filters the contract refuses, sent as is. */
const searchRaw = (json: Record<string, unknown>) =>
  callJson(t.app, { method: 'POST', url: directoryApi.searchDirectory.path, json });

async function found(input: Search, host?: string): Promise<string[]> {
  return bodyOf(await search(input, host)).providers.map((card) => card.name);
}

describe('POST /api/directory/ — country', () => {
  it.each([
    ['localhost:3000', 'Lyon planner'],
    ['be.localhost:3000', 'Brussels planner'],
    ['de.localhost:3000', 'Berlin planner'],
    ['uk.localhost:3000', null],
  ])('lists the providers of the host’s country on %s', async (host, expected) => {
    await placeProvider(t.db, { name: 'Lyon planner', city: 'Lyon' });
    await placeProvider(t.db, { name: 'Brussels planner', city: 'Saint-Gilles', postalCode: null });
    await placeProvider(t.db, { name: 'Berlin planner', city: 'Berlin' });
    const body = bodyOf(await search({}, host));
    expect(body.providers.map((card) => card.name)).toEqual(expected ? [expected] : []);
    expect(body).toMatchObject({ total: expected ? 1 : 0, page: 1, pageCount: 1 });
  });

  it('takes the country of the call over the host’s', async () => {
    await placeProvider(t.db, { name: 'Lyon planner', city: 'Lyon' });
    await placeProvider(t.db, { name: 'Berlin planner', city: 'Berlin' });
    expect(await found({ country: 'de' })).toEqual(['Berlin planner']);
    expect(await found({ country: 'FR' }, 'de.localhost:3000')).toEqual(['Lyon planner']);
  });

  it('lists the French site’s providers on the project site and unknown hosts', async () => {
    await placeProvider(t.db, { name: 'Lyon planner', city: 'Lyon' });
    await placeProvider(t.db, { name: 'Berlin planner', city: 'Berlin' });
    expect(await found({}, 'projet.localhost:3000')).toEqual(['Lyon planner']);
    expect(await found({}, '127.0.0.1:3000')).toEqual(['Lyon planner']);
  });

  it('refuses a country that is not one of the seven sites', async () => {
    const { status, body } = await searchRaw({ country: 'US' });
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
  });
});

describe('POST /api/directory/ — order and cards', () => {
  it('puts premium first, then the most recently active, then the oldest account, and hides the unpublished', async () => {
    await placeProvider(t.db, { name: 'Never seen', city: 'Lyon', lastLoginAt: null });
    await placeProvider(t.db, { name: 'Seen last year', city: 'Lyon', lastLoginAt: daysAgo(365) });
    await placeProvider(t.db, {
      name: 'Premium, seen long ago',
      city: 'Lille',
      isPremium: true,
      lastLoginAt: daysAgo(500),
    });
    await placeProvider(t.db, {
      name: 'Seen yesterday',
      city: 'Saint-Denis',
      postalCode: '93200',
      lastLoginAt: daysAgo(1),
    });
    await placeProvider(t.db, { name: 'Also never seen', city: 'Lille', lastLoginAt: null });
    await placeProvider(t.db, { name: 'Unpublished', city: 'Lyon', isPremium: true, published: false });
    expect(await found({})).toEqual([
      'Premium, seen long ago',
      'Seen yesterday',
      'Seen last year',
      'Never seen',
      'Also never seen',
    ]);
  });

  it('answers cards with the public id, the excerpt, two digits of postal code and the activity of the last 90 days', async () => {
    const { publicId } = await placeProvider(t.db, {
      name: 'Atelier Lumière',
      city: 'Lyon',
      excerpt: 'Des mariages qui vous ressemblent…',
      lastLoginAt: daysAgo(89),
      isPremium: true,
      languages: ['fr', 'en'],
      profileImage: 'seed/provider-1.jpg',
    });
    const body = bodyOf(await search({}));
    expect(body.providers).toEqual([
      {
        id: expect.any(Number),
        publicId,
        name: 'Atelier Lumière',
        city: 'Lyon',
        cp: '69',
        profileUrl: expect.stringContaining('atelier-lumiere'),
        profileImage: expect.stringContaining('seed/provider-1.jpg'),
        isPremium: true,
        hasLoggedInTheLastDays: true,
        langues: [
          { iso: 'en', label: 'English' },
          { iso: 'fr', label: 'Français' },
        ],
        excerpt: 'Des mariages qui vous ressemblent…',
      },
    ]);
  });
});

describe('POST /api/directory/ — filters', () => {
  it('keeps the providers offering the service', async () => {
    await placeProvider(t.db, { name: 'Full', city: 'Lyon', services: ['full-service'] });
    await placeProvider(t.db, {
      name: 'Both',
      city: 'Lyon',
      services: ['full-service', 'day-of-coordination'],
    });
    await placeProvider(t.db, { name: 'Day only', city: 'Lille', services: ['day-of-coordination'] });
    expect(await found({ service: 'day-of-coordination' })).toEqual(['Both', 'Day only']);
    expect(await found({ service: 'full-service' })).toEqual(['Full', 'Both']);
    expect(await found({ service: 'partial-planning' })).toEqual([]);
  });

  it('keeps the providers of the region', async () => {
    await placeProvider(t.db, { name: 'Lyon planner', city: 'Lyon' });
    await placeProvider(t.db, { name: 'Saint-Étienne planner', city: 'Saint-Étienne' });
    await placeProvider(t.db, { name: 'Lille planner', city: 'Lille' });
    expect(await found({ region: regionSlug('Auvergne-Rhône-Alpes') })).toEqual([
      'Lyon planner',
      'Saint-Étienne planner',
    ]);
    expect(await found({ region: regionSlug('Hauts-de-France'), service: 'full-service' })).toEqual([]);
  });

  it(`keeps the providers within ${directoryApi.CITY_SEARCH_RADIUS_KM} km of the city, nearest first, of the country only`, async () => {
    const [lyon] = await t.db.query<{ id: number }>("SELECT id FROM cities WHERE name = 'Lyon'");
    await placeProvider(t.db, { name: 'Premium at 30 km', city: 'Lyon', kmNorth: 30, isPremium: true });
    await placeProvider(t.db, { name: 'At 5 km', city: 'Lyon', kmNorth: -5 });
    await placeProvider(t.db, { name: 'At 39 km', city: 'Lyon', kmNorth: 39, services: ['full-service'] });
    await placeProvider(t.db, { name: 'At 41 km', city: 'Lyon', kmNorth: 41 });
    await placeProvider(t.db, { name: 'In the centre', city: 'Lyon', services: ['full-service'] });
    await placeProvider(t.db, { name: 'Saint-Étienne, 50 km away', city: 'Saint-Étienne' });
    await placeProvider(t.db, { name: 'German at 2 km', city: 'Lyon', kmNorth: 2, country: 'DE' });
    expect(await found({ city: lyon?.id })).toEqual([
      'In the centre',
      'At 5 km',
      'Premium at 30 km',
      'At 39 km',
    ]);
    expect(await found({ city: lyon?.id, service: 'full-service' })).toEqual(['In the centre', 'At 39 km']);
    expect(await found({ city: lyon?.id, region: regionSlug('Hauts-de-France') })).toEqual([]);
  });

  it('orders providers of the same place as listings do', async () => {
    const [lille] = await t.db.query<{ id: number }>("SELECT id FROM cities WHERE name = 'Lille'");
    await placeProvider(t.db, { name: 'Plain', city: 'Lille' });
    await placeProvider(t.db, { name: 'Premium', city: 'Lille', isPremium: true });
    expect(await found({ city: lille?.id })).toEqual(['Premium', 'Plain']);
  });

  it.each<[Search, string, string]>([
    [
      { service: 'flower-arranging' },
      'Ce type de prestation n’existe pas.',
      'This service type does not exist.',
    ],
    [
      { region: 'atlantis' },
      'Cette région n’existe pas dans ce pays.',
      'This region does not exist in this country.',
    ],
    [
      { region: 'berlin' },
      'Cette région n’existe pas dans ce pays.',
      'This region does not exist in this country.',
    ],
    [
      { city: 999_999 },
      'Cette ville n’existe pas dans ce pays.',
      'This city does not exist in this country.',
    ],
  ])(
    'answers 400 naming the unknown filter %j, in the caller’s language',
    async (filter, french, english) => {
      await placeProvider(t.db, { name: 'Lyon planner', city: 'Lyon' });
      expect(await search(filter)).toMatchObject({ status: 400, body: { message: french } });
      const inEnglish = await search(filter, 'localhost:3000', { 'accept-language': 'en-GB,en;q=0.9' });
      expect(inEnglish).toMatchObject({ body: { message: english } });
    },
  );

  it('refuses a city of another country than the search’s', async () => {
    const [berlin] = await t.db.query<{ id: number }>("SELECT id FROM cities WHERE name = 'Berlin'");
    expect((await search({ city: berlin?.id })).status).toBe(400);
    expect((await search({ city: berlin?.id }, 'de.localhost:3000')).status).toBe(200);
  });

  it.each([{ service: 'Full Service!' }, { region: '' }, { city: 0 }, { city: 'lyon' }, { city: 1.5 }])(
    'refuses the malformed filter %j with a message',
    async (filter) => {
      const { status, body } = await searchRaw(filter);
      expect(status).toBe(400);
      expect(body.message).toEqual(expect.any(String));
    },
  );
});

describe('POST /api/directory/ — pages', () => {
  const placeMany = async (count: number) => {
    for (let n = 0; n < count; n += 1) {
      await placeProvider(t.db, {
        name: `Planner ${String(n).padStart(2, '0')}`,
        city: 'Lyon',
        lastLoginAt: daysAgo(n),
      });
    }
  };

  it('pages by twenty, the last page holding the rest, a page past the end empty', async () => {
    await placeMany(directoryApi.DIRECTORY_PAGE_SIZE + 3);
    const first = bodyOf(await search({}));
    expect(first).toMatchObject({ total: 23, page: 1, pageCount: 2 });
    expect(first.providers.map((card) => card.name)).toEqual(
      Array.from({ length: 20 }, (_, n) => `Planner ${String(n).padStart(2, '0')}`),
    );
    expect(await found({ page: 2 })).toEqual(['Planner 20', 'Planner 21', 'Planner 22']);
    const past = await search({ page: 3 });
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ providers: [], total: 23, page: 3, pageCount: 2 });
  });

  it('reuses the size of a listing for a while, and counts again after AREA_COUNTS_TTL_MS', async () => {
    await placeMany(3);
    expect((await search({})).body).toMatchObject({ total: 3 });
    await t.db.query("UPDATE providers SET published = false WHERE name = 'Planner 00'");
    expect((await search({})).body).toMatchObject({ total: 3 });
    t.clock.advance(AREA_COUNTS_TTL_MS);
    const fresh = bodyOf(await search({}));
    expect(fresh).toMatchObject({ total: 2 });
    expect(fresh.providers.map((card) => card.name)).toEqual(['Planner 01', 'Planner 02']);
  });

  it('pages a search near a city the same way', async () => {
    await placeMany(directoryApi.DIRECTORY_PAGE_SIZE + 1);
    const [lyon] = await t.db.query<{ id: number }>("SELECT id FROM cities WHERE name = 'Lyon'");
    expect(await found({ city: lyon?.id, page: 2 })).toEqual(['Planner 20']);
    expect((await search({ city: lyon?.id, page: 3 })).body).toMatchObject({ providers: [], total: 21 });
  });

  it('answers an empty first page with one page', async () => {
    expect((await search({ page: 1 })).body).toEqual({ providers: [], total: 0, page: 1, pageCount: 1 });
  });

  it('accepts the page as digits', async () => {
    await placeMany(directoryApi.DIRECTORY_PAGE_SIZE + 1);
    expect(await found({ page: '2' })).toEqual(['Planner 20']);
  });

  it.each([0, -1, '0', 'abc', '2a', 1.5, 501, '99999'])(
    'refuses the page %j with a message',
    async (page) => {
      const { status, body } = await searchRaw({ page });
      expect(status).toBe(400);
      expect(body.message).toEqual(expect.any(String));
    },
  );
});
