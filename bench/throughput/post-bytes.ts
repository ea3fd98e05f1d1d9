import { request as httpRequest } from 'node:http';

/**
 * A POST through node:http, which sends the Host header it is given (fetch writes the URL's own): the
 * back-office answers on its host only.
 */
export function postBytes(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': String(body.byteLength) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
