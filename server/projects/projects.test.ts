import { describe, expect, it } from 'vitest';
import * as projectsApi from '@shared/api/contract/projects';
import { seedCatalog } from '../seed/seed-catalog';
import { insertCraftedCities } from '../test-support/crafted-directory';
import { bodyOf, callEndpoint } from '../test-support/call-endpoint';
import { signedInCouple, signedInCoupleForEachTest } from '../test-support/signed-in-couple';
import { callJson, freshAppForEachTest } from '../test-support/test-app';

/** Event dates are checked against the real calendar by the contract: these stay in the future. */
const FUTURE = '2031-06-14';
const LATER = '2032-09-04';

const t = freshAppForEachTest(async (db) => {
  await seedCatalog(db);
  await insertCraftedCities(db);
});
const couple = signedInCoupleForEachTest(t);

const save = (project: projectsApi.NewProject, headers: Record<string, string> = couple.headers) =>
  callEndpoint(t.app, projectsApi.saveProject, project, { headers });
/** What the contract refuses, sent as is. */
const saveRaw = (json: unknown) =>
  callJson(t.app, { method: 'POST', url: projectsApi.saveProject.path, json, headers: couple.headers });
const savedProject = async (project: projectsApi.NewProject) => bodyOf(await save(project)).project;
const list = (headers: Record<string, string> = couple.headers) =>
  callEndpoint(t.app, projectsApi.getProjects, {}, { headers });

const rangeId = async (kind: string, position: number) => {
  const [range] = await t.db.query<{ id: number }>(
    'SELECT id FROM project_ranges WHERE kind = $1 AND position = $2',
    [kind, position],
  );
  return range?.id ?? 0;
};

const wedding = (overrides: Partial<projectsApi.NewProject> = {}): projectsApi.NewProject => ({
  eventType: 'wedding',
  eventDate: FUTURE,
  eventLocation: 'Lyon',
  zipCode: '69002',
  country: 'FR',
  ...overrides,
});

