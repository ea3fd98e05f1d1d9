import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_CONTRACT } from '@shared/api/contract';
import { ROLES, type Endpoint, type Role } from '@shared/api/endpoint';
import { seedFuzzDatabase, type FuzzRows } from '../fuzz/fuzz-fixture';
import { tableChecksums } from '../fuzz/table-checksums';
import { validRequests, type ValidRequest } from '../fuzz/valid-requests';
import { callEndpoint } from '../test-support/call-endpoint';
import { plainPng, uploadFiles } from '../test-support/multipart';
import { signIn } from '../test-support/signed-in-couple';
import { signedInProvider } from '../test-support/signed-in-provider';
import { startTestApp, type TestApp } from '../test-support/test-app';

/*
 * SPEC's promise that a provider never reads or changes another provider's data, walked over the published
 * contract: every back-office endpoint for a signed-in role is called by a second provider with the fuzz's
 * valid example, whose ids are the first provider's (the fuzz's world: its first provider is the demo
 * provider's company, and the request in its inbox is the one the examples name). Whatever the endpoint
 * answers, none of the first provider's rows may change; an endpoint whose path names a row answers 403 or
 * 404. Endpoints are enumerated, not listed: one added later is swept without a line written for it.
 */

const ENDPOINTS: readonly Endpoint[] = Object.values(PUBLISHED_CONTRACT).flat();
const isRole = (auth: Endpoint['auth']): auth is Role => (ROLES as readonly string[]).includes(auth);
const BACK_OFFICE_ENDPOINTS = ENDPOINTS.filter(
  (endpoint) => endpoint.host === 'backOffice' && isRole(endpoint.auth),
);
const PROVIDER_ENDPOINTS = ENDPOINTS.filter((endpoint) => endpoint.auth === 'provider');
const named = (endpoints: readonly Endpoint[]) =>
  endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const);

let t: TestApp;
let rows: FuzzRows;
let valid: Record<string, ValidRequest>;
let firstProviderUserId: number;
/** One query reading every row of the first provider's, from every table that can hold one. */
let firstProviderRowsSql: string;
let secondProviders = 0;
let address = 0;

beforeAll(async () => {
  t = await startTestApp({
    env: { SMS_BUDGET_PER_HOUR: '1000000', SMS_BUDGET_PER_COUNTRY_PER_HOUR: '1000000' },
  });
  rows = await seedFuzzDatabase(t);
  valid = validRequests(rows);
  const [owner] = await t.db.query<{ owner_user_id: number | null }>(
    'SELECT owner_user_id FROM providers WHERE id = $1',
    [rows.providerId],
  );
  if (!owner?.owner_user_id) throw new Error('the fuzz’s provider has no account to sign in with');
  firstProviderUserId = owner.owner_user_id;
  firstProviderRowsSql = await ownedRowsQuery();
}, 120_000);

afterAll(() => t.close());

/**
 * The rows a provider owns, found from the schema so that a table added later is covered: every row with a
 * `provider_id` of the provider's, or a `user_id` or `owner_user_id` of its account's, plus its `providers` and
 * `users` rows, each as JSON under its table's name ($1 the provider, $2 its account).
 */
async function ownedRowsQuery(): Promise<string> {
  const columns = await t.db.query<{ name: string; table_name: string; column_name: string }>(
    `SELECT quote_ident(c.table_name) AS name, c.table_name, c.column_name
     FROM information_schema.columns c
     JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND tb.table_type = 'BASE TABLE'
       AND (c.column_name IN ('provider_id', 'user_id', 'owner_user_id')
            OR (c.table_name IN ('providers', 'users') AND c.column_name = 'id'))
     ORDER BY c.table_name, c.column_name`,
  );
  const conditions = new Map<string, string[]>();
  for (const { name, table_name: table, column_name: column } of columns) {
    const owner = column === 'provider_id' || (table === 'providers' && column === 'id') ? '$1' : '$2';
    conditions.set(name, [...(conditions.get(name) ?? []), `row.${column} = ${owner}::integer`]);
  }
  return [...conditions]
    .map(
      ([name, where]) =>
        `SELECT '${name}' AS table_name, to_jsonb(row)::text AS data FROM ${name} row WHERE ${where.join(' OR ')}`,
    )
    .join(' UNION ALL ');
}

