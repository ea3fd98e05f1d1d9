import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import type { Endpoint, EndpointHost, ErrorStatus, UploadRule } from '@shared/api/endpoint';
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

/** `[]` says a public operation needs no token; `{}` next to bearer says the token is optional. */
const SECURITY = { none: [], optional: [{}, { bearer: [] }], signedIn: [{ bearer: [] }] };

/**
 * The refusals an endpoint can answer besides 400: those its auth mode and path params imply, then those its
 * description declares.
 */
function refusalsOf(endpoint: Endpoint): ErrorStatus[] {
  const signedIn = endpoint.auth !== 'none' && endpoint.auth !== 'optional';
  const implied: ErrorStatus[] = [
    ...(signedIn ? ([401, 403] as const) : []),
    ...(endpoint.params ? ([404] as const) : []),
  ];
  return [...new Set([...implied, ...(endpoint.errors ?? [])])].sort((a, b) => a - b);
}

/**
 * An upload's body: `multipart/form-data`, its files under one field, each described with its limits (the
 * media types are the ones its bytes must show, whatever the part's declared type).
 */
function uploadBody(rule: UploadRule) {
  const file = { type: 'string', format: 'binary', maxLength: rule.maxFileBytes };
  return {
    required: true,
    description:
      `Up to ${rule.maxFiles} file(s) under \`${rule.field}\`, each at most ${rule.maxFileBytes} bytes and ` +
      `${rule.maxPixels} pixels, of type ${rule.mediaTypes.join(', ')} as read from its bytes.`,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: [rule.field],
          properties: {
            [rule.field]:
              rule.maxFiles === 1
                ? file
                : { type: 'array', items: file, minItems: 1, maxItems: rule.maxFiles },
          },
        },
        encoding: { [rule.field]: { contentType: rule.mediaTypes.join(', ') } },
      },
    },
  };
}

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
    description: endpoint.summary,
    tags: [tag],
    security: SECURITY[endpoint.auth === 'none' || endpoint.auth === 'optional' ? endpoint.auth : 'signedIn'],
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
      : endpoint.upload
        ? { requestBody: uploadBody(endpoint.upload) }
        : {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: request,
                  ...(endpoint.example ? { example: endpoint.example.input } : {}),
                },
              },
            },
          }),
    responses: {
      200: {
        description: 'Success',
        content: { 'application/json': { schema: schemaOf(endpoint.response, 'output') } },
      },
      400: INVALID_INPUT_RESPONSE,
      ...Object.fromEntries(refusalsOf(endpoint).map((status) => [status, ERROR_RESPONSE])),
    },
  };
}

/**
 * The endpoints a host answers: those of every host, and its own, which take the place of another at the same
 * method and path (the back-office's `/api/me` answers the provider).
 */
function endpointsOn<Area extends string>(
  contract: Readonly<Record<Area, readonly Endpoint[]>>,
  host: EndpointHost | undefined,
): [Area, Endpoint][] {
  const entries = (Object.keys(contract) as Area[]).flatMap((area) =>
    contract[area].map((endpoint) => [area, endpoint] as [Area, Endpoint]),
  );
  const own = entries.filter(([, endpoint]) => host !== undefined && endpoint.host === host);
  const taken = new Set(own.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`));
  const shared = entries.filter(
    ([, endpoint]) => endpoint.host === undefined && !taken.has(`${endpoint.method} ${endpoint.path}`),
  );
  return [...shared, ...own];
}

/**
 * The OpenAPI 3.1 document of the API one host answers (`host`: the back-office's, or undefined for the country
 * sites and the project site), generated, never written by hand: one tag per area it has endpoints of,
 * described; the server is the origin that serves the document.
 */
export function openApiDocument<Area extends string>(
  contract: Readonly<Record<Area, readonly Endpoint[]>>,
  areaDescriptions: Readonly<Record<Area, string>>,
  host: EndpointHost | undefined,
) {
  const paths: Record<string, Record<string, unknown>> = {};
  const endpoints = endpointsOn(contract, host);
  for (const [tag, endpoint] of endpoints) {
    const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(endpoint, tag) };
  }
  const areas = [...new Set(endpoints.map(([area]) => area))];
  return {
    openapi: '3.1.0' as const,
    info: { title: 'Wedding-planner marketplace API', version: '1' },
    servers: [{ url: '/' }],
    tags: areas.map((name) => ({ name, description: areaDescriptions[name] })),
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
