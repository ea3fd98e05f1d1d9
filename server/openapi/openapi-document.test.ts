import { describe, expect, it } from 'vitest';
import { AREA_DESCRIPTIONS, PUBLISHED_CONTRACT } from '@shared/api/contract';
import { openApiDocument } from './openapi-document';

describe('openApiDocument', () => {
  const document = openApiDocument(PUBLISHED_CONTRACT, AREA_DESCRIPTIONS);

  it('has one operation per published endpoint, named by its route name', () => {
    const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
    const operations = Object.values(document.paths).flatMap((item) =>
      Object.entries(item)
        .filter(([key]) => METHODS.has(key))
        .map(([, operation]) => operation),
    ) as { operationId: string }[];
    const endpoints = Object.values(PUBLISHED_CONTRACT).flat();
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(
      endpoints.map((endpoint) => endpoint.name).sort(),
    );
  });

  it('says which paths one host alone answers: the back-office’s, on its origin; the others on every host', () => {
    const servers = (path: string) =>
      (document.paths[path] as { servers?: { description: string }[] }).servers;
    expect(servers('/api/pro/company')).toEqual([
      expect.objectContaining({ url: '{origin}', description: expect.stringContaining('BACK_OFFICE_HOST') }),
    ]);
    expect(servers('/api/event-requests/{uuid}')).toHaveLength(1);
    expect(servers('/api/register')).toBeUndefined();
    expect(document.servers).toEqual([{ url: '/' }]);
  });

  it('describes bodies, query strings and bearer auth', () => {
    const register = document.paths['/api/register']?.post as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };
    expect(register.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining([
        'email',
        'lastname',
        'firstname',
        'phone',
        'city',
        'zipCode',
        'country',
        'latitude',
        'longitude',
        'locale',
      ]),
    );
    const localities = document.paths['/search/locality']?.get as {
      parameters: { name: string; in: string; required: boolean }[];
    };
    expect(localities.parameters).toEqual([
      expect.objectContaining({ name: 'q', in: 'query', required: true }),
      expect.objectContaining({ name: 'country', in: 'query', required: false }),
      expect.objectContaining({ name: 'limit', in: 'query', required: false }),
    ]);
    expect(document.paths['/api/me']?.get).toMatchObject({ security: [{ bearer: [] }] });
  });
});

describe('the error body in the document', () => {
  const document = openApiDocument(PUBLISHED_CONTRACT, AREA_DESCRIPTIONS);
  const response = (path: string, method: string, status: number) =>
    (document.paths[path]?.[method] as { responses: Record<number, Response> }).responses[status];
  interface Response {
    description: string;
    content: {
      'application/json': { schema: { required: string[]; properties: Record<string, { type?: string }> } };
    };
  }

  it('says that a 400 names the refused fields, each with its message', () => {
    const invalid = response('/api/save-project', 'post', 400);
    const schema = invalid?.content['application/json'].schema;
    expect(schema?.required).toEqual(['statusCode', 'error', 'message']);
    expect(schema?.properties.fields).toMatchObject({
      type: 'object',
      additionalProperties: { type: 'string' },
    });
    expect(invalid?.description).toMatch(/`fields`/);
    expect(response('/api/save-project', 'post', 403)?.content['application/json'].schema.required).toEqual([
      'statusCode',
      'error',
      'message',
    ]);
  });
});
