import { describe, expect, it } from 'vitest';
import * as projectViewApi from '@shared/api/contract/project-view';
import * as projectsApi from '@shared/api/contract/projects';
import * as providersApi from '@shared/api/contract/providers';
import { seedCatalog } from '../seed/seed-catalog';
import { insertCraftedProvider } from '../test-support/crafted-directory';
import { bodyOf, callEndpoint } from '../test-support/call-endpoint';
import {
  signedInCouple,
  signIn,
  type SignedInCouple,
  signedInCoupleForEachTest,
} from '../test-support/signed-in-couple';
import { freshAppForEachTest } from '../test-support/test-app';
import { saveExampleProject } from '../test-support/saved-project';

const t = freshAppForEachTest(seedCatalog);
const couple = signedInCoupleForEachTest(t);

async function createProject(owner = couple): Promise<number> {
  return saveExampleProject(t.app, owner, { message: 'Bonjour, nous cherchons un wedding planner.' });
}

const send = async (project: number, prestataire: number, message?: string) =>
  bodyOf(
    await callEndpoint(t.app, providersApi.sendToProvider, { project, prestataire, message }, { as: couple }),
  );
const view = (id: number, as: SignedInCouple = couple) =>
  callEndpoint(t.app, projectViewApi.getProject, {}, { as, params: { id } });

/** What the provider's back-office writes when it opens, accepts or declines a request. */
async function providerDoes(project: number, provider: number, status: 'read' | 'accepted' | 'declined') {
  const now = t.clock.now();
  await t.db.query(
    `UPDATE event_requests SET status = $3, read_at = coalesce(read_at, $4),
       answered_at = CASE WHEN $3 = 'read' THEN NULL ELSE $4::timestamptz END
     WHERE project_id = $1 AND provider_id = $2`,
    [project, provider, status, now],
  );
}

describe('get-project', () => {
  it('shows the project and each request it sent with its card, status and dates, newest first', async () => {
    const atelier = await insertCraftedProvider(t.db, {
      name: 'Atelier Lumière',
      latitude: 45.7,
      longitude: 4.8,
      city: 'Lyon',
      postalCode: '69002',
      isPremium: true,
      languages: ['fr', 'en'],
      profileImage: 'providers/atelier.jpg',
    });
    const bella = await insertCraftedProvider(t.db, { name: 'Bella Fête', latitude: 45, longitude: 4 });
    const chic = await insertCraftedProvider(t.db, { name: 'Chic Day', latitude: 45, longitude: 4 });
    const project = await createProject();
    const sentAt = t.clock.now().toISOString();
    await send(project, atelier, 'Pour vous');
    t.clock.advance(60_000);
    await send(project, bella);
    t.clock.advance(60_000);
    await send(project, chic);
    t.clock.advance(3_600_000);
    const readAt = t.clock.now().toISOString();
    await providerDoes(project, atelier, 'read');
    await providerDoes(project, bella, 'read');
    t.clock.advance(3_600_000);
    const answeredAt = t.clock.now().toISOString();
    await providerDoes(project, atelier, 'accepted');
    await providerDoes(project, bella, 'declined');

    // Hours later: the access token of the first sign-in has expired meanwhile.
    const answer = bodyOf(await view(project, await signIn(t, couple.userId)));
    expect(answer.project).toMatchObject({ id: project, status: 'open', eventLocation: 'Lyon' });
    expect(answer.requests.map((request) => [request.prestataire.name, request.status])).toEqual([
      ['Chic Day', 'sent'],
      ['Bella Fête', 'declined'],
      ['Atelier Lumière', 'accepted'],
    ]);
    const [, declined, accepted] = answer.requests;
    expect(accepted).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      prestataire: {
        id: atelier,
        name: 'Atelier Lumière',
        city: 'Lyon',
        cp: '69',
        profileUrl: expect.stringContaining('atelier-lumiere'),
        profileImage: expect.stringContaining('atelier'),
        isPremium: true,
        hasLoggedInTheLastDays: expect.any(Boolean),
        langues: expect.arrayContaining([
          expect.objectContaining({ iso: 'en' }),
          expect.objectContaining({ iso: 'fr' }),
        ]),
      },
      status: 'accepted',
      message: 'Pour vous',
      sentAt,
      readAt,
      answeredAt,
    });
    expect(declined).toMatchObject({
      message: 'Bonjour, nous cherchons un wedding planner.',
      readAt,
      answeredAt,
    });
    expect(answer.requests[0]).toMatchObject({ readAt: null, answeredAt: null });
  });

  it('shows a closed project, and a project that sent nothing with no requests', async () => {
    const project = await createProject();
    await callEndpoint(t.app, projectsApi.closeProject, {}, { as: couple, params: { id: project } });
    expect(bodyOf(await view(project))).toMatchObject({ project: { status: 'closed' }, requests: [] });
  });

  it('answers another couple’s project exactly like a missing one', async () => {
    const project = await createProject();
    const stranger = await signedInCouple(t, '+33698765432');
    const theirs = await view(project, stranger);
    const missing = await view(999, stranger);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    expect(
      (await callEndpoint(t.app, projectViewApi.getProject, {}, { params: { id: project } })).status,
    ).toBe(401);
  });
});

