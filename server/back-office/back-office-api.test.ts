import Fastify from 'fastify';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import * as providerAccountApi from '@shared/api/contract/back-office/provider-account';
import * as eventRequestsApi from '@shared/api/contract/back-office/event-requests';
import { endpoint, type Endpoint } from '@shared/api/endpoint';
import { mountsEndpointsFor, registerHostRouting } from '../http/host-routing';
import { registerEndpoint } from '../http/register-endpoint';
import { seedCatalog } from '../seed/seed-catalog';
import { bodyOf, callEndpoint } from '../test-support/call-endpoint';
import { signedInCouple } from '../test-support/signed-in-couple';
import { signedInProvider } from '../test-support/signed-in-provider';
import { freshAppForEachTest } from '../test-support/test-app';
import { guardBackOfficeTree, openBackOfficeTree } from './back-office-api';

const t = freshAppForEachTest((db) => seedCatalog(db));

describe('the back-office API tree', () => {
  it('answers on the back-office host only: elsewhere its paths are the other hosts’ (`/api/me`) or 404', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const onBackOffice = await callEndpoint(t.app, providerAccountApi.me, {}, { as: provider });
    expect(bodyOf(onBackOffice).company.id).toBe(provider.providerId);
    for (const host of ['localhost:3000', 'be.localhost:3000', 'projet.localhost:3000']) {
      const me = await callEndpoint(t.app, providerAccountApi.me, {}, { as: provider, headers: { host } });
      expect({ host, company: me.ok && 'company' in me.body }).toEqual({ host, company: false });
      const locale = await callEndpoint(
        t.app,
        providerAccountApi.changeLocale,
        { locale: 'en' },
        { as: provider, headers: { host } },
      );
      expect({ host, status: locale.status }).toEqual({ host, status: 404 });
    }
  });

  it('looks the caller’s session up once per request, for the tree’s guard and the endpoint alike', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const query = vi.spyOn(t.db, 'query');
    try {
      expect((await callEndpoint(t.app, providerAccountApi.me, {}, { as: provider })).status).toBe(200);
      const lookups = query.mock.calls.filter(([sql]) => String(sql).includes('FROM auth_sessions'));
      expect(lookups).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
  });

  it('asks for a provider before it reads the request: no session 401, a couple 403, even with a wrong id', async () => {
    const params = { uuid: 'not-a-uuid' };
    expect((await callEndpoint(t.app, eventRequestsApi.eventRequest, {}, { params })).status).toBe(401);
    const couple = await signedInCouple(t);
    expect(
      (await callEndpoint(t.app, eventRequestsApi.eventRequest, {}, { as: couple, params })).status,
    ).toBe(403);
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    expect(
      (await callEndpoint(t.app, eventRequestsApi.eventRequest, {}, { as: provider, params })).status,
    ).toBe(400);
  });
});

describe('what a tree mounts', () => {
  const anEndpoint = (fields: Pick<Endpoint, 'auth' | 'host'>): Endpoint =>
    endpoint({
      name: 'test_endpoint',
      method: 'GET',
      path: '/api/test-endpoint',
      summary: 'An endpoint mounted for this test.',
      request: v.object({}),
      response: v.object({}),
      ...fields,
    });

  /** Whether an app starts with `tree` guarding a plugin that mounts `mounted`. */
  async function starts(
    tree: (app: ReturnType<typeof Fastify>) => void,
    mounted: Endpoint,
  ): Promise<boolean> {
    const app = Fastify();
    registerHostRouting(app, t.config, false);
    try {
      await app.register(async (plugin) => {
        tree(plugin);
        registerEndpoint(plugin, mounted, async () => ({}));
      });
      await app.ready();
      return true;
    } catch {
      return false;
    } finally {
      await app.close();
    }
  }

  it('the back-office tree takes only its host’s provider (and admin) endpoints', async () => {
    expect(await starts(guardBackOfficeTree, anEndpoint({ auth: 'provider', host: 'backOffice' }))).toBe(
      true,
    );
    expect(await starts(guardBackOfficeTree, anEndpoint({ auth: 'admin', host: 'backOffice' }))).toBe(true);
    expect(await starts(guardBackOfficeTree, anEndpoint({ auth: 'provider' }))).toBe(false);
    expect(await starts(guardBackOfficeTree, anEndpoint({ auth: 'none', host: 'backOffice' }))).toBe(false);
    expect(await starts(guardBackOfficeTree, anEndpoint({ auth: 'couple', host: 'backOffice' }))).toBe(false);
  });

  it('the back-office’s open tree takes only its host’s endpoints without a session', async () => {
    expect(await starts(openBackOfficeTree, anEndpoint({ auth: 'none', host: 'backOffice' }))).toBe(true);
    expect(await starts(openBackOfficeTree, anEndpoint({ auth: 'none' }))).toBe(false);
    expect(await starts(openBackOfficeTree, anEndpoint({ auth: 'provider', host: 'backOffice' }))).toBe(
      false,
    );
    expect(await starts(openBackOfficeTree, anEndpoint({ auth: 'optional', host: 'backOffice' }))).toBe(
      false,
    );
  });

  it('the tree of every host’s endpoints refuses one kept to the back-office', async () => {
    const everyHost = (app: ReturnType<typeof Fastify>) => mountsEndpointsFor(app, undefined);
    expect(await starts(everyHost, anEndpoint({ auth: 'none' }))).toBe(true);
    expect(await starts(everyHost, anEndpoint({ auth: 'provider', host: 'backOffice' }))).toBe(false);
  });
});
