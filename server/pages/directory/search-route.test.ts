import { describe, expect, it } from 'vitest';
import * as directoryApi from '@shared/api/contract/directory';
import { translate } from '@server/i18n/translate';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { insertDirectoryFixture, STAR } from './directory-fixture';
import { headSeo, parsePage } from './read-page';

const NOW = new Date('2026-06-01T10:00:00Z');
const t = freshAppForEachTest(async (db) => void (await insertDirectoryFixture(db, NOW)));

const FORM = 'application/x-www-form-urlencoded';

function search(fields: Record<string, string>, { page = '1', host = 'localhost:3000' } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/search/planners/${page}`,
    headers: { host, 'content-type': FORM },
    payload: new URLSearchParams(fields).toString(),
  });
}

const cardNames = (document: Document) =>
  [...document.querySelectorAll('.directory-card .pp-ui-provider-card__name')].map((name) =>
    name.textContent?.trim(),
  );

describe('POST /search/planners/{page} (the search without JavaScript)', () => {
  it('lists the site’s providers for an empty form, never indexed nor cached', async () => {
    const response = await search({ service: '', region: '', cityName: '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const document = parsePage(response.body);
    expect(headSeo(document).robots).toBe('noindex, follow');
    expect(document.querySelectorAll('.directory-card')).toHaveLength(20);
    expect(document.querySelector('.listing-count')?.textContent).toBe('28 wedding planners inscrits');
  });

  it('carries the filters to the next pages as small forms', async () => {
    const first = parsePage((await search({ cityName: 'lyon' })).body);
    expect(first.querySelector('.listing-count')?.textContent).toBe('26 wedding planners inscrits');
    const next = first.querySelector('.pagination form[action="/search/planners/2"]');
    const hidden = Object.fromEntries(
      [...(next?.querySelectorAll<HTMLInputElement>('input[type="hidden"]') ?? [])].map((input) => [
        input.name,
        input.value,
      ]),
    );
    expect(hidden.cityName).toBe('Lyon');
    expect(hidden.city).toMatch(/^\d+$/);
    const second = parsePage((await search(hidden, { page: '2' })).body);
    expect(second.querySelectorAll('.directory-card')).toHaveLength(6);
    expect(
      second.querySelector<HTMLInputElement>('form.directory-search input[name="cityName"]')?.value,
    ).toBe('Lyon');
  });

  it('filters by service and by region', async () => {
    const byService = parsePage((await search({ service: 'full-service' })).body);
    expect(cardNames(byService)).toEqual([STAR.name]);
    expect(byService.querySelector('select[name="service"] option[selected]')?.getAttribute('value')).toBe(
      'full-service',
    );
    const empty = parsePage((await search({ region: 'hauts-de-france' })).body);
    expect(empty.querySelectorAll('.directory-card')).toHaveLength(0);
    expect(empty.body.textContent).toContain(translate('fr', 'directory.searchNoResult'));
  });

  it('searches each site’s own country, in its language', async () => {
    const belgian = parsePage((await search({ region: 'flanders' }, { host: 'be.localhost:3000' })).body);
    expect(belgian.documentElement.lang).toBe('nl-BE');
    // Gent 2 logged in 200 days ago, Gent 1 never: the more recently active first.
    expect(cardNames(belgian)).toEqual(['Planner gent 2', 'Planner gent 1']);
    const german = parsePage((await search({ cityName: 'münchen' }, { host: 'de.localhost:3000' })).body);
    expect(german.querySelector('.search-problem')?.textContent).toBe(
      translate('de', 'directory.searchCityUnknown'),
    );
    const munich = parsePage((await search({ cityName: 'Munich' }, { host: 'de.localhost:3000' })).body);
    expect(cardNames(munich)).toEqual(['Planner munich 1']);
  });

  it('says what is wrong with a filter it cannot use', async () => {
    const malformed = await search({ service: 'Not a slug!' });
    expect(malformed.statusCode).toBe(400);
    expect(parsePage(malformed.body).querySelector('.search-problem')?.textContent).toBe(
      translate('fr', 'directory.searchInvalid'),
    );
    const unknown = await search({ region: 'bavaria' });
    expect(unknown.statusCode).toBe(400);
    expect(parsePage(unknown.body).querySelector('.search-problem')?.textContent).toBeTruthy();
    const city = await search({ cityName: 'Atlantis' });
    expect(city.statusCode).toBe(200);
    expect(parsePage(city.body).querySelector('.search-problem')?.textContent).toBe(
      translate('fr', 'directory.searchCityUnknown'),
    );
  });

  it.each(['0', 'abc', '2x', '501'])('does not find page %s', async (page) => {
    expect((await search({}, { page })).statusCode).toBe(404);
  });

  it('does not find a page past the last', async () => {
    expect((await search({ service: 'full-service' }, { page: '2' })).statusCode).toBe(404);
  });

  it('accepts urlencoded bodies on this route only: the API stays JSON', async () => {
    const api = await t.app.inject({
      method: 'POST',
      url: directoryApi.searchDirectory.path,
      headers: { host: 'localhost:3000', 'content-type': FORM },
      payload: 'page=1',
    });
    expect(api.statusCode).toBe(415);
  });
});
