import { describe, expect, it } from 'vitest';
import * as directoryApi from '@shared/api/contract/directory';
import type { Endpoint, RequestOf } from '@shared/api/endpoint';
import { bodyOf, callEndpoint } from '../test-support/call-endpoint';
import { callJson, freshAppForEachTest } from '../test-support/test-app';
import { placeProvider, prepareDirectory, regionSlug } from './directory-fixtures';

const t = freshAppForEachTest(prepareDirectory);

const call = <E extends Endpoint>(
  endpoint: E,
  input: RequestOf<E>,
  host = 'localhost:3000',
  headers: Record<string, string> = {},
) => callEndpoint(t.app, endpoint, input, { headers: { host, ...headers } });
/** A query the contract refuses, sent as is. */
const getRaw = (url: string) => callJson(t.app, { method: 'GET', url });

describe('GET /api/directory/services', () => {
  it.each([
    [{}, ['Organisation complète', 'Organisation partielle', 'Coordination du jour J']],
    [
      { 'accept-language': 'en-GB,en;q=0.8' },
      ['Full planning', 'Partial planning', 'On-the-day coordination'],
    ],
    [
      { cookie: 'locale=nl-BE' },
      ['Volledige organisatie', 'Gedeeltelijke organisatie', 'Coördinatie op de dag zelf'],
    ],
  ])('names the service types in the caller’s language (%j)', async (headers, names) => {
    const { services } = bodyOf(await call(directoryApi.directoryServices, {}, 'localhost:3000', headers));
    expect(services).toEqual([
      { slug: 'full-service', name: names[0] },
      { slug: 'partial-planning', name: names[1] },
      { slug: 'day-of-coordination', name: names[2] },
    ]);
  });

  it('keeps the database’s name for a type the catalogs do not know', async () => {
    await t.db.query(
      "INSERT INTO service_types (slug, name) VALUES ('elopement', 'Mariage en petit comité')",
    );
    const { services } = bodyOf(await call(directoryApi.directoryServices, {}));
    expect(services).toContainEqual({ slug: 'elopement', name: 'Mariage en petit comité' });
  });
});

describe('GET /api/directory/regions', () => {
  it('lists the host country’s regions that have published providers, by name, with their count', async () => {
    await placeProvider(t.db, { name: 'Lyon one', city: 'Lyon' });
    await placeProvider(t.db, { name: 'Lyon two', city: 'Saint-Étienne' });
    await placeProvider(t.db, { name: 'Lyon hidden', city: 'Lyon', published: false });
    await placeProvider(t.db, { name: 'Lille one', city: 'Lille' });
    const { regions } = bodyOf(await call(directoryApi.directoryRegions, {}));
    expect(regions).toEqual([
      { slug: 'auvergne-rhone-alpes', name: 'Auvergne-Rhône-Alpes', count: 2 },
      { slug: 'hauts-de-france', name: 'Hauts-de-France', count: 1 },
    ]);
  });

  it.each<[string, RequestOf<typeof directoryApi.directoryRegions>, string[]]>([
    ['be.localhost:3000', {}, ['bruxelles-capitale']],
    ['de.localhost:3000', {}, ['berlin']],
    ['uk.localhost:3000', {}, []],
    ['localhost:3000', { country: 'DE' }, ['berlin']],
  ])('on %s, %j lists that country’s regions', async (host, input, slugs) => {
    await placeProvider(t.db, { name: 'Brussels one', city: 'Saint-Gilles', postalCode: null });
    await placeProvider(t.db, { name: 'Berlin one', city: 'Berlin' });
    const { regions } = bodyOf(await call(directoryApi.directoryRegions, input, host));
    expect(regions.map((region) => region.slug)).toEqual(slugs);
  });

  it('refuses an unknown country', async () => {
    const { status, body } = await getRaw(`${directoryApi.directoryRegions.path}?country=XX`);
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
  });
});

describe('GET /api/directory/cities', () => {
  it('completes a name within the host’s country, biggest first, with id, postal code and area', async () => {
    const { cities } = bodyOf(await call(directoryApi.directoryCities, { q: 'saint e' }));
    const ids = await t.db.query<{ id: number; name: string }>(
      "SELECT id, name FROM cities WHERE name LIKE 'Saint-Étienne%' ORDER BY population DESC",
    );
    expect(cities).toEqual([
      { id: ids[0]?.id, name: 'Saint-Étienne', postalCode: '42000', area: 'Loire' },
      { id: ids[1]?.id, name: 'Saint-Étienne-de-Saint-Geoirs', postalCode: '38590', area: 'Isère' },
    ]);
  });

  it.each<[string, RequestOf<typeof directoryApi.directoryCities>, string[]]>([
    ['localhost:3000', { q: 'saint d' }, ['Saint-Denis', 'Saint-Denis']],
    ['be.localhost:3000', { q: 'saint' }, ['Saint-Gilles']],
    ['de.localhost:3000', { q: 'saint' }, []],
    ['localhost:3000', { q: 'saint', country: 'BE' }, ['Saint-Gilles']],
    ['localhost:3000', { q: 'saint', region: regionSlug('Occitanie') }, ['Saint-Gilles']],
    ['localhost:3000', { q: 'saint', region: regionSlug('La Réunion') }, ['Saint-Denis']],
  ])('on %s, %j keeps the cities of the country and region', async (host, input, names) => {
    const { cities } = bodyOf(await call(directoryApi.directoryCities, input, host));
    expect(cities.map((city) => city.name)).toEqual(names);
  });

  it('refuses a region of another country', async () => {
    const answer = await call(directoryApi.directoryCities, {
      q: 'saint',
      region: regionSlug('Bruxelles-Capitale'),
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'Cette région n’existe pas dans ce pays.' },
    });
  });

  it.each(['', '?q=', '?q=%20%20', `?q=${'a'.repeat(81)}`, '?q=lyon&country=US'])(
    'refuses %s with a message',
    async (query) => {
      const { status, body } = await getRaw(`${directoryApi.directoryCities.path}${query}`);
      expect(status).toBe(400);
      expect(body.message).toEqual(expect.any(String));
    },
  );
});
