import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, LOCAL_SITE_DOMAINS } from '@shared/sites';
import { siteUrls } from '@server/hosts';
import { breadcrumbsNav } from './breadcrumbs';
import { siteFooter } from './site-footer';
import { siteHeader } from './site-header';

const urls = siteUrls({
  siteDomains: LOCAL_SITE_DOMAINS,
  projectHost: 'projet.localhost',
  backOfficeHost: 'pro.localhost',
  port: 3000,
});

function fragment(markup: { toString(): string }): DocumentFragment {
  return JSDOM.fragment(String(markup));
}

/** Each link of a part of the page as text → address, whitespace collapsed. */
function links(root: ParentNode | null | undefined): [string, string | null][] {
  return [...(root?.querySelectorAll('a') ?? [])].map((a) => [
    a.textContent?.replace(/\s+/g, ' ').trim() ?? '',
    a.getAttribute('href'),
  ]);
}

describe('siteHeader', () => {
  const header = fragment(
    siteHeader({ country: 'DE', language: 'de', locale: 'de-DE' }, urls, 'Hochzeitsplaner'),
  );

  it('skips to the content first, then names the brand, linked to the home', () => {
    expect(links(header).slice(0, 2)).toEqual([
      ['Zum Inhalt springen', '#main'],
      ['Hochzeitsplaner', '/'],
    ]);
  });

  it('leads to the directory, its areas, the guides, the planners’ space and the project site, the last two in the site’s locale', () => {
    expect(links(header.querySelector('nav.site-nav'))).toEqual([
      ['Verzeichnis', '/wedding-planners/'],
      ['Bundesländer', '/listDepartement'],
      ['Ratgeber', '/guide/list'],
      ['Für Hochzeitsplaner', 'http://pro.localhost:3000/?locale=de-DE'],
    ]);
    const start = header.querySelector('a.site-header__cta');
    expect(start?.className).toBe('pp-ui-button pp-ui-button--primary site-header__cta');
    expect([start?.textContent, start?.getAttribute('href')]).toEqual([
      'Projekt starten',
      'http://projet.localhost:3000/?locale=de-DE',
    ]);
  });

  it('folds the navigation into a menu that opens without JavaScript', () => {
    const menu = header.querySelector('details.site-menu');
    expect(menu?.querySelector(':scope > summary')?.textContent?.trim()).toBe('Menü');
    expect(menu?.querySelector('nav.site-nav')).not.toBeNull();
    expect(menu?.querySelector('.site-switcher')).not.toBeNull();
  });

  it('calls the areas departments on the French site', () => {
    const french = fragment(
      siteHeader({ country: 'FR', language: 'fr', locale: 'fr-FR' }, urls, 'Wedding planners'),
    );
    expect(links(french.querySelector('nav.site-nav'))[1]).toEqual(['Départements', '/listDepartement']);
  });
});

describe('the country switcher', () => {
  const switcher = fragment(
    siteHeader({ country: 'BE', language: 'nl', locale: 'nl-BE' }, urls, 'Wedding planners'),
  ).querySelector('details.site-switcher');

  it('is a details element whose summary names the current site in its language', () => {
    expect(switcher?.querySelector(':scope > summary')?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'Land en taal: België · Nederlands',
    );
  });

  it('lists the seven sites, each named in its own language and marked with it', () => {
    const items = [...(switcher?.querySelectorAll('li a') ?? [])];
    expect(items).toHaveLength(COUNTRY_CODES.length);
    expect(
      items.map((a) => [
        a.textContent,
        a.getAttribute('href'),
        a.getAttribute('hreflang'),
        a.getAttribute('lang'),
      ]),
    ).toEqual([
      ['France · Français', 'http://localhost:3000/', 'fr-FR', 'fr'],
      ['België · Nederlands', 'http://be.localhost:3000/', 'nl-BE', 'nl'],
      ['United Kingdom · English', 'http://uk.localhost:3000/', 'en-GB', 'en'],
      ['Deutschland · Deutsch', 'http://de.localhost:3000/', 'de-DE', 'de'],
      ['Italia · Italiano', 'http://it.localhost:3000/', 'it-IT', 'it'],
      ['España · Español', 'http://es.localhost:3000/', 'es-ES', 'es'],
      ['Portugal · Português', 'http://pt.localhost:3000/', 'pt-PT', 'pt'],
    ]);
    expect(items.filter((a) => a.hasAttribute('aria-current')).map((a) => a.textContent)).toEqual([
      'België · Nederlands',
    ]);
  });
});

describe('siteFooter', () => {
  it('names the sites in the page’s language and leads to every host and the terms, not to the demo pages', () => {
    const footer = fragment(siteFooter(urls, { language: 'it', lang: 'it-IT' }));
    expect(footer.querySelector('nav')?.getAttribute('aria-label')).toBe('Piè di pagina');
    expect(links(footer)).toEqual([
      ['Elenco', '/wedding-planners/'],
      ['Guide', '/guide/list'],
      ['Il mio progetto di matrimonio', 'http://projet.localhost:3000/?locale=it-IT'],
      ['Area fornitori', 'http://pro.localhost:3000/?locale=it-IT'],
      ['Francia', 'http://localhost:3000/'],
      ['Belgio', 'http://be.localhost:3000/'],
      ['Regno Unito', 'http://uk.localhost:3000/'],
      ['Germania', 'http://de.localhost:3000/'],
      ['Italia', 'http://it.localhost:3000/'],
      ['Spagna', 'http://es.localhost:3000/'],
      ['Portogallo', 'http://pt.localhost:3000/'],
      ['Condizioni generali di vendita', '/cgv/'],
    ]);
    expect(footer.querySelector('a[href="http://be.localhost:3000/"]')?.getAttribute('hreflang')).toBe(
      'nl-BE',
    );
  });

  it('leads to a country site’s directory from a host without one', () => {
    const footer = fragment(siteFooter(urls, { language: 'fr', lang: 'fr-FR' }, 'http://localhost:3000'));
    expect(links(footer).slice(0, 2)).toEqual([
      ['Annuaire', 'http://localhost:3000/wedding-planners/'],
      ['Conseils', 'http://localhost:3000/guide/list'],
    ]);
  });
});

describe('breadcrumbsNav', () => {
  it('lists the steps in order, the last one the current page', () => {
    const nav = fragment(
      breadcrumbsNav('en', [
        { name: 'Home', path: '/' },
        { name: 'Directory', path: '/wedding-planners/' },
        { name: 'Lyon', path: '/wedding-planners/lyon' },
      ]),
    ).querySelector('nav');
    expect(nav?.getAttribute('aria-label')).toBe('You are here');
    expect(links(nav)).toEqual([
      ['Home', '/'],
      ['Directory', '/wedding-planners/'],
      ['Lyon', '/wedding-planners/lyon'],
    ]);
    expect(nav?.querySelector('[aria-current="page"]')?.textContent).toBe('Lyon');
  });
});
