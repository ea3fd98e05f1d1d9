import { test, type APIRequestContext } from '@playwright/test';
import { fillPath, queryString } from '@shared/api/client/request-url';
import type { Endpoint, RequestOf, ResponseOf } from '@shared/api/endpoint';
import type { ErrorBody } from '@shared/api/error-body';
import { backOfficeOrigin } from './back-office';

/**
 * The Host header of a call to `endpoint`: the back-office's for its API, else none (the run's base URL). Node
 * does not resolve `pro.localhost` as Chromium does, so the call goes to the base URL and names its host.
 */
function hostHeaderOf(endpoint: Endpoint): Record<string, string> {
  return endpoint.host === 'backOffice'
    ? { host: new URL(backOfficeOrigin(test.info().project.use.baseURL)).host }
    : {};
}

export type EndpointAnswer<E extends Endpoint> = { status: number } & (
  { ok: true; body: ResponseOf<E> } | { ok: false; body: ErrorBody }
);

/**
 * Calls one endpoint of the contract over HTTP, its path and query written as the API client writes them and its
 * request and answer typed by the contract, so that a scenario's setup follows the contract when it changes.
 */
export async function callEndpoint<E extends Endpoint>(
  request: APIRequestContext,
  endpoint: E,
  input: RequestOf<E>,
  {
    token,
    params,
    client,
  }: {
    token?: string;
    params?: Readonly<Record<string, string | number>>;
    /** The address the request comes from, told to the e2e server (TRUST_PROXY=1) as a proxy would. */
    client?: string;
  } = {},
): Promise<EndpointAnswer<E>> {
  const readsQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  const response = await request.fetch(
    fillPath(endpoint.path, params) + (readsQuery ? queryString(input) : ''),
    {
      method: endpoint.method,
      headers: {
        ...hostHeaderOf(endpoint),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(client ? { 'x-forwarded-for': client } : {}),
      },
      ...(readsQuery ? {} : { data: input }),
    },
  );
  const body: unknown = await response.json();
  return response.ok()
    ? { status: response.status(), ok: true, body: body as ResponseOf<E> }
    : { status: response.status(), ok: false, body: body as ErrorBody };
}

/** A file as a test sends it: its name, its type and its bytes. */
export interface FileToSend {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Sends files to an upload endpoint of the contract, under its form field, as the page's upload does. */
export async function uploadTo<E extends Endpoint>(
  request: APIRequestContext,
  endpoint: E,
  file: FileToSend,
  { token }: { token: string },
): Promise<EndpointAnswer<E>> {
  if (!endpoint.upload) throw new Error(`${endpoint.name} takes no files`);
  const response = await request.post(endpoint.path, {
    headers: { ...hostHeaderOf(endpoint), authorization: `Bearer ${token}` },
    multipart: { [endpoint.upload.field]: file },
  });
  const body: unknown = await response.json();
  return response.ok()
    ? { status: response.status(), ok: true, body: body as ResponseOf<E> }
    : { status: response.status(), ok: false, body: body as ErrorBody };
}

/** The body of an answer the scenario needs to succeed; a refusal fails it with the server's message. */
export function bodyOf<E extends Endpoint>(answer: EndpointAnswer<E>): ResponseOf<E> {
  if (!answer.ok) throw new Error(`expected a success, got ${answer.status}: ${answer.body.message}`);
  return answer.body;
}
