import { describe, expect, it } from 'vitest';
import type * as projectsApi from '@shared/api/contract/projects';
import * as providersApi from '@shared/api/contract/providers';
import { callEndpoint } from '../test-support/call-endpoint';
import { insertCraftedProvider } from '../test-support/crafted-directory';
import { DAY_MS, LYON, plannerSuite } from '../test-support/planner-suite';
import { callJson } from '../test-support/test-app';

const { t, couple, suggestedForSavedProject } = plannerSuite();

const getPlanner = (id: number | string, headers: Record<string, string> = {}) =>
  callEndpoint(t.app, providersApi.getPlanner, {}, { params: { id }, headers });

describe('get-planner', () => {
  it('describes the planner with exactly the card get-prestataires gives, to a visitor', async () => {
    const id = await insertCraftedProvider(t.db, {
      name: 'Atelier Lumière',
      ...LYON,
      city: 'Lyon',
      postalCode: '69003',
      isPremium: true,
      lastLoginAt: new Date(t.clock.now().getTime() - 3 * DAY_MS),
      languages: ['fr', 'en'],
      portraitHtml: '<p><strong>Atelier</strong> à Lyon</p>',
      profileImage: 'seed/provider-7.jpg',
    });
    const project: projectsApi.NewProject = {
      eventType: 'wedding',
      eventDate: '2031-06-14',
      eventLocation: 'Lyon',
      ...LYON,
    };
    const suggested = await suggestedForSavedProject(project);

    const answer = await getPlanner(id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, prestataire: suggested[0] });
    expect(answer.body).toMatchObject({
      prestataire: {
        id,
        cp: '69',
        profileUrl: '/wedding-planner/atelier-lumiere',
        isPremium: true,
        hasLoggedInTheLastDays: true,
        langues: [
          { iso: 'en', label: 'English' },
          { iso: 'fr', label: 'Français' },
        ],
      },
    });
    expect((await getPlanner(id, couple.headers)).body).toEqual(answer.body);
  });

  it('answers 404 for an unknown or unpublished planner, in the caller’s language', async () => {
    const hidden = await insertCraftedProvider(t.db, { name: 'Hidden', ...LYON, published: false });
    for (const id of [hidden, 999_999]) {
      expect(await getPlanner(id)).toMatchObject({
        status: 404,
        body: { message: 'Ce prestataire est introuvable.' },
      });
    }
    expect((await getPlanner(hidden, { 'accept-language': 'en' })).body).toMatchObject({
      message: 'This provider cannot be found.',
    });
  });

  it('refuses an id that is not one', async () => {
    for (const id of ['0', 'abc', '-3', '01', '99999999999']) {
      const answer = await callJson(t.app, { method: 'GET', url: `/api/get-planner/${id}` });
      expect(answer.status, id).toBe(400);
    }
  });
});
