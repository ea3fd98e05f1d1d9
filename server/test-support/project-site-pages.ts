import { JSDOM } from 'jsdom';
import { afterAll, beforeAll } from 'vitest';
import * as projectsApi from '@shared/api/contract/projects';
import { ACCESS_TOKEN_COOKIE } from '@shared/session/token-cookies';
import { bodyOf, callEndpoint } from './call-endpoint';
import type { SignedInCouple } from './signed-in-couple';
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

/** The access token of a couple's bearer header, as the browser keeps it in its cookie. */
function accessTokenOf(who: SignedInCouple): string {
  return who.headers.authorization.replace('Bearer ', '');
}

/**
 * Reads a page of `t`'s project site as a browser holding `who`'s session cookie (a couple, a raw token, or
 * none: signed out) and asking for `language`.
 */
export function projectSitePage(
  t: Pick<TestApp, 'app'>,
  path: string,
  who?: SignedInCouple | string,
  language = 'fr',
) {
  const token = typeof who === 'string' ? who : who && accessTokenOf(who);
  return t.app.inject({
    method: 'GET',
    url: path,
    headers: {
      host: PROJECT_SITE_HOST,
      'accept-language': language,
      ...(token ? { cookie: `${ACCESS_TOKEN_COOKIE}=${token}` } : {}),
    },
  });
}

/** The props the server gave the page's `island` region (its first, when there are several). */
export function islandProps(body: string, island: string): unknown {
  const encoded = new RegExp(`data-island="${island}"\\s+data-props="([^"]*)"`).exec(body)?.[1] ?? '{}';
  return JSON.parse(encoded.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
}

/** A wedding in Lyon the couple saved: the project the page suites open. */
export async function savedWedding(t: Pick<TestApp, 'app'>, couple: SignedInCouple): Promise<number> {
  const newProject = { eventType: 'wedding', eventDate: '2031-06-14', eventLocation: 'Lyon' };
  return bodyOf(await callEndpoint(t.app, projectsApi.saveProject, newProject, { as: couple })).project.id;
}
