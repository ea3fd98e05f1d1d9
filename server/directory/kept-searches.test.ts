import { describe, expect, it, vi } from 'vitest';
import * as directoryApi from '@shared/api/contract/directory';
import type { RequestOf } from '@shared/api/endpoint';
import { bodyOf, callEndpoint } from '../test-support/call-endpoint';
import { freshAppForEachTest } from '../test-support/test-app';
import { placeProvider, prepareDirectory, regionSlug } from './directory-fixtures';

const t = freshAppForEachTest(prepareDirectory);
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const search = async (input: RequestOf<typeof directoryApi.searchDirectory>) =>
  bodyOf(
    await callEndpoint(t.app, directoryApi.searchDirectory, input, { headers: { host: 'localhost:3000' } }),
  );
const names = async (input: RequestOf<typeof directoryApi.searchDirectory>) =>
  (await search(input)).providers.map((card) => card.name);

/** A write through the database, not the app: what another instance, a script or SQL by hand does. */
const change = (sql: string, parameters: unknown[] = []) => t.db.query(sql, parameters as never[]);

describe('directory searches kept in memory', () => {
  it('answers a search asked before with one query, the directory version', async () => {
    await placeProvider(t.db, { name: 'Lyon planner', city: 'Lyon', services: ['full-service'] });
    const first = await search({ service: 'full-service' });
    const query = vi.spyOn(t.db, 'query');
    try {
      expect(await search({ service: 'full-service' })).toEqual(first);
      expect(query).toHaveBeenCalledTimes(1);
      expect(String(query.mock.calls[0]?.[0])).toContain('directory_version');
    } finally {
      query.mockRestore();
    }
  });

  it('shows a change written elsewhere at once: a card, a service, a region’s former slug', async () => {
    const { id } = await placeProvider(t.db, { name: 'Lyon planner', city: 'Lyon' });
    const [lyon] = await t.db.query<{ id: number }>("SELECT id FROM cities WHERE name = 'Lyon'");
    expect(await names({ city: lyon?.id })).toEqual(['Lyon planner']);
    await change('UPDATE providers SET name = $1 WHERE id = $2', ['Atelier Soleil', id]);
    expect(await names({ city: lyon?.id })).toEqual(['Atelier Soleil']);

    // Near a city, where a search counts its own total (a country's comes from the cached counts).
    const partial = { city: lyon?.id, service: 'partial-planning' };
    expect(await names(partial)).toEqual([]);
    await change(
      `INSERT INTO provider_services (provider_id, service_type_id)
       SELECT $1, id FROM service_types WHERE slug = 'partial-planning'`,
      [id],
    );
    expect(await names(partial)).toEqual(['Atelier Soleil']);

    // A former slug moved to another region: searches by it follow.
    await change(
      `INSERT INTO region_slug_aliases (country, slug, region_id)
       SELECT country, 'old-north', id FROM regions WHERE slug = $1`,
      [regionSlug('Hauts-de-France')],
    );
    const former = { region: 'old-north' };
    expect(await names(former)).toEqual([]);
    await change(
      "UPDATE region_slug_aliases SET region_id = (SELECT id FROM regions WHERE slug = $1) WHERE slug = 'old-north'",
      [regionSlug('Auvergne-Rhône-Alpes')],
    );
    expect(await names(former)).toEqual(['Atelier Soleil']);
  });

  it('drops a card’s "recently active" mark when it ends with time alone, without any change', async () => {
    const { id } = await placeProvider(t.db, { name: 'Lyon planner', city: 'Lyon' });
    await change('UPDATE providers SET last_login_at = $1 WHERE id = $2', [
      new Date(t.clock.now().getTime() - 90 * DAY_MS + MINUTE_MS).toISOString(),
      id,
    ]);
    expect((await search({})).providers[0]?.hasLoggedInTheLastDays).toBe(true);
    // Sooner than the counts' age would expire it.
    t.clock.advance(MINUTE_MS + 1);
    expect((await search({})).providers[0]?.hasLoggedInTheLastDays).toBe(false);
  });
});
