import { describe, expect, it } from 'vitest';
import { GUIDE_ARTICLES, seedGuides } from '@server/seed/seed-guides';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { headSeo, jsonLdOfType, parsePage } from '../directory/read-page';

const t = freshAppForEachTest(seedGuides);

const get = (url: string, host = 'localhost:3000') => t.app.inject({ method: 'GET', url, headers: { host } });

describe('GET /guide/list', () => {
  it('lists the site’s guides in its language, newest first', async () => {
    const response = await get('/guide/list');
    expect(response.statusCode).toBe(200);
    const document = parsePage(response.body);
    const titles = [...document.querySelectorAll('.guide-list h2 a')].map((a) => a.textContent);
    expect(titles).toEqual(GUIDE_ARTICLES.FR.map((guide) => guide.title).reverse());
    expect(document.querySelector('.guide-list a')?.getAttribute('href')).toBe(
      '/guide/questions-a-poser-a-un-wedding-planner',
    );
    const seo = headSeo(document);
    expect(seo.alternates['nl-BE']).toBe('http://be.localhost:3000/guide/list');
    expect(seo.robots).toBeNull();
    expect(jsonLdOfType(seo, 'ItemList').numberOfItems).toBe(3);
  });

  it.each([
    ['be.localhost:3000', 'nl-BE', 'BE'],
    ['de.localhost:3000', 'de-DE', 'DE'],
    ['pt.localhost:3000', 'pt-PT', 'PT'],
  ] as const)('on %s, lists that site’s own articles', async (host, lang, country) => {
    const document = parsePage((await get('/guide/list', host)).body);
    expect(document.documentElement.lang).toBe(lang);
    const titles = [...document.querySelectorAll('.guide-list h2 a')].map((a) => a.textContent);
    expect(titles.sort()).toEqual(GUIDE_ARTICLES[country].map((guide) => guide.title).sort());
  });

  it('says so, and is not indexed, when a site has no guide yet', async () => {
    await t.db.query('DELETE FROM guides');
    const document = parsePage((await get('/guide/list')).body);
    expect(document.querySelectorAll('.guide-list li')).toHaveLength(0);
    expect(headSeo(document).robots).toBe('noindex, follow');
  });
});

describe('GET /guide/{slug}', () => {
  it('shows the article with its sanitised body and its JSON-LD', async () => {
    const response = await get('/guide/combien-coute-un-wedding-planner');
    expect(response.statusCode).toBe(200);
    const document = parsePage(response.body);
    expect(document.querySelector('h1')?.textContent).toBe('Combien coûte un wedding planner ?');
    expect(document.querySelectorAll('.guide-body li')).toHaveLength(3);
    expect(document.querySelector('.guide-body script')).toBeNull();
    const seo = headSeo(document);
    expect(seo.canonical).toBe('http://localhost:3000/guide/combien-coute-un-wedding-planner');
    expect(seo.alternates).toEqual({ 'fr-FR': seo.canonical });
    expect(seo.openGraph['og:type']).toBe('article');
    expect(jsonLdOfType(seo, 'Article')).toMatchObject({
      headline: 'Combien coûte un wedding planner ?',
      publisher: { '@type': 'Organization', name: 'Wedding planners France', url: 'http://localhost:3000' },
    });
  });

  it.each([
    ['another site’s article', '/guide/wat-kost-een-weddingplanner'],
    ['an unknown article', '/guide/nothing-here'],
    ['a malformed slug', '/guide/Combien%20co%C3%BBte'],
  ])('does not find %s', async (_case, path) => {
    expect((await get(path)).statusCode).toBe(404);
  });
});

describe('seedGuides', () => {
  it('writes three articles per site once, their bodies reduced to paragraphs and lists', async () => {
    await seedGuides(t.db);
    const rows = await t.db.query<{ country: string; count: number }>(
      'SELECT country, count(*)::int AS count FROM guides GROUP BY country ORDER BY country',
    );
    expect(rows).toEqual(
      ['BE', 'DE', 'ES', 'FR', 'GB', 'IT', 'PT'].map((country) => ({ country, count: 3 })),
    );
    const tags = await t.db.query<{ tag: string }>(
      `SELECT DISTINCT (regexp_matches(body_html, '<([a-z0-9]+)', 'g'))[1] AS tag FROM guides ORDER BY 1`,
    );
    expect(tags.map(({ tag }) => tag)).toEqual(['li', 'p', 'strong', 'ul']);
  });

  it('adds only the missing articles, leaving the others as they are', async () => {
    await t.db.query("UPDATE guides SET title = 'Edited' WHERE country = 'FR'");
    await t.db.query("DELETE FROM guides WHERE country = 'BE'");
    await seedGuides(t.db);
    const rows = await t.db.query<{ country: string; count: number; edited: number }>(
      `SELECT country, count(*)::int AS count, count(*) FILTER (WHERE title = 'Edited')::int AS edited
       FROM guides WHERE country IN ('BE', 'FR') GROUP BY country ORDER BY country`,
    );
    expect(rows).toEqual([
      { country: 'BE', count: 3, edited: 0 },
      { country: 'FR', count: 3, edited: 3 },
    ]);
  });
});
