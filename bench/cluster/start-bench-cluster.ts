import { randomBytes } from 'node:crypto';
import * as authApi from '@shared/api/contract/auth';
import * as eventRequestsApi from '@shared/api/contract/back-office/event-requests';
import * as signInApi from '@shared/api/contract/back-office/provider-sign-in';
import * as directoryApi from '@shared/api/contract/directory';
import { exampleRegistration } from '@shared/api/contract/examples';
import * as projectsApi from '@shared/api/contract/projects';
import * as providersApi from '@shared/api/contract/providers';
import { PAGE_ROUTES } from '@shared/api/routes';
import { startSession } from '@server/auth/sessions';
import { createUser } from '@server/auth/users';
import { migrate } from '@server/db/migrate';
import { openDatabase } from '@server/db/open-database';
import { importGeography } from '@server/geography/import-geography';
import { systemClock } from '@server/http/clock';
import { DEMO_PROVIDER_EMAIL, DEMO_PROVIDER_PASSWORD } from '@server/seed/demo-provider-accounts';
import { seedDemo } from '@server/seed/seed-demo';
import { bodyOf, hostHeaderOf } from '@server/test-support/call-endpoint';
import { startCluster, type Cluster } from '@server/test-support/cluster';
import { dropPostgresSchema, postgresSchemaUrl } from '@server/test-support/postgres-schema';
import { CLIENT_ADDRESS_HEADER } from '@server/test-support/round-robin-proxy';
import type { MixedRoute } from './mixed-load-spec';

/** Couples signed in before the run: each saves projects and sends them, within a couple's own limits. */
const COUPLES = 600;
/** Planners each couple's project is sent to, one per send: no pair is sent twice. */
const PLANNERS_PER_COUPLE = 30;
/** Codes sent before the run, each verified once by it. */
const CODES = 3_000;
/** Numbers the run's check-phone sends a first code to. */
const FRESH_NUMBERS = 20_000;
/** How many set-up calls go through the proxy at once. */
const SETUP_CONCURRENCY = 16;

export interface BenchCluster {
  cluster: Cluster;
  routes: MixedRoute[];
  close(): Promise<void>;
}

/** The `index`th address of 10.0.0.0/8: a client of its own for each request, as many visitors are. */
function addressOf(index: number): string {
  const n = index % 0xffffff;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** The header by which a request tells the proxy which client it stands for. */
const clientAddress = (index: number) => ({ [CLIENT_ADDRESS_HEADER]: addressOf(index) });

/** A French mobile number of a range no seed uses (the fiction range is 06 39 98). */
const mobile = (series: number, index: number) => `+336${series}${String(index).padStart(6, '0')}`;

/** Runs `work` on each item, `SETUP_CONCURRENCY` at a time, and answers the results in order. */
async function inBatches<Item, Result>(
  items: readonly Item[],
  work: (item: Item, index: number) => Promise<Result>,
) {
  const results: Result[] = [];
  for (let start = 0; start < items.length; start += SETUP_CONCURRENCY) {
    const batch = items.slice(start, start + SETUP_CONCURRENCY);
    results.push(...(await Promise.all(batch.map((item, offset) => work(item, start + offset)))));
  }
  return results;
}

/**
 * Two production instances (NODE_ENV=production) behind the round-robin proxy, on a schema of their own of
 * DATABASE_URL, migrated and seeded with `providers` demo providers before they start (dropped on close), and
 * the routes of the mixed traffic with what each needs: signed-in couples with a project each, the demo
 * provider's session, codes sent to be verified, numbers never sent a code.
 */
export async function startBenchCluster({ providers }: { providers: number }): Promise<BenchCluster> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('the cluster bench runs on PostgreSQL: set DATABASE_URL');
  const schema = `bench_cluster_${randomBytes(6).toString('hex')}`;
  const schemaUrl = await postgresSchemaUrl(databaseUrl, schema);
  const dropSchema = () => dropPostgresSchema(databaseUrl, schema);
  let cluster: Cluster | undefined;
  try {
    const setup = await openDatabase({ databaseUrl: schemaUrl });
    try {
      await migrate(setup);
      await importGeography(setup);
      await seedDemo(setup, { providers });
    } finally {
      await setup.close();
    }
    const started = await startCluster({
      databaseUrl: schemaUrl,
      env: {
        NODE_ENV: 'production',
        COMPANY_REGISTER: 'fictional',
        // The run sends thousands of codes from as many addresses: budgets past what it can spend.
        SMS_BUDGET_PER_HOUR: '100000000',
        SMS_BUDGET_PER_COUNTRY_PER_HOUR: '100000000',
      },
    });
    cluster = started;
    const routes = await mixedRoutes(started);
    return {
      cluster: started,
      routes,
      async close() {
        await started.close();
        await dropSchema();
      },
    };
  } catch (error) {
    await cluster?.close();
    await dropSchema();
    throw error;
  }
}

