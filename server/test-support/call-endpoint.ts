import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { fillPath, queryString } from '@shared/api/client/request-url';
import type { Endpoint, RequestOf, ResponseOf } from '@shared/api/endpoint';
import type { ErrorBody } from '@shared/api/error-body';

export type EndpointAnswer<E extends Endpoint> = {
  status: number;
  headers: Record<string, unknown>;
  /** The cookies the answer sets (the phone proof). */
  cookies: LightMyRequestResponse['cookies'];
} & ({ ok: true; body: ResponseOf<E> } | { ok: false; body: ErrorBody });

/** The back-office's host, as a browser names it to the test app (its default configuration). */
export const BACK_OFFICE_HOST = 'pro.localhost:3000';

/** The Host header of a call to `endpoint`: its own host's when it is kept to one, else none (any host). */
export function hostHeaderOf(endpoint: Endpoint): Record<string, string> {
  return endpoint.host === 'backOffice' ? { host: BACK_OFFICE_HOST } : {};
}

export interface CallOptions {
  /** Who calls: a signed-in couple's headers (`signedInCouple`), or none for an anonymous call. */
  as?: { headers: { authorization: string } };
  /** The `:name` segments of the path, as the client would write them. */
  params?: Readonly<Record<string, string | number>>;
  headers?: Readonly<Record<string, string>>;
  remoteAddress?: string;
}

/**
 * Calls one endpoint of the contract the way its client does (on its host, the client's own path and query
 * writing, a JSON body for the other methods), with the request typed by the contract: a change of shape breaks the test at compile time, not
 * at run time.
 */
export async function callEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  input: RequestOf<E>,
  { as, params = {}, headers = {}, remoteAddress }: CallOptions = {},
): Promise<EndpointAnswer<E>> {
  const readsQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  const url = fillPath(endpoint.path, params) + (readsQuery ? queryString(input) : '');
  const response = await app.inject({
    method: endpoint.method,
    url,
    headers: {
      ...hostHeaderOf(endpoint),
      ...as?.headers,
      ...(readsQuery ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    payload: readsQuery ? undefined : JSON.stringify(input),
    remoteAddress,
  });
  const body: unknown = response.body ? response.json() : undefined;
  const ok = response.statusCode < 400;
  return {
    status: response.statusCode,
    headers: response.headers,
    cookies: response.cookies,
    ...(ok ? { ok, body: body as ResponseOf<E> } : { ok, body: body as ErrorBody }),
  };
}

/** The body of an answer the test expects to succeed, typed by the contract; a refusal fails the test. */
export function bodyOf<E extends Endpoint>(answer: EndpointAnswer<E>): ResponseOf<E> {
  if (!answer.ok) throw new Error(`expected a success, got ${answer.status}: ${answer.body.message}`);
  return answer.body;
}
