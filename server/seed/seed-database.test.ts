import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@shared/sites';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { openTestDatabase, resetDatabase } from '../test-support/test-database';
import { EVENT_TYPES, LANGUAGE_LABELS, PROJECT_RANGES, SERVICE_TYPES } from './catalog-data';
import { DEMO_COUPLE_PHONE, DEMO_PROVIDER_PHONE } from './demo-phones';
import { seedDatabase } from './seed-database';
import { GUIDE_ARTICLES } from './seed-guides';
import { DEMO_REVIEW_COUPLES } from './demo-reviews';

/** The start-up seed as main.ts runs it, on a few cities per country: what each configuration leaves behind. */
const seedAsConfigured = (db: Database, env: NodeJS.ProcessEnv) =>
  seedDatabase(db, { config: loadConfig(env), limitPerCountry: 5, now: new Date('2026-06-01T10:00:00Z') });

const PRODUCTION = { NODE_ENV: 'production', TOKEN_SECRET: 'p'.repeat(32) };

const counts = (db: Database) =>
  db
    .query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM providers) AS providers,
              (SELECT count(*)::int FROM projects) AS projects, (SELECT count(*)::int FROM event_types) AS "eventTypes",
              (SELECT count(*)::int FROM service_types) AS "serviceTypes",
              (SELECT count(*)::int FROM project_ranges) AS ranges, (SELECT count(*)::int FROM languages) AS languages,
              (SELECT count(*)::int FROM guides) AS guides,
              (SELECT count(DISTINCT country)::int FROM cities) AS "countriesWithCities"`,
    )
    .then(([row]) => row);

const demoAccounts = (db: Database) =>
  db.query<{ phone: string; role: string }>(
    'SELECT phone, role FROM users WHERE phone = ANY($1) ORDER BY role',
    [[DEMO_COUPLE_PHONE, DEMO_PROVIDER_PHONE]],
  );

const REFERENCE_DATA = {
  eventTypes: EVENT_TYPES.length,
  serviceTypes: SERVICE_TYPES.length,
  ranges: PROJECT_RANGES.length,
  languages: LANGUAGE_LABELS.length,
  guides: Object.values(GUIDE_ARTICLES).flat().length,
  countriesWithCities: COUNTRY_CODES.length,
};

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
beforeEach(() => resetDatabase(db));
afterAll(() => db.close());

describe('seedDatabase at start-up', () => {
  it('seeds no demo content in production: no demo account, no provider, no project; the reference data all', async () => {
    await seedAsConfigured(db, PRODUCTION);
    expect(await demoAccounts(db)).toEqual([]);
    expect(await counts(db)).toEqual({ users: 0, providers: 0, projects: 0, ...REFERENCE_DATA });
  });

  it('seeds the demo in development: its couple and projects, its provider account, its providers', async () => {
    await seedAsConfigured(db, { SEED_PROVIDERS: '12' });
    expect(await demoAccounts(db)).toEqual([
      { phone: DEMO_COUPLE_PHONE, role: 'couple' },
      { phone: DEMO_PROVIDER_PHONE, role: 'provider' },
    ]);
    // The couple, a provider account per country that has a published provider, a fresh sign-up's with its
    // company, the support account, and the couples who reviewed the demo's planners (a project each).
    const countries = await db.query(
      'SELECT DISTINCT country FROM providers WHERE published AND city_id IS NOT NULL',
    );
    expect(await counts(db)).toEqual({
      users: 3 + countries.length + DEMO_REVIEW_COUPLES,
      providers: 13,
      projects: 2 + DEMO_REVIEW_COUPLES,
      ...REFERENCE_DATA,
    });
  });

  it('seeds no demo in development when SEED_DEMO=false', async () => {
    await seedAsConfigured(db, { SEED_DEMO: 'false' });
    expect(await counts(db)).toMatchObject({ users: 0, providers: 0, projects: 0 });
  });
});
