import { JSDOM } from 'jsdom';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventTypesIn } from '../reference/reference-names';
import { seedCatalog } from '../seed/seed-catalog';
import { insertCraftedProvider } from '../test-support/crafted-directory';
import { freshAppForEachTest } from '../test-support/test-app';
import { contactWidgetTag } from './provider-profile/contact-widget-tag';

const DAY_MS = 86_400_000;

let providerId: number;
const t = freshAppForEachTest(seedCatalog);
beforeEach(async () => {
  providerId = await insertCraftedProvider(t.db, {
    name: 'Atelier <Lumière> & "Co"',
    latitude: 45.76,
    longitude: 4.84,
    city: 'Lyon',
    postalCode: '69003',
    isPremium: true,
    lastLoginAt: new Date(t.clock.now().getTime() - 10 * DAY_MS),
    languages: ['fr', 'en'],
    portraitHtml: '<p><strong>Bienvenue</strong> chez nous</p><ul><li>Organisation</li></ul>',
    profileImage: 'seed/provider-1.jpg',
  });
});

const page = (url: string, host = 'localhost:3000', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
const PROFILE = '/wedding-planner/atelier-lumiere-co';

function parse(body: string): Document {
  return new JSDOM(body).window.document;
}

describe('GET /wedding-planner/:slug', () => {
  it('renders the provider in the French site’s language', async () => {
    const response = await page(PROFILE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const document = parse(response.body);
    expect(document.documentElement.lang).toBe('fr-FR');
    expect(document.querySelector('h1')?.textContent).toBe('Atelier <Lumière> & "Co"');
    expect(document.querySelector('.provider-place')?.textContent).toBe('Lyon (69)');
    expect(document.querySelector('.provider-portrait')?.innerHTML).toBe(
      '<p><strong>Bienvenue</strong> chez nous</p><ul><li>Organisation</li></ul>',
    );
    const photo = document.querySelector('img.provider-photo');
    expect(photo?.getAttribute('src')).toBe('/images/seed/provider-1.jpg?w=160&h=160');
    expect(photo?.getAttribute('alt')).toBe('Photo de Atelier <Lumière> & "Co"');
    expect(
      [...document.querySelectorAll('.provider-languages li')].map((li) => li.getAttribute('title')),
    ).toEqual(['English', 'Français']);
    const marks = [...document.querySelectorAll('.provider-header .pp-ui-badge__anchor')].map((mark) =>
      mark.textContent?.trim(),
    );
    expect(marks).toEqual(['Membre Premium', 'Actif récemment']);
    expect(document.querySelector('#contact-title')?.textContent).toBe('Contacter Atelier <Lumière> & "Co"');
  });

  it('escapes what the provider wrote outside the sanitised portrait', async () => {
    const { body } = await page(PROFILE);
    expect(body).toContain('<h1 id="provider-name">Atelier &lt;Lumière&gt; &amp; &quot;Co&quot;</h1>');
    expect(body).not.toContain('<Lumière>');
  });

  it('emits the contact widget tag exactly as the Twig template does', async () => {
    const { body } = await page(PROFILE);
    const eventTypes = eventTypesIn(
      await t.db.query<{ slug: string; name: string }>('SELECT slug, name FROM event_types ORDER BY id'),
      'fr',
    );
    const json = JSON.stringify(eventTypes).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
    expect(body).toContain(
      `<pp-contact-widget data-base-url="http://projet.localhost:3000/" data-provider-id="${providerId}" data-event-types='${json}' data-country="FR" data-locale="fr-FR"></pp-contact-widget>`,
    );
    const widget = parse(body).querySelector('pp-contact-widget');
    expect(JSON.parse(widget?.getAttribute('data-event-types') ?? '')).toEqual(eventTypes);
    expect(json).toContain('Événement d’entreprise');
  });

  it('keeps quotes, apostrophes and markup in event type names inside the attribute', () => {
    const eventTypes = [
      { slug: 'summer', name: `Fête d'été "VIP" <b>` },
      { slug: 'x', name: `' onmouseover='alert(1)` },
    ];
    const tag = contactWidgetTag({
      baseUrl: 'http://p/?a=1&b="2"',
      providerId: 5,
      eventTypes,
      country: 'FR',
      locale: 'fr-FR',
    }).value;
    // No raw apostrophe inside the single-quoted value: it ends where the next attribute starts.
    expect(tag).toMatch(/ data-event-types='[^']*' data-country="FR" /);
    const element = parse(`<body>${tag}</body>`).querySelector('pp-contact-widget');
    expect(element?.getAttributeNames()).toEqual([
      'data-base-url',
      'data-provider-id',
      'data-event-types',
      'data-country',
      'data-locale',
    ]);
    expect(JSON.parse(element?.getAttribute('data-event-types') ?? '')).toEqual(eventTypes);
    expect(element?.getAttribute('data-base-url')).toBe('http://p/?a=1&b="2"');
  });

  it('speaks the language of each country site, whatever the visitor’s browser says', async () => {
    const belgian = parse((await page(PROFILE, 'be.localhost:3000', { 'accept-language': 'en' })).body);
    expect(belgian.documentElement.lang).toBe('nl-BE');
    expect(belgian.querySelector('#languages-title')?.textContent).toBe('Gesproken talen');
    const widget = belgian.querySelector('pp-contact-widget');
    expect(widget?.getAttribute('data-country')).toBe('BE');
    expect(widget?.getAttribute('data-locale')).toBe('nl-BE');
    const british = parse((await page(PROFILE, 'uk.localhost:3000')).body);
    expect(british.querySelector('.provider-header .pp-ui-badge__anchor')?.textContent?.trim()).toBe(
      'Premium member',
    );
  });

  it('gives the widget the event types named in the page’s language, whatever the browser says', async () => {
    const eventTypesOn = async (host: string) => {
      const document = parse((await page(PROFILE, host, { 'accept-language': 'fr-FR' })).body);
      const attribute = document.querySelector('pp-contact-widget')?.getAttribute('data-event-types');
      const types: { slug: string; name: string }[] = JSON.parse(attribute ?? '[]');
      return new Map(types.map(({ slug, name }) => [slug, name]));
    };
    const german = await eventTypesOn('de.localhost:3000');
    expect(german.get('wedding')).toBe('Hochzeit');
    expect(german.get('birthday')).toBe('Geburtstag');
    expect((await eventTypesOn('pt.localhost:3000')).get('wedding')).toBe('Casamento');
    expect((await eventTypesOn('localhost:3000')).get('wedding')).toBe('Mariage');
  });

  it('leaves out the marks, the image and the postal code a provider does not have', async () => {
    await insertCraftedProvider(t.db, { name: 'Plain', latitude: 45, longitude: 4, city: 'Vienne' });
    const document = parse((await page('/wedding-planner/plain')).body);
    expect(document.querySelector('.provider-header .pp-ui-badge')).toBeNull();
    expect(document.querySelector('img.provider-photo')).toBeNull();
    expect(document.querySelector('.provider-place')?.textContent).toBe('Vienne');
  });

  it('answers 404 with a page in the site’s language for an unknown or unpublished provider', async () => {
    await insertCraftedProvider(t.db, { name: 'Hidden', latitude: 45, longitude: 4, published: false });
    for (const url of ['/wedding-planner/nobody', '/wedding-planner/hidden']) {
      const response = await page(url, 'de.localhost:3000');
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(parse(response.body).querySelector('h1')?.textContent).toBe('Seite nicht gefunden');
    }
  });

  it('is a page of the public sites only', async () => {
    expect((await page(PROFILE, 'projet.localhost:3000')).statusCode).toBe(404);
    expect((await page(PROFILE, 'pro.localhost:3000')).statusCode).toBe(404);
  });
});

describe('GET /cgv/', () => {
  it('shows the terms of sale in the site’s language', async () => {
    const response = await page('/cgv/');
    expect(response.statusCode).toBe(200);
    const document = parse(response.body);
    expect(document.querySelector('h1')?.textContent).toBe('Conditions générales de vente');
    expect(document.querySelectorAll('main section').length).toBeGreaterThanOrEqual(5);
    const spanish = parse((await page('/cgv/', 'es.localhost:3000')).body);
    expect(spanish.documentElement.lang).toBe('es-ES');
    expect(spanish.querySelector('h1')?.textContent).toBe('Condiciones generales de venta');
  });

  it('names its canonical address and its versions on the other country sites', async () => {
    const document = parse((await page('/cgv/', 'be.localhost:3000')).body);
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(
      'http://be.localhost:3000/cgv/',
    );
    const alternates = [...document.querySelectorAll('link[rel=alternate][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toContainEqual(['de-DE', 'http://de.localhost:3000/cgv/']);
    expect(alternates).toContainEqual(['x-default', 'http://localhost:3000/cgv/']);
    const projectSite = parse((await page('/cgv/', 'projet.localhost:3000')).body);
    expect(projectSite.querySelector('link[rel=canonical]')).toBeNull();
  });

  it('speaks the visitor’s language on the project site', async () => {
    const response = await page('/cgv/', 'projet.localhost:3000', { 'accept-language': 'it-IT' });
    expect(parse(response.body).querySelector('h1')?.textContent).toBe('Condizioni generali di vendita');
    expect(response.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
  });

  it('redirects the address typed without its trailing slash', async () => {
    const response = await page('/cgv');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/cgv/');
  });
});