describe('get-project request pages', () => {
  const SIZE = projectViewApi.PROJECT_REQUESTS_PAGE_SIZE;
  const viewPage = async (id: number, page: number) =>
    bodyOf(await callEndpoint(t.app, projectViewApi.getProject, { page }, { as: couple, params: { id } }));

  it(`lists ${SIZE} requests a page, newest first, and sums up all of them on every page`, async () => {
    const project = await createProject();
    const providers: number[] = [];
    for (let index = 0; index < SIZE + 5; index += 1) {
      providers.push(
        await insertCraftedProvider(t.db, { name: `Planner ${index}`, latitude: 45, longitude: 4 }),
      );
    }
    // Written straight, one a minute, as a project's history (the sends' own rules are tested elsewhere).
    for (const [index, provider] of providers.entries()) {
      await t.db.query(
        `INSERT INTO event_requests (project_id, provider_id, message, created_at) VALUES ($1, $2, 'Bonjour', $3)`,
        [project, provider, new Date(t.clock.now().getTime() + index * 60_000)],
      );
    }
    await providerDoes(project, providers[0] ?? 0, 'accepted');
    await providerDoes(project, providers[1] ?? 0, 'declined');

    const first = await viewPage(project, 1);
    expect(first).toMatchObject({
      project: { id: project },
      requestCounts: { contacted: SIZE + 5, answered: 2, accepted: 1 },
      page: 1,
      pageCount: 2,
      total: SIZE + 5,
    });
    expect(first.requests.map((request) => request.prestataire.name)).toEqual(
      Array.from({ length: SIZE }, (_, index) => `Planner ${SIZE + 4 - index}`),
    );
    const second = await viewPage(project, 2);
    expect(second.requests.map((request) => request.prestataire.name)).toEqual([
      'Planner 4',
      'Planner 3',
      'Planner 2',
      'Planner 1',
      'Planner 0',
    ]);
    expect(second.requestCounts).toEqual(first.requestCounts);
    expect(await viewPage(project, 3)).toMatchObject({
      requests: [],
      page: 3,
      pageCount: 2,
      total: SIZE + 5,
    });
  });
});

describe('get-projects request counts', () => {
  it('counts the providers each project contacted, those who answered and those who accepted', async () => {
    const providers = await Promise.all(
      ['Un', 'Deux', 'Trois', 'Quatre'].map((name) =>
        insertCraftedProvider(t.db, { name, latitude: 45, longitude: 4 }),
      ),
    );
    const busy = await createProject();
    const quiet = await createProject();
    for (const provider of providers) await send(busy, provider);
    await providerDoes(busy, providers[0] ?? 0, 'read');
    await providerDoes(busy, providers[1] ?? 0, 'accepted');
    await providerDoes(busy, providers[2] ?? 0, 'declined');
    const { projects } = bodyOf(await callEndpoint(t.app, projectsApi.getProjects, {}, { as: couple }));
    expect(projects.map((project) => [project.id, project.requests])).toEqual([
      [quiet, { contacted: 0, answered: 0, accepted: 0 }],
      [busy, { contacted: 4, answered: 2, accepted: 1 }],
    ]);
  });
});

describe('request statuses in the database', () => {
  it('keeps each status and its dates in step, whoever writes them', async () => {
    const provider = await insertCraftedProvider(t.db, { name: 'Atelier', latitude: 45, longitude: 4 });
    const project = await createProject();
    await send(project, provider);
    const write = (sql: string) =>
      t.db.query(`UPDATE event_requests SET ${sql} WHERE project_id = $1`, [project]);
    await expect(write(`status = 'read'`)).rejects.toThrow();
    await expect(write(`status = 'accepted', read_at = now()`)).rejects.toThrow();
    await expect(write(`status = 'new'`)).rejects.toThrow();
    await expect(write(`read_at = now()`)).rejects.toThrow();
    await expect(write(`status = 'declined', read_at = now(), answered_at = now()`)).resolves.toBeDefined();
  });
});
