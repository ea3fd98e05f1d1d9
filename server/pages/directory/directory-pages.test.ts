import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  directorySearchPropsSchema,
  favoriteButtonPropsSchema,
} from '@shared/islands/directory-island-props';
import { translate } from '@server/i18n/translate';
import { freshAppForEachTest, oneAppForFile, type TestApp } from '@server/test-support/test-app';
import { insertDirectoryFixture, STAR } from './directory-fixture';
import { headSeo, jsonLdOfType, parsePage } from './read-page';

const NOW = new Date('2026-06-01T10:00:00Z');
const withFixture = async (db: Parameters<typeof insertDirectoryFixture>[0]) =>
  void (await insertDirectoryFixture(db, NOW));
// The pages only read: one app on one fixture serves the file, but for the test that writes (its own below).
const shared = oneAppForFile(withFixture);
type RunningApp = Pick<TestApp, 'app' | 'db'>;

const HOSTS = {
  FR: 'localhost:3000',
  BE: 'be.localhost:3000',
  DE: 'de.localhost:3000',
  project: 'projet.localhost:3000',
} as const;
type Site = keyof typeof HOSTS;

const get = (url: string, site: Site = 'FR', method: 'GET' | 'HEAD' = 'GET', on: RunningApp = shared) =>
  on.app.inject({ method, url, headers: { host: HOSTS[site] } });

async function page(url: string, site: Site = 'FR', on: RunningApp = shared) {
  const response = await get(url, site, 'GET', on);
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  const document = parsePage(response.body);
  return { response, document, seo: headSeo(document) };
}

const cardNames = (document: Document) =>
  [...document.querySelectorAll('.directory-card .pp-ui-provider-card__name')].map((name) =>
    name.textContent?.trim(),
  );
const links = (document: Document, selector: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>(selector)].map((a) => [
    a.textContent?.trim(),
    a.getAttribute('href'),
  ]);

