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

/** Five published planners, in the order they were created. */
let planners: number[];
const t = freshAppForEachTest(seedCatalog);
const couple = signedInCoupleForEachTest(t);
beforeEach(async () => {
  planners = [];
  for (const name of ['Lumière', 'Jours Heureux', 'Bleu Lavande', 'Oui Madame', 'Fleur de Sel']) {
    planners.push(await insertCraftedProvider(t.db, { name, latitude: 45.76, longitude: 4.84 }));
  }
});

const planner = (index: number): number => {
  const id = planners[index];
  if (id === undefined) throw new Error(`no planner ${index}`);
  return id;
};

const choose = (
  request: RequestOf<typeof providersApi.chooseProviders>,
  headers: Record<string, string> = couple.headers,
) => callEndpoint(t.app, providersApi.chooseProviders, request, { headers });
/** What the contract refuses, sent as is. */
const chooseRaw = (json: unknown) =>
  callJson(t.app, { method: 'POST', url: providersApi.chooseProviders.path, json, headers: couple.headers });

async function createProject(message: string | null, owner = couple): Promise<number> {
  return saveExampleProject(t.app, owner, { message });
}

const requests = () =>
  t.db.query<{ project_id: number; provider_id: number; message: string; status: string }>(
    'SELECT project_id, provider_id, message, status FROM event_requests ORDER BY provider_id',
  );
const projectMessage = async (id: number) =>
  (await t.db.query<{ message: string | null }>('SELECT message FROM projects WHERE id = $1', [id]))[0]
    ?.message;

