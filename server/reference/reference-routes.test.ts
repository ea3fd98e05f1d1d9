import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as referenceApi from '@shared/api/contract/reference';
import type { Endpoint, RequestOf, ResponseOf } from '@shared/api/endpoint';
import { seedDatabase } from '../seed/seed-database';
import { bodyOf, callEndpoint } from '../test-support/call-endpoint';
import { callJson, startTestApp, type TestApp } from '../test-support/test-app';
import { ALL_PLANNERS_TTL_MS } from './all-planners';

/** Enough for three pages of get-all-planners. */
const PLANNERS = 2 * referenceApi.PLANNERS_PAGE_SIZE + 50;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDatabase(t.db, {
    config: { seedDemo: true, seedProviders: PLANNERS },
    limitPerCountry: 30,
    now: new Date('2026-06-01T00:00:00Z'),
  });
});
afterAll(() => t.close());

/** The answer of a call that must succeed. */
const answer = async <E extends Endpoint>(endpoint: E, input: RequestOf<E>): Promise<ResponseOf<E>> =>
  bodyOf(await callEndpoint(t.app, endpoint, input));

describe('reference data', () => {
  it('lists event types as {slug, name}', async () => {
    const { eventTypes: types } = await answer(referenceApi.eventTypes, {});
    expect(types.length).toBeGreaterThan(3);
    expect(types.map((type) => type.slug)).toContain('wedding');
  });

  it('lists languages with ISO code and label, named in the caller’s language and in its order', async () => {
    const languagesFor = async (language: string) =>
      bodyOf(
        await callEndpoint(t.app, referenceApi.languages, {}, { headers: { 'accept-language': language } }),
      ).langues;
    const french = await languagesFor('fr');
    expect(french).toEqual(
      expect.arrayContaining([
        { iso: 'fr', label: 'Français' },
        { iso: 'en', label: 'Anglais' },
      ]),
    );
    const labels = french.map(({ label }) => label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(await languagesFor('de')).toEqual(
      expect.arrayContaining([
        { iso: 'fr', label: 'Französisch' },
        { iso: 'en', label: 'Englisch' },
      ]),
    );
    expect(await languagesFor('en')).toEqual(expect.arrayContaining([{ iso: 'en', label: 'English' }]));
  });

  it('lists the service types and the three kinds of range in order', async () => {
    expect((await answer(referenceApi.serviceTypes, {})).serviceTypes).toHaveLength(3);
    for (const endpoint of [
      referenceApi.guestRanges,
      referenceApi.budgetRanges,
      referenceApi.plannerBudgetRanges,
    ]) {
      const { ranges } = await answer(endpoint, {});
      expect(ranges.length, endpoint.path).toBeGreaterThan(2);
      const lower = ranges.map((range) => range.min ?? 0);
      expect(lower, endpoint.path).toEqual([...lower].sort((a, b) => a - b));
    }
  });

  it('names event and service types, and labels ranges, in the caller’s language', async () => {
    const inLanguage = async <E extends Endpoint>(endpoint: E, language: string) => {
      const reply = await callEndpoint(t.app, endpoint, {} as RequestOf<E>, {
        headers: { 'accept-language': language },
      });
      expect(reply.headers.vary, endpoint.path).toMatch(/Accept-Language/);
      return bodyOf(reply) as ResponseOf<E>;
    };
    const nameOf = (types: readonly { slug: string; name: string }[], slug: string) =>
      types.find((type) => type.slug === slug)?.name;
    expect(nameOf((await inLanguage(referenceApi.eventTypes, 'nl')).eventTypes, 'wedding')).toBe('Huwelijk');
    expect(nameOf((await inLanguage(referenceApi.eventTypes, 'fr')).eventTypes, 'wedding')).toBe('Mariage');
    expect(nameOf((await inLanguage(referenceApi.serviceTypes, 'en')).serviceTypes, 'full-service')).toBe(
      'Full planning',
    );

    // In French, the labels written from the bounds are the seeded ones, word for word.
    const seeded = await t.db.query<{ kind: string; label: string }>(
      'SELECT kind, label FROM project_ranges ORDER BY kind, position',
    );
    for (const [kind, endpoint] of [
      ['guest', referenceApi.guestRanges],
      ['budget', referenceApi.budgetRanges],
      ['planner-budget', referenceApi.plannerBudgetRanges],
    ] as const) {
      const french = (await inLanguage(endpoint, 'fr')).ranges.map((range) => range.label);
      expect(french, kind).toEqual(seeded.filter((row) => row.kind === kind).map((row) => row.label));
    }
    const guests = (await inLanguage(referenceApi.guestRanges, 'de')).ranges.map((range) => range.label);
    expect(guests).toEqual([
      'Weniger als 50 Gäste',
      '50 bis 99 Gäste',
      '100 bis 149 Gäste',
      '150 bis 199 Gäste',
      '200 Gäste und mehr',
    ]);
    const budgets = (await inLanguage(referenceApi.budgetRanges, 'en')).ranges.map((range) => range.label);
    expect(budgets[1]).toBe('€10,000 to €20,000');
  });

  it('answers a caller holding the list with a 304 and no body, under a shared cache of a few minutes', async () => {
    for (const endpoint of [
      referenceApi.eventTypes,
      referenceApi.languages,
      referenceApi.serviceTypes,
      referenceApi.guestRanges,
      referenceApi.budgetRanges,
      referenceApi.plannerBudgetRanges,
    ]) {
      const get = (headers: Record<string, string>) =>
        t.app.inject({ url: endpoint.path, headers: { 'accept-language': 'fr', ...headers } });
      const first = await get({});
      expect(first.statusCode, endpoint.path).toBe(200);
      expect(first.headers['cache-control'], endpoint.path).toBe('public, max-age=300');
      const etag = String(first.headers.etag);
      expect(etag, endpoint.path).toMatch(/^W\/".+"$/);
      const again = await get({ 'if-none-match': etag });
      expect(again.statusCode, endpoint.path).toBe(304);
      expect(again.body, endpoint.path).toBe('');
      expect(again.headers.etag, endpoint.path).toBe(etag);
      // Another language is another answer, under another ETag.
      const german = await get({ 'accept-language': 'de', 'if-none-match': etag });
      expect(german.statusCode, endpoint.path).toBe(200);
      expect(german.headers.etag, endpoint.path).not.toBe(etag);
    }
  });

  it('reads a list once per language: it changes only with a deployment', async () => {
    await answer(referenceApi.serviceTypes, {});
    const query = vi.spyOn(t.db, 'query');
    try {
      await answer(referenceApi.serviceTypes, {});
      expect(query).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
  });

  it('lists planners by name, all or of one country, a page at a time', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => answer(referenceApi.allPlanners, { page })));
    expect(pages.map((page) => [page.page, page.pageCount, page.total])).toEqual([
      [1, 3, PLANNERS],
      [2, 3, PLANNERS],
      [3, 3, PLANNERS],
    ]);
    const all = pages.flatMap((page) => page.planners);
    expect(pages[0]?.planners).toHaveLength(referenceApi.PLANNERS_PAGE_SIZE);
    expect(new Set(all.map((planner) => planner.id)).size).toBe(PLANNERS);
    const names = all.map((planner) => planner.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const belgian = await answer(referenceApi.allPlanners, { country: 'BE' });
    expect(belgian.total).toBeGreaterThan(0);
    expect(belgian.planners.every((planner) => planner.country === 'BE')).toBe(true);
    expect((await answer(referenceApi.allPlanners, { page: 4 })).planners).toEqual([]);
  });

  it('is cached for a few minutes, by the server and by browsers', async () => {
    const first = await callEndpoint(t.app, referenceApi.allPlanners, { country: 'PT' });
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    await t.db.query("UPDATE providers SET published = false WHERE country = 'PT'");
    expect(await answer(referenceApi.allPlanners, { country: 'PT' })).toEqual(first.body);
    t.clock.advance(ALL_PLANNERS_TTL_MS);
    expect((await answer(referenceApi.allPlanners, { country: 'PT' })).total).toBe(0);
  });

  it('refuses an unknown country or a page out of bounds with a 400', async () => {
    // Input the contract's types forbid, so it is written as the raw query a hostile client sends.
    for (const query of ['country=US', 'page=0', 'page=501', 'page=99999999999', 'page=1.5']) {
      const { status } = await callJson(t.app, {
        method: 'GET',
        url: `${referenceApi.allPlanners.path}?${query}`,
      });
      expect(status, query).toBe(400);
    }
  });
});
