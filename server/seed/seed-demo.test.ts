import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from '@shared/sites';
import { FICTION_RANGES, fictionRangeOf } from '@shared/validation';
import type { Database } from '../db/database';
import { portraitExcerpt } from '../html/portrait-excerpt';
import { sanitizeHtml } from '../html/sanitize-html';
import { openTestDatabase } from '../test-support/test-database';
import { EVENT_TYPES, LANGUAGE_LABELS, SERVICE_TYPES } from './catalog-data';
import { seedDatabase } from './seed-database';
import { DEMO_COUPLE_PHONE, DEMO_PROVIDER_PHONE } from './demo-phones';
import { seedDemo } from './seed-demo';
import {
  DEMO_NEW_COMPANY,
  DEMO_NEW_PROVIDER_EMAIL,
  DEMO_PROVIDER_PASSWORD,
  demoProviderEmails,
} from './demo-provider-accounts';
import { passwords } from '../auth/passwords';
import { placeholdersAfter } from './placeholder-images';
import { DEMO_REVIEW_COUPLES } from './demo-reviews';

const NOW = new Date('2026-06-01T10:00:00Z');
/** The generated providers: the company of the demo's fresh sign-up has nothing filled in yet. */
const GENERATED = `providers.slug <> '${DEMO_NEW_COMPANY.slug}'`;
const DAY_MS = 86_400_000;
/** Enough cities per country for the seed to spread over many places, small enough to import in a blink. */
const options = { limitPerCountry: 150, now: NOW, config: { seedDemo: true, seedProviders: 600 } };

/** Every provider with its city's gazetteer id and its languages: what two seeds must agree on. */
const providerRows = (db: Database) =>
  db.query<Record<string, unknown>>(
    `SELECT providers.*, cities.external_id AS city_external_id,
            (SELECT array_agg(language_iso ORDER BY language_iso) FROM provider_languages
             WHERE provider_id = providers.id) AS languages
     FROM providers JOIN cities ON cities.id = providers.city_id ORDER BY providers.id`,
  );

let db: Database;
let other: Database;
beforeAll(async () => {
  [db, other] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  await seedDatabase(db, options);
  await seedDatabase(other, options);
}, 120_000);
afterAll(async () => {
  await Promise.all([db.close(), other.close()]);
});

