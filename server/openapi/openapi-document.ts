import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import type { Endpoint } from '@shared/api/endpoint';
import { errorBody } from '@shared/api/error-body';

type JsonSchema = ReturnType<typeof toJsonSchema>;

/**
 * Refinements JSON Schema cannot say (trimming, grapheme counts, phone checks) are left out rather than
 * failing the document: it describes shapes and types; the server's valibot check stays the authority.
 */
const schemaOf = (schema: GenericSchema, typeMode: 'input' | 'output'): JsonSchema =>
  toJsonSchema(schema, { target: 'draft-2020-12', errorMode: 'ignore', typeMode });

const errorContent = { 'application/json': { schema: schemaOf(errorBody, 'output') } };

const ERROR_RESPONSE = {
  description: 'Refused: `{statusCode, error, message}`, the message in the caller’s language.',
  content: errorContent,
};

const INVALID_INPUT_RESPONSE = {
  description:
    'Invalid input: `{statusCode, error, message, fields}`, the messages in the caller’s language; `fields` ' +
    'maps each refused field (its dot path, as the request spells it: `eventType`, `languages.0`) to its message.',
  content: errorContent,
};

function operation(endpoint: Endpoint, tag: string) {
  const readsQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  const request = schemaOf(endpoint.request, 'input');
  const pathParameters = endpoint.params
    ? Object.entries(schemaOf(endpoint.params, 'input').properties ?? {})
    : [];
  const queryParameters = readsQuery ? Object.entries(request.properties ?? {}) : [];
  const required = new Set(readsQuery ? (request.required ?? []) : []);
  return {
    operationId: endpoint.name,
    summary: endpoint.summary,
    tags: [tag],
    ...(endpoint.auth === 'none'
      ? {}
      : { security: endpoint.auth === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }] }),
    parameters: [
      ...pathParameters.map(([name, schema]) => ({ name, in: 'path', required: true, schema })),
      ...queryParameters.map(([name, schema]) => ({
        name,
        in: 'query',
        required: required.has(name),
        schema,
      })),
    ],
    ...(readsQuery
      ? {}
      : { requestBody: { required: true, content: { 'application/json': { schema: request } } } }),
    responses: {
      200: {
        description: 'Success',
        content: { 'application/json': { schema: schemaOf(endpoint.response, 'output') } },
      },
      400: INVALID_INPUT_RESPONSE,
      ...(endpoint.auth === 'none' || endpoint.auth === 'optional'
        ? {}
        : { 401: ERROR_RESPONSE, 403: ERROR_RESPONSE }),
    },
  };
}

/** The OpenAPI 3.1 document of the contract, generated, never written by hand. */
export function openApiDocument(contract: Readonly<Record<string, readonly Endpoint[]>>) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [tag, endpoints] of Object.entries(contract)) {
    for (const endpoint of endpoints) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(endpoint, tag) };
    }
  }
  return {
    openapi: '3.1.0' as const,
    info: { title: 'Wedding-planner marketplace API', version: '1' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
