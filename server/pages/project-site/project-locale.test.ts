import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../seed/seed-catalog';
import { insertCraftedProvider } from '../../test-support/crafted-directory';
import { PROJECT_SITE_HOST } from '../../test-support/project-site-pages';
import { freshAppForEachTest, startTestApp } from '../../test-support/test-app';

const t = freshAppForEachTest(seedCatalog);

/** A page of the project site (or of `headers.host`) as an English browser asks for it, unless told. */
async function get(url: string, headers: Record<string, string> = {}) {
  const answer = await t.app.inject({
    method: 'GET',
    url,
    headers: { host: PROJECT_SITE_HOST, 'accept-language': 'en-GB,en;q=0.9', ...headers },
  });
  return { answer, document: new JSDOM(answer.body).window.document };
}

const propsOf = (document: Document, island: string) =>
  JSON.parse(document.querySelector(`[data-island="${island}"]`)?.getAttribute('data-props') ?? 'null');

const hrefOf = (document: Document, selector: string, text: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>(`${selector} a`)]
    .find((a) => a.textContent?.trim() === text)
    ?.getAttribute('href');

describe('the project site’s locale', () => {
  it('speaks the locale a country site’s link names, remembers it, and assumes its country', async () => {
    const { answer, document } = await get('/register?locale=pt-PT');
    expect(answer.statusCode).toBe(200);
    expect(document.documentElement.lang).toBe('pt-PT');
    expect(propsOf(document, 'project-sign-in')).toEqual({ language: 'pt', country: 'PT', then: 'home' });
    expect(String(answer.headers['set-cookie'])).toMatch(
      /^locale=pt-PT; Max-Age=31536000; Path=\/; SameSite=Lax$/,
    );
  });

  it('then reads the locale cookie’s language and country, over the browser’s language', async () => {
    const { answer, document } = await get('/register', { cookie: 'locale=en-PT' });
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(propsOf(document, 'project-sign-in')).toEqual({ language: 'en', country: 'PT', then: 'home' });
    const search = (await get('/search', { cookie: 'locale=en-PT' })).document;
    expect(propsOf(search, 'directory-search')).toMatchObject({
      language: 'en',
      country: 'PT',
      profileOrigin: 'http://pt.localhost:3000',
    });
    const account = (await get('/account', { cookie: 'locale=fr-BE' })).document;
    expect(propsOf(account, 'account-settings')).toEqual({ language: 'fr', country: 'BE' });
  });

  it('gives a language the named site does not offer that site’s default', async () => {
    const { document } = await get('/register?locale=de-PT');
    expect(propsOf(document, 'project-sign-in')).toMatchObject({ language: 'pt', country: 'PT' });
  });

  it('answers hostile or meaningless locales with the browser’s language, never a server error', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/register?locale=%FF%FE', {}],
      ['/register?locale=zz-ZZ&locale=pt-PT', {}],
      ['/register?locale[]=pt-PT', {}],
      [`/register?locale=${'pt-PT'.repeat(400)}`, {}],
      ['/register', { cookie: 'locale=%E0%A4%A' }],
      ['/register', { cookie: 'locale=ja-JP' }],
      ['/register', { 'accept-language': ';;;q=abc,*' }],
    ];
    for (const [url, headers] of cases) {
      const { answer, document } = await get(url, headers);
      expect(answer.statusCode, url).toBe(200);
      const { language, country } = propsOf(document, 'project-sign-in');
      expect([language, country], `${url} ${JSON.stringify(headers)}`).toEqual(
        headers['accept-language'] ? ['fr', 'FR'] : ['en', 'GB'],
      );
    }
    const remembered = await get('/register?locale=%FF', { cookie: 'locale=en-PT' });
    expect(propsOf(remembered.document, 'project-sign-in'), 'the cookie stands').toMatchObject({
      language: 'en',
      country: 'PT',
    });
  });
});

