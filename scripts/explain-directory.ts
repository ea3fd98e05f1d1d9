/**
 * `npm run explain:directory`: seeds 100 000 providers into a PostgreSQL database of its own
 * (`directory_explain` on the server of DATABASE_URL, created when missing, kept between runs) and prints
 * EXPLAIN (ANALYZE, BUFFERS) of every statement the directory's listings, search and favourites run, then
 * a summary of the indexes each one reads and its time. The statements are recorded from the server's own
 * functions, so what is explained is what the server sends.
 */
import pg from 'pg';
import { DIRECTORY_PAGE_SIZE } from '@shared/api/contract/directory';
import { MAX_PAGE_NUMBER } from '@shared/api/contract/page-number';
import type { CountryCode } from '@shared/sites';
import type { Database, Queryable, SqlParam } from '@server/db/database';
import { migrate } from '@server/db/migrate';
import { openDatabase } from '@server/db/open-database';
import { createDirectoryAreas } from '@server/directory/areas';
import { systemClock } from '@server/http/clock';
import { listFavorites } from '@server/directory/favorites';
import { countListing, listProviders, type ListingScope } from '@server/directory/list-providers';
import { searchDirectory, type DirectorySearch } from '@server/directory/search-directory';
import { importGeography } from '@server/geography/import-geography';
import { DEMO_COUPLE_PHONE } from '@server/seed/demo-phones';
import { seedDemo } from '@server/seed/seed-demo';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = 'directory_explain';
const PROVIDERS = 100_000;
/** Favourites per couple, and couples besides the demo one. */
const FAVORITES = 40;
const OTHER_COUPLES = 5_000;
/** Each statement also runs this many times without EXPLAIN; the summary gives the median. */
const PLAIN_RUNS = 7;

interface Statement {
  sql: string;
  params: readonly SqlParam[];
}

/** A Queryable that runs every statement and keeps it, to be explained afterwards. */
function recording(db: Queryable): { db: Queryable; statements: Statement[] } {
  const statements: Statement[] = [];
  return {
    statements,
    db: {
      query(sql, params = []) {
        statements.push({ sql, params });
        return db.query(sql, params);
      },
      exec: (sql) => db.exec(sql),
    },
  };
}

async function ensureDatabase(): Promise<string> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

