import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as referenceApi from '@shared/api/contract/reference';
import { callEndpoint } from '../test-support/call-endpoint';
import { startTestApp, type TestApp } from '../test-support/test-app';

const HOSTS = {
  france: 'localhost:3000',
  belgium: 'be.localhost:3000',
  project: 'projet.localhost:3000',
  backOffice: 'pro.localhost:3000',
  unknown: 'evil.example',
} as const;

const heading = (body: string) => new JSDOM(body).window.document.querySelector('h1')?.textContent;

describe('routes grouped by host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, host: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it('serves / differently on each host, and the French site on a host nobody claims', async () => {
    expect(heading((await get('/', HOSTS.france)).body)).toBe('Trouvez votre wedding planner');
    expect(heading((await get('/', HOSTS.belgium)).body)).toBe('Vind uw weddingplanner');
    expect(heading((await get('/', HOSTS.project)).body)).toBe('Bienvenue sur votre projet de mariage');
    expect(heading((await get('/', HOSTS.backOffice)).body)).toBe('Tableau de bord');
    expect(heading((await get('/', HOSTS.unknown)).body)).toBe('Trouvez votre wedding planner');
    expect(heading((await get('/', '127.0.0.1:3000')).body)).toBe('Trouvez votre wedding planner');
  });

  it('answers HEAD on each host’s own routes', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/', headers: { host: HOSTS.backOffice } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-store');
  });

  it('gives a browser the host’s not-found page for a page of another host, in the host’s language', async () => {
    const browser = { accept: 'text/html,application/xhtml+xml', 'accept-language': 'de-DE' };
    const onProject = await get('/wedding-planners/', HOSTS.project, browser);
    expect(onProject.statusCode).toBe(404);
    expect(onProject.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(onProject.headers.vary).toBe('Cookie, Accept-Language');
    expect(heading(onProject.body)).toBe('Seite nicht gefunden');
    const onBelgium = await get('/no-such-page', HOSTS.belgium, browser);
    expect(onBelgium.statusCode).toBe(404);
    expect(heading(onBelgium.body)).toBe('Pagina niet gevonden');
  });

  it('answers an unknown path on every host with that host’s HTML not-found page, whatever the client accepts', async () => {
    const cases = [
      { host: HOSTS.france, title: 'Page introuvable', lang: 'fr-FR', home: 'Retour à l’accueil' },
      {
        host: HOSTS.belgium,
        title: 'Pagina niet gevonden',
        lang: 'nl-BE',
        home: 'Terug naar de startpagina',
      },
      {
        host: 'de.localhost:3000',
        title: 'Seite nicht gefunden',
        lang: 'de-DE',
        home: 'Zurück zur Startseite',
      },
      {
        host: 'pt.localhost:3000',
        title: 'Página não encontrada',
        lang: 'pt-PT',
        home: 'Voltar à página inicial',
      },
      { host: HOSTS.project, title: 'Page introuvable', lang: 'fr-FR', home: 'Retour à l’accueil' },
      { host: HOSTS.backOffice, title: 'Page introuvable', lang: 'fr-FR', home: 'Retour à l’accueil' },
      { host: HOSTS.unknown, title: 'Page introuvable', lang: 'fr-FR', home: 'Retour à l’accueil' },
    ];
    for (const { host, title, lang, home } of cases) {
      for (const [url, accept] of [
        ['/xyz', undefined],
        ['/xyz', '*/*'],
        ['/no/such/page?x=1', 'text/html'],
      ] as const) {
        const answer = await get(url, host, accept ? { accept } : {});
        expect(answer.statusCode, `${host}${url}`).toBe(404);
        expect(answer.headers['content-type'], host).toBe('text/html; charset=utf-8');
        expect(answer.headers['x-robots-tag'], host).toBe('noindex');
        const document = new JSDOM(answer.body).window.document;
        expect(document.documentElement.lang, host).toBe(lang);
        expect(document.querySelector('h1')?.textContent, host).toBe(title);
        expect(document.querySelector('meta[name="robots"]')?.getAttribute('content'), host).toBe('noindex');
        const back = [...document.querySelectorAll('main a')].find((link) => link.textContent === home);
        expect(back?.getAttribute('href'), host).toBe('/');
      }
    }
  });

  it('speaks the visitor’s language on the project site and the back-office’s not-found pages', async () => {
    const english = { 'accept-language': 'en-GB' };
    expect(heading((await get('/xyz', HOSTS.project, english)).body)).toBe('Page not found');
    expect(heading((await get('/xyz', HOSTS.backOffice, { 'accept-language': 'it' })).body)).toBe(
      'Pagina non trovata',
    );
  });

  it('keeps JSON 404s for the API and plain ones for missing files, on every host', async () => {
    for (const host of Object.values(HOSTS)) {
      const api = await get('/api/nope', host, { accept: 'text/html' });
      expect(api.statusCode, host).toBe(404);
      expect(api.headers['content-type'], host).toMatch(/^application\/json/);
      expect(api.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
      for (const file of ['/assets/nope.js', '/demo-pages/nope.html']) {
        const missing = await get(file, host, { accept: 'text/html' });
        expect(missing.statusCode, `${host}${file}`).toBe(404);
        expect(missing.headers['content-type'], `${host}${file}`).toBe('text/plain; charset=utf-8');
        expect(missing.body).toBe('Not Found');
      }
    }
  });

  it('keeps the API and the assets on every host', async () => {
    for (const host of Object.values(HOSTS)) {
      const answer = await callEndpoint(t.app, referenceApi.eventTypes, {}, { headers: { host } });
      expect(answer.status, host).toBe(200);
      expect((await get('/demo-pages/demo.css', host)).statusCode, host).toBe(200);
    }
  });
});

describe('host routing behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
  });
  afterAll(() => t.close());

  const home = (forwardedHost: string, remoteAddress: string) =>
    t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'backend.internal:3000', 'x-forwarded-host': forwardedHost },
      remoteAddress,
    });

  it('routes on the host a trusted proxy forwards, as the pages read it', async () => {
    expect(heading((await home('projet.localhost:3000', '10.0.0.2')).body)).toBe(
      'Bienvenue sur votre projet de mariage',
    );
    const belgian = new JSDOM((await home('be.localhost:3000', '10.0.0.2')).body).window.document;
    expect(belgian.documentElement.lang).toBe('nl-BE');
  });

  it('ignores the forwarded host when the request does not come from a trusted proxy', async () => {
    expect(heading((await home('projet.localhost:3000', '192.0.2.9')).body)).toBe(
      'Trouvez votre wedding planner',
    );
  });
});
