import { describe, expect, it } from 'vitest';
import { AREA_DESCRIPTIONS, PUBLISHED_CONTRACT } from '@shared/api/contract';
import { openApiDocument } from './openapi-document';

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
const operationIds = (document: ReturnType<typeof openApiDocument>) =>
  Object.values(document.paths)
    .flatMap((item) =>
      Object.entries(item)
        .filter(([key]) => METHODS.has(key))
        .map(([, operation]) => (operation as { operationId: string }).operationId),
    )
    .sort();

describe('openApiDocument', () => {
  const document = openApiDocument(PUBLISHED_CONTRACT, AREA_DESCRIPTIONS, undefined);
  const endpoints = Object.values(PUBLISHED_CONTRACT).flat();

  it('has one operation per endpoint every host answers, named by its route name, and none of the back-office’s', () => {
    expect(operationIds(document)).toEqual(
      endpoints
        .filter((endpoint) => endpoint.host === undefined)
        .map((endpoint) => endpoint.name)
        .sort(),
    );
  });

  it('describes on the back-office host its own endpoints, which take the place of another at their path', () => {
    const backOffice = operationIds(openApiDocument(PUBLISHED_CONTRACT, AREA_DESCRIPTIONS, 'backOffice'));
    expect(backOffice).toEqual(
      expect.arrayContaining(['pro_me', 'login_check', 'pro_event_request', 'register', 'langues_provider']),
    );
    // The provider's own `/api/me` and `/api/langues` (the catalogue with its choice) take their places.
    expect(backOffice).not.toContain('me');
    expect(backOffice).not.toContain('langues');
    expect(backOffice).toHaveLength(endpoints.length - 2);
  });

  it('shows the example a contract gives of a request', () => {
    const backOffice = openApiDocument(PUBLISHED_CONTRACT, AREA_DESCRIPTIONS, 'backOffice');
    const save = backOffice.paths['/api/social-networks']?.post as {
      requestBody: { content: { 'application/json': { example: unknown } } };
    };
    expect(save.requestBody.content['application/json'].example).toEqual({
      networks: [{ type: 'instagram', url: 'https://www.instagram.com/atelier.lumiere' }],
    });
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
  const document = openApiDocument(PUBLISHED_CONTRACT, AREA_DESCRIPTIONS, undefined);
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