/** The first provider's rows, by table, each table's in one order. */
async function firstProviderRows(): Promise<Record<string, string[]>> {
  const found = await t.db.query<{ table_name: string; data: string }>(
    `SELECT table_name, data FROM (${firstProviderRowsSql}) owned ORDER BY table_name, data`,
    [rows.providerId, firstProviderUserId],
  );
  const byTable: Record<string, string[]> = {};
  for (const { table_name: table, data } of found) (byTable[table] ??= []).push(data);
  return byTable;
}

function exampleOf(endpoint: Endpoint): ValidRequest {
  const example = valid[endpoint.name];
  if (!example) {
    throw new Error(
      `${endpoint.name} has no valid example: add one to server/fuzz/valid-requests.ts, naming the first ` +
        'provider’s rows (FuzzRows), so that the sweep can call it with another provider’s token',
    );
  }
  return example;
}

/** Calls `endpoint` with its example, each call from an address of its own so no rate limit hides it. */
async function callWithExample(endpoint: Endpoint, as?: { headers: { authorization: string } }) {
  const example = exampleOf(endpoint);
  address += 1;
  // An upload is sent as the browser sends it, one small photo: a JSON body would be refused (415) before
  // the row its path names is looked for.
  const answer = endpoint.upload
    ? await uploadFiles(
        t.app,
        endpoint,
        [{ field: endpoint.upload.field, filename: 'photo.png', type: 'image/png', data: await plainPng() }],
        as,
        example.params,
      )
    : await callEndpoint(t.app, endpoint, example.input, {
        as,
        params: example.params,
        remoteAddress: `10.20.${(address >> 8) & 255}.${address & 255}`,
      });
  expect(answer.status, `${endpoint.name} answered ${JSON.stringify(answer.body)}`).toBeLessThan(500);
  return answer;
}

/** A provider other than the fuzz's, with its own company and account: a new one per test. */
async function secondProvider() {
  secondProviders += 1;
  const phone = `+3362${String(secondProviders).padStart(7, '0')}`;
  return signedInProvider(t, `Maison Rivage ${secondProviders}`, phone);
}

const hasPathParams = (endpoint: Endpoint) => /\/:/.test(endpoint.path);

describe('another provider, with the first one’s ids', () => {
  it('finds the first provider’s rows to watch: its company, its account and its inbox', async () => {
    const watched = await firstProviderRows();
    expect(watched.providers).toHaveLength(1);
    expect(watched.users).toHaveLength(1);
    expect(watched.event_requests?.some((row) => row.includes(rows.inboxRequestId))).toBe(true);
  });

  it.each(named(BACK_OFFICE_ENDPOINTS))(
    '%s changes none of the first provider’s rows, and a row it names is not found',
    async (_name, endpoint) => {
      exampleOf(endpoint);
      const second = await secondProvider();
      const before = await firstProviderRows();
      const answer = await callWithExample(endpoint, second);
      if (hasPathParams(endpoint)) expect([403, 404]).toContain(answer.status);
      expect(await firstProviderRows()).toEqual(before);
    },
  );
});

describe('a couple, and a caller without a session', () => {
  it.each(named(PROVIDER_ENDPOINTS))(
    '%s refuses a couple (403) and no session (401), and changes no table',
    async (_name, endpoint) => {
      exampleOf(endpoint);
      const before = await tableChecksums(t.db);
      expect((await callWithExample(endpoint, { headers: { authorization: rows.bearer } })).status).toBe(403);
      expect((await callWithExample(endpoint)).status).toBe(401);
      const after = await tableChecksums(t.db);
      expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual([]);
    },
  );
});

describe('the examples the sweep sends', () => {
  // Run last: the first provider's own calls change its rows. A 404 here would mean the sweep's 404s prove
  // nothing, the example naming no row of the first provider's.
  it.each(named(BACK_OFFICE_ENDPOINTS.filter(hasPathParams)))(
    '%s finds the row its example names when the first provider calls it',
    async (_name, endpoint) => {
      const first = await signIn(t, firstProviderUserId);
      expect((await callWithExample(endpoint, first)).status).not.toBe(404);
    },
  );
});
