import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as openApiApi from '@shared/api/contract/openapi';
import { BACK_OFFICE_HOST, callEndpoint } from '../test-support/call-endpoint';
import { startTestApp, type TestApp } from '../test-support/test-app';

interface Operation {
  security: unknown[];
  responses: Record<string, unknown>;
}
type Paths = Record<string, Record<string, Operation>>;

let t: TestApp;
let served: { paths: Paths };
let servedOnBackOffice: { paths: Paths };
beforeAll(async () => {
  t = await startTestApp();
  const read = async (headers: Record<string, string>) => {
    const answer = await callEndpoint(t.app, openApiApi.openApiDocument, {}, { headers });
    if (!answer.ok) throw new Error(`the document answered ${answer.status}`);
    return answer.body as { paths: Paths };
  };
  served = await read({});
  servedOnBackOffice = await read({ host: BACK_OFFICE_HOST });
});
afterAll(() => t.close());

const DOCUMENT_REF = '/api/openapi.json';

describe('the OpenAPI document the server publishes', () => {
  it.each([
    ['the country sites and the project site', () => served],
    ['the back-office', () => servedOnBackOffice],
  ])(
    'passes on %s Redocly’s recommended rules, with every operation described and every tag declared',
    async (_, document) => {
      const config = await createConfig(
        {
          extends: ['recommended'],
          rules: {
            'operation-description': 'error',
            'operation-tag-defined': 'error',
            'tag-description': 'error',
            // The API is the marketplace's own, offered under no license.
            'info-license': 'off',
          },
        },
        {
          // The directory search and the providers' sign-up keep the paths their callers already use.
          ignore: {
            [DOCUMENT_REF]: {
              'no-path-trailing-slash': new Set(['#/paths/~1api~1directory~1', '#/paths/~1api~1register~1']),
            },
          },
        },
      );
      const problems = await lintFromString({
        source: JSON.stringify(document()),
        absoluteRef: DOCUMENT_REF,
        config,
      });
      expect(
        problems
          .filter((problem) => !problem.ignored)
          .map(
            ({ severity, ruleId, message, location }) =>
              `${severity} ${ruleId} ${location[0]?.pointer}: ${message}`,
          ),
      ).toEqual([]);
    },
  );

  it('documents the refusals the endpoints really answer', () => {
    const statuses = (path: string, method: string) =>
      Object.keys(served.paths[path]?.[method]?.responses ?? {});
    expect(statuses('/api/check-phone', 'post')).toContain('429');
    expect(statuses('/api/get-planner/{id}', 'get')).toContain('404');
    expect(statuses('/image/{id}/increment-view-count', 'patch')).toContain('404');
    expect(statuses('/api/check-account', 'post')).toContain('403');
    expect(statuses('/api/token/refresh', 'post')).toContain('401');
  });

  it('says that a public operation takes no token', () => {
    expect(served.paths['/api/check-phone']?.post?.security).toEqual([]);
    expect(served.paths['/api/me']?.get?.security).toEqual([{ bearer: [] }]);
  });

  it('describes on the back-office host the provider’s `/api/me`', () => {
    expect(servedOnBackOffice.paths['/api/me']?.get?.responses).toHaveProperty('403');
    expect(JSON.stringify(servedOnBackOffice.paths['/api/me'])).toContain('"company"');
    expect(JSON.stringify(served.paths['/api/me'])).not.toContain('"company"');
  });

  it('leaves the development outboxes out', () => {
    expect(Object.keys(served.paths).filter((path) => path.startsWith('/dev/'))).toEqual([]);
  });
});
