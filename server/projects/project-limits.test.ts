import { describe, expect, it } from 'vitest';
import * as projectsApi from '@shared/api/contract/projects';
import {
  MAX_OPEN_PROJECTS,
  MAX_PROJECTS_PER_DAY,
  MAX_PROJECTS_PER_HOUR,
} from '@shared/api/contract/projects';
import { seedCatalog } from '../seed/seed-catalog';
import { bodyOf, callEndpoint } from '../test-support/call-endpoint';
import { signIn, signedInCouple, signedInCoupleForEachTest } from '../test-support/signed-in-couple';
import { freshAppForEachTest } from '../test-support/test-app';

/*
 * The limits on a couple's projects (docs/product/projects-and-requests.md#project-limits): open projects at
 * once, projects created per hour and per day; past one, a clear refusal and nothing written, parallel saves
 * included.
 */

const t = freshAppForEachTest(seedCatalog);
const couple = signedInCoupleForEachTest(t);

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const WEDDING: projectsApi.NewProject = {
  eventType: 'wedding',
  eventDate: '2031-06-14',
  eventLocation: 'Lyon',
};

/** Saves a project through the API, with a session signed in at the test clock's time (tokens last 15 minutes). */
async function save(headers: Record<string, string> = {}) {
  const session = await signIn(t, couple.userId);
  return callEndpoint(t.app, projectsApi.saveProject, WEDDING, { as: session, headers });
}

/** Projects written straight to the database, as a couple's history before the test's saves. */
async function insertProjects(count: number, { createdAt, closed }: { createdAt: Date; closed: boolean }) {
  await t.db.query(
    `INSERT INTO projects (user_id, event_type_id, event_date, event_location, created_at, closed_at)
     SELECT $1, event_types.id, '2031-06-14', 'Lyon', $2, $3
     FROM event_types, generate_series(1, $4) WHERE event_types.slug = 'wedding'`,
    [couple.userId, createdAt, closed ? createdAt : null, count],
  );
}

async function projectCounts() {
  const [counts] = await t.db.query<{ all: number; open: number }>(
    `SELECT count(*)::int AS all, (count(*) FILTER (WHERE closed_at IS NULL))::int AS open
     FROM projects WHERE user_id = $1`,
    [couple.userId],
  );
  return counts;
}

const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * 24 * HOUR_MS);

describe('open projects', () => {
  it(`refuses open project number ${MAX_OPEN_PROJECTS + 1} with a 409 that says to close one, and writes nothing`, async () => {
    await insertProjects(MAX_OPEN_PROJECTS - 1, { createdAt: daysAgo(30), closed: false });
    await insertProjects(3, { createdAt: daysAgo(30), closed: true });
    expect((await save()).status).toBe(200);

    const refused = await save();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: `Vous avez déjà ${MAX_OPEN_PROJECTS} projets ouverts : clôturez-en un avant d’en créer un autre.`,
    });
    expect(refused.headers['retry-after']).toBeUndefined();
    const english = await save({ 'accept-language': 'en' });
    expect(english.body).toMatchObject({
      message: `You already have ${MAX_OPEN_PROJECTS} open projects: close one before creating another.`,
    });
    expect(await projectCounts()).toEqual({ all: MAX_OPEN_PROJECTS + 3, open: MAX_OPEN_PROJECTS });
  });

  it('takes a new project again once one is closed', async () => {
    await insertProjects(MAX_OPEN_PROJECTS, { createdAt: daysAgo(30), closed: false });
    expect((await save()).status).toBe(409);
    const [oldest] = await t.db.query<{ id: number }>('SELECT min(id) AS id FROM projects');
    const session = await signIn(t, couple.userId);
    const closing = await callEndpoint(
      t.app,
      projectsApi.closeProject,
      {},
      { as: session, params: { id: oldest?.id ?? 0 } },
    );
    expect(closing.status).toBe(200);
    expect((await save()).status).toBe(200);
    expect(await projectCounts()).toEqual({ all: MAX_OPEN_PROJECTS + 1, open: MAX_OPEN_PROJECTS });
  });
});

