import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendHttp } from './http-client';
import {
  CLIENT_ADDRESS_HEADER,
  startRoundRobinProxy,
  TARGET_HEADER,
  type RoundRobinProxy,
} from './round-robin-proxy';

/** An instance that answers with its name and the request it got. */
async function echoServer(name: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({ name, method: request.method, url: request.url, headers: request.headers, body }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

interface Echo {
  name: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

describe('the round-robin proxy', () => {
  let instances: { server: Server; url: string }[];
  let proxy: RoundRobinProxy;
  beforeAll(async () => {
    instances = await Promise.all([echoServer('a'), echoServer('b')]);
    proxy = await startRoundRobinProxy(instances.map((instance) => instance.url));
  });
  afterAll(async () => {
    await proxy.close();
    for (const { server } of instances) server.close();
  });

  const echo = async (headers: Record<string, string> = {}, body?: string) => {
    const answer = await sendHttp(proxy.url, {
      method: body ? 'POST' : 'GET',
      path: '/x?y=1',
      headers,
      body,
    });
    return { answer, echoed: JSON.parse(answer.text()) as Echo };
  };

  it('takes the instances in turn, and says which answered', async () => {
    const names = [];
    for (let request = 0; request < 4; request++) {
      const { answer, echoed } = await echo();
      expect(answer.headers[TARGET_HEADER]).toBe(echoed.name === 'a' ? '0' : '1');
      names.push(echoed.name);
    }
    expect(names.join('')).toMatch(/^(ab){2}$|^(ba){2}$/);
  });

  it('sends a request that names an instance to that one, without the header', async () => {
    for (const [index, name] of [
      ['1', 'b'],
      ['1', 'b'],
      ['0', 'a'],
    ]) {
      const { echoed } = await echo({ [TARGET_HEADER]: index ?? '' });
      expect(echoed.name).toBe(name);
      expect(echoed.headers[TARGET_HEADER]).toBeUndefined();
    }
    expect((await sendHttp(proxy.url, { path: '/', headers: { [TARGET_HEADER]: '2' } })).status).toBe(400);
  });

  it('keeps the method, path, Host and body, and appends the client to X-Forwarded-For', async () => {
    const { echoed } = await echo({ host: 'pro.localhost', 'x-forwarded-for': '203.0.113.9' }, '{"a":1}');
    expect(echoed).toMatchObject({ method: 'POST', url: '/x?y=1', body: '{"a":1}' });
    expect(echoed.headers.host).toBe('pro.localhost');
    expect(echoed.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
  });

  it('forwards as the client address a test gives it, without the header', async () => {
    const { echoed } = await echo({ [CLIENT_ADDRESS_HEADER]: '198.51.100.4' });
    expect(echoed.headers['x-forwarded-for']).toBe('198.51.100.4');
    expect(echoed.headers[CLIENT_ADDRESS_HEADER]).toBeUndefined();
  });
});