describe('the project wizard’s country', () => {
  it('keeps the locale of the contact widget’s link on the way to the wizard', async () => {
    const { answer } = await get('/?project=new&prestataire=12&locale=pt-PT');
    expect([answer.statusCode, answer.headers.location]).toEqual([
      302,
      '/projects/new?prestataire=12&locale=pt-PT',
    ]);
  });

  it('is the planner’s the address names, whatever the browser’s language', async () => {
    const lisbon = await insertCraftedProvider(t.db, {
      name: 'Casamentos do Tejo',
      country: 'PT',
      latitude: 38.72,
      longitude: -9.14,
    });
    const { document } = await get(`/projects/new?prestataire=${lisbon}`);
    expect(propsOf(document, 'project-wizard')).toMatchObject({ language: 'en', country: 'PT' });
    const onStep = (
      await get(`/projects/new/event-details?prestataire=${lisbon}`, { cookie: 'locale=fr-FR' })
    ).document;
    expect(propsOf(onStep, 'project-wizard')).toMatchObject({ language: 'fr', country: 'PT' });
  });

  it('stays the page’s for an unknown, unpublished or unreadable planner', async () => {
    const hidden = await insertCraftedProvider(t.db, {
      name: 'Hidden Planner',
      country: 'PT',
      latitude: 38.72,
      longitude: -9.14,
      published: false,
    });
    for (const planner of ['999999', String(hidden), 'abc']) {
      const { answer, document } = await get(`/projects/new?prestataire=${planner}&locale=fr-BE`);
      expect(answer.statusCode).toBe(200);
      expect(propsOf(document, 'project-wizard'), planner).toMatchObject({ language: 'fr', country: 'BE' });
    }
  });
});

describe('the project site’s country and language switch', () => {
  it('is a labelled GET form of every site’s languages grouped by country, the page’s own selected', async () => {
    const { document } = await get('/search', { cookie: 'locale=en-PT' });
    const form = document.querySelector<HTMLFormElement>('header form.locale-switch');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.hasAttribute('action'), 'it reloads the page it is on').toBe(false);
    const select = form?.querySelector('select');
    expect(select?.name).toBe('locale');
    expect(document.querySelector(`label[for="${select?.id}"]`)?.textContent).toBe('Country and language');
    const groups = [...(select?.querySelectorAll('optgroup') ?? [])];
    expect(groups.map((group) => group.label)).toEqual([
      'France',
      'Belgium',
      'United Kingdom',
      'Germany',
      'Italy',
      'Spain',
      'Portugal',
    ]);
    const portugal = groups.at(-1);
    expect(
      [...(portugal?.querySelectorAll('option') ?? [])].map((option) => [
        option.value,
        option.textContent?.trim(),
        option.selected,
      ]),
    ).toEqual([
      ['pt-PT', 'Portugal · Português', false],
      ['en-PT', 'Portugal · English', true],
    ]);
    expect(select?.querySelectorAll('option[selected]')).toHaveLength(1);
    expect(form?.querySelector('button[type="submit"]')?.textContent?.trim()).toBe('Change');
  });

  it('keeps the address’s other parameters (the wizard’s planner) and says the locale was chosen', async () => {
    const { document } = await get('/projects/new?prestataire=12&locale=pt-PT&chosen=1');
    const hidden = [
      ...document.querySelectorAll<HTMLInputElement>('form.locale-switch input[type="hidden"]'),
    ];
    expect(hidden.map((input) => [input.name, input.value])).toEqual([
      ['chosen', '1'],
      ['prestataire', '12'],
    ]);
  });

  it('lists the page’s locale in its country even when that site does not offer it', async () => {
    const { document } = await get('/', { cookie: 'locale=fr-PT' });
    const selected = document.querySelector<HTMLOptionElement>('form.locale-switch option[selected]');
    expect([selected?.value, selected?.parentElement?.getAttribute('label')]).toEqual(['fr-PT', 'Portugal']);
  });

  it('switches the page: its language, its country, the cookie; and a chosen locale goes to the session island', async () => {
    const { answer, document } = await get('/search?locale=de-DE&chosen=1', { cookie: 'locale=en-PT' });
    expect(String(answer.headers['set-cookie'])).toMatch(/^locale=de-DE;/);
    expect(document.querySelector('h1')?.textContent).toBe('Einen Hochzeitsplaner finden');
    expect(propsOf(document, 'directory-search')).toMatchObject({ language: 'de', country: 'DE' });
    expect(propsOf(document, 'project-session')).toEqual({
      language: 'de',
      country: 'DE',
      chosenLocale: 'de-DE',
    });
    const followed = (await get('/search?locale=de-DE')).document;
    expect(propsOf(followed, 'project-session'), 'a link is not a choice').toMatchObject({
      chosenLocale: null,
    });
  });
});