const projectCount = async () =>
  (await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM projects'))[0]?.count;

describe('save-project', () => {
  it('creates the project with every field and answers it in the contract shape', async () => {
    const guest = await rangeId('guest', 3);
    const plannerBudget = await rangeId('planner-budget', 2);
    const budget = await rangeId('budget', 4);
    const { status, body } = await save(
      wedding({
        latitude: 45.76,
        longitude: 4.84,
        serviceType: 'full-service',
        theme: '  Bohème chic  ',
        guestRange: guest,
        plannerBudgetRange: plannerBudget,
        budgetRange: budget,
        languages: ['fr', 'en', 'fr'],
        plannerLocation: 'near-event',
        message: '  Bonjour !  ',
      }),
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      project: {
        id: 1,
        eventDate: FUTURE,
        eventType: 'wedding',
        eventLocation: 'Lyon',
        zipCode: '69002',
        country: 'FR',
        latitude: 45.76,
        longitude: 4.84,
        serviceType: 'full-service',
        theme: 'Bohème chic',
        guestRange: guest,
        plannerBudgetRange: plannerBudget,
        budgetRange: budget,
        languages: ['fr', 'en'],
        plannerLocation: 'near-event',
        message: 'Bonjour !',
        status: 'open',
        createdAt: t.clock.now().toISOString(),
        closedAt: null,
      } satisfies projectsApi.Project,
    });
    const [stored] = await t.db.query<{ user_id: number; created_at: Date }>(
      'SELECT user_id, created_at FROM projects',
    );
    expect(stored).toEqual({ user_id: couple.userId, created_at: t.clock.now() });
  });

  it('stores absent optional fields as null and no languages as an empty list', async () => {
    const project = await savedProject({ eventType: 'birthday', eventDate: FUTURE, eventLocation: 'Lyon' });
    expect(project).toMatchObject({
      zipCode: null,
      serviceType: null,
      theme: null,
      guestRange: null,
      languages: [],
      plannerLocation: null,
      message: null,
    });
  });

  it('places a typed location with the gazetteer, accents and hyphens aside', async () => {
    const project = await savedProject(
      wedding({ eventLocation: 'saint etienne', zipCode: null, country: null }),
    );
    expect(project).toMatchObject({ latitude: 45.434, longitude: 4.39, country: 'FR' });
  });

  it('tells namesakes apart by postal code, then department, then size', async () => {
    const placed = async (zipCode: string | null) =>
      (await savedProject(wedding({ eventLocation: 'Saint-Denis', zipCode }))).latitude;
    expect(await placed('93200')).toBe(48.936);
    expect(await placed('93210')).toBe(48.936);
    expect(await placed('97400')).toBe(-20.882);
    expect(await placed(null)).toBe(-20.882);
  });

  it('prefers an exact name to a longer one that starts with it, and keeps to the given country', async () => {
    const exact = await savedProject(wedding({ eventLocation: 'Saint-Étienne', zipCode: '38590' }));
    expect(exact).toMatchObject({ latitude: 45.434 });
    const prefix = await savedProject(wedding({ eventLocation: 'Saint-Étienne-de-Saint', zipCode: null }));
    expect(prefix).toMatchObject({ latitude: 45.339 });
    const belgian = await savedProject(
      wedding({ eventLocation: 'Saint Gilles', zipCode: null, country: 'BE' }),
    );
    expect(belgian).toMatchObject({ latitude: 50.827, country: 'BE' });
  });

  it('keeps the coordinates of an autocomplete pick', async () => {
    const project = await savedProject(
      wedding({ eventLocation: 'Saint-Étienne', latitude: 44.5, longitude: 3.5 }),
    );
    expect(project).toMatchObject({ latitude: 44.5, longitude: 3.5 });
  });

  it('saves a place the gazetteer does not know, unplaced', async () => {
    const project = await savedProject(
      wedding({ eventLocation: 'Atlantis', zipCode: '99999', country: null }),
    );
    expect(project).toMatchObject({
      eventLocation: 'Atlantis',
      latitude: null,
      longitude: null,
      country: null,
    });
  });

  it('refuses a date in the past with the form’s message, and writes nothing', async () => {
    const { status, body } = await saveRaw(wedding({ eventDate: '2020-01-01' }));
    expect(status).toBe(400);
    expect(body.message).toBe('Vous ne pouvez pas choisir une date passée.');
    expect(await projectCount()).toBe(0);
  });

  it('refuses an unknown event type or service type in the caller’s language', async () => {
    expect(await save(wedding({ eventType: 'funeral' }))).toMatchObject({
      status: 400,
      body: { message: 'Ce type d’événement n’existe pas.' },
    });
    const english = await save(wedding({ serviceType: 'catering' }), {
      ...couple.headers,
      'accept-language': 'en',
    });
    expect(english).toMatchObject({ status: 400, body: { message: 'This service type does not exist.' } });
    expect(await projectCount()).toBe(0);
  });

  it('refuses range ids that do not exist or belong to another kind of range', async () => {
    const budget = await rangeId('budget', 1);
    for (const bad of [{ guestRange: 9999 }, { guestRange: budget }, { plannerBudgetRange: budget }]) {
      expect(await save(wedding(bad))).toMatchObject({
        status: 400,
        body: { message: 'Cette tranche n’existe pas : choisissez-en une dans la liste.' },
      });
    }
    for (const bad of [{ guestRange: -1 }, { budgetRange: 1.5 }, { guestRange: '3' }]) {
      expect((await saveRaw({ ...wedding(), ...bad })).status).toBe(400);
    }
    expect(await projectCount()).toBe(0);
  });

  it('refuses a language or planner location outside the lists', async () => {
    expect((await saveRaw({ ...wedding(), languages: ['xx'] })).status).toBe(400);
    expect((await saveRaw({ ...wedding(), plannerLocation: 'moon' })).status).toBe(400);
  });

  it('needs a signed-in couple', async () => {
    expect((await save(wedding(), {})).status).toBe(401);
    expect((await save(wedding(), { authorization: 'Bearer forged' })).status).toBe(401);
  });
});

