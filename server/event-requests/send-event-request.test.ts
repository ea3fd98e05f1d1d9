import { beforeEach, describe, expect, it } from 'vitest';
import * as projectsApi from '@shared/api/contract/projects';
import * as providersApi from '@shared/api/contract/providers';
import type { RequestOf } from '@shared/api/endpoint';
import { seedCatalog } from '../seed/seed-catalog';
import { insertCraftedProvider } from '../test-support/crafted-directory';
import { signedInCouple, signIn, signedInCoupleForEachTest } from '../test-support/signed-in-couple';
import { bodyOf, callEndpoint } from '../test-support/call-endpoint';
import { callJson, freshAppForEachTest } from '../test-support/test-app';
import { saveExampleProject } from '../test-support/saved-project';
import { MAX_REQUESTS_PER_USER_PER_DAY, ONE_CONTACT_PERIOD_DAYS } from './send-rules';

let provider: number;
const t = freshAppForEachTest(seedCatalog);
const couple = signedInCoupleForEachTest(t);
beforeEach(async () => {
  provider = await insertCraftedProvider(t.db, { name: 'Atelier Lumière', latitude: 45.76, longitude: 4.84 });
});

const send = (
  request: RequestOf<typeof providersApi.sendToProvider>,
  headers: Record<string, string> = couple.headers,
) => callEndpoint(t.app, providersApi.sendToProvider, request, { headers });
/** What the contract refuses, sent as is. */
const sendRaw = (json: unknown) =>
  callJson(t.app, { method: 'POST', url: providersApi.sendToProvider.path, json, headers: couple.headers });

async function createProject(message: string | null, owner = couple): Promise<number> {
  return saveExampleProject(t.app, owner, { message });
}

const requests = () =>
  t.db.query<{ project_id: number; provider_id: number; message: string; status: string }>(
    'SELECT project_id, provider_id, message, status FROM event_requests ORDER BY created_at, id',
  );
const projectMessage = async (id: number) =>
  (await t.db.query<{ message: string | null }>('SELECT message FROM projects WHERE id = $1', [id]))[0]
    ?.message;

describe('send-to-prestataire', () => {
  it('sends the project with its own message', async () => {
    const project = await createProject('Nous cherchons un wedding planner.');
    const { status, body } = await send({ project, prestataire: provider });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, eventRequest: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    const [row] = await requests();
    expect(row).toEqual({
      project_id: project,
      provider_id: provider,
      message: 'Nous cherchons un wedding planner.',
      status: 'sent',
    });
  });

  it('answers no-message and writes nothing when neither the call nor the project has one', async () => {
    const project = await createProject(null);
    for (const message of [undefined, null, '', '   ']) {
      expect((await send({ project, prestataire: provider, message })).body).toEqual({
        success: false,
        error: 'no-message',
      });
    }
    expect(await requests()).toEqual([]);
  });

  it('keeps a typed message on the request and, when the project has none, on the project for later sends', async () => {
    const project = await createProject(null);
    expect(
      (await send({ project, prestataire: provider, message: '  Bonjour Atelier !  ' })).body,
    ).toMatchObject({
      success: true,
    });
    expect(await projectMessage(project)).toBe('Bonjour Atelier !');
    const second = await insertCraftedProvider(t.db, { name: 'Second', latitude: 45.7, longitude: 4.8 });
    expect((await send({ project, prestataire: second })).body).toMatchObject({ success: true });
    expect((await requests()).map((row) => row.message)).toEqual(['Bonjour Atelier !', 'Bonjour Atelier !']);
  });

  it('does not overwrite the project’s message with one typed for a single provider', async () => {
    const project = await createProject('Message du projet');
    await send({ project, prestataire: provider, message: 'Pour vous seulement' });
    expect((await requests())[0]?.message).toBe('Pour vous seulement');
    expect(await projectMessage(project)).toBe('Message du projet');
  });

  it('answers already-sent the second time, and keeps the first request as it was', async () => {
    const project = await createProject('Premier message');
    await send({ project, prestataire: provider });
    const again = await send({ project, prestataire: provider, message: 'Encore moi' });
    expect(again).toMatchObject({ status: 200, body: { success: false, error: 'already-sent' } });
    expect((await requests()).map((row) => row.message)).toEqual(['Premier message']);
  });

  it('lets exactly one of simultaneous sends through', async () => {
    const project = await createProject(null);
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, n) => send({ project, prestataire: provider, message: `Envoi ${n}` })),
    );
    const bodies = results.map(bodyOf);
    expect(bodies.filter((body) => body.success)).toHaveLength(1);
    expect(bodies.filter((body) => !body.success && body.error === 'already-sent')).toHaveLength(3);
    const rows = await requests();
    expect(rows).toHaveLength(1);
    expect(await projectMessage(project)).toBe(rows[0]?.message);
  });

  it('refuses another couple’s project exactly like a missing one, leaking nothing', async () => {
    const project = await createProject('Notre secret bien gardé');
    const stranger = await signedInCouple(t, '+33698765432');
    const theirs = await send({ project, prestataire: provider, message: 'Intrus' }, stranger.headers);
    const missing = await send({ project: 999, prestataire: provider, message: 'Intrus' }, stranger.headers);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    expect(JSON.stringify(theirs.body)).not.toContain('secret');
    expect(await requests()).toEqual([]);
    expect(await projectMessage(project)).toBe('Notre secret bien gardé');
  });

  it('refuses a closed project with 409, and writes nothing', async () => {
    const project = await createProject('Bonjour');
    await callEndpoint(t.app, projectsApi.closeProject, {}, { as: couple, params: { id: project } });
    expect(await send({ project, prestataire: provider })).toMatchObject({
      status: 409,
      body: { message: 'Ce projet est clôturé : il ne peut plus être modifié ni envoyé.' },
    });
    expect(await requests()).toEqual([]);
  });

  it('refuses an unknown or unpublished provider', async () => {
    const project = await createProject('Bonjour');
    const hidden = await insertCraftedProvider(t.db, {
      name: 'Hidden',
      latitude: 45,
      longitude: 4,
      published: false,
    });
    for (const prestataire of [999, hidden]) {
      expect(await send({ project, prestataire })).toMatchObject({
        status: 404,
        body: { message: 'Ce prestataire est introuvable.' },
      });
    }
    expect(await requests()).toEqual([]);
  });

  it('validates the call and needs a signed-in couple', async () => {
    const project = await createProject('Bonjour');
    for (const bad of [{ project: 'one', prestataire: provider }, { project }, { project, prestataire: 0 }]) {
      expect((await sendRaw(bad)).status).toBe(400);
    }
    expect((await sendRaw({ project, prestataire: provider, message: 'x'.repeat(5001) })).status).toBe(400);
    expect((await send({ project, prestataire: provider }, {})).status).toBe(401);
    expect(await requests()).toEqual([]);
  });
});

