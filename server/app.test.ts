import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT } from '@shared/api/contract';
import * as openApiApi from '@shared/api/contract/openapi';
import { callEndpoint } from './test-support/call-endpoint';
import { startTestApp, type TestApp } from './test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the reference server', () => {
  it('serves every endpoint of the contract, those kept to one host in that host’s tree', () => {
    const routes = new Set(t.app.routeSummaries.map(({ method, url }) => `${method} ${url}`));
    for (const endpoint of Object.values(CONTRACT).flat()) {
      expect(routes.has(`${endpoint.method} ${endpoint.path}`), endpoint.path).toBe(true);
    }
  });

  it('mounts every /api/ route from the contract', () => {
    const contract = new Set(
      Object.values(CONTRACT)
        .flat()
        .map(({ method, path }) => `${method} ${path}`),
    );
    const apiRoutes = t.app.routeSummaries
      .filter(({ method, url }) => url.startsWith('/api/') && method !== 'HEAD')
      .map(({ method, url }) => `${method} ${url}`);
    expect(apiRoutes.length).toBeGreaterThan(20);
    expect(apiRoutes.filter((route) => !contract.has(route))).toEqual([]);
  });

  it('publishes its OpenAPI document', async () => {
    expect(await callEndpoint(t.app, openApiApi.openApiDocument, {})).toMatchObject({
      status: 200,
      body: {
        openapi: '3.1.0',
        paths: { '/api/check-phone': { post: { operationId: 'check_phone' } } },
      },
    });
  });

  it('renders a page for each of the three hosts', async () => {
    const page = (host: string) => t.app.inject({ method: 'GET', url: '/', headers: { host } });
    expect((await page('localhost:3000')).body).toContain('data-country="FR"');
    expect((await page('uk.localhost:3000')).body).toContain('data-country="GB"');
    expect((await page('projet.localhost:3000')).body).toContain(
      '>Bienvenue sur votre projet de mariage</h1>',
    );
    expect((await page('pro.localhost:3000')).body).toContain('<h1>Tableau de bord</h1>');
  });

  it('renders a country site in its default language, the project site in the visitor’s', async () => {
    const belgian = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'be.localhost:3000' } });
    expect(belgian.body).toContain('<html lang="nl-BE">');
    expect(belgian.body).toContain('>Vind uw weddingplanner</h1>');
    const project = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'projet.localhost:3000', 'accept-language': 'en-GB' },
    });
    expect(project.body).toContain('>Welcome to your wedding project</h1>');
    expect(project.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, message: expect.any(String) });
  });
});
