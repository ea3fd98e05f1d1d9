import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, SITES, type CountryCode } from '@shared/sites';
import { SEARCH_FIELDS } from '@shared/islands/search-fields';
import { SERVER_CATALOGS } from '@server/i18n/catalogs';
import { seedGuides, GUIDE_ARTICLES } from '@server/seed/seed-guides';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { insertDirectoryFixture, STAR } from '../directory/directory-fixture';
import { headSeo, parsePage } from '../directory/read-page';
import { HOME_GUIDES } from './home-route';

const NOW = new Date('2026-06-01T10:00:00Z');
const t = freshAppForEachTest(async (db) => {
  await insertDirectoryFixture(db, NOW);
  await seedGuides(db);
});

const HOSTS: Record<CountryCode, string> = {
  FR: 'localhost:3000',
  BE: 'be.localhost:3000',
  GB: 'uk.localhost:3000',
  DE: 'de.localhost:3000',
  IT: 'it.localhost:3000',
  ES: 'es.localhost:3000',
  PT: 'pt.localhost:3000',
};

const get = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });

async function home(country: CountryCode) {
  const response = await get('/', HOSTS[country]);
  expect(response.statusCode).toBe(200);
  return parsePage(response.body);
}

const texts = (document: Document, selector: string) =>
  [...document.querySelectorAll(selector)].map((element) =>
    element.textContent?.replace(/[ \t\n]+/g, ' ').trim(),
  );
const hrefs = (document: Document, selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.getAttribute('href'));

