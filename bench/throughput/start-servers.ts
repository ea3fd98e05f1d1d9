import Fastify from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import * as eventRequestsApi from '@shared/api/contract/back-office/event-requests';
import * as imagesApi from '@shared/api/contract/back-office/images';
import * as signInApi from '@shared/api/contract/back-office/provider-sign-in';
import * as directoryApi from '@shared/api/contract/directory';
import * as referenceApi from '@shared/api/contract/reference';
import * as sessionApi from '@shared/api/contract/session';
import * as statisticsApi from '@shared/api/contract/back-office/statistics';
import { PAGE_ROUTES } from '@shared/api/routes';
import { buildApp } from '@server/app';
import { recordCreditMovement } from '@server/back-office/credits/credit-ledger';
import { loadConfig } from '@server/config';
import type { Database } from '@server/db/database';
import { systemClock } from '@server/http/clock';
import { importGeography } from '@server/geography/import-geography';
import { seedDemo } from '@server/seed/seed-demo';
import { insertShowcase } from '@server/seed/demo-showcase';
import { insertReviews, manyReviews } from '@server/seed/demo-reviews';
import { DEMO_PROVIDER_PASSWORD, demoProviderEmails } from '@server/seed/demo-provider-accounts';
import { outboxTransport } from '@server/sms/outbox-transport';
import { outboxMailTransport } from '@server/mail/outbox-mail-transport';
import { openBenchDatabase } from '../bench-database';
import type { UploadTarget } from './measure-upload';
import { postBytes } from './post-bytes';
import { seedLeads } from './seed-leads';
import { seedProfileViews } from './seed-views';
import { signInNewUser } from './sign-in';

export interface Target {
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers: Record<string, string>;
  /** Each request from an address of its own (see LoadSpec). */
  distinctClients?: boolean;
  /** Bodies sent in turn (see LoadSpec). */
  bodies?: string[];
  /** Paths requested in turn (see LoadSpec). */
  paths?: string[];
}

