import { beforeEach, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../seed/seed-catalog';
import { islandProps, projectSitePage, savedWedding } from '../../test-support/project-site-pages';
import { signedInCouple, signedInCoupleForEachTest } from '../../test-support/signed-in-couple';
import { freshAppForEachTest } from '../../test-support/test-app';

const t = freshAppForEachTest(seedCatalog);
const couple = signedInCoupleForEachTest(t);

let project: number;
beforeEach(async () => {
  project = await savedWedding(t, couple);
});

describe('the page of a project the wizard sent', () => {
  it('has an address of its own, which a reload shows again, with the planners found contacted already', async () => {
    for (let load = 0; load < 2; load++) {
      const answer = await projectSitePage(t, `/projects/${project}/sent?already=14,x,15,14`, couple);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<h1>Votre projet est envoyé</h1>');
      expect(islandProps(answer.body, 'project-sent')).toEqual({
        language: 'fr',
        country: 'FR',
        profileOrigin: 'http://localhost:3000',
        projectId: project,
        alreadySent: [14, 15],
      });
    }
    expect(
      islandProps((await projectSitePage(t, `/projects/${project}/sent`)).body, 'project-sent'),
    ).toMatchObject({ alreadySent: [] });
  });

  it('is the not-found page for another couple’s project, a missing one or a path that is no id', async () => {
    const other = await signedInCouple(t, '+33687654321');
    for (const path of [
      `/projects/${project}/sent`,
      `/projects/${project + 1000}/sent`,
      '/projects/x1/sent',
    ]) {
      const answer = await projectSitePage(t, path, other);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('data-island="project-sent"');
    }
  });
});
