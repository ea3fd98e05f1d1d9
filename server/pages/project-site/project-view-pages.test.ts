import { beforeEach, describe, expect, it } from 'vitest';
import * as projectViewApi from '@shared/api/contract/project-view';
import * as projectsApi from '@shared/api/contract/projects';
import * as providersApi from '@shared/api/contract/providers';
import { seedCatalog } from '../../seed/seed-catalog';
import { bodyOf, callEndpoint } from '../../test-support/call-endpoint';
import { insertCraftedProvider } from '../../test-support/crafted-directory';
import { signedInCouple, signedInCoupleForEachTest } from '../../test-support/signed-in-couple';
import {
  islandProps,
  PROJECT_SITE_HOST,
  projectSitePage,
  savedWedding,
} from '../../test-support/project-site-pages';
import { freshAppForEachTest } from '../../test-support/test-app';

const t = freshAppForEachTest(seedCatalog);
const couple = signedInCoupleForEachTest(t);

let project: number;
beforeEach(async () => {
  project = await savedWedding(t, couple);
});

describe('the project view page', () => {
  it('gives the couple its own project’s island, with the project’s id', async () => {
    const answer = await projectSitePage(t, `/projects/${project}`, couple);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('data-island="project-view"');
    expect(islandProps(answer.body, 'project-view')).toEqual({
      language: 'fr',
      country: 'FR',
      projectId: project,
      profileOrigin: 'http://localhost:3000',
    });
    expect(answer.body).toContain('<h1>Mon projet de mariage</h1>');
  });

  it('gives the country site’s origin, where a contacted planner’s profile answers, the project site having none', async () => {
    const planner = await insertCraftedProvider(t.db, {
      name: 'Atelier Lumière',
      latitude: 45.7,
      longitude: 4.8,
    });
    const sent = { project, prestataire: planner, message: 'Bonjour' };
    await callEndpoint(t.app, providersApi.sendToProvider, sent, { as: couple });
    const [request] = bodyOf(
      await callEndpoint(t.app, projectViewApi.getProject, {}, { as: couple, params: { id: project } }),
    ).requests;
    const { profileOrigin } = islandProps(
      (await projectSitePage(t, `/projects/${project}`, couple)).body,
      'project-view',
    ) as {
      profileOrigin: string;
    };
    const profile = new URL(request?.prestataire.profileUrl ?? '', profileOrigin);
    expect(profile.host).not.toBe(PROJECT_SITE_HOST);
    const answer = await t.app.inject({
      method: 'GET',
      url: profile.pathname,
      headers: { host: profile.host },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Atelier Lumière');
    const onProjectSite = await projectSitePage(t, profile.pathname);
    expect(onProjectSite.statusCode, 'the relative link, on the project site').toBe(404);
  });

  it('answers another couple’s project 404 with the not-found page, exactly like a missing one', async () => {
    const other = await signedInCouple(t, '+33687654321');
    const theirs = await projectSitePage(t, `/projects/${project}`, other);
    const missing = await projectSitePage(t, `/projects/${project + 1000}`, other);
    for (const answer of [theirs, missing]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toContain('Page introuvable');
      expect(answer.body).not.toContain('data-island="project-view"');
    }
    expect(theirs.body).toBe(missing.body);
  });

  it('gives a visitor, or an expired session, the page: its island asks them to sign in or renews it', async () => {
    expect((await projectSitePage(t, `/projects/${project}`)).statusCode).toBe(200);
    expect((await projectSitePage(t, `/projects/${project}`, 'not.a.token')).statusCode).toBe(200);
    t.clock.advance(24 * 3_600_000);
    expect((await projectSitePage(t, `/projects/${project}`, couple)).statusCode).toBe(200);
  });

  it('answers a path that names no project 404', async () => {
    for (const path of ['/projects/0', '/projects/abc', '/projects/12345678901']) {
      expect((await projectSitePage(t, path)).statusCode, path).toBe(404);
    }
  });
});

describe('the account and favourites pages', () => {
  it('carry their islands, in the visitor’s language', async () => {
    const account = await projectSitePage(t, '/account', undefined, 'nl');
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain('data-island="account-settings"');
    expect(account.body).toContain('<html lang="nl-BE">');
    expect(islandProps(account.body, 'account-settings')).toEqual({ language: 'nl', country: 'BE' });
    const favorites = await projectSitePage(t, '/favorites');
    expect(favorites.body).toContain('data-island="favorites-list"');
    expect(favorites.body).toContain('aria-current="page"');
    expect(
      islandProps(favorites.body, 'favorites-list'),
      'the profiles are on the country site',
    ).toMatchObject({
      profileOrigin: 'http://localhost:3000',
    });
  });
});

describe('the project view page’s country', () => {
  it('is the project’s own, whatever the visitor’s language: its edit form’s city search and its planners’ profiles', async () => {
    const inPortugal = {
      eventType: 'wedding',
      eventDate: '2031-06-14',
      eventLocation: 'Porto',
      country: 'PT',
    };
    const saved = bodyOf(
      await callEndpoint(t.app, projectsApi.saveProject, inPortugal, { as: couple }),
    ).project;
    expect(saved.country).toBe('PT');
    const answer = await projectSitePage(t, `/projects/${saved.id}`, couple, 'en-GB,en');
    expect(islandProps(answer.body, 'project-view')).toEqual({
      language: 'en',
      country: 'PT',
      projectId: saved.id,
      profileOrigin: 'http://pt.localhost:3000',
    });
    expect(answer.body).toContain('href="http://pt.localhost:3000/wedding-planners/"');
  });

  it('is the page’s when the page cannot tell whose project it is (a visitor, an expired session)', async () => {
    const answer = await projectSitePage(t, `/projects/${project}`, undefined, 'nl');
    expect(islandProps(answer.body, 'project-view')).toMatchObject({ language: 'nl', country: 'BE' });
  });
});