export interface RunningServers {
  database: Database['kind'];
  /** Providers in the directory the app serves. */
  providers: number;
  /** The bare Fastify hello-world first: every other figure is compared with it. */
  targets: Target[];
  /** A back-office upload, timed one photo at a time (measureUpload), beside the targets. */
  upload: UploadTarget;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';
const COMPRESSED = { label: 'br, gzip', headers: { 'accept-encoding': 'br, gzip' } };

function urlOf(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') throw new Error('server is not listening on TCP');
  return `http://${HOST}:${address.port}`;
}

/** A demo provider's bearer token, signed in on the back-office host. */
async function signInProvider(appUrl: string, login: string, host: string): Promise<string> {
  const answer = await postBytes(
    appUrl + signInApi.login.path,
    { 'content-type': 'application/json', host },
    Buffer.from(login),
  );
  if (answer.status !== 200) throw new Error(`provider sign-in: ${answer.status} ${answer.body.toString()}`);
  return (JSON.parse(answer.body.toString()) as { token: string }).token;
}

/** The profile views the statistics' answers read (`GET /api/statistics/…`). */
const PROFILE_VIEWS = 100_000;

/** A browser's User-Agent: the profile's views count a person's visits, never a robot's or a script's. */
const BROWSER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Leads in the inbox the bench reads (its first page of 20). */
const INBOX_LEADS = 200;

/** The provider a demo account runs. */
async function providerOf(db: Database, email: string): Promise<number> {
  const [provider] = await db.query<{ id: number }>(
    'SELECT providers.id FROM providers JOIN users ON users.id = providers.owner_user_id WHERE users.email = $1',
    [email],
  );
  if (!provider) throw new Error(`the demo account ${email} runs no provider`);
  return provider.id;
}

/**
 * The baseline (a bare Fastify answering hello-world) and our app as deployed (NODE_ENV=production: no
 * response-contract checks) on a fresh database: PGlite in memory, or a schema of its own on DATABASE_URL,
 * dropped on close. The gazetteer and the demo content are seeded with `providers` providers, so the
 * directory's rows read a directory of that size; the demo provider's inbox holds INBOX_LEADS more leads, and
 * a second demo provider `unlockableLeads` leads and the credits to unlock them all.
 */
export async function startServers({
  providers,
  unlockableLeads,
}: {
  providers: number;
  unlockableLeads: number;
}): Promise<RunningServers> {
  // Closed in reverse order, also when a later step fails, so no PostgreSQL schema is left behind.
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer();
  };
  try {
    const baseline = Fastify({ logger: false });
    baseline.get('/', async () => ({ hello: 'world' }));
    await baseline.listen({ port: 0, host: HOST });
    closers.push(() => baseline.close());

    const db = await openBenchDatabase();
    closers.push(() => db.close());
    await importGeography(db);
    await seedDemo(db, { providers });
    const [lyon] = await db.query<{ id: number }>("SELECT id FROM cities WHERE external_id = 'insee:69123'");
    // The French listing's first card: the profile a visitor of the measured listing opens first.
    const [profile] = await db.query<{ slug: string }>(
      "SELECT slug FROM providers WHERE published AND country = 'FR' ORDER BY is_premium DESC, last_login_at DESC NULLS LAST, id LIMIT 1",
    );
    if (!profile) throw new Error('the demo seeded no published French provider');
    // The heaviest profile the pages are laid out for: five published portfolios of twenty photos each, a
    // venue and videos, and thirty reviews, on the listing's second card.
    const [showcased] = await db.query<{ id: number; slug: string }>(
      "SELECT id, slug FROM providers WHERE published AND country = 'FR' AND slug <> $1 ORDER BY is_premium DESC, last_login_at DESC NULLS LAST, id LIMIT 1",
      [profile.slug],
    );
    if (!showcased) throw new Error('the demo seeded a single published French provider');
    await db.transaction((tx) =>
      insertShowcase(tx, showcased.id, {
        portfolios: 5,
        imagesPerPortfolio: 20,
        venueAndVideos: true,
        now: new Date(),
      }),
    );
    // Exactly thirty: the demo's own few reviews of this planner, if it had them, make way.
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM reviews WHERE provider_id = $1', [showcased.id]);
      await insertReviews(tx, showcased.id, manyReviews(30), new Date());
    });
    const outboxSecret = randomBytes(32).toString('hex');
    // The uploads' originals and variants, out of the working copy's data folder.
    const imagesFolder = await mkdtemp(join(tmpdir(), 'bench-images-'));
    closers.push(() => rm(imagesFolder, { recursive: true, force: true }));
    const config = loadConfig({
      NODE_ENV: 'production',
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      DEV_OUTBOX: 'enabled',
      DEV_OUTBOX_SECRET: outboxSecret,
      // The load generator's requests say which client they stand for (the login's target).
      TRUST_PROXY: '1',
      IMAGES_DIR: join(imagesFolder, 'images'),
      IMAGE_CACHE_DIR: join(imagesFolder, 'cache'),
    });
    const app = await buildApp({
      config,
      db,
      sms: outboxTransport(db, systemClock),
      mail: outboxMailTransport(db, systemClock),
      clock: systemClock,
    });
    closers.push(() => app.close());
    await app.listen({ port: 0, host: HOST });
    // The same app with the views' counting off (PROFILE_VIEWS=off), beside it on the same database: the
    // profile's throughput with and without counting, side by side.
    const uncounted = await buildApp({
      config: { ...config, viewsSecret: null },
      db,
      sms: outboxTransport(db, systemClock),
      mail: outboxMailTransport(db, systemClock),
      clock: systemClock,
    });
    closers.push(() => uncounted.close());
    await uncounted.listen({ port: 0, host: HOST });

    const appUrl = urlOf(app.server.address());
    const demoLogins = demoProviderEmails().map((email) =>
      JSON.stringify({ email, password: DEMO_PROVIDER_PASSWORD }),
    );
    const token = await signInNewUser(appUrl, outboxSecret);
    const providerToken = await signInProvider(appUrl, demoLogins[0] ?? '', config.backOfficeHost);
    const [inboxEmail = '', unlockingEmail = ''] = demoProviderEmails();
    const now = new Date();
    await seedLeads(db, {
      providerId: await providerOf(db, inboxEmail),
      count: INBOX_LEADS,
      phone: '+33610000001',
      now,
    });
    await seedProfileViews(db, await providerOf(db, inboxEmail), PROFILE_VIEWS);
    const unlocking = await providerOf(db, unlockingEmail);
    const unlockable = await seedLeads(db, {
      providerId: unlocking,
      count: unlockableLeads,
      phone: '+33610000002',
      now,
    });
    // Nine credits a lead at most (shared/leads/lead-price.ts): every unlock of the measure can pay.
    await db.transaction((tx) =>
      recordCreditMovement(tx, {
        providerId: unlocking,
        kind: 'grant',
        credits: 9 * unlockableLeads,
        at: now,
      }),
    );
    const unlockingToken = await signInProvider(appUrl, demoLogins[1] ?? '', config.backOfficeHost);
    const backOffice = (bearer: string) => ({
      authorization: `Bearer ${bearer}`,
      host: config.backOfficeHost,
    });
    const unlockPath = (uuid: string) => eventRequestsApi.unlockEventRequest.path.replace(':uuid', uuid);
    // A page as a browser asks for it too: compressed when the server compresses on the fly.
    const page = (label: string, url: string): Target[] => [
      { label, url, headers: {} },
      { label: `${label}, ${COMPRESSED.label}`, url, headers: COMPRESSED.headers },
    ];
    const search = (label: string, filters: Record<string, unknown>): Target => ({
      label: `POST ${directoryApi.searchDirectory.path} ${label}`,
      url: appUrl + directoryApi.searchDirectory.path,
      method: 'POST',
      body: JSON.stringify(filters),
      headers: { 'content-type': 'application/json' },
    });
    return {
      database: db.kind,
      providers,
      targets: [
        { label: 'hello-world (bare Fastify)', url: `${urlOf(baseline.server.address())}/`, headers: {} },
        { label: 'GET /health', url: `${appUrl}/health`, headers: {} },
        // The reference lists the forms ask for: the same for every caller in one language.
        ...[
          referenceApi.eventTypes,
          referenceApi.languages,
          referenceApi.serviceTypes,
          referenceApi.guestRanges,
        ].map((endpoint) => ({ label: `GET ${endpoint.path}`, url: appUrl + endpoint.path, headers: {} })),
        {
          label: `GET ${sessionApi.me.path} (bearer)`,
          url: appUrl + sessionApi.me.path,
          headers: { authorization: `Bearer ${token}` },
        },
        // The address is an IP: the app serves it as the main (French) country site.
        ...page('GET /wedding-planners/ (France, page 1)', `${appUrl}/wedding-planners/`),
        ...page(
          `GET ${PAGE_ROUTES.front_provider_profile} (France)`,
          appUrl + PAGE_ROUTES.front_provider_profile.replace(':slug', encodeURIComponent(profile.slug)),
        ),
        ...page(
          `GET ${PAGE_ROUTES.front_provider_profile} (France, 5 portfolios × 20 photos, 30 reviews)`,
          appUrl + PAGE_ROUTES.front_provider_profile.replace(':slug', encodeURIComponent(showcased.slug)),
        ),
        // A new visitor each request, from a browser: every request counts a view, the worst case.
        ...[
          ['counted', appUrl],
          ['counting off', urlOf(uncounted.server.address())],
        ].map(([label, origin]) => ({
          label: `GET ${PAGE_ROUTES.front_provider_profile} (France, browser, new visitor each, views ${label})`,
          url: origin + PAGE_ROUTES.front_provider_profile.replace(':slug', encodeURIComponent(profile.slug)),
          headers: { 'user-agent': BROWSER_AGENT },
          distinctClients: true,
        })),
        search('(France, full-service)', { service: 'full-service' }),
        search('(40 km around Lyon)', { city: lyon?.id }),
        {
          // One argon2id check per request (OWASP's 19 MiB, two passes), and a session written; the demo's
          // accounts in turn, since one account signing in many times at once is what the lockout refuses.
          label: `POST ${signInApi.login.path} (back-office, demo accounts)`,
          url: appUrl + signInApi.login.path,
          method: 'POST',
          body: demoLogins[0],
          bodies: demoLogins,
          headers: { 'content-type': 'application/json', host: config.backOfficeHost },
          distinctClients: true,
        },
        {
          label: `GET ${eventRequestsApi.eventRequests.path} (back-office, ${INBOX_LEADS} leads, page 1)`,
          url: appUrl + eventRequestsApi.eventRequests.path,
          headers: backOffice(providerToken),
        },
        ...[statisticsApi.views, statisticsApi.rates].map((endpoint) => ({
          label: `GET ${endpoint.path}?days=365 (back-office, ${PROFILE_VIEWS.toLocaleString('en-US')} views)`,
          url: `${appUrl}${endpoint.path}?days=365`,
          headers: backOffice(providerToken),
        })),
        {
          // One transaction each: the lead's row locked, the debit and its ledger row, the status; then the
          // lead read again. The first request (the answer's size) unlocks the first lead, the load the others.
          label: `POST ${eventRequestsApi.unlockEventRequest.path} (a new lead each: debit, ledger)`,
          url: appUrl + unlockPath(unlockable[0] ?? ''),
          method: 'POST',
          body: '{}',
          paths: unlockable.slice(1).map(unlockPath),
          headers: { ...backOffice(unlockingToken), 'content-type': 'application/json' },
        },
      ],
      upload: {
        label: `POST ${imagesApi.uploadProfileImage.path} (12-megapixel JPEG, one at a time)`,
        url: appUrl + imagesApi.uploadProfileImage.path,
        headers: { authorization: `Bearer ${providerToken}`, host: config.backOfficeHost },
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