async function mixedRoutes(cluster: Cluster): Promise<MixedRoute[]> {
  const { db } = cluster;
  const client = cluster.through(0);
  const [profile] = await db.query<{ slug: string }>(
    "SELECT slug FROM providers WHERE published AND country = 'FR' ORDER BY is_premium DESC, last_login_at DESC NULLS LAST, id LIMIT 1",
  );
  const planners = await db.query<{ id: number }>(
    "SELECT id FROM providers WHERE published AND country = 'FR' ORDER BY id LIMIT $1",
    [PLANNERS_PER_COUPLE],
  );
  if (!profile || planners.length < PLANNERS_PER_COUPLE)
    throw new Error('the demo seeded too few French planners');
  const provider = bodyOf(
    await client.call(signInApi.login, { email: DEMO_PROVIDER_EMAIL, password: DEMO_PROVIDER_PASSWORD }),
  );

  const couples = await inBatches(Array.from({ length: COUPLES }), async (_, index) => {
    const user = await createUser(db, {
      ...exampleRegistration(mobile(50, index)),
      email: `bench.${index}@example.com`,
    });
    if (!user) throw new Error(`the couple ${index} was not created`);
    const { token } = await startSession(db, { secret: cluster.tokenSecret, clock: systemClock }, user.id);
    const authorization = `Bearer ${token}`;
    const saved = await cluster
      .through(index % 2, addressOf(index))
      .call(projectsApi.saveProject, newProject(), { as: { headers: { authorization } } });
    return { authorization, project: bodyOf(saved).project.id };
  });

  await inBatches(Array.from({ length: CODES }), async (_, index) => {
    const sent = await cluster
      .through(index % 2, addressOf(COUPLES + index))
      .call(authApi.checkPhone, { phone: mobile(51, index) });
    if (!sent.ok) throw new Error(`check-phone answered ${sent.status} while setting up`);
  });
  const codes = await db.query<{ phone: string; text: string }>(
    'SELECT DISTINCT ON (phone) phone, text FROM sms_outbox WHERE phone LIKE $1 ORDER BY phone, id DESC',
    [`${mobile(51, 0).slice(0, 6)}%`],
  );

  const json = { 'content-type': 'application/json' };
  const site = { host: 'localhost' };
  const firstClient = COUPLES + CODES;
  return [
    { label: 'GET /health', method: 'GET', path: '/health', headers: {} },
    {
      label: 'GET /wedding-planners/ (France, page 1)',
      method: 'GET',
      path: '/wedding-planners/',
      headers: site,
    },
    {
      label: `GET ${PAGE_ROUTES.front_provider_profile} (France)`,
      method: 'GET',
      path: PAGE_ROUTES.front_provider_profile.replace(':slug', encodeURIComponent(profile.slug)),
      headers: site,
    },
    {
      label: `POST ${directoryApi.searchDirectory.path} (France, page 1)`,
      method: 'POST',
      path: directoryApi.searchDirectory.path,
      headers: { ...site, ...json },
      body: JSON.stringify({}),
    },
    {
      label: `POST ${authApi.checkPhone.path} (a new number)`,
      method: 'POST',
      path: authApi.checkPhone.path,
      headers: { ...site, ...json },
      variants: Array.from({ length: FRESH_NUMBERS }, (_, index) => ({
        headers: clientAddress(firstClient + index),
        body: JSON.stringify({ phone: mobile(52, index) }),
      })),
    },
    {
      label: `POST ${authApi.verifyPhone.path} (its code)`,
      method: 'POST',
      path: authApi.verifyPhone.path,
      headers: { ...site, ...json },
      variants: codes.map(({ phone, text }, index) => ({
        headers: clientAddress(firstClient + FRESH_NUMBERS + index),
        body: JSON.stringify({ phone, code: /\b(\d{6})\b/.exec(text)?.[1] ?? '' }),
      })),
    },
    {
      label: `POST ${projectsApi.saveProject.path}`,
      method: 'POST',
      path: projectsApi.saveProject.path,
      headers: { ...site, ...json },
      body: JSON.stringify(newProject()),
      variants: couples.map(({ authorization }, index) => ({
        headers: { authorization, ...clientAddress(index) },
      })),
    },
    {
      label: `POST ${providersApi.sendToProvider.path}`,
      method: 'POST',
      path: providersApi.sendToProvider.path,
      headers: { ...site, ...json },
      variants: planners.flatMap((planner) =>
        couples.map(({ authorization, project }, index) => ({
          headers: { authorization, ...clientAddress(index) },
          body: JSON.stringify({
            project,
            prestataire: planner.id,
            message: 'Bonjour, êtes-vous disponible ?',
          }),
        })),
      ),
    },
    {
      label: `GET ${eventRequestsApi.eventRequests.path} (the provider's inbox)`,
      method: 'GET',
      path: eventRequestsApi.eventRequests.path,
      headers: { ...hostHeaderOf(eventRequestsApi.eventRequests), authorization: `Bearer ${provider.token}` },
    },
  ];
}

/** A wedding in Lyon with a message, as the project wizard saves it. */
function newProject(): projectsApi.NewProject {
  return {
    eventType: 'wedding',
    eventDate: '2031-06-14',
    eventLocation: 'Lyon',
    latitude: 45.76,
    longitude: 4.84,
    message: 'Un mariage au bord de la Saône.',
  };
}
