import { describe, expect, it } from 'vitest';
import * as directoryApi from '@shared/api/contract/directory';
import { bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { realGeographyAppForFile, REAL_GEOGRAPHY_HOSTS } from '@server/test-support/real-geography';
import { parsePage } from './read-page';

/**
 * Place names in each site's language on the real gazetteer (docs/product/directory.md#place-names): the
 * listings, their headings and links use the local names and slugs, and the English slugs the sites had
 * before answer 301 to the same page under the new slug.
 */
const HOSTS = REAL_GEOGRAPHY_HOSTS;

const test = realGeographyAppForFile(40);

const get = (url: string, host: string) => test.app.inject({ method: 'GET', url, headers: { host } });

async function redirectOf(url: string, host: string) {
  const response = await get(url, host);
  return { status: response.statusCode, location: response.headers.location };
}

async function page(url: string, host: string): Promise<Document> {
  const response = await get(url, host);
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  return parsePage(response.body);
}

const headingOf = async (url: string, host: string) =>
  (await page(url, host)).querySelector('h1')?.textContent;

describe('place names in the site’s language', () => {
  it('moves the German site’s English slugs to the German ones, the same page below them', async () => {
    expect(await redirectOf('/wedding-planners/bavaria', HOSTS.DE)).toEqual({
      status: 301,
      location: '/wedding-planners/bayern',
    });
    expect(await redirectOf('/wedding-planners/bavaria/munich/page/2', HOSTS.DE)).toEqual({
      status: 301,
      location: '/wedding-planners/bayern/munchen/page/2',
    });
    expect(await redirectOf('/wedding-planners/baden-wurttemberg', HOSTS.DE)).toMatchObject({ status: 200 });
    expect(await redirectOf('/annuaire/bavaria/page/3', HOSTS.DE)).toEqual({
      status: 301,
      location: '/wedding-planners/bayern/page/3',
    });
    expect((await get('/wedding-planners/bavarian', HOSTS.DE)).statusCode).toBe(404);
  });

  it('still takes a region’s former slug in a search, as shared search addresses carry it', async () => {
    const search = (region: string) =>
      callEndpoint(test.app, directoryApi.searchDirectory, { region }, { headers: { host: HOSTS.DE } });
    expect(bodyOf(await search('bavaria'))).toEqual(bodyOf(await search('bayern')));
    expect((await search('bavarian')).status).toBe(400);
    const cities = (region: string) =>
      callEndpoint(
        test.app,
        directoryApi.directoryCities,
        { q: 'mu', region },
        { headers: { host: HOSTS.DE } },
      );
    expect(bodyOf(await cities('bavaria'))).toEqual(bodyOf(await cities('bayern')));
  });

  it('names Bayern in the German listing and on the regions page', async () => {
    expect(await headingOf('/wedding-planners/bayern', HOSTS.DE)).toContain('Bayern');
    const regions = await page('/listDepartement', HOSTS.DE);
    const names = [...regions.querySelectorAll('.area-list a')].map((a) => a.textContent);
    expect(names).toContain('Bayern');
    expect(names).toContain('Baden-Württemberg');
    expect(names).not.toContain('Bavaria');
  });

  it.each([
    ['DE', '/wedding-planners/bayern/munchen', 'München', 'Munich'],
    ['PT', '/wedding-planners/lisboa/lisboa', 'Lisboa', 'Lisbon'],
    ['BE', '/wedding-planners/brussel/brussel', 'Brussel', 'Brussels'],
  ] as const)(
    'names the city in its %s site’s language: %s shows %s',
    async (country, url, local, english) => {
      const document = await page(url, HOSTS[country]);
      expect(document.querySelector('h1')?.textContent).toContain(local);
      expect(document.title).toContain(local);
      expect(document.body.textContent).not.toContain(english);
      expect(document.head.innerHTML).not.toContain(english);
    },
  );

  it('moves a city’s English slug to its local one, in one step from the oldest addresses', async () => {
    for (const [url, host, location] of [
      ['/wedding-planners/bayern/munich', HOSTS.DE, '/wedding-planners/bayern/munchen'],
      ['/wedding-planners/bayern/munich/page/3', HOSTS.DE, '/wedding-planners/bayern/munchen/page/3'],
      ['/annuaire/bavaria/munich', HOSTS.DE, '/wedding-planners/bayern/munchen'],
      ['/wedding-planners/lisbon/lisbon', HOSTS.PT, '/wedding-planners/lisboa/lisboa'],
      ['/wedding-planners/brussel/brussels', HOSTS.BE, '/wedding-planners/brussel/brussel'],
    ] as const) {
      expect(await redirectOf(url, host), url).toEqual({ status: 301, location });
    }
    expect((await get('/wedding-planners/bayern/munichen', HOSTS.DE)).statusCode).toBe(404);
    expect((await get('/wedding-planners/berlin/munich', HOSTS.DE)).statusCode).toBe(404);
  });

  it('offers as region filters only the regions that have planners', async () => {
    for (const [country, host] of Object.entries(HOSTS)) {
      const offered = [
        ...(await page('/wedding-planners/', host)).querySelectorAll('select[name="region"] option'),
      ]
        .map((option) => option.getAttribute('value'))
        .filter((slug) => slug !== '');
      const counts = await test.db.query<{ slug: string; providers: number }>(
        `SELECT regions.slug, count(providers.id)::int AS providers FROM regions
         LEFT JOIN providers ON providers.region_id = regions.id AND providers.published
         WHERE regions.country = $1 GROUP BY regions.slug`,
        [country],
      );
      expect(offered.length, host).toBeGreaterThan(0);
      expect(counts.filter((row) => row.providers === 0).length, host).toBeGreaterThan(0);
      expect(offered.sort(), host).toEqual(
        counts
          .filter((row) => row.providers > 0)
          .map((row) => row.slug)
          .sort(),
      );
    }
  });

  it('gives Portugal its Portuguese names: Lisboa, Açores', async () => {
    expect(await redirectOf('/wedding-planners/lisbon', HOSTS.PT)).toEqual({
      status: 301,
      location: '/wedding-planners/lisboa',
    });
    expect(await redirectOf('/wedding-planners/azores', HOSTS.PT)).toEqual({
      status: 301,
      location: '/wedding-planners/acores',
    });
    expect(await headingOf('/wedding-planners/lisboa', HOSTS.PT)).toContain('Lisboa');
    expect(await headingOf('/wedding-planners/acores', HOSTS.PT)).toContain('Açores');
  });

  it('gives the Dutch Belgian site Dutch region names and the provinces’ own names', async () => {
    const areas = await page('/listDepartement', HOSTS.BE);
    const regions = [...areas.querySelectorAll('.area-group h2')].map((h2) => h2.textContent);
    expect(regions).toEqual(expect.arrayContaining(['Vlaanderen', 'Wallonië', 'Brussel']));
    const provinces = [...areas.querySelectorAll('.area-list a')].map((a) => a.textContent);
    expect(provinces).toEqual(expect.arrayContaining(['Antwerpen', 'West-Vlaanderen', 'Liège']));
    expect(await redirectOf('/wedding-planners/provincie-antwerpen', HOSTS.BE)).toEqual({
      status: 301,
      location: '/wedding-planners/antwerpen',
    });
  });

  it('labels a French department with its number once, its count in words', async () => {
    const areas = await page('/listDepartement', HOSTS.FR);
    const items = [...areas.querySelectorAll('.area-list li')].map((li) =>
      li.textContent?.replace(/\s+/g, ' ').trim(),
    );
    expect(items).toContainEqual(
      expect.stringMatching(/^Bouches-du-Rhône \(13\) \d+ wedding planners? inscrits?$/),
    );
    expect(items.filter((item) => /\(\d+\).*\(\d+\)/.test(item ?? ''))).toEqual([]);
  });

  it('leaves France’s names and slugs as they were', async () => {
    expect(await headingOf('/wedding-planners/bouches-du-rhone', HOSTS.FR)).toContain(
      'Bouches-du-Rhône (13)',
    );
  });
});