describe('the links of the hosts every country shares', () => {
  it('lead the project site’s directory and guides to the page’s country site', async () => {
    const { document } = await get('/', { cookie: 'locale=en-PT' });
    expect(hrefOf(document, 'footer', 'Directory')).toBe('http://pt.localhost:3000/wedding-planners/');
    expect(hrefOf(document, 'footer', 'Guides')).toBe('http://pt.localhost:3000/guide/list');
    const notFound = await get('/nowhere', { cookie: 'locale=de-DE' });
    expect(notFound.answer.statusCode).toBe(404);
    expect(hrefOf(notFound.document, 'footer', 'Verzeichnis')).toBe(
      'http://de.localhost:3000/wedding-planners/',
    );
    const terms = (await get('/cgv/', { cookie: 'locale=it-IT' })).document;
    expect(hrefOf(terms, 'footer', 'Elenco')).toBe('http://it.localhost:3000/wedding-planners/');
    const favorites = (await get('/favorites', { cookie: 'locale=es-ES' })).document;
    expect(propsOf(favorites, 'favorites-list')).toMatchObject({
      directoryUrl: 'http://es.localhost:3000/wedding-planners/',
      profileOrigin: 'http://es.localhost:3000',
    });
  });

  it('lead the search page without JavaScript to the page’s country directory', async () => {
    const { document } = await get('/search', { cookie: 'locale=en-PT' });
    expect(document.querySelector('[data-island="directory-search"] a')?.getAttribute('href')).toBe(
      'http://pt.localhost:3000/wedding-planners/',
    );
  });

  it('lead the back-office to the provider’s country site, which its link names', async () => {
    const back = (host: string, url: string, headers: Record<string, string> = {}) =>
      get(url, { host, ...headers });
    const home = await back('pro.localhost:3000', '/?locale=pt-PT');
    expect(home.document.documentElement.lang).toBe('pt-PT');
    expect(hrefOf(home.document, 'footer', 'Diretório')).toBe('http://pt.localhost:3000/wedding-planners/');
    const missing = await back('pro.localhost:3000', '/nowhere', { cookie: 'locale=de-DE' });
    expect(missing.answer.statusCode).toBe(404);
    expect(hrefOf(missing.document, 'footer', 'Verzeichnis')).toBe(
      'http://de.localhost:3000/wedding-planners/',
    );
  });

  it('carry the country site’s locale from its pages to the project site and the back-office', async () => {
    const { document } = await get('/', { host: 'pt.localhost:3000' });
    expect(document.querySelector('a.site-header__cta')?.getAttribute('href')).toBe(
      'http://projet.localhost:3000/?locale=pt-PT',
    );
    expect(document.querySelector('a.home-call-link')?.getAttribute('href')).toBe(
      'http://projet.localhost:3000/?project=new&locale=pt-PT',
    );
    const footerLinks = [...document.querySelectorAll('footer a')].map((a) => a.getAttribute('href'));
    expect(footerLinks).toContain('http://projet.localhost:3000/?locale=pt-PT');
    expect(footerLinks).toContain('http://pro.localhost:3000/?locale=pt-PT');
  });
});

describe('the locale cookie behind an https site', () => {
  it('is Secure when the public scheme is https, though the request reached us over http', async () => {
    const secure = await startTestApp({ env: { PUBLIC_SCHEME: 'https' } });
    try {
      const answer = await secure.app.inject({
        method: 'GET',
        url: '/register?locale=pt-PT',
        headers: { host: PROJECT_SITE_HOST },
      });
      expect(String(answer.headers['set-cookie'])).toMatch(/^locale=pt-PT;.*; Secure/);
    } finally {
      await secure.close();
    }
  });
});