async function seed(db: Database): Promise<void> {
  const started = performance.now();
  await migrate(db);
  await importGeography(db, { log: (line) => console.log(line) });
  const { providersCreated } = await seedDemo(db, { providers: PROVIDERS, log: (line) => console.log(line) });
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM providers',
  );
  if (providersCreated > 0) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded ${providersCreated} providers (geography included) in ${seconds} s`);
  } else console.log(`Reusing the ${count} providers already in ${DATABASE}`);
  // Favourites for the demo couple and for other couples, so that the favourites query reads one couple's
  // rows among many, as it would in production.
  await db.query(
    `INSERT INTO users (phone, has_finished_onboarding)
     SELECT '+3361' || lpad(n::text, 7, '0'), true FROM generate_series(1, $1::int) AS n
     ON CONFLICT (phone) DO NOTHING`,
    [OTHER_COUPLES],
  );
  await db.query(
    `INSERT INTO favorites (user_id, provider_id, created_at)
     SELECT users.id, providers.id, now() - providers.id * interval '1 minute'
     FROM users JOIN providers ON providers.id % ($2::int / $3::int) = users.id % ($2::int / $3::int)
     WHERE users.phone = $1 OR users.phone LIKE '+3361%'
     ON CONFLICT DO NOTHING`,
    [DEMO_COUPLE_PHONE, count, FAVORITES],
  );
  await db.exec('VACUUM ANALYZE');
}

interface Scenario {
  label: string;
  run(db: Queryable): Promise<unknown>;
}

async function scenarios(db: Queryable, now: Date): Promise<Scenario[]> {
  const one = async <T>(sql: string, params: SqlParam[] = []): Promise<T> => {
    const [row] = await db.query<T>(sql, params);
    if (!row) throw new Error(`nothing for ${sql}`);
    return row;
  };
  const busiest = (column: string) =>
    one<{ id: number; total: number }>(
      `SELECT ${column} AS id, count(*)::int AS total FROM providers WHERE published AND ${column} IS NOT NULL
       GROUP BY ${column} ORDER BY total DESC LIMIT 1`,
    );
  const department = await busiest('department_id');
  const city = await busiest('city_id');
  const lyon = await one<{ id: number }>("SELECT id FROM cities WHERE external_id = 'insee:69123'");
  const couple = await one<{ id: number }>('SELECT id FROM users WHERE phone = $1', [DEMO_COUPLE_PHONE]);
  const { total: franceTotal } = await one<{ total: number }>(
    "SELECT count(*)::int AS total FROM providers WHERE published AND country = 'FR'",
  );
  const deepPage = Math.min(MAX_PAGE_NUMBER, Math.ceil(franceTotal / DIRECTORY_PAGE_SIZE));
  const listing = (scope: ListingScope, page: number) => (queryable: Queryable) =>
    listProviders(queryable, { scope, page, pageSize: DIRECTORY_PAGE_SIZE }, now);
  const search = (filters: DirectorySearch) => (queryable: Queryable) =>
    searchDirectory(
      { db: queryable, counts: (listing) => countListing(queryable, listing) },
      filters,
      1,
      now,
    );
  const france: CountryCode = 'FR';
  return [
    {
      label: 'France listing, page 1 (count, page, languages)',
      run: listing({ level: 'country', country: france }, 1),
    },
    {
      label: `France listing, page ${deepPage} (the deepest allowed)`,
      run: listing({ level: 'country', country: france }, deepPage),
    },
    {
      label: `Department listing, page 1 (the busiest department: ${department.total} providers)`,
      run: listing({ level: 'department', id: department.id }, 1),
    },
    {
      label: `City listing, page 1 (the busiest city: ${city.total} providers)`,
      run: listing({ level: 'city', id: city.id }, 1),
    },
    {
      label: 'Search: France, service partial-planning',
      run: search({ country: france, service: 'partial-planning' }),
    },
    {
      label: 'Search: France, region Auvergne-Rhône-Alpes, service full-service',
      run: search({ country: france, region: 'auvergne-rhone-alpes', service: 'full-service' }),
    },
    { label: 'Search: near Lyon (40 km)', run: search({ country: france, city: lyon.id }) },
    {
      label: 'Search: near Lyon (40 km), service day-of-coordination',
      run: search({ country: france, city: lyon.id, service: 'day-of-coordination' }),
    },
    {
      label: `Favourites of the demo couple (${FAVORITES}, among ${OTHER_COUPLES} other couples')`,
      run: (queryable) => listFavorites(queryable, couple.id, now),
    },
    {
      label: 'Provider counts of France by area and region (cached 5 minutes by the server)',
      run: (queryable) => createDirectoryAreas(queryable, systemClock).countsOf(france),
    },
  ];
}

async function medianPlainMs(db: Queryable, { sql, params }: Statement): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < PLAIN_RUNS; run += 1) {
    const started = performance.now();
    await db.query(sql, params);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(PLAIN_RUNS / 2)] ?? Number.NaN;
}

/** The scans of a plan, as "Index Only Scan using providers_listing_country" and the like. */
function scansOf(plan: string): string[] {
  const scans = plan.match(
    /(?:Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)(?: Backward)?(?: using| on) \w+/g,
  );
  return [...new Set(scans ?? [])];
}

const databaseUrl = await ensureDatabase();
const db = await openDatabase({ databaseUrl });
try {
  await seed(db);
  const now = new Date();
  const rule = '='.repeat(100);
  const summary: { label: string; statement: string; ms: string; plainMs: string; scans: string }[] = [];
  for (const scenario of await scenarios(db, now)) {
    const recorded = recording(db);
    await scenario.run(recorded.db);
    console.log(`\n${rule}\n${scenario.label}\n${rule}`);
    for (const [index, { sql, params }] of recorded.statements.entries()) {
      const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      console.log(
        `\n-- statement ${index + 1}, parameters ${JSON.stringify(params)}\n${sql.trim()}\n\n${plan}`,
      );
      summary.push({
        label: scenario.label,
        statement: sql.trim().split('\n')[0]?.slice(0, 70) ?? '',
        ms: plan.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? '?',
        plainMs: (await medianPlainMs(db, { sql, params })).toFixed(3),
        scans: scansOf(plan).join(', '),
      });
    }
  }
  console.log(
    `\n${rule}\nSummary: execution time under EXPLAIN ANALYZE | median of ${PLAIN_RUNS} plain runs seen ` +
      `from the client (round trip included)\n${rule}`,
  );
  const indent = ' '.repeat(28);
  for (const row of summary) {
    console.log(
      `${row.ms.padStart(9)} ms | ${row.plainMs.padStart(9)} ms  ${row.label}\n` +
        `${indent}${row.statement}\n${indent}${row.scans}`,
    );
  }
} finally {
  await db.close();
}