describe('get-projects', () => {
  it('lists the caller’s projects newest id first, past ones included', async () => {
    await save(wedding({ eventDate: LATER }));
    await save(wedding({ eventType: 'engagement' }));
    await t.db.query(
      `INSERT INTO projects (user_id, event_type_id, event_date, event_location)
       SELECT $1, id, '2021-05-01', 'Lyon' FROM event_types WHERE slug = 'birthday'`,
      [couple.userId],
    );
    const { projects } = bodyOf(await list());
    expect(projects.map((project) => [project.id, project.eventType, project.eventDate])).toEqual([
      [3, 'birthday', '2021-05-01'],
      [2, 'engagement', FUTURE],
      [1, 'wedding', LATER],
    ]);
  });

  it('never shows a couple another couple’s projects', async () => {
    await save(wedding({ message: 'Notre secret' }));
    const other = await signedInCouple(t, '+33698765432');
    const { status, body } = await list(other.headers);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, projects: [], page: 1, pageCount: 1, total: 0 });
  });

  it('needs a signed-in couple', async () => {
    expect((await list({})).status).toBe(401);
  });
});

describe('get-projects pages', () => {
  /** `count` projects of the couple's written straight to the database (the limits guard save-project). */
  const insertProjects = (count: number, closed = false) =>
    t.db.query(
      `INSERT INTO projects (user_id, event_type_id, event_date, event_location, closed_at)
       SELECT $1, event_types.id, '2031-06-14', 'Lyon', $2
       FROM event_types, generate_series(1, $3) WHERE event_types.slug = 'wedding'`,
      [couple.userId, closed ? t.clock.now() : null, count],
    );
  const page = async (input: { status?: 'open' | 'closed' | 'all'; page?: number }) =>
    bodyOf(await callEndpoint(t.app, projectsApi.getProjects, input, { headers: couple.headers }));
  const ids = (answer: { projects: { id: number }[] }) => answer.projects.map(({ id }) => id);
  const SIZE = projectsApi.PROJECTS_PAGE_SIZE;

  it(`lists ${SIZE} projects a page, newest first, with the page, the page count and the total`, async () => {
    await insertProjects(2 * SIZE + 5);
    const first = await page({});
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 2 * SIZE + 5 });
    expect(ids(first)).toEqual(Array.from({ length: SIZE }, (_, index) => 2 * SIZE + 5 - index));
    const last = await page({ page: 3 });
    expect(last).toMatchObject({ page: 3, pageCount: 3, total: 2 * SIZE + 5 });
    expect(ids(last)).toEqual([5, 4, 3, 2, 1]);
  });

  it('answers a page past the last empty, with the real page count and total', async () => {
    await insertProjects(3);
    expect(await page({ page: 4 })).toEqual({ success: true, projects: [], page: 4, pageCount: 1, total: 3 });
  });

  it('counts and pages the filter’s projects only', async () => {
    await insertProjects(SIZE + 1, true);
    await insertProjects(2);
    expect(await page({})).toMatchObject({ pageCount: 1, total: 2 });
    expect(ids(await page({})).length).toBe(2);
    expect(await page({ status: 'closed', page: 2 })).toMatchObject({ pageCount: 2, total: SIZE + 1 });
    expect(await page({ status: 'all' })).toMatchObject({ pageCount: 2, total: SIZE + 3 });
  });

  it('holds every open project a couple may have on the first page', () => {
    expect(projectsApi.PROJECTS_PAGE_SIZE).toBeGreaterThanOrEqual(projectsApi.MAX_OPEN_PROJECTS);
  });

  it('refuses a page number outside 1 to 500 with a 400', async () => {
    for (const bad of ['0', '501', 'deux', '1.5']) {
      const answer = await callJson(t.app, {
        method: 'GET',
        url: `${projectsApi.getProjects.path}?page=${bad}`,
        headers: couple.headers,
      });
      expect(answer.status).toBe(400);
    }
  });
});