describe('choose-prestataires', () => {
  it('sends the project to each chosen planner, with its message, in the order chosen', async () => {
    const project = await createProject('Nous cherchons un wedding planner.');
    const chosen = [planner(2), planner(0), planner(4)];
    const { status, body } = await choose({ project, prestataires: chosen });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, sent: chosen, alreadySent: [] });
    expect(await requests()).toEqual(
      [planner(0), planner(2), planner(4)].map((provider_id) => ({
        project_id: project,
        provider_id,
        message: 'Nous cherchons un wedding planner.',
        status: 'sent',
      })),
    );
  });

  it('lists the planners the project already contacted as alreadySent, and leaves their requests as they were', async () => {
    const project = await createProject('Premier message');
    await callEndpoint(
      t.app,
      providersApi.sendToProvider,
      { project, prestataire: planner(1) },
      { as: couple },
    );
    const answer = await choose({
      project,
      prestataires: [planner(0), planner(1)],
      message: 'Second message',
    });
    expect(answer.body).toEqual({ success: true, sent: [planner(0)], alreadySent: [planner(1)] });
    expect((await requests()).map((row) => [row.provider_id, row.message])).toEqual([
      [planner(0), 'Second message'],
      [planner(1), 'Premier message'],
    ]);
    const again = await choose({ project, prestataires: [planner(1), planner(0)] });
    expect(again.body).toEqual({ success: true, sent: [], alreadySent: [planner(1), planner(0)] });
    expect(await requests()).toHaveLength(2);
  });

  it('counts a planner listed twice once', async () => {
    const project = await createProject('Bonjour');
    const answer = await choose({ project, prestataires: [planner(0), planner(3), planner(0), planner(3)] });
    expect(answer.body).toEqual({ success: true, sent: [planner(0), planner(3)], alreadySent: [] });
    expect(await requests()).toHaveLength(2);
  });

  describe('the message', () => {
    it('is needed when a planner is left to contact and neither the call nor the project has one: nothing is sent', async () => {
      const project = await createProject(null);
      for (const message of [undefined, null, '', '   ']) {
        expect((await choose({ project, prestataires: [planner(0), planner(1)], message })).body).toEqual({
          success: false,
          error: 'no-message',
          sent: [],
          alreadySent: [],
        });
      }
      expect(await requests()).toEqual([]);
    });

    it('is not needed when every planner chosen was already contacted', async () => {
      const project = await createProject(null);
      await choose({ project, prestataires: [planner(0)], message: 'Bonjour' });
      await t.db.query('UPDATE projects SET message = NULL WHERE id = $1', [project]);
      expect((await choose({ project, prestataires: [planner(0)] })).body).toEqual({
        success: true,
        sent: [],
        alreadySent: [planner(0)],
      });
      expect((await choose({ project, prestataires: [planner(0), planner(1)] })).body).toEqual({
        success: false,
        error: 'no-message',
        sent: [],
        alreadySent: [planner(0)],
      });
    });

    it('typed becomes the project’s message when it has none, and only then', async () => {
      const project = await createProject(null);
      await choose({ project, prestataires: [planner(0), planner(1)], message: '  Bonjour à vous !  ' });
      expect(await projectMessage(project)).toBe('Bonjour à vous !');
      expect((await choose({ project, prestataires: [planner(2)] })).body).toMatchObject({ success: true });
      await choose({ project, prestataires: [planner(3)], message: 'Pour vous seulement' });
      expect((await requests()).map((row) => row.message)).toEqual([
        'Bonjour à vous !',
        'Bonjour à vous !',
        'Bonjour à vous !',
        'Pour vous seulement',
      ]);
      expect(await projectMessage(project)).toBe('Bonjour à vous !');
    });
  });

  it('refuses the whole choice when one planner is unknown or unpublished: nothing is sent', async () => {
    const project = await createProject('Bonjour');
    const hidden = await insertCraftedProvider(t.db, {
      name: 'Hidden',
      latitude: 45,
      longitude: 4,
      published: false,
    });
    for (const intruder of [999_999, hidden]) {
      const answer = await choose({ project, prestataires: [planner(0), intruder, planner(1)] });
      expect(answer).toMatchObject({
        status: 400,
        body: {
          message: 'Ce prestataire est introuvable.',
          fields: { prestataires: 'Ce prestataire est introuvable.' },
        },
      });
    }
    expect(await requests()).toEqual([]);
  });

  it(`takes at most ${providersApi.MAX_CHOSEN_PER_CALL} planners a call, and at least one`, async () => {
    const project = await createProject('Bonjour');
    const many: number[] = [];
    for (let n = 0; n <= providersApi.MAX_CHOSEN_PER_CALL; n++) {
      many.push(await insertCraftedProvider(t.db, { name: `Planner ${n}`, latitude: 45, longitude: 4 }));
    }
    expect(await choose({ project, prestataires: many })).toMatchObject({
      status: 400,
      body: { fields: { prestataires: expect.any(String) } },
    });
    expect((await choose({ project, prestataires: [] })).status).toBe(400);
    expect(await requests()).toEqual([]);
    const fits = await choose({ project, prestataires: many.slice(1) });
    expect(bodyOf(fits)).toMatchObject({ success: true, sent: many.slice(1) });
  });

  it('refuses another couple’s project exactly like a missing one, sending nothing', async () => {
    const project = await createProject('Notre secret bien gardé');
    const stranger = await signedInCouple(t, '+33698765432');
    const theirs = await choose({ project, prestataires: [planner(0)], message: 'Intrus' }, stranger.headers);
    const missing = await choose(
      { project: 999, prestataires: [planner(0)], message: 'Intrus' },
      stranger.headers,
    );
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    expect(JSON.stringify(theirs.body)).not.toContain('secret');
    expect((await choose({ project, prestataires: [planner(0)] }, {})).status).toBe(401);
    expect(await requests()).toEqual([]);
  });

  it('refuses a closed project with 409, and sends nothing', async () => {
    const project = await createProject('Bonjour');
    await callEndpoint(t.app, projectsApi.closeProject, {}, { as: couple, params: { id: project } });
    expect(await choose({ project, prestataires: [planner(0)] })).toMatchObject({
      status: 409,
      body: { message: 'Ce projet est clôturé : il ne peut plus être modifié ni envoyé.' },
    });
    expect(await requests()).toEqual([]);
  });

  it('validates the call', async () => {
    const project = await createProject('Bonjour');
    for (const bad of [
      { project },
      { project, prestataires: planner(0) },
      { project, prestataires: [0] },
      { project, prestataires: ['one'] },
      { project: 'one', prestataires: [planner(0)] },
      { project, prestataires: [planner(0)], message: 'x'.repeat(5001) },
    ]) {
      expect((await chooseRaw(bad)).status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect(await requests()).toEqual([]);
  });

  it('lets simultaneous choices of one project send each planner once', async () => {
    const project = await createProject('Bonjour');
    const choices = [
      [planner(0), planner(1), planner(2)],
      [planner(1), planner(2), planner(3)],
      [planner(3), planner(4)],
      [planner(0), planner(4)],
    ];
    const bodies = (await Promise.all(choices.map((prestataires) => choose({ project, prestataires })))).map(
      bodyOf,
    );
    const sent = bodies.flatMap((body) => (body.success ? body.sent : []));
    expect(sent.toSorted((a, b) => a - b)).toEqual(planners);
    bodies.forEach((body, index) => {
      expect(body.success && [...body.sent, ...body.alreadySent].toSorted()).toEqual(
        choices[index]?.toSorted(),
      );
    });
    expect(await requests()).toHaveLength(planners.length);
  });
});

