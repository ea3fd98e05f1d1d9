import { describe, expect, it } from 'vitest';
import { SITES, type CountryCode } from '@shared/sites';
import { realGeographyAppForFile, REAL_GEOGRAPHY_HOSTS } from '@server/test-support/real-geography';
import { parsePage } from './read-page';

/**
 * The directory on the real gazetteer (the biggest cities of four countries, whose areas are of both kinds)
 * with the demo seed: every provider is reachable from the departments page, through its area, and every
 * city link answers.
 */
const COUNTRIES = ['FR', 'BE', 'DE', 'PT'] as const satisfies readonly CountryCode[];
const HOSTS = REAL_GEOGRAPHY_HOSTS;

const test = realGeographyAppForFile(120);

async function document(path: string, host: string): Promise<Document> {
  const response = await test.app.inject({ method: 'GET', url: path, headers: { host } });
  expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
  return parsePage(response.body);
}

const countIn = (text: string | null | undefined) => Number((text ?? '').match(/\d+/)?.[0] ?? 0);

describe('an area and a city of the same name', () => {
  it('get different titles and descriptions', async () => {
    const pages = await Promise.all(
      ['/wedding-planners/berlin', '/wedding-planners/berlin/berlin'].map((path) => document(path, HOSTS.DE)),
    );
    const [area, city] = pages.map((page) => ({
      title: page.title,
      description: page.querySelector('meta[name="description"]')?.getAttribute('content'),
    }));
    expect(city?.title).toBe('Hochzeitsplaner in Berlin (Berlin)');
    expect(city?.title).not.toBe(area?.title);
    expect(city?.description).not.toBe(area?.description);
  });
});

describe.each(COUNTRIES)('the %s directory on the real gazetteer', (country) => {
  const host = HOSTS[country];

  it('places every published provider of the country in one area', async () => {
    const [row] = await test.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM providers WHERE country = $1 AND published',
      [country],
    );
    const areasPage = await document('/listDepartement', host);
    const counts = [...areasPage.querySelectorAll('.area-list .link-count')].map((count) =>
      countIn(count.textContent),
    );
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(row?.count);
    expect(row?.count).toBeGreaterThan(0);
  });

  it('lists each area’s providers on its page, and every city it links to answers', async () => {
    const areasPage = await document('/listDepartement', host);
    const populated = [...areasPage.querySelectorAll('.area-list li')]
      .map((li) => ({
        href: li.querySelector('a')?.getAttribute('href') ?? '',
        count: countIn(li.querySelector('.link-count')?.textContent),
      }))
      .filter(({ count }) => count > 0)
      .slice(0, 4);
    expect(populated.length).toBeGreaterThan(0);
    for (const { href, count } of populated) {
      const area = await document(href, host);
      expect(area.documentElement.lang).toBe(SITES[country].defaultLocale);
      expect(area.querySelectorAll('.directory-card')).toHaveLength(Math.min(count, 20));
      const cityLinks = [...area.querySelectorAll('.listing-links a')]
        .map((a) => a.getAttribute('href') ?? '')
        .filter((path) => path.split('/').length === 4);
      let cityTotal = 0;
      for (const path of cityLinks) {
        const city = await document(path, host);
        cityTotal += city.querySelectorAll('.directory-card').length;
      }
      // Germany and Portugal list cities by region: some of a Land's cities may share a name.
      expect(cityTotal).toBeLessThanOrEqual(count);
      if (country === 'FR' || country === 'BE') expect(cityTotal).toBe(count);
    }
  });
});