describe('seedDemo', () => {
  it('gives three planners after the demo account’s verified reviews, most with a reply, once', async () => {
    const reviewed = () =>
      db.query<{ provider_id: number; reviews: number; replies: number }>(
        `SELECT r.provider_id, count(*)::integer AS reviews, count(p.review_id)::integer AS replies
         FROM reviews r JOIN event_requests er ON er.id = r.event_request_id AND er.status = 'accepted'
         LEFT JOIN review_replies p ON p.review_id = r.id GROUP BY r.provider_id ORDER BY r.provider_id`,
      );
    const [first] = await db.query<{ id: number }>(
      "SELECT id FROM providers WHERE published AND country = 'FR' ORDER BY id LIMIT 1",
    );
    const rows = await reviewed();
    expect(rows.map(({ reviews, replies }) => [reviews, replies])).toEqual([
      [2, 2],
      [1, 1],
      [1, 0],
    ]);
    expect(rows.map((row) => row.provider_id)).not.toContain(first?.id);
    await seedDemo(db, { now: NOW });
    expect(await reviewed()).toEqual(rows);
  });

  it('writes the same providers into two fresh databases', async () => {
    const rows = await providerRows(db);
    expect(rows).toHaveLength(600);
    expect(await providerRows(other)).toEqual(rows);
  });

  it('spreads at least 600 providers over the seven countries, France first', async () => {
    const counts = await db.query<{ country: string; providers: number; departments: number }>(
      `SELECT country, count(*)::int AS providers, count(DISTINCT department_id)::int AS departments
       FROM providers GROUP BY country ORDER BY providers DESC`,
    );
    expect(counts.map((count) => count.country).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(counts[0]).toMatchObject({ country: 'FR' });
    expect(counts.reduce((sum, count) => sum + count.providers, 0)).toBeGreaterThanOrEqual(600);
    expect(counts.find((count) => count.country === 'FR')?.departments).toBeGreaterThan(20);
  });

  it('places every provider in a real city of the gazetteer, with its name, postal code and coordinates', async () => {
    const mismatched = await db.query(
      `SELECT providers.slug FROM providers LEFT JOIN cities ON cities.id = providers.city_id
       WHERE ${GENERATED} AND (cities.id IS NULL OR cities.name <> providers.city OR cities.country <> providers.country
          OR cities.postal_code IS DISTINCT FROM providers.postal_code
          OR cities.department_id IS DISTINCT FROM providers.department_id
          OR cities.latitude <> providers.latitude OR cities.longitude <> providers.longitude)`,
    );
    expect(mismatched).toEqual([]);
  });

  it('has recent logins and old ones on both sides of the 90-day window, and about one premium in five', async () => {
    const [stats] = await db.query<{ recent: number; older: number; premium: number; total: number }>(
      `SELECT count(*) FILTER (WHERE last_login_at > $1::timestamptz - interval '90 days')::int AS recent,
              count(*) FILTER (WHERE last_login_at < $1::timestamptz - interval '90 days')::int AS older,
              count(*) FILTER (WHERE is_premium)::int AS premium, count(*)::int AS total
       FROM providers`,
      [NOW],
    );
    expect(stats?.recent).toBeGreaterThan(100);
    expect(stats?.older).toBeGreaterThan(100);
    expect((stats?.premium ?? 0) / (stats?.total ?? 1)).toBeGreaterThan(0.12);
    expect((stats?.premium ?? 0) / (stats?.total ?? 1)).toBeLessThan(0.28);
  });

  it('gives each provider a unique slug, a portrait, an image key and its country language', async () => {
    const rows = await db.query<{
      slug: string;
      portrait_html: string;
      profile_image: string;
      country: string;
      languages: string[];
    }>(
      `SELECT slug, portrait_html, profile_image, country,
              (SELECT array_agg(language_iso) FROM provider_languages WHERE provider_id = providers.id) AS languages
       FROM providers WHERE ${GENERATED}`,
    );
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(row.portrait_html).toMatch(
        /^<p>.*<strong>.*<\/strong>.*<ul>(<li>[^<]+<\/li>)+<\/ul><p>[^<]+<\/p>$/,
      );
      expect(row.portrait_html).not.toMatch(/<(?!\/?(p|strong|ul|li)>)/);
      expect(row.profile_image).toMatch(/^seed\/placeholder-\d+\.jpg$/);
    }
    const italians = rows.filter((row) => row.country === 'IT');
    expect(italians.every((row) => row.languages.includes('it'))).toBe(true);
    expect(rows.filter((row) => row.languages.includes('en')).length).toBeGreaterThan(rows.length / 2);
  });

  it('stores portraits as sanitizeHtml returns them, with their card excerpt', async () => {
    const rows = await db.query<{ portrait_html: string; portrait_excerpt: string }>(
      `SELECT portrait_html, portrait_excerpt FROM providers WHERE ${GENERATED}`,
    );
    for (const row of rows) {
      expect(sanitizeHtml(row.portrait_html)).toBe(row.portrait_html);
      expect(row.portrait_excerpt).toBe(portraitExcerpt(row.portrait_html));
      expect(row.portrait_excerpt).toMatch(/^[^<>]{40,}…$/);
    }
  });

  it('puts every provider in its city’s region', async () => {
    const misplaced = await db.query(
      `SELECT providers.slug FROM providers JOIN cities ON cities.id = providers.city_id
       WHERE providers.region_id IS DISTINCT FROM cities.region_id`,
    );
    expect(misplaced).toEqual([]);
  });

  it('gives every provider one to three services, each service to many', async () => {
    const perProvider = await db.query<{ services: number }>(
      `SELECT (SELECT count(*)::int FROM provider_services WHERE provider_id = providers.id) AS services
       FROM providers WHERE ${GENERATED}`,
    );
    expect(perProvider.every(({ services }) => services >= 1 && services <= 3)).toBe(true);
    const perService = await db.query<{ slug: string; providers: number }>(
      `SELECT service_types.slug, count(provider_services.provider_id)::int AS providers
       FROM service_types LEFT JOIN provider_services ON provider_services.service_type_id = service_types.id
       GROUP BY service_types.slug`,
    );
    expect(perService.map((row) => row.slug).sort()).toEqual(SERVICE_TYPES.map((row) => row.slug).sort());
    expect(perService.every((row) => row.providers > 200)).toBe(true);
  });

  it('gives every provider a website, some social networks, most a phone where the country reserves numbers for fiction, all reaching nobody', async () => {
    const links = await db.query<{ country: CountryCode; type: string; url: string }>(
      'SELECT providers.country, type, url FROM provider_links JOIN providers ON providers.id = provider_id',
    );
    const ofType = (type: string) => links.filter((link) => link.type === type);
    expect(ofType('website')).toHaveLength(600);
    expect(ofType('instagram').length).toBeGreaterThan(250);
    const countriesWithRanges = new Set(FICTION_RANGES.map((range) => range.country));
    const mayShowPhone = ofType('website').filter((link) => countriesWithRanges.has(link.country)).length;
    expect(ofType('phone').length).toBeGreaterThan(mayShowPhone * 0.7);
    expect(ofType('phone').length).toBeLessThan(mayShowPhone * 0.9);
    for (const link of links) {
      if (link.type === 'phone')
        expect(fictionRangeOf(link.url.replace(/^tel:/, ''))?.country).toBe(link.country);
      else if (link.type === 'email') expect(link.url).toMatch(/^mailto:contact@[a-z0-9-]+\.example$/);
      else expect(new URL(link.url).hostname).toMatch(/\.example$/);
    }
  });

  it('gives every provider a gallery of three to six placeholder photos after its portrait’s', async () => {
    const galleries = await db.query<{ profile_image: string; keys: string[]; positions: number[] }>(
      `SELECT providers.profile_image, array_agg(provider_images.storage_key ORDER BY position) AS keys,
              array_agg(provider_images.position ORDER BY position) AS positions
       FROM providers JOIN provider_images ON provider_images.provider_id = providers.id
       GROUP BY providers.id`,
    );
    expect(galleries).toHaveLength(600);
    for (const { profile_image, keys, positions } of galleries) {
      expect(keys.length).toBeGreaterThanOrEqual(3);
      expect(keys.length).toBeLessThanOrEqual(6);
      expect(keys).toEqual(placeholdersAfter(profile_image, keys.length));
      expect(keys).not.toContain(profile_image);
      expect(positions).toEqual(keys.map((_key, index) => index));
    }
    const [hidden] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM provider_images WHERE NOT visible',
    );
    expect(hidden?.count).toBeGreaterThan(0);
  });

  it('fills the reference lists and the demo couple', async () => {
    expect(await db.query('SELECT slug, name FROM event_types ORDER BY id')).toEqual(EVENT_TYPES);
    expect(await db.query('SELECT slug, name FROM service_types ORDER BY id')).toEqual(SERVICE_TYPES);
    expect(await db.query('SELECT iso, label FROM languages')).toHaveLength(LANGUAGE_LABELS.length);
    const ranges = await db.query<{ kind: string; min: number | null; max: number | null }>(
      'SELECT kind, min, max FROM project_ranges ORDER BY kind, position',
    );
    for (const kind of ['guest', 'budget', 'planner-budget']) {
      const own = ranges.filter((range) => range.kind === kind);
      expect(own.length, kind).toBeGreaterThan(3);
      expect(own[0]?.min, kind).toBe(0);
      expect(own.at(-1)?.max, kind).toBeNull();
      own.slice(1).forEach((range, index) => expect(range.min, kind).toBe((own[index]?.max ?? 0) + 1));
    }
    const [couple] = await db.query(
      "SELECT phone, city, zip_code, country, locale, has_finished_onboarding FROM users WHERE role = 'couple' AND phone = $1",
      [DEMO_COUPLE_PHONE],
    );
    expect(couple).toEqual({
      phone: DEMO_COUPLE_PHONE,
      city: 'Lyon',
      zip_code: '69001',
      country: 'FR',
      locale: 'fr',
      has_finished_onboarding: true,
    });
  });

  it('leaves a seeded database as it is when run again', async () => {
    const before = await providerRows(db);
    expect(await seedDemo(db, { now: new Date(NOW.getTime() + 30 * DAY_MS), providers: 10 })).toEqual({
      providersCreated: 0,
    });
    expect(await providerRows(db)).toEqual(before);
    const [counts] = await db.query<{ users: number; event_types: number; ranges: number }>(
      `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM event_types) AS event_types,
              (SELECT count(*)::int FROM project_ranges) AS ranges`,
    );
    // The couple, a provider account per country, a fresh sign-up's, the support account and the reviewers.
    expect(counts).toEqual({
      users: 3 + COUNTRY_CODES.length + DEMO_REVIEW_COUPLES,
      event_types: EVENT_TYPES.length,
      ranges: 15,
    });
  });

  it('gives the first published French provider an account the back-office signs in with', async () => {
    const [account] = await db.query<{ role: string; runs: number }>(
      `SELECT users.role, (SELECT count(*)::int FROM providers WHERE owner_user_id = users.id AND published
                           AND country = 'FR') AS runs
       FROM users WHERE phone = $1`,
      [DEMO_PROVIDER_PHONE],
    );
    expect(account).toEqual({ role: 'provider', runs: 1 });
  });

  it('shows on the demo provider’s profile two published portfolios with their key photo, a venue and two videos, once', async () => {
    const showcase = () =>
      db.query<{ portfolios: number; keyed: number; photos: number; venues: number; videos: number }>(
        `SELECT count(*) FILTER (WHERE portfolios.published)::int AS portfolios,
                count(portfolios.key_image_id)::int AS keyed,
                (SELECT count(*)::int FROM portfolio_images WHERE provider_id = providers.id) AS photos,
                (SELECT count(*)::int FROM venues WHERE provider_id = providers.id AND published) AS venues,
                (SELECT count(*)::int FROM provider_videos WHERE provider_id = providers.id AND visible) AS videos
         FROM providers JOIN users ON users.id = providers.owner_user_id
         LEFT JOIN portfolios ON portfolios.provider_id = providers.id
         WHERE users.phone = $1 GROUP BY providers.id`,
        [DEMO_PROVIDER_PHONE],
      );
    const expected = [{ portfolios: 2, keyed: 2, photos: 16, venues: 1, videos: 2 }];
    expect(await showcase()).toEqual(expected);

    await seedDemo(db, { now: NOW, providers: 10 });

    expect(await showcase()).toEqual(expected);
  });

  it('gives the demo provider and one per other country the demo password, their address confirmed', async () => {
    const accounts = await db.query<{
      email: string;
      password_hash: string;
      confirmed: boolean;
      onboarded: boolean;
      country: string | null;
      published: boolean;
    }>(
      `SELECT u.email, u.password_hash, u.email_confirmed_at IS NOT NULL AS confirmed,
              u.has_finished_onboarding AS onboarded, p.country, p.published
       FROM users u JOIN providers p ON p.owner_user_id = u.id WHERE u.role = 'provider' ORDER BY u.id`,
    );
    expect(accounts.map(({ email }) => email)).toEqual(demoProviderEmails());
    for (const account of accounts) {
      expect(await passwords.verify(account.password_hash, DEMO_PROVIDER_PASSWORD)).toBe(true);
    }
    const established = accounts.filter(({ email }) => email !== DEMO_NEW_PROVIDER_EMAIL);
    expect(established.map(({ country }) => country)).toEqual([...COUNTRY_CODES]);
    expect(
      established.every(({ confirmed, onboarded, published }) => confirmed && onboarded && published),
    ).toBe(true);
    expect(accounts.at(-1)).toMatchObject({ confirmed: false, onboarded: false, published: false });
  });

  it('gives the demo couple an upcoming wedding with its message and a past project, once', async () => {
    const projects = await db.query<{
      event_type: string;
      event_date: string;
      message: string | null;
      phone: string;
    }>(
      `SELECT event_types.slug AS event_type, projects.event_date, projects.message, users.phone
       FROM projects JOIN users ON users.id = projects.user_id
       JOIN event_types ON event_types.id = projects.event_type_id
       WHERE users.phone = $1 ORDER BY projects.id DESC`,
      [DEMO_COUPLE_PHONE],
    );
    const today = NOW.toISOString().slice(0, 10);
    expect(projects.map((project) => project.phone)).toEqual([DEMO_COUPLE_PHONE, DEMO_COUPLE_PHONE]);
    const [upcoming, past] = projects;
    expect(upcoming).toMatchObject({ event_type: 'wedding', message: expect.stringMatching(/^Bonjour/) });
    expect((upcoming?.event_date ?? '') > today).toBe(true);
    expect(past).toMatchObject({ message: null });
    expect((past?.event_date ?? today) < today).toBe(true);
    expect(await other.query('SELECT event_date, message FROM projects ORDER BY id')).toEqual(
      await db.query('SELECT event_date, message FROM projects ORDER BY id'),
    );
  });
});
