import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';

const BACK_OFFICE = 'pro.localhost:3000';
const PAGES = [
  '/',
  '/account',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/profile/social-networks',
];

describe('the back-office’s pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function get(url: string, headers: Record<string, string> = {}) {
    const answer = await t.app.inject({ method: 'GET', url, headers: { host: BACK_OFFICE, ...headers } });
    return { answer, document: new JSDOM(answer.body).window.document };
  }
  const regionOf = (document: Document, island: string) =>
    document.querySelector(`[data-island="${island}"]`);
  const propsOf = (region: Element | null) => JSON.parse(region?.getAttribute('data-props') ?? 'null');

  it('answers each page on the back-office host, kept out of search engines and of caches', async () => {
    for (const path of PAGES) {
      const { answer, document } = await get(path);
      expect({ path, status: answer.statusCode }).toEqual({ path, status: 200 });
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      expect(document.querySelector('a.skip-link')?.getAttribute('href')).toBe('#main');
      expect(document.querySelector('main#main h1')?.textContent).not.toBe('');
      expect(document.querySelector('main [role="status"], main .state--loading')).not.toBeNull();
      expect(regionOf(document, 'back-office-session')?.getAttribute('data-load-on')).toBe('load');
    }
  });

  it('draws a resource’s page from its area: its title, its section, its screen with the texts it reads', async () => {
    const { document } = await get('/profile/social-networks');
    expect(document.querySelector('main h1')?.textContent).toBe('Réseaux sociaux');
    expect(document.querySelector('nav.site-nav a[aria-current="page"]')?.textContent).toBe('Mon profil');
    expect(propsOf(regionOf(document, 'back-office-screen'))).toEqual({
      language: 'fr',
      screen: 'socialNetworks',
      texts: ['back-office-profile'],
    });
  });

  it('lists the pages of a section that has several above the title, the one on show marked', async () => {
    const { document } = await get('/profile/portrait?from=dashboard');
    const links = [...document.querySelectorAll('main nav.section-pages a')].map((link) => [
      link.getAttribute('href'),
      link.textContent?.trim(),
      link.getAttribute('aria-current'),
    ]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['/profile/portrait', 'Portrait et expériences', 'page'],
        ['/profile/languages', 'Langues', null],
        ['/profile/services', 'Prestations', null],
        ['/profile/social-networks', 'Réseaux sociaux', null],
      ]),
    );
    expect((await get('/account')).document.querySelector('nav.section-pages')).toBeNull();
  });

  it('draws the header: the back-office’s name, its sections with the one on show marked, and the sign-in', async () => {
    const { document } = await get('/account');
    expect(document.querySelector('.site-brand')?.textContent).toBe('Espace prestataire');
    const links = [...document.querySelectorAll('nav.site-nav a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Tableau de bord', '/'],
      ['Mon profil', '/profile/portrait'],
      ['Crédits', '/credits'],
      ['Mon compte', '/account'],
    ]);
    expect(links.find((link) => link.getAttribute('aria-current') === 'page')?.textContent).toBe(
      'Mon compte',
    );
    expect(document.querySelector('main h1')?.textContent).toBe('Mon compte');
    expect(document.title).toBe('Mon compte · Espace prestataire');
    const session = regionOf(document, 'back-office-session');
    expect(session?.querySelector('a')?.getAttribute('href')).toBe('/login');
    expect(session?.textContent?.trim()).toBe('Se connecter');
  });

  it('leaves the sign-in out of the header for a request with a session cookie, until its island knows', async () => {
    const { document } = await get('/', { cookie: 'token=abc.def' });
    const session = regionOf(document, 'back-office-session');
    expect(session?.querySelector('a')).toBeNull();
    expect(session?.querySelector('.project-session__pending')).not.toBeNull();
  });

  it('speaks the locale the address names, and leads to that country’s site', async () => {
    const { document } = await get('/register?locale=es-ES');
    expect(document.documentElement.lang).toBe('es-ES');
    expect(document.querySelector('main h1')?.textContent).toBe('Crear una cuenta de proveedor');
    expect(propsOf(regionOf(document, 'back-office-register'))).toEqual({ language: 'es', country: 'ES' });
    const portuguese = await get('/?locale=pt-PT');
    const footerLinks = [...portuguese.document.querySelectorAll('footer a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(footerLinks).toContain('http://pt.localhost:3000/wedding-planners/');
    expect(footerLinks).not.toContain('http://localhost:3000/wedding-planners/');
  });

  it('gives the sign-in the page to come back to, only when it is a page of this host', async () => {
    const back = await get('/login?next=%2Faccount');
    expect(propsOf(regionOf(back.document, 'back-office-login'))).toEqual({
      language: 'fr',
      next: '/account',
    });
    for (const elsewhere of ['//evil.example/account', 'https://evil.example/', '/\\evil.example']) {
      const { document } = await get(`/login?next=${encodeURIComponent(elsewhere)}`);
      expect(propsOf(regionOf(document, 'back-office-login'))).toEqual({ language: 'fr', next: null });
    }
  });

  it('gives the emailed links’ pages their token, and sends their address to no other site', async () => {
    const token = 'a'.repeat(43);
    for (const [path, island] of [
      ['/confirm-email', 'back-office-confirm-email'],
      ['/reset-password', 'back-office-reset-password'],
    ] as const) {
      const { answer, document } = await get(`${path}?token=${token}`);
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(propsOf(regionOf(document, island))).toEqual({ language: 'fr', token });
      const without = await get(path);
      expect(propsOf(regionOf(without.document, island))).toEqual({ language: 'fr', token: null });
    }
  });

  it('gives the dashboard every country site’s origin, where a published profile is', async () => {
    const { document } = await get('/');
    const { siteOrigins } = propsOf(regionOf(document, 'back-office-dashboard'));
    expect(siteOrigins).toMatchObject({ FR: 'http://localhost:3000', BE: 'http://be.localhost:3000' });
    expect(Object.keys(siteOrigins)).toHaveLength(7);
  });

  it('answers the back-office’s own pages nowhere else', async () => {
    for (const host of ['localhost:3000', 'projet.localhost:3000', 'be.localhost:3000']) {
      for (const path of ['/forgot-password', '/reset-password', '/confirm-email', '/login']) {
        const answer = await t.app.inject({ method: 'GET', url: path, headers: { host } });
        expect({ host, path, status: answer.statusCode }).toEqual({ host, path, status: 404 });
      }
    }
  });
});
