import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { SITES } from '@shared/sites';
import { seedCatalog } from '../seed/seed-catalog';
import { freshAppForEachTest } from '../test-support/test-app';

const t = freshAppForEachTest(seedCatalog);

async function page(url: string, host: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { host } });
  const document = new JSDOM(response.body).window.document;
  return {
    status: response.statusCode,
    brand: document.querySelector('.site-brand')?.textContent,
    siteName: document.querySelector('meta[property="og:site_name"]')?.getAttribute('content'),
  };
}

describe('the brand of each site (shared/sites/sites.ts)', () => {
  it.each([
    ['/', 'de.localhost:3000', 200],
    ['/wedding-planners/', 'de.localhost:3000', 200],
    ['/cgv/', 'de.localhost:3000', 200],
  ])(
    'names %s on %s by the site’s brand, in the header and as the Open Graph site name',
    async (url, host, status) => {
      expect(await page(url, host)).toEqual({
        status,
        brand: 'Hochzeitsplaner Deutschland',
        siteName: 'Hochzeitsplaner Deutschland',
      });
    },
  );

  it('gives every site its own', async () => {
    expect((await page('/', 'localhost:3000')).brand).toBe(SITES.FR.brand);
    expect((await page('/', 'be.localhost:3000')).brand).toBe('Weddingplanners België');
    expect((await page('/wedding-planner/nobody', 'pt.localhost:3000')).brand).toBe(
      'Wedding planners Portugal',
    );
  });

  it('shows the main site’s on the hosts every country shares', async () => {
    expect((await page('/cgv/', 'projet.localhost:3000')).brand).toBe(SITES.FR.brand);
  });
});
