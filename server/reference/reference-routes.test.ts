import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../seed/seed-database';
import { callJson, startTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDatabase(t.db, { providers: 40, limitPerCountry: 30, now: new Date('2026-06-01T00:00:00Z') });
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

  it('lists planners, all or of one country', async () => {
    const all = (await get('/api/get-all-planners')).body.planners as { country: string }[];
    expect(all).toHaveLength(40);
    const belgian = (await get('/api/get-all-planners?country=BE')).body.planners as { country: string }[];
    expect(belgian.length).toBeGreaterThan(0);
    expect(belgian.every((planner) => planner.country === 'BE')).toBe(true);
  });

  it('refuses an unknown country with a 400', async () => {
    expect((await get('/api/get-all-planners?country=US')).status).toBe(400);
  });
});
