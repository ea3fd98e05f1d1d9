import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/i18n';
import { projectSitePagesForFile } from '../../test-support/project-site-pages';

describe('the project site’s pages', () => {
  const { get } = projectSitePagesForFile();
  const propsOf = (region: Element | null) => JSON.parse(region?.getAttribute('data-props') ?? 'null');

  it('welcomes a visitor: the claims, the phone sign-in, "start a project", "sign in" in the header', async () => {
    const { answer, document } = await get('/');
    expect(answer.statusCode).toBe(200);
    const visitor = document.getElementById('project-visitor');
    expect(visitor?.hidden).toBe(false);
    expect(document.querySelector('h1')?.textContent).toBe('Bienvenue sur votre projet de mariage');
    expect([...document.querySelectorAll('.claims li')].map((item) => item.textContent)).toHaveLength(4);
    const start = [...document.querySelectorAll('main a')].find(
      (a) => a.textContent === 'Commencer un projet',
    );
    expect(start?.getAttribute('href')).toBe('/projects/new');
    const signIn = visitor?.querySelector('[data-island="project-sign-in"]');
    expect(propsOf(signIn ?? null)).toEqual({ language: 'fr', country: 'FR', then: 'stay' });
    expect(propsOf(document.querySelector('[data-island="project-home"]'))).toEqual({
      language: 'fr',
      visitorId: 'project-visitor',
    });
    const session = document.querySelector('header [data-island="project-session"]');
    expect(session?.getAttribute('data-load-on')).toBe('load');
    expect(session?.querySelector('a')?.getAttribute('href')).toBe('/register');
  });

  it('draws the couple’s skeleton for a request with a session cookie, the visitor’s part hidden', async () => {
    const { document } = await get('/', { cookie: 'locale=fr; token=abc.def' });
    expect(document.getElementById('project-visitor')?.hidden).toBe(true);
    const home = document.querySelector('[data-island="project-home"]');
    expect(home?.querySelector('h1')?.textContent).toBe('Vos projets à venir');
    expect(home?.querySelector('[role="status"]')?.textContent).toBe('Chargement de vos projets…');
    expect(document.querySelector('header [data-island="project-session"] a')).toBeNull();
  });

  it('takes an empty token cookie for no session', async () => {
    const { document } = await get('/', { cookie: 'token=; refresh_token=' });
    expect(document.getElementById('project-visitor')?.hidden).toBe(false);
  });

  it('serves /register with the phone sign-in, which leads home once signed in', async () => {
    const { answer, document } = await get('/register', { 'accept-language': 'nl-BE' });
    expect(answer.statusCode).toBe(200);
    expect(document.querySelector('h1')?.textContent).toBe('Mijn account aanmaken');
    expect(propsOf(document.querySelector('[data-island="project-sign-in"]'))).toEqual({
      language: 'nl',
      country: 'BE',
      then: 'home',
    });
  });

  it('serves the testimonials in each of the seven languages', async () => {
    const quotes = new Set<string>();
    for (const language of LANGUAGES) {
      const { answer, document } = await get('/testimonials', { 'accept-language': language });
      expect(answer.statusCode).toBe(200);
      expect(document.documentElement.lang.split('-')[0]).toBe(language);
      const figures = [...document.querySelectorAll('.project-testimonial')];
      expect(figures, language).toHaveLength(4);
      quotes.add(figures[0]?.querySelector('blockquote')?.textContent?.trim() ?? '');
      expect(document.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/testimonials');
    }
    expect(quotes.size, 'one translation per language').toBe(LANGUAGES.length);
  });

  it('serves /search with the directory’s search island, adding to a project, for the language’s country', async () => {
    const { answer, document } = await get('/search', { 'accept-language': 'nl' });
    expect(answer.statusCode).toBe(200);
    const props = propsOf(document.querySelector('[data-island="directory-search"]'));
    expect(props).toMatchObject({ country: 'BE', language: 'nl', addToProject: true });
    const french = propsOf((await get('/search')).document.querySelector('[data-island="directory-search"]'));
    expect(french).toMatchObject({ country: 'FR', language: 'fr', addToProject: true });
    expect(Array.isArray(french.regions) && Array.isArray(french.services)).toBe(true);
    expect(props.profileOrigin, 'the planners’ profiles are on the country site').toMatch(/^https?:\/\//);
    expect(new URL(props.profileOrigin).host).not.toBe(new URL(french.profileOrigin).host);
  });

  it('answers an unknown path with the not-found page in the project site’s chrome, status 404', async () => {
    const { answer, document } = await get('/no/such/page', { 'accept-language': 'de' });
    expect(answer.statusCode).toBe(404);
    expect(document.querySelector('h1')?.textContent).toBe('Seite nicht gefunden');
    expect(document.querySelector('header .site-nav')?.getAttribute('aria-label')).toBe('Seitennavigation');
    expect(document.querySelector('header [data-island="project-session"]')).not.toBeNull();
  });
});