describe('GET / on each country site', () => {
  it.each(COUNTRY_CODES)(
    '%s: speaks the site’s language, with its search, steps and claims',
    async (country) => {
      const language = SITES[country].languages[0];
      const catalog = SERVER_CATALOGS[language];
      const document = await home(country);
      expect(document.documentElement.lang).toBe(SITES[country].defaultLocale);
      expect(texts(document, 'h1')).toEqual([catalog.pages.home.title]);
      expect(document.querySelector('main')?.getAttribute('data-country')).toBe(country);

      const form = document.querySelector('main form');
      expect(form?.getAttribute('method')).toBe('post');
      expect(form?.getAttribute('action')).toBe('/search/planners/1');
      for (const name of [SEARCH_FIELDS.service, SEARCH_FIELDS.region, SEARCH_FIELDS.cityName]) {
        expect(form?.querySelector(`[name="${name}"]`), name).not.toBeNull();
      }
      expect(document.querySelector('[data-island="directory-search"]')).not.toBeNull();

      expect(texts(document, '.home-step h3')).toEqual([
        catalog.pages.home.step1Title,
        catalog.pages.home.step2Title,
        catalog.pages.home.step3Title,
      ]);
      expect(texts(document, 'ul.claims li')).toEqual([
        catalog.pages.home.providers,
        catalog.pages.home.replyTime,
        catalog.pages.home.severalProviders,
        catalog.pages.home.algorithm,
      ]);
      expect(texts(document, '#prices-title')).toEqual([catalog.pages.home.pricesTitle]);
      expect(document.querySelectorAll('.prices li')).toHaveLength(3);
    },
  );

  it.each([
    [
      'FR',
      [
        'Organisation complète : à partir de 4\u202f000\u00a0€',
        'Coordination le jour J : à partir de 1\u202f500\u00a0€',
      ],
    ],
    ['BE', ['Volledige organisatie: vanaf €\u00a04.000', 'Coördinatie op de trouwdag: vanaf €\u00a01.500']],
    ['GB', ['Full wedding planning: from €4,000', 'On-the-day coordination: from €1,500']],
    ['DE', ['Komplette Hochzeitsplanung: ab 4.000\u00a0€', 'Koordination am Hochzeitstag: ab 1.500\u00a0€']],
    [
      'PT',
      [
        'Organização completa: a partir de 4000\u00a0€',
        'Coordenação no dia do casamento: a partir de 1500\u00a0€',
      ],
    ],
  ] as const)('%s: formats the prices for the site’s locale', async (country, [first, last]) => {
    const prices = texts(await home(country), '.prices li');
    expect([prices[0], prices[2]]).toEqual([first, last]);
  });

  it('features the premium and recently active planners with the listings’ card', async () => {
    const document = await home('FR');
    const featured = document.querySelector('.home-featured');
    expect(texts(featured as unknown as Document, '.directory-card .pp-ui-provider-card__name')).toEqual([
      STAR.name,
      'Planner lyon 3',
    ]);
    expect(featured?.querySelector(`a[href="/wedding-planner/${STAR.slug}"]`)).not.toBeNull();
    expect(featured?.querySelector('.pp-ui-badge--premium')).not.toBeNull();
    expect(featured?.querySelector('.home-empty')).toBeNull();
    expect(document.body.innerHTML).not.toContain('Hidden Planner');
  });

  it('says so, with a way to the directory, when a site features nobody', async () => {
    const document = await home('DE');
    const featured = document.querySelector('.home-featured');
    expect(featured?.querySelectorAll('.directory-card')).toHaveLength(0);
    expect(featured?.querySelector('.home-empty')?.textContent).toBe(
      SERVER_CATALOGS.de.pages.home.featuredEmpty,
    );
    expect(hrefs(featured as unknown as Document, 'a')).toEqual(['/wedding-planners/']);
  });

  it('links to the areas with the most planners, and to all of them', async () => {
    const french = await home('FR');
    expect(texts(french, '.home-area-list li')).toEqual(['Rhône (69) (26)', 'Loire (42) (2)']);
    expect(hrefs(french, '.home-area-list a')).toEqual([
      '/wedding-planners/rhone',
      '/wedding-planners/loire',
    ]);
    expect(texts(french, '.home-areas .home-more a')).toEqual(['Voir tous les départements']);
    expect(hrefs(french, '.home-areas .home-more a')).toEqual(['/listDepartement']);
    const german = await home('DE');
    expect(hrefs(german, '.home-area-list a')).toEqual([
      '/wedding-planners/state-of-berlin',
      '/wedding-planners/bavaria',
    ]);
    expect(texts(german, '.home-areas .home-more a')).toEqual(['Alle Bundesländer ansehen']);
  });

  it('links to the site’s newest guides, and to all of them', async () => {
    const newest = [...GUIDE_ARTICLES.PT]
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      .slice(0, HOME_GUIDES);
    const document = await home('PT');
    expect(texts(document, '.home-guide h3')).toEqual(newest.map((guide) => guide.title));
    expect(hrefs(document, '.home-guides .home-more a')).toEqual(['/guide/list']);
  });

  it('says so when a site has no guide yet', async () => {
    await t.db.query('DELETE FROM guides');
    const document = await home('FR');
    expect(document.querySelectorAll('.home-guide')).toHaveLength(0);
    expect(texts(document, '.home-guides .home-empty')).toEqual([SERVER_CATALOGS.fr.directory.guidesEmpty]);
  });

  it('calls couples to start a project and lets planners in, in the site’s locale', async () => {
    const document = await home('IT');
    const calls = [...document.querySelectorAll<HTMLAnchorElement>('.home-call a')];
    expect(calls.map((a) => [a.textContent?.trim(), a.getAttribute('href')])).toEqual([
      ['Inizia il mio progetto', 'http://projet.localhost:3000/?project=new&locale=it-IT'],
      ['Vai all’area fornitori', 'http://pro.localhost:3000/?locale=it-IT'],
    ]);
    expect(calls.map((a) => a.className)).toEqual([
      'pp-ui-button pp-ui-button--primary home-call-link',
      'pp-ui-button pp-ui-button--secondary home-call-link',
    ]);
  });

  it('keeps the head of a page every site has, and names the seven sites in its footer', async () => {
    const document = await home('BE');
    const seo = headSeo(document);
    expect(seo.title).toBe('Vind uw weddingplanner');
    expect(seo.canonical).toBe('http://be.localhost:3000/');
    expect(seo.alternates['de-DE']).toBe('http://de.localhost:3000/');
    expect(seo.alternates['x-default']).toBe('http://localhost:3000/');
    expect(seo.openGraph['og:type']).toBe('website');
    expect(seo.jsonLd).toEqual([]);
    expect(document.querySelector('nav.breadcrumbs')).toBeNull();
    expect(document.querySelector('footer a[hreflang="en-GB"]')?.textContent).toBe('Verenigd Koninkrijk');
  });

  it.each(['FR', 'DE'] as const)('%s: every link on the home answers 200 or a redirect', async (country) => {
    const document = await home(country);
    const links = new Set(hrefs(document, 'a[href]').filter((href): href is string => href !== null));
    expect(links.size).toBeGreaterThan(15);
    for (const link of links) {
      const url = new URL(link, `http://${HOSTS[country]}`);
      const { statusCode } = await get(url.pathname + url.search, url.host);
      expect({ link, ok: statusCode === 200 || (statusCode >= 301 && statusCode <= 308) }).toEqual({
        link,
        ok: true,
      });
    }
  });
});
