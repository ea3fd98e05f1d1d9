import { JSDOM } from 'jsdom';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './test-app';

/** The project site's host, as a browser names it to the test app. */
export const PROJECT_SITE_HOST = 'projet.localhost:3000';

/**
 * The frame of a test file about the project site's pages, which write nothing: one app for the whole file.
 * `get` reads a page as a browser on the project site's host would (`headers` may name another host), and
 * answers the raw answer and its parsed document.
 */
export function projectSitePagesForFile() {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());
  return {
    async get(url: string, headers: Record<string, string> = {}) {
      if (!t) throw new Error('projectSitePagesForFile: get a page inside a test');
      const answer = await t.app.inject({
        method: 'GET',
        url,
        headers: { host: PROJECT_SITE_HOST, ...headers },
      });
      return { answer, document: new JSDOM(answer.body).window.document };
    },
  };
}
