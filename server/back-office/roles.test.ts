import { describe, expect, it } from 'vitest';
import * as providerAccountApi from '@shared/api/contract/back-office/provider-account';
import * as projectsApi from '@shared/api/contract/projects';
import * as sessionApi from '@shared/api/contract/session';
import { createUser } from '../auth/users';
import { exampleRegistration } from '@shared/api/contract/examples';
import { callEndpoint } from '../test-support/call-endpoint';
import { signIn, signedInCouple } from '../test-support/signed-in-couple';
import { seedCatalog } from '../seed/seed-catalog';
import { signedInProvider } from '../test-support/signed-in-provider';
import { freshAppForEachTest } from '../test-support/test-app';

const t = freshAppForEachTest((db) => seedCatalog(db));

describe('roles', () => {
  it('gives a provider its own company, resolved from the session', async () => {
    const first = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const second = await signedInProvider(t, 'Maison Rivage', '+33622222222');
    const answer = await callEndpoint(t.app, providerAccountApi.me, {}, { as: first });
    expect(answer).toMatchObject({
      ok: true,
      body: { company: { id: first.providerId, name: 'Atelier Lumière' } },
    });
    const other = await callEndpoint(t.app, providerAccountApi.me, {}, { as: second });
    expect(other).toMatchObject({
      ok: true,
      body: { company: { id: second.providerId, name: 'Maison Rivage' } },
    });
  });

  it('refuses a couple’s token on a provider route, and a provider’s on a couple route, with 403', async () => {
    const couple = await signedInCouple(t);
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const asCouple = await callEndpoint(t.app, providerAccountApi.me, {}, { as: couple });
    expect(asCouple.status).toBe(403);
    expect(asCouple.ok ? '' : asCouple.body.message).toBe('Ce compte n’a pas accès à cette page.');
    expect((await callEndpoint(t.app, projectsApi.getProjects, {}, { as: provider })).status).toBe(403);
  });

  it('asks anyone without a session to sign in (401), and lets every role read who it is', async () => {
    expect((await callEndpoint(t.app, providerAccountApi.me, {})).status).toBe(401);
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    expect((await callEndpoint(t.app, sessionApi.me, {}, { as: provider })).status).toBe(200);
  });

  it('refuses a provider account that runs no company', async () => {
    const user = await createUser(t.db, exampleRegistration('+33633333333'));
    if (!user) throw new Error('the user was not created');
    await t.db.query("UPDATE users SET role = 'provider' WHERE id = $1", [user.id]);
    expect(
      (await callEndpoint(t.app, providerAccountApi.me, {}, { as: await signIn(t, user.id) })).status,
    ).toBe(403);
  });
});
