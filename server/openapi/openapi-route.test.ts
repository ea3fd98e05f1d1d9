import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as openApiApi from '@shared/api/contract/openapi';
import { callEndpoint } from '../test-support/call-endpoint';
import { startTestApp, type TestApp } from '../test-support/test-app';

interface Operation {
  security: unknown[];
  responses: Record<string, unknown>;
}
type Paths = Record<string, Record<string, Operation>>;

let t: TestApp;
let served: { paths: Paths };
beforeAll(async () => {
  t = await startTestApp();
  const answer = await callEndpoint(t.app, openApiApi.openApiDocument, {});
  if (!answer.ok) throw new Error(`the document answered ${answer.status}`);
  served = answer.body as { paths: Paths };
});
afterAll(() => t.close());

const DOCUMENT_REF = '/api/openapi.json';

describe('the OpenAPI document the server publishes', () => {
  it('passes Redocly’s recommended rules, with every operation described and every tag declared', async () => {
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
        // The directory search keeps the path its callers already use.
        ignore: { [DOCUMENT_REF]: { 'no-path-trailing-slash': new Set(['#/paths/~1api~1directory~1']) } },
      },
    );
    const problems = await lintFromString({
      source: JSON.stringify(served),
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
  });

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

  it('leaves the development outboxes out', () => {
    expect(Object.keys(served.paths).filter((path) => path.startsWith('/dev/'))).toEqual([]);
  });
});