describe('one contact per provider', () => {
  const PERIOD_MS = ONE_CONTACT_PERIOD_DAYS * 24 * 60 * 60_000;

  it('answers already-sent to another project of the couple within the period, writing nothing, and sends it once the period is over', async () => {
    const first = await createProject('Projet un');
    const second = await createProject(null);
    expect(bodyOf(await send({ project: first, prestataire: provider })).success).toBe(true);
    t.clock.advance(PERIOD_MS - 1000);
    const later = await signIn(t, couple.userId);
    const again = await send(
      { project: second, prestataire: provider, message: 'Encore nous' },
      later.headers,
    );
    expect(again).toMatchObject({ status: 200, body: { success: false, error: 'already-sent' } });
    expect((await requests()).map((row) => row.project_id)).toEqual([first]);
    expect(await projectMessage(second), 'a send that went nowhere keeps nothing of its message').toBeNull();

    // Another couple is not held by this couple's request.
    const stranger = await signedInCouple(t, '+33698765432');
    const theirs = await createProject('Bonjour', stranger);
    expect(bodyOf(await send({ project: theirs, prestataire: provider }, stranger.headers)).success).toBe(
      true,
    );

    t.clock.advance(1000);
    expect(
      bodyOf(await send({ project: second, prestataire: provider, message: 'Encore nous' }, later.headers)),
    ).toMatchObject({ success: true });
    expect((await requests()).map((row) => row.project_id)).toEqual([first, theirs, second]);
  });

  it('counts the requests of a closed project: the provider was reached', async () => {
    const closed = await createProject('Projet clôturé');
    await send({ project: closed, prestataire: provider });
    await callEndpoint(t.app, projectsApi.closeProject, {}, { as: couple, params: { id: closed } });
    const next = await createProject('Nouveau projet');
    expect(bodyOf(await send({ project: next, prestataire: provider }))).toEqual({
      success: false,
      error: 'already-sent',
    });
    expect(await requests()).toHaveLength(1);
  });

  it('lets exactly one of simultaneous sends from several projects of the couple through', async () => {
    const projects = [];
    for (let n = 0; n < 4; n++) projects.push(await createProject(`Projet ${n}`));
    const bodies = (
      await Promise.all(projects.map((project) => send({ project, prestataire: provider })))
    ).map(bodyOf);
    expect(bodies.filter((body) => body.success)).toHaveLength(1);
    expect(bodies.filter((body) => !body.success && body.error === 'already-sent')).toHaveLength(3);
    expect(await requests()).toHaveLength(1);
  });
});

describe('the daily cap', () => {
  it(`lets a couple send ${MAX_REQUESTS_PER_USER_PER_DAY} requests a day, then answers 429 until the oldest is a day old`, async () => {
    const project = await createProject('Bonjour');
    const providers = [provider];
    for (let n = 1; n <= MAX_REQUESTS_PER_USER_PER_DAY; n++) {
      providers.push(await insertCraftedProvider(t.db, { name: `Planner ${n}`, latitude: 45, longitude: 4 }));
    }
    for (const prestataire of providers.slice(0, MAX_REQUESTS_PER_USER_PER_DAY)) {
      expect(bodyOf(await send({ project, prestataire })).success).toBe(true);
      // A second apart: the whole burst fits in the couple's five-minute access token.
      t.clock.advance(1_000);
    }
    const last = providers.at(-1) ?? provider;
    const refused = await send({ project, prestataire: last });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await requests()).toHaveLength(MAX_REQUESTS_PER_USER_PER_DAY);
    // A provider already reached costs nothing: the repeat is told as such, not refused by the cap.
    expect(bodyOf(await send({ project, prestataire: provider }))).toEqual({
      success: false,
      error: 'already-sent',
    });

    const stranger = await signedInCouple(t, '+33698765432');
    const theirs = await createProject('Bonjour', stranger);
    expect(bodyOf(await send({ project: theirs, prestataire: last }, stranger.headers)).success).toBe(true);

    t.clock.advance(24 * 60 * 60_000);
    const tomorrow = await signIn(t, couple.userId);
    expect(bodyOf(await send({ project, prestataire: last }, tomorrow.headers)).success).toBe(true);
  });
});
