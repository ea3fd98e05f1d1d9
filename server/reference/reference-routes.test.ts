import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANNERS_PAGE_SIZE } from '../../shared/api/contract/reference';
import { seedDatabase } from '../seed/seed-database';
import { ALL_PLANNERS_TTL_MS } from './all-planners';
import { callJson, startTestApp, type TestApp } from '../test-support/test-app';

/** Enough for three pages of get-all-planners. */
const PLANNERS = 2 * PLANNERS_PAGE_SIZE + 50;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDatabase(t.db, {
    providers: PLANNERS,
    limitPerCountry: 30,
    now: new Date('2026-06-01T00:00:00Z'),
  });
});
afterAll(() => t.close());

const get = (url: string) => callJson(t.app, { method: 'GET', url });

describe('reference data', () => {
  it('lists event types as {slug, name}', async () => {
    const { status, body } = await get('/api/event-types');
    expect(status).toBe(200);
    const eventTypes = body.eventTypes as { slug: string; name: string }[];
    expect(eventTypes.length).toBeGreaterThan(3);
    expect(eventTypes.map((type) => type.slug)).toContain('wedding');
  });

  it('lists languages with ISO code and label', async () => {
    const { body } = await get('/api/langues');
    expect(body.langues).toEqual(
      expect.arrayContaining([
        { iso: 'fr', label: 'Français' },
        { iso: 'en', label: 'English' },
      ]),
    );
  });

  it('lists the service types and the three kinds of range in order', async () => {
    expect(((await get('/api/service-types')).body.serviceTypes as unknown[]).length).toBe(3);
    for (const kind of ['guest', 'budget', 'planner-budget']) {
      const ranges = (await get(`/api/project/ranges/${kind}`)).body.ranges as {
        min: number | null;
        max: number | null;
      }[];
      expect(ranges.length, kind).toBeGreaterThan(2);
      const lower = ranges.map((range) => range.min ?? 0);
      expect(lower, kind).toEqual([...lower].sort((a, b) => a - b));
    }
  });

  it('lists planners by name, all or of one country, a page at a time', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => get(`/api/get-all-planners?page=${page}`)));
    expect(pages.map(({ body }) => [body.page, body.pageCount, body.total])).toEqual([
      [1, 3, PLANNERS],
      [2, 3, PLANNERS],
      [3, 3, PLANNERS],
    ]);
    const all = pages.flatMap(({ body }) => body.planners as { id: number; name: string }[]);
    expect(pages[0]?.body.planners).toHaveLength(PLANNERS_PAGE_SIZE);
    expect(new Set(all.map((planner) => planner.id)).size).toBe(PLANNERS);
    const names = all.map((planner) => planner.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const belgian = (await get('/api/get-all-planners?country=BE')).body;
    expect(belgian.total).toBeGreaterThan(0);
    expect((belgian.planners as { country: string }[]).every((planner) => planner.country === 'BE')).toBe(
      true,
    );
    expect((await get('/api/get-all-planners?page=4')).body.planners).toEqual([]);
  });

  it('is cached for a few minutes, by the server and by browsers', async () => {
    const first = await get('/api/get-all-planners?country=PT');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    await t.db.query("UPDATE providers SET published = false WHERE country = 'PT'");
    expect((await get('/api/get-all-planners?country=PT')).body).toEqual(first.body);
    t.clock.advance(ALL_PLANNERS_TTL_MS);
    expect((await get('/api/get-all-planners?country=PT')).body.total).toBe(0);
  });

  it('refuses an unknown country or a page out of bounds with a 400', async () => {
    for (const query of ['country=US', 'page=0', 'page=501', 'page=99999999999', 'page=1.5']) {
      expect((await get(`/api/get-all-planners?${query}`)).status, query).toBe(400);
    }
  });
});
