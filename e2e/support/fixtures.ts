import { test as base } from '@playwright/test';
import { signInBrowser } from './contact-widget';
import { projectOrigin } from './project-site';
import { refreshTokens, registerCouple, type SessionTokens } from './server-api';

/** A couple with an account whose session the tests of one worker take turns with. */
export interface WorkerCouple {
  phone: string;
  userId: number;
  /**
   * A fresh pair of tokens, rotated from the previous one. Refresh tokens are single use and presenting a
   * spent one revokes the whole session: a test given a pair must not let its page spend the refresh token
   * (a test of the renewal registers its own couple).
   */
  nextTokens(): Promise<SessionTokens>;
}

/** The worker's couple, signed in in this test's browser context. */
export interface SignedInCouple extends SessionTokens {
  phone: string;
  userId: number;
}

/**
 * The tests of `<pp-contact-widget>`: a French couple's browser (`locale` fr-FR) on the French site.
 *
 * `signedInCouple`: the browser starts signed in (token cookies set before the page loads), as a couple
 * who finished onboarding. One couple per worker, registered through the API once (one SMS code per worker,
 * not per test: the per-address code limit is shared by the whole run); its tests run one after another, so
 * each creates the projects it needs and finds them first in the widget (newest first).
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
      const couple = await registerCouple(request);
      let latest: SessionTokens = couple;
      await provide({
        phone: couple.phone,
        userId: couple.userId,
        async nextTokens() {
          latest = await refreshTokens(request, latest.refresh_token);
          return latest;
        },
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  signedInCouple: async ({ workerCouple, context, baseURL }, provide) => {
    const tokens = await workerCouple.nextTokens();
    await signInBrowser(context, baseURL as string, tokens);
    await provide({ phone: workerCouple.phone, userId: workerCouple.userId, ...tokens });
  },
});

export { expect } from '@playwright/test';
