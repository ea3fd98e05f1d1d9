import { request, type IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { fillPath, queryString } from '@shared/api/client/request-url';
import type { Endpoint, RequestOf } from '@shared/api/endpoint';
import { hostHeaderOf, type CallOptions, type EndpointAnswer } from './call-endpoint';
import { multipartBody, type UploadedFile } from './multipart';

/** One request to a server over the network, its Host header included (which fetch would not send). */
export interface HttpRequest {
  method?: string;
  path: string;
  headers?: Readonly<Record<string, string>>;
  body?: string | Buffer | Readable;
}

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text(): string;
}

/** The calls a test makes to a server running in another process, each with `headers` added. */
export interface HttpClient {
  send(request: HttpRequest): Promise<HttpAnswer>;
  /** A page of a host: `host` is its Host header (`localhost` is the French site). */
  page(path: string, host?: string): Promise<HttpAnswer>;
  /** `callEndpoint` over the network: the same request, the same typed answer. */
  call<E extends Endpoint>(
    endpoint: E,
    input: RequestOf<E>,
    options?: Omit<CallOptions, 'remoteAddress'>,
  ): Promise<EndpointAnswer<E>>;
  /** `uploadFiles` over the network: a multipart body to an upload endpoint, on its host. */
  upload(
    endpoint: Endpoint,
    files: readonly UploadedFile[],
    as?: { headers: { authorization: string } },
  ): Promise<{ status: number; body: Record<string, unknown> }>;
}

/** A client of the server at `baseUrl` (`http://127.0.0.1:<port>`) adding `headers` to every request. */
export function httpClient(baseUrl: string, headers: Readonly<Record<string, string>> = {}): HttpClient {
  const send = (wanted: HttpRequest) =>
    sendHttp(baseUrl, { ...wanted, headers: { ...headers, ...wanted.headers } });
  return {
    send,
    page: (path, host = 'localhost') => send({ path, headers: { host } }),
    async call(endpoint, input, { as, params = {}, headers: extra = {} } = {}) {
      const readsQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
      const answer = await send({
        method: endpoint.method,
        path: fillPath(endpoint.path, params) + (readsQuery ? queryString(input) : ''),
        headers: {
          ...hostHeaderOf(endpoint),
          ...as?.headers,
          ...(readsQuery ? {} : { 'content-type': 'application/json' }),
          ...extra,
        },
        body: readsQuery ? undefined : JSON.stringify(input),
      });
      const body: unknown = answer.body.length > 0 ? JSON.parse(answer.text()) : undefined;
      const common = { status: answer.status, headers: answer.headers, cookies: cookiesOf(answer.headers) };
      return (
        answer.status < 400 ? { ...common, ok: true, body } : { ...common, ok: false, body }
      ) as EndpointAnswer<typeof endpoint>;
    },
    async upload(endpoint, files, as) {
      const multipart = multipartBody(files);
      const answer = await send({
        method: endpoint.method,
        path: endpoint.path,
        headers: { ...hostHeaderOf(endpoint), ...as?.headers, ...multipart.headers },
        body: multipart.payload,
      });
      return { status: answer.status, body: JSON.parse(answer.text()) as Record<string, unknown> };
    },
  };
}

export function sendHttp(baseUrl: string, { method = 'GET', path, headers = {}, body }: HttpRequest) {
  const url = new URL(path, baseUrl);
  return new Promise<HttpAnswer>((resolve, reject) => {
    const outgoing = request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const received = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: received,
          text: () => received.toString('utf8'),
        });
      });
    });
    outgoing.on('error', reject);
    if (body instanceof Readable) body.pipe(outgoing);
    else outgoing.end(body);
  });
}

/** The cookies an answer sets, by name and value (what a test sends back). */
function cookiesOf(headers: IncomingHttpHeaders): { name: string; value: string }[] {
  return (headers['set-cookie'] ?? []).map((line) => {
    const pair = line.slice(0, line.indexOf(';') === -1 ? undefined : line.indexOf(';'));
    const equals = pair.indexOf('=');
    return { name: pair.slice(0, equals).trim(), value: pair.slice(equals + 1).trim() };
  });
}