describe('projects created per hour and per day', () => {
  it(`refuses project number ${MAX_PROJECTS_PER_HOUR + 1} of an hour with a 429 and an honest Retry-After, writing nothing`, async () => {
    expect((await save()).status).toBe(200);
    t.clock.advance(10 * MINUTE_MS);
    for (let saved = 1; saved < MAX_PROJECTS_PER_HOUR; saved += 1) expect((await save()).status).toBe(200);

    const refused = await save();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      message: 'Vous avez créé beaucoup de projets en peu de temps. Réessayez plus tard ou écrivez-nous.',
    });
    // The first project of the hour leaves it 50 minutes from now.
    expect(refused.headers['retry-after']).toBe(String(50 * 60));
    expect(await projectCounts()).toEqual({ all: MAX_PROJECTS_PER_HOUR, open: MAX_PROJECTS_PER_HOUR });

    t.clock.advance(50 * MINUTE_MS - 1_000);
    const stillRefused = await save();
    expect(stillRefused.status).toBe(429);
    expect(stillRefused.headers['retry-after']).toBe('1');
    t.clock.advance(1_000);
    expect((await save()).status).toBe(200);
  });

  it(`refuses project number ${MAX_PROJECTS_PER_DAY + 1} of a day, waiting for the longer of the two windows`, async () => {
    const earlier = MAX_PROJECTS_PER_DAY - MAX_PROJECTS_PER_HOUR;
    await insertProjects(earlier, {
      createdAt: new Date(t.clock.now().getTime() - 20 * HOUR_MS),
      closed: true,
    });
    for (let saved = 0; saved < MAX_PROJECTS_PER_HOUR; saved += 1) expect((await save()).status).toBe(200);

    // The hour frees a place in an hour, the day only once the earlier projects are a day old: 4 hours.
    const refused = await save();
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(4 * 60 * 60));
    t.clock.advance(HOUR_MS);
    const afterAnHour = await save();
    expect(afterAnHour.status).toBe(429);
    expect(afterAnHour.headers['retry-after']).toBe(String(3 * 60 * 60));
    expect(await projectCounts()).toEqual({ all: MAX_PROJECTS_PER_DAY, open: MAX_PROJECTS_PER_HOUR });

    t.clock.advance(3 * HOUR_MS);
    expect((await save()).status).toBe(200);
  });
});

describe('parallel saves', () => {
  it('never pass the hourly cap together', async () => {
    const session = await signIn(t, couple.userId);
    const answers = await Promise.all(
      Array.from({ length: MAX_PROJECTS_PER_HOUR + 3 }, () =>
        callEndpoint(t.app, projectsApi.saveProject, WEDDING, { as: session }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(MAX_PROJECTS_PER_HOUR).fill(200),
      ...Array<number>(3).fill(429),
    ]);
    expect(await projectCounts()).toEqual({ all: MAX_PROJECTS_PER_HOUR, open: MAX_PROJECTS_PER_HOUR });
  });

  it('never pass the open-project cap together', async () => {
    await insertProjects(MAX_OPEN_PROJECTS - 1, { createdAt: daysAgo(30), closed: false });
    const session = await signIn(t, couple.userId);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => callEndpoint(t.app, projectsApi.saveProject, WEDDING, { as: session })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await projectCounts())?.open).toBe(MAX_OPEN_PROJECTS);
  });

  it('of two couples count each couple’s own projects', async () => {
    await insertProjects(MAX_OPEN_PROJECTS, { createdAt: daysAgo(30), closed: false });
    const other = await signedInCouple(t, '+33698765432');
    const answer = await callEndpoint(t.app, projectsApi.saveProject, WEDDING, { as: other });
    expect(bodyOf(answer).project.status).toBe('open');
  });
});
