import * as v from 'valibot';
import { endpoint } from '../endpoint';

/** The API's own description, for integrators and their tools. */
export const openApiDocument = endpoint({
  name: 'openapi_document',
  method: 'GET',
  path: '/api/openapi.json',
  auth: 'none',
  summary: 'The OpenAPI 3.1 document of every endpoint of the contract, this one included.',
  request: v.object({}),
  response: v.looseObject({
    openapi: v.literal('3.1.0'),
    info: v.object({ title: v.string(), version: v.string() }),
    paths: v.record(v.string(), v.record(v.string(), v.unknown())),
  }),
});
