import { describe, expect, it } from 'vitest';
import { projectSitePagesForFile } from '../../test-support/project-site-pages';

describe('the project wizard’s pages', () => {
  const { get } = projectSitePagesForFile();

  it('renders the wizard’s island at /projects/new and at each step, with the steps for a page without JavaScript', async () => {
    for (const url of ['/projects/new', '/projects/new/event-type', '/projects/new/validation']) {
      const { answer, document: page } = await get(url);
      expect(answer.statusCode).toBe(200);
      expect(page.querySelector('h1')?.textContent).toBe('Créer mon projet');
      const region = page.querySelector('[data-island="project-wizard"]');
      expect(JSON.parse(region?.getAttribute('data-props') ?? '')).toEqual({
        language: 'fr',
        country: 'FR',
        profileOrigin: 'http://localhost:3000',
      });
      expect([...(region?.querySelectorAll('li') ?? [])].map((item) => item.textContent)).toEqual([
        'Type d’événement',
        'Détails de l’événement',
        'Compléments',
        'Wedding planners suggérés',
        'Validation',
      ]);
    }
  });

  it('speaks the visitor’s language, and starts a Dutch speaker’s phone and cities in Belgium', async () => {
    const page = (await get('/projects/new', { 'accept-language': 'nl-BE,nl' })).document;
    expect(page.documentElement.lang).toBe('nl-BE');
    expect(page.querySelector('h1')?.textContent).toBe('Mijn project aanmaken');
    const region = page.querySelector('[data-island="project-wizard"]');
    expect(JSON.parse(region?.getAttribute('data-props') ?? '')).toMatchObject({
      language: 'nl',
      country: 'BE',
    });
  });

  it('answers an unknown step with the not-found page', async () => {
    const { answer, document } = await get('/projects/new/payment');
    expect(answer.statusCode).toBe(404);
    expect(document.querySelector('h1')?.textContent).toBe('Page introuvable');
  });

  it('sends the contact widget’s link on to the wizard with its planner, and leaves the home alone', async () => {
    const { answer: fromWidget } = await get('/?project=new&prestataire=12');
    expect([fromWidget.statusCode, fromWidget.headers.location]).toEqual([
      302,
      '/projects/new?prestataire=12',
    ]);
    const { answer: withQuery } = await get('/?source=demo&project=new&prestataire=2');
    expect(withQuery.headers.location).toBe('/projects/new?prestataire=2');
    // Not an id: the wizard still hears of it, to tell the couple the planner was dropped.
    const { answer: unreadable } = await get('/?project=new&prestataire=abc');
    expect(unreadable.headers.location).toBe('/projects/new?prestataire=unreadable');
    const { answer: noPlanner } = await get('/?project=new');
    expect(noPlanner.headers.location).toBe('/projects/new');
    const home = await get('/?project=old');
    expect(home.answer.statusCode).toBe(200);
    expect(home.document.querySelector('h1')?.textContent).toBe('Bienvenue sur votre projet de mariage');
  });

  it('leaves the public site’s root alone', async () => {
    const publicHome = await get('/?project=new&prestataire=12', { host: 'localhost:3000' });
    expect(publicHome.answer.statusCode).toBe(200);
  });
});
