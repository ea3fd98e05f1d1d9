import { test as base } from '@playwright/test';
import { signInBrowser } from './contact-widget';
import { projectOrigin } from './project-site';
import { mayCreateProjects, refreshTokens, registerCouple, type SessionTokens } from './server-api';

/** The couple whose session the tests of one worker take turns with. */
export interface WorkerCouple {
  /**
   * The couple for the next test, with a fresh pair of tokens rotated from the previous one: the same couple
   * while it may still create PROJECTS_A_TEST_CREATES projects, a new one once a project limit would stop it.
   * Refresh tokens are single use and presenting a spent one revokes the whole session: a test given a pair
   * must not let its page spend the refresh token (a test of the renewal registers its own couple).
   */
  forTest(): Promise<SignedInCouple>;
}

/** The worker's couple, signed in in this test's browser context. */
export interface SignedInCouple extends SessionTokens {
  phone: string;
  userId: number;
}

/**
 * The most projects one test creates for the signed-in couple: a couple creates only a few an hour
 * (docs/product/projects-and-requests.md#project-limits), so the worker's couple is replaced before a test
 * when it has less room left than this.
 */
const PROJECTS_A_TEST_CREATES = 3;

/**
 * The tests of `<pp-contact-widget>`: a French couple's browser (`locale` fr-FR) on the French site.
 *
 * `signedInCouple`: the browser starts signed in (token cookies set before the page loads), as a couple
 * who finished onboarding. One couple per worker while the project limits leave it room, registered through
 * the API (one SMS code per couple, not per test: the per-address limits are shared by the whole run); its
 * tests run one after another, so each creates the projects it needs and finds them first in the widget
 * (newest first).
 *
 * `projectSite`: the project site's origin for this run (`http://projet.localhost:<port>`).
 */
export const test = base.extend<
  { signedInCouple: SignedInCouple; projectSite: string },
  { workerCouple: WorkerCouple }
>({
  locale: 'fr-FR',

  projectSite: async ({ baseURL }, provide) => {
    await provide(projectOrigin(baseURL));
  },

  workerCouple: [
    async ({ playwright }, provide, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      let current: SignedInCouple | undefined;
      await provide({
        async forTest() {
          if (current) {
            const tokens = await refreshTokens(request, current.refresh_token);
            current = { ...current, ...tokens };
            if (await mayCreateProjects(request, current.token, PROJECTS_A_TEST_CREATES)) return current;
          }
          const { phone, userId, token, refresh_token } = await registerCouple(request);
          current = { phone, userId, token, refresh_token };
          return current;
        },
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  signedInCouple: async ({ workerCouple, context, baseURL }, provide) => {
    const couple = await workerCouple.forTest();
    await signInBrowser(context, baseURL as string, couple);
    await provide(couple);
  },
});

export { expect } from '@playwright/test';