describe('listing shapes on three sites', () => {
  it.each([
    // site, path, heading, cards on the page, listing size
    ['FR', '/wedding-planners/', 'Wedding planners en France', 20, 28],
    ['FR', '/wedding-planners/page/2', 'Wedding planners en France', 8, 28],
    ['FR', '/wedding-planners/rhone', 'Wedding planners : Rhône (69)', 20, 26],
    ['FR', '/wedding-planners/rhone/page/2', 'Wedding planners : Rhône (69)', 6, 26],
    ['FR', '/wedding-planners/rhone/lyon', 'Wedding planners à Lyon', 20, 25],
    ['FR', '/wedding-planners/rhone/lyon/page/2', 'Wedding planners à Lyon', 5, 25],
    ['FR', '/wedding-planners/loire/saint-etienne', 'Wedding planners à Saint-Étienne', 2, 2],
    ['BE', '/wedding-planners/', 'Weddingplanners in België', 3, 3],
    [
      'BE',
      '/wedding-planners/provincie-oost-vlaanderen',
      'Weddingplanners in Provincie Oost-Vlaanderen',
      2,
      2,
    ],
    ['BE', '/wedding-planners/bruxelles-capitale/brussels', 'Weddingplanners in Brussels', 1, 1],
    ['DE', '/wedding-planners/', 'Hochzeitsplaner in Deutschland', 3, 3],
    ['DE', '/wedding-planners/state-of-berlin', 'Hochzeitsplaner in State of Berlin', 2, 2],
    ['DE', '/wedding-planners/bavaria/munich', 'Hochzeitsplaner in Munich', 1, 1],
  ] as const)('%s %s', async (site, path, heading, cards, total) => {
    const { document, response } = await page(path, site);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(document.querySelector('h1')?.textContent).toBe(heading);
    expect(document.querySelectorAll('.directory-card')).toHaveLength(cards);
    expect(document.querySelector('.listing-count')?.textContent).toContain(String(total));
    expect(document.documentElement.lang).toBe({ FR: 'fr-FR', BE: 'nl-BE', DE: 'de-DE' }[site]);
  });

  it('lists only the site’s own country, published providers, premium first then most recently active', async () => {
    const { document } = await page('/wedding-planners/rhone/lyon');
    const names = cardNames(document);
    expect(names[0]).toBe(STAR.name);
    expect(names).not.toContain('Hidden Planner');
    // Active 10 days ago (n = 3, 6…) before those who logged in 200 days ago, before those who never did.
    expect(names.slice(1, 4)).toEqual(['Planner lyon 3', 'Planner lyon 6', 'Planner lyon 9']);
    const belgian = await page('/wedding-planners/', 'BE');
    expect(cardNames(belgian.document).every((name) => /gent|brussels/.test(name ?? ''))).toBe(true);
  });

  it('shows an empty area with a noindex and links to the areas that have planners', async () => {
    const { document, seo } = await page('/wedding-planners/nord');
    expect(document.querySelectorAll('.directory-card')).toHaveLength(0);
    expect(document.querySelector('.listing-count')?.textContent).toBe(
      translate('fr', 'directory.countNone'),
    );
    expect(seo.robots).toBe('noindex, follow');
    expect(links(document, '.listing-links a')).toEqual([
      ['Rhône (69)', '/wedding-planners/rhone'],
      ['Loire (42)', '/wedding-planners/loire'],
    ]);
    const german = await page('/wedding-planners/bavaria/nuremberg', 'DE');
    expect(german.seo.robots).toBe('noindex, follow');
    const full = await page('/wedding-planners/rhone');
    expect(full.seo.robots).toBeNull();
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await get('/wedding-planners/rhone', 'FR', 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});

describe('a listing after the directory changes', () => {
  const fresh = freshAppForEachTest(withFixture);

  it('counts a country’s listing from the cached area counts, read again once the directory changes', async () => {
    const count = async () =>
      (await page('/wedding-planners/', 'FR', fresh)).document.querySelector('.listing-count')?.textContent ??
      '';
    expect(await count()).toContain('28');
    expect(await count()).toContain('28');
    await fresh.db.query(
      `UPDATE providers SET published = false WHERE id IN (SELECT id FROM providers WHERE country = 'FR' AND published ORDER BY id LIMIT 2)`,
    );
    expect(await count()).toContain('26');
  });
});

describe('pagination edges and bad parameters', () => {
  it.each([
    ['/wedding-planners', '/wedding-planners/'],
    ['/wedding-planners/page/1', '/wedding-planners/'],
    ['/wedding-planners/rhone/page/1', '/wedding-planners/rhone'],
    ['/wedding-planners/rhone/lyon/page/1', '/wedding-planners/rhone/lyon'],
    ['/wedding-planners/page/02', '/wedding-planners/page/2'],
    ['/wedding-planners/rhone/', '/wedding-planners/rhone'],
    ['/wedding-planners/rhone/lyon/page/2/', '/wedding-planners/rhone/lyon/page/2'],
  ])('%s moves permanently to %s', async (from, to) => {
    const response = await get(from);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  it.each([
    '/wedding-planners/page/3',
    '/wedding-planners/rhone/page/3',
    '/wedding-planners/rhone/lyon/page/3',
    '/wedding-planners/nord/page/2',
    '/wedding-planners/page/0',
    '/wedding-planners/page/abc',
    '/wedding-planners/page/2a',
    '/wedding-planners/page/-1',
    '/wedding-planners/page/1.5',
    '/wedding-planners/page/99999',
    '/wedding-planners/page/501',
    '/wedding-planners/atlantis',
    '/wedding-planners/rhone/paris',
    '/wedding-planners/loire/lyon',
    '/wedding-planners/Rhone',
    '/wedding-planners/rh%C3%B4ne',
    '/wedding-planners/rhone%2Flyon',
    '/wedding-planners/rhone//lyon',
    '/wedding-planners/rhone/lyon/extra',
    '/wedding-planners/rhone/lyon/page/2/more',
    '/wedding-planners/%3Cscript%3E',
  ])('%s is not found, in the site’s language', async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(404);
    expect(parsePage(response.body).querySelector('h1')?.textContent).toBe(
      translate('fr', 'errors.notFoundTitle'),
    );
  });

  it('finds no other country’s area, and says so in the site’s language', async () => {
    const response = await get('/wedding-planners/rhone', 'BE');
    expect(response.statusCode).toBe(404);
    const document = parsePage(response.body);
    expect(document.documentElement.lang).toBe('nl-BE');
    expect(document.querySelector('h1')?.textContent).toBe(translate('nl', 'errors.notFoundTitle'));
    // Germany's areas are its Länder: a Regierungsbezirk is not one.
    expect((await get('/wedding-planners/upper-bavaria', 'DE')).statusCode).toBe(404);
  });

  it('has no directory on the project site', async () => {
    expect((await get('/wedding-planners/', 'project')).statusCode).toBe(404);
    expect((await get('/listDepartement', 'project')).statusCode).toBe(404);
  });
});

describe('legacy /annuaire/ addresses', () => {
  it.each([
    ['/annuaire', '/wedding-planners/'],
    ['/annuaire/', '/wedding-planners/'],
    ['/annuaire/page/2', '/wedding-planners/page/2'],
    ['/annuaire/page/1', '/wedding-planners/'],
    ['/annuaire/rhone', '/wedding-planners/rhone'],
    ['/annuaire/rhone/page/2', '/wedding-planners/rhone/page/2'],
    ['/annuaire/rhone/lyon', '/wedding-planners/rhone/lyon'],
    ['/annuaire/rhone/lyon/page/2', '/wedding-planners/rhone/lyon/page/2'],
  ])('%s moves permanently to %s, which answers', async (from, to) => {
    for (const site of ['FR', 'DE'] as const) {
      const response = await get(from, site);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(to);
    }
    expect((await get(to)).statusCode).toBe(200);
  });

  it.each(['/annuaire/page/abc', '/annuaire/rhone/page/0', '/annuaire/Rhone', '/annuaire/a/b/c'])(
    '%s is not found',
    async (path) => {
      expect((await get(path)).statusCode).toBe(404);
    },
  );
});

describe('a listing’s content', () => {
  it('shows each card as docs/product/provider-card.md#what-a-card-shows describes it', async () => {
    const { document } = await page('/wedding-planners/rhone/lyon');
    const card = document.querySelector('.directory-card');
    expect(card?.querySelector('.pp-ui-provider-card__name a')?.getAttribute('href')).toBe(
      `/wedding-planner/${STAR.slug}`,
    );
    expect(card?.querySelector('.pp-ui-provider-card__place')?.textContent).toBe('Lyon (69)');
    const photo = card?.querySelector('img.pp-ui-provider-card__photo');
    expect(photo?.getAttribute('src')).toBe(`/images/seed/${STAR.slug}.jpg?w=160&h=160`);
    expect([photo?.getAttribute('width'), photo?.getAttribute('height')]).toEqual(['160', '160']);
    const marks = [...(card?.querySelectorAll('.pp-ui-provider-card__marks .pp-ui-badge') ?? [])].map(
      (mark) => [
        mark.querySelector('.pp-ui-badge__anchor')?.textContent,
        document.getElementById(
          mark.querySelector('.pp-ui-badge__anchor')?.getAttribute('aria-describedby') ?? '',
        )?.textContent,
      ],
    );
    expect(marks).toEqual([
      [translate('fr', 'ui.providerCard.premium'), translate('fr', 'ui.providerCard.premiumHint')],
      [
        translate('fr', 'ui.providerCard.recentlyActive'),
        translate('fr', 'ui.providerCard.recentlyActiveHint'),
      ],
    ]);
    const languages = [...(card?.querySelectorAll('.pp-ui-provider-card__languages li') ?? [])].map(
      (item) => [
        item.querySelector('svg.pp-ui-provider-card__flag')?.getAttribute('aria-label'),
        item.getAttribute('title'),
        item.querySelector('svg.pp-ui-provider-card__flag use')?.getAttribute('href'),
      ],
    );
    expect(languages).toEqual([
      ['English', 'English', '#pp-flag-GB'],
      ['Français', 'Français', '#pp-flag-FR'],
    ]);
    for (const flag of ['GB', 'FR']) {
      expect(document.querySelectorAll(`symbol#pp-flag-${flag}`), flag).toHaveLength(1);
    }
    expect(card?.querySelector('.pp-ui-provider-card__excerpt')?.textContent).toBe(STAR.excerpt);
    const heart = card?.querySelector<HTMLElement>('[data-island="favorite-button"]');
    expect(v.parse(favoriteButtonPropsSchema, JSON.parse(heart?.dataset.props ?? ''))).toEqual({
      publicId: STAR.publicId,
      providerName: STAR.name,
      language: 'fr',
      country: 'FR',
    });
  });

  it('paginates with numbered links and a worded previous and next, dimmed and inert where there is none', async () => {
    const step = (document: Document, direction: 'prev' | 'next') => {
      const control = document.querySelector(`.pagination-${direction} a`);
      return {
        text: control?.textContent?.replace(/\s+/g, ' ').trim(),
        href: control?.getAttribute('href') ?? null,
        rel: control?.getAttribute('rel') ?? null,
        disabled: control?.getAttribute('aria-disabled') ?? null,
      };
    };
    const first = await page('/wedding-planners/rhone');
    expect(
      links(first.document, '.pagination a[href]').map(([text, href]) => [text?.replace(/\s+/g, ' '), href]),
    ).toEqual([
      ['2', '/wedding-planners/rhone/page/2'],
      ['Page suivante ›', '/wedding-planners/rhone/page/2'],
    ]);
    expect(step(first.document, 'prev')).toEqual({
      text: '‹ Page précédente',
      href: null,
      rel: null,
      disabled: 'true',
    });
    expect(step(first.document, 'next')).toEqual({
      text: 'Page suivante ›',
      href: '/wedding-planners/rhone/page/2',
      rel: 'next',
      disabled: null,
    });
    expect(first.document.querySelector('.pagination [aria-current="page"]')?.textContent).toBe('1');
    const second = await page('/wedding-planners/rhone/page/2');
    expect(step(second.document, 'prev')).toEqual({
      text: '‹ Page précédente',
      href: '/wedding-planners/rhone',
      rel: 'prev',
      disabled: null,
    });
    expect(step(second.document, 'next')).toEqual({
      text: 'Page suivante ›',
      href: null,
      rel: null,
      disabled: 'true',
    });
    const single = await page('/wedding-planners/loire');
    expect(single.document.querySelector('.pagination')).toBeNull();
  });

  it('links the country to its busiest areas, an area to its cities and neighbours, a city to nearby ones', async () => {
    const country = await page('/wedding-planners/');
    expect(links(country.document, '.listing-links a')).toEqual([
      ['Rhône (69)', '/wedding-planners/rhone'],
      ['Loire (42)', '/wedding-planners/loire'],
    ]);
    const area = await page('/wedding-planners/rhone');
    expect(links(area.document, '.listing-links a')).toEqual([
      ['Lyon', '/wedding-planners/rhone/lyon'],
      ['Villeurbanne', '/wedding-planners/rhone/villeurbanne'],
      ['Loire (42)', '/wedding-planners/loire'],
    ]);
    const city = await page('/wedding-planners/rhone/lyon');
    expect(links(city.document, '.listing-links a')).toEqual([
      ['Villeurbanne', '/wedding-planners/rhone/villeurbanne'],
      ['Loire (42)', '/wedding-planners/loire'],
    ]);
    for (const [, href] of links(city.document, '.listing-links a')) {
      expect((await get(href ?? '')).statusCode).toBe(200);
    }
  });

  it('shows breadcrumbs from the home page down to the listing', async () => {
    const { document } = await page('/wedding-planners/rhone/lyon/page/2');
    expect(links(document, '.breadcrumbs a')).toEqual([
      ['Accueil', '/'],
      [translate('fr', 'directory.directory'), '/wedding-planners/'],
      ['Rhône (69)', '/wedding-planners/rhone'],
      ['Lyon', '/wedding-planners/rhone/lyon'],
      ['Page n° 2', '/wedding-planners/rhone/lyon/page/2'],
    ]);
    expect(document.querySelector('.breadcrumbs [aria-current="page"]')?.textContent).toBe('Page n° 2');
  });

  it('shows the marketing claims and the indicative prices in the site’s format', async () => {
    const { document } = await page('/wedding-planners/', 'BE');
    expect(document.querySelectorAll('.claims li')).toHaveLength(4);
    const prices = [...document.querySelectorAll('.prices li')].map((li) => li.textContent);
    expect(prices).toHaveLength(3);
    expect(prices[0]).toContain('4.000');
  });

  it('offers the search as an island over a form that works without JavaScript', async () => {
    const { document } = await page('/wedding-planners/rhone/lyon');
    const region = document.querySelector<HTMLElement>('[data-island="directory-search"]');
    const props = v.parse(directorySearchPropsSchema, JSON.parse(region?.dataset.props ?? ''));
    expect(props.country).toBe('FR');
    expect(props.regions.map(({ slug, count }) => [slug, count])).toEqual([['auvergne-rhone-alpes', 28]]);
    expect(props.initial?.region).toBe('auvergne-rhone-alpes');
    expect(props.initial?.city?.name).toBe('Lyon');
    const form = region?.querySelector('form');
    expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual([
      'post',
      '/search/planners/1',
    ]);
    const services = [...(form?.querySelectorAll('select[name="service"] option') ?? [])].map((o) =>
      o.getAttribute('value'),
    );
    expect(services).toEqual(['', 'full-service', 'partial-planning', 'day-of-coordination']);
    expect(form?.querySelector('select[name="region"] option[selected]')?.getAttribute('value')).toBe(
      'auvergne-rhone-alpes',
    );
    expect(form?.querySelector<HTMLInputElement>('input[name="cityName"]')?.value).toBe('Lyon');
  });
});

describe('search engines’ view of a listing', () => {
  it('gives each page its canonical address, title and description', async () => {
    const { seo } = await page('/wedding-planners/rhone/page/2');
    expect(seo.canonical).toBe('http://localhost:3000/wedding-planners/rhone/page/2');
    expect(seo.title).toBe('Wedding planners : Rhône (69) (page 2)');
    expect(seo.description).toContain('Rhône (69) : 26 wedding planners inscrits');
    expect(seo.description).toMatch(/\(page 2\)$/);
    expect(seo.prev).toBe('http://localhost:3000/wedding-planners/rhone');
    expect(seo.next).toBeNull();
    expect(seo.openGraph['og:url']).toBe(seo.canonical);
    expect(seo.openGraph['og:locale']).toBe('fr_FR');
    expect(seo.openGraph['og:title']).toBe(seo.title);
  });

  it('names a city with its area in the title and description, and a later page with its number', async () => {
    const first = await page('/wedding-planners/rhone/lyon');
    const second = await page('/wedding-planners/rhone/lyon/page/2');
    expect(first.seo.title).toBe('Wedding planners à Lyon – Rhône (69)');
    expect(first.seo.description).toContain('Lyon – Rhône (69) : 25 wedding planners inscrits');
    expect(second.seo.title).toBe('Wedding planners à Lyon – Rhône (69) (page 2)');
    expect(second.seo.description).toBe(`${first.seo.description} (page 2)`);
  });

  it('names every site’s directory as an alternate of the root, and only itself for an area', async () => {
    const root = await page('/wedding-planners/', 'DE');
    expect(root.seo.canonical).toBe('http://de.localhost:3000/wedding-planners/');
    expect(root.seo.alternates).toEqual({
      'fr-FR': 'http://localhost:3000/wedding-planners/',
      'nl-BE': 'http://be.localhost:3000/wedding-planners/',
      'en-GB': 'http://uk.localhost:3000/wedding-planners/',
      'de-DE': 'http://de.localhost:3000/wedding-planners/',
      'it-IT': 'http://it.localhost:3000/wedding-planners/',
      'es-ES': 'http://es.localhost:3000/wedding-planners/',
      'pt-PT': 'http://pt.localhost:3000/wedding-planners/',
      'x-default': 'http://localhost:3000/wedding-planners/',
    });
    const area = await page('/wedding-planners/state-of-berlin', 'DE');
    expect(area.seo.alternates).toEqual({
      'de-DE': 'http://de.localhost:3000/wedding-planners/state-of-berlin',
    });
    const paged = await page('/wedding-planners/page/2');
    expect(Object.keys(paged.seo.alternates)).toEqual(['fr-FR']);
  });

  it('describes the breadcrumbs and the page’s providers in JSON-LD', async () => {
    const { seo } = await page('/wedding-planners/rhone/page/2');
    expect(jsonLdOfType(seo, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'http://localhost:3000/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: translate('fr', 'directory.directory'),
        item: 'http://localhost:3000/wedding-planners/',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Rhône (69)',
        item: 'http://localhost:3000/wedding-planners/rhone',
      },
      {
        '@type': 'ListItem',
        position: 4,
        name: 'Page n° 2',
        item: 'http://localhost:3000/wedding-planners/rhone/page/2',
      },
    ]);
    const list = jsonLdOfType(seo, 'ItemList');
    expect(list.numberOfItems).toBe(26);
    const items = list.itemListElement as { position: number; url: string }[];
    expect(items.map((item) => item.position)).toEqual([21, 22, 23, 24, 25, 26]);
    expect(items.every((item) => item.url.startsWith('http://localhost:3000/wedding-planner/'))).toBe(true);
  });
});

describe('GET /listDepartement', () => {
  it('lists the French departments by region with their counts, each linked', async () => {
    const { document, seo } = await page('/listDepartement');
    expect(document.querySelector('h1')?.textContent).toBe(translate('fr', 'directory.areasTitleDepartment'));
    expect([...document.querySelectorAll('.area-group h2')].map((h2) => h2.textContent)).toEqual([
      'Auvergne-Rhône-Alpes',
      'Hauts-de-France',
    ]);
    const items = [...document.querySelectorAll('.area-list li')].map((li) =>
      li.textContent?.replace(/\s+/g, ' ').trim(),
    );
    expect(items).toEqual([
      'Loire (42) 2 wedding planners inscrits',
      'Rhône (69) 26 wedding planners inscrits',
      'Nord (59) 0 wedding planner inscrit',
    ]);
    expect(document.querySelector('.area-list a')?.getAttribute('href')).toBe('/wedding-planners/loire');
    expect(seo.alternates['x-default']).toBe('http://localhost:3000/listDepartement');
  });

  it('lists the Länder on the German site and the provinces on the Belgian one', async () => {
    const german = await page('/listDepartement', 'DE');
    expect(german.document.querySelector('h1')?.textContent).toBe('Hochzeitsplaner nach Bundesland');
    expect(links(german.document, '.area-list a')).toEqual([
      ['Bavaria', '/wedding-planners/bavaria'],
      ['State of Berlin', '/wedding-planners/state-of-berlin'],
    ]);
    const belgian = await page('/listDepartement', 'BE');
    expect(links(belgian.document, '.area-list a').map(([, href]) => href)).toEqual([
      '/wedding-planners/bruxelles-capitale',
      '/wedding-planners/provincie-oost-vlaanderen',
    ]);
  });
});
