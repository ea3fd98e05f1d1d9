import { beforeEach, describe, expect, it } from 'vitest';
import * as projectsApi from '@shared/api/contract/projects';
import { ACCESS_TOKEN_COOKIE } from '@shared/session/token-cookies';
import { seedCatalog } from '../../seed/seed-catalog';
import { bodyOf, callEndpoint } from '../../test-support/call-endpoint';
import { PROJECT_SITE_HOST } from '../../test-support/project-site-pages';
import {
  signedInCouple,
  type SignedInCouple,
  signedInCoupleForEachTest,
} from '../../test-support/signed-in-couple';
import { freshAppForEachTest } from '../../test-support/test-app';

const t = freshAppForEachTest(seedCatalog);
const couple = signedInCoupleForEachTest(t);

let project: number;
beforeEach(async () => {
  const newProject = { eventType: 'wedding', eventDate: '2031-06-14', eventLocation: 'Lyon' };
  project = bodyOf(await callEndpoint(t.app, projectsApi.saveProject, newProject, { as: couple })).project.id;
});

const tokenOf = (who: SignedInCouple) => who.headers.authorization.replace('Bearer ', '');

function page(path: string, token?: string) {
  return t.app.inject({
    method: 'GET',
    url: path,
    headers: {
      host: PROJECT_SITE_HOST,
      'accept-language': 'fr',
      ...(token ? { cookie: `${ACCESS_TOKEN_COOKIE}=${token}` } : {}),
    },
  });
}

const propsOf = (body: string) =>
  JSON.parse(
    (/data-island="project-sent"\s+data-props="([^"]*)"/.exec(body)?.[1] ?? '{}')
      .replaceAll('&quot;', '"')
      .replaceAll('&amp;', '&'),
  ) as unknown;

describe('the page of a project the wizard sent', () => {
  it('has an address of its own, which a reload shows again, with the planners found contacted already', async () => {
    for (let load = 0; load < 2; load++) {
      const answer = await page(`/projects/${project}/sent?already=14,x,15,14`, tokenOf(couple));
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<h1>Votre projet est envoyé</h1>');
      expect(propsOf(answer.body)).toEqual({
        language: 'fr',
        country: 'FR',
        profileOrigin: 'http://localhost:3000',
        projectId: project,
        alreadySent: [14, 15],
      });
    }
    expect(propsOf((await page(`/projects/${project}/sent`)).body)).toMatchObject({ alreadySent: [] });
  });

  it('is the not-found page for another couple’s project, a missing one or a path that is no id', async () => {
    const other = await signedInCouple(t, '+33687654321');
    for (const path of [
      `/projects/${project}/sent`,
      `/projects/${project + 1000}/sent`,
      '/projects/x1/sent',
    ]) {
      const answer = await page(path, tokenOf(other));
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('data-island="project-sent"');
    }
  });
});