describe('one contact per provider', () => {
  it('sends the others and lists as alreadySent a planner another project of the couple reached within the period, until it is over', async () => {
    const first = await createProject('Projet un');
    const second = await createProject('Projet deux');
    // Reached by send-to-prestataire: both ways of sending keep the one rule.
    const single = { project: first, prestataire: planner(1) };
    expect(
      bodyOf(await callEndpoint(t.app, providersApi.sendToProvider, single, { as: couple })).success,
    ).toBe(true);
    const answer = await choose({ project: second, prestataires: [planner(0), planner(1)] });
    expect(answer.body).toEqual({ success: true, sent: [planner(0)], alreadySent: [planner(1)] });
    expect((await requests()).map((row) => [row.provider_id, row.project_id])).toEqual([
      [planner(0), second],
      [planner(1), first],
    ]);

    t.clock.advance(ONE_CONTACT_PERIOD_DAYS * 24 * 60 * 60_000);
    const later = await signIn(t, couple.userId);
    const after = await choose({ project: second, prestataires: [planner(0), planner(1)] }, later.headers);
    expect(after.body).toEqual({ success: true, sent: [planner(1)], alreadySent: [planner(0)] });
  });

  it('lets simultaneous choices from several projects of the couple reach each planner once', async () => {
    const projects = [];
    for (let n = 0; n < 3; n++) projects.push(await createProject(`Projet ${n}`));
    const chosen = [planner(0), planner(1), planner(2)];
    const bodies = (
      await Promise.all(projects.map((project) => choose({ project, prestataires: chosen })))
    ).map(bodyOf);
    const sent = bodies.flatMap((body) => (body.success ? body.sent : []));
    expect(sent.toSorted((a, b) => a - b)).toEqual(chosen);
    expect(await requests()).toHaveLength(chosen.length);
  });
});

describe('the daily cap', () => {
  const HOUR_MS = 60 * 60_000;

  /** `count` requests of the couple on another project, one a minute from 23 hours ago. */
  async function sentEarlier(count: number): Promise<void> {
    const earlier = await createProject('Hier');
    const start = t.clock.now().getTime() - 23 * HOUR_MS;
    for (let n = 0; n < count; n++) {
      const provider = await insertCraftedProvider(t.db, {
        name: `Earlier ${n}`,
        latitude: 45,
        longitude: 4,
      });
      await t.db.query(
        'INSERT INTO event_requests (project_id, provider_id, message, created_at) VALUES ($1, $2, $3, $4)',
        [earlier, provider, 'Hier', new Date(start + n * 60_000)],
      );
    }
  }

  it('counts the whole choice: one that does not fit sends nobody, and says when it would', async () => {
    await sentEarlier(MAX_REQUESTS_PER_USER_PER_DAY - 2);
    const project = await createProject('Bonjour');
    const refused = await choose({ project, prestataires: [planner(0), planner(1), planner(2), planner(3)] });
    expect(refused).toMatchObject({
      status: 429,
      body: {
        message: 'Vous avez envoyé beaucoup de demandes aujourd’hui. Réessayez demain ou écrivez-nous.',
      },
    });
    // Two too many: they fit once the two oldest requests are a day old, the second in an hour and a minute.
    expect(refused.headers['retry-after']).toBe(String((HOUR_MS + 60_000) / 1000));
    const count = async () => (await t.db.query('SELECT 1 FROM event_requests')).length;
    expect(await count()).toBe(MAX_REQUESTS_PER_USER_PER_DAY - 2);

    expect(bodyOf(await choose({ project, prestataires: [planner(0), planner(1)] })).success).toBe(true);
    expect(await count()).toBe(MAX_REQUESTS_PER_USER_PER_DAY);
    // Already-sent planners cost nothing.
    expect(bodyOf(await choose({ project, prestataires: [planner(0)] }))).toMatchObject({ success: true });
    expect((await choose({ project, prestataires: [planner(2)] })).status).toBe(429);
  });

  it('is shared with send-to-prestataire', async () => {
    await sentEarlier(MAX_REQUESTS_PER_USER_PER_DAY - 1);
    const project = await createProject('Bonjour');
    expect(bodyOf(await choose({ project, prestataires: [planner(0)] })).success).toBe(true);
    const single = await callEndpoint(
      t.app,
      providersApi.sendToProvider,
      { project, prestataire: planner(1) },
      { as: couple },
    );
    expect(single.status).toBe(429);
    expect(Number(single.headers['retry-after'])).toBe(HOUR_MS / 1000);
  });
});
