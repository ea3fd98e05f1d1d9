import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as authApi from '@shared/api/contract/auth';
import * as companyApi from '@shared/api/contract/back-office/company';
import * as imagesApi from '@shared/api/contract/back-office/images';
import * as signInApi from '@shared/api/contract/back-office/provider-sign-in';
import * as devApi from '@shared/api/contract/dev';
import { exampleRegistration } from '@shared/api/contract/examples';
import * as projectsApi from '@shared/api/contract/projects';
import * as providersApi from '@shared/api/contract/providers';
import * as sessionApi from '@shared/api/contract/session';
import { imageUrl } from '@shared/api/image-url';
import { startSession } from '../auth/sessions';
import { createUser } from '../auth/users';
import { MIGRATIONS_DIR } from '../db/migrate';
import { systemClock } from '../http/clock';
import { trackPath } from '../pages/directory/directory-paths';
import {
  DEMO_PROVIDER_EMAIL,
  DEMO_PROVIDER_PASSWORD,
  demoProviderEmails,
} from '../seed/demo-provider-accounts';
import { bodyOf } from '../test-support/call-endpoint';
import { startCluster, type Cluster } from '../test-support/cluster';
import { plainPng } from '../test-support/multipart';
import { freshPostgresUrl } from '../test-support/server-process';
import { exampleProject } from '../test-support/saved-project';

/** The Belgian codes' hourly budget the cluster is started with, small enough to spend in a test. */
const BELGIAN_SMS_BUDGET = 4;
/** A person's browser: robots' clicks are not counted. */
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const A = 0;
const B = 1;

/** Each test is a client of its own (the proxy says it saw this address), so their limits never meet. */
let lastClient = 0;
const newClientAddress = () => `198.51.${++lastClient}.7`;

describe.runIf(process.env.DATABASE_URL)('two instances behind a load balancer', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({
      databaseUrl: await freshPostgresUrl(),
      smtp: true,
      env: { SEED_PROVIDERS: '20', SMS_BUDGET_PER_COUNTRY_PER_HOUR: `BE=${BELGIAN_SMS_BUDGET}` },
    });
  }, 180_000);
  afterAll(() => cluster?.close());

  const through = (instance: number, client: string) => cluster.through(instance, client);

  it('migrates a new database once when both instances start on it together', async () => {
    const versions = (await readdir(MIGRATIONS_DIR))
      .filter((file) => file.endsWith('.sql'))
      .map((file) => file.replace(/\.sql$/, ''))
      .sort();
    // Both are ready, and one run applied every migration: a transaction's now() is the same for all its rows.
    const recorded = await cluster.db.query<{ version: string; applied_at: Date }>(
      'SELECT version, applied_at FROM schema_migrations ORDER BY version',
    );
    expect(new Set(recorded.map((row) => row.applied_at.getTime())).size).toBe(1);
    expect(recorded.map((row) => row.version)).toEqual(versions);
  });

  describe('a couple’s sign-in and session', () => {
    const phone = '+33612340001';

    async function signedUp(client: string) {
      expect((await through(A, client).call(authApi.checkPhone, { phone })).status).toBe(200);
      const [sms] = bodyOf(await through(B, client).call(devApi.smsOutbox, { phone })).messages;
      const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
      const verified = await through(B, client).call(authApi.verifyPhone, { phone, code });
      expect(verified.status).toBe(200);
      const proof = verified.cookies.find((cookie) => cookie.name === 'pp_phone_proof');
      return bodyOf(
        await through(A, client).call(authApi.register, exampleRegistration(phone), {
          headers: { cookie: `pp_phone_proof=${proof?.value}` },
        }),
      );
    }

    it('verifies on B a code sent through A, and keeps one session when two tabs refresh on A and on B', async () => {
      const client = newClientAddress();
      const session = await signedUp(client);
      const refresh = (instance: number, token: string) =>
        through(instance, client).call(sessionApi.refreshToken, { refresh_token: token });

      const onA = bodyOf(await refresh(A, session.refresh_token));
      const twinOnB = bodyOf(await refresh(B, session.refresh_token));
      expect(twinOnB.refresh_token).toBe(onA.refresh_token);
      const me = await through(A, client).call(
        sessionApi.me,
        {},
        { as: { headers: { authorization: `Bearer ${twinOnB.token}` } } },
      );
      expect(me.status).toBe(200);
    });

    it('revokes on B, for a reused refresh token, the session rotated on A', async () => {
      const client = newClientAddress();
      const first = await signIn(client);
      const refresh = (instance: number, token: string) =>
        through(instance, client).call(sessionApi.refreshToken, { refresh_token: token });
      const second = bodyOf(await refresh(A, first.refresh_token));
      const third = bodyOf(await refresh(A, second.refresh_token));

      expect((await refresh(B, first.refresh_token)).status).toBe(401);
      expect((await refresh(A, third.refresh_token)).status).toBe(401);
      const me = await through(A, client).call(
        sessionApi.me,
        {},
        { as: { headers: { authorization: `Bearer ${third.token}` } } },
      );
      expect(me.status).toBe(401);
    });

    /** A new session of the couple signed up above, started as the server does, with the cluster's key. */
    async function signIn(client: string) {
      const [user] = await cluster.db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [phone]);
      if (!user) return signedUp(client);
      return startSession(cluster.db, { secret: cluster.tokenSecret, clock: systemClock }, user.id);
    }
  });

  describe('limits', () => {
    it('counts a route’s rate limit once across the instances', async () => {
      const client = newClientAddress();
      const register = (instance: number) =>
        through(instance, client).call(authApi.register, exampleRegistration('+33612340002'));
      // Registering is limited to 10 a minute per client; without a phone proof each is refused, and counted.
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await register(A)).status).not.toBe(429);
        expect((await register(B)).status).not.toBe(429);
      }
      expect((await register(A)).status).toBe(429);
      expect((await register(B)).status).toBe(429);
    });

    it('spends one SMS budget from both instances', async () => {
      const send = (instance: number, number: number) =>
        through(instance, newClientAddress()).call(authApi.checkPhone, { phone: `+3247012340${number}` });
      for (let sent = 0; sent < BELGIAN_SMS_BUDGET; sent++) {
        expect((await send(sent % 2 === 0 ? A : B, sent)).status).toBe(200);
      }
      expect((await send(A, 8)).status).toBe(429);
      expect((await send(B, 9)).status).toBe(429);
    });

    it('locks an account out after failures spread over both instances', async () => {
      const client = newClientAddress();
      const [, account] = demoProviderEmails();
      const logIn = (instance: number) =>
        through(instance, client).call(signInApi.login, {
          email: account ?? '',
          password: 'not the password',
        });
      // Two failures in a row cost nothing, the third makes the account wait: whichever instance they reach.
      expect((await logIn(A)).status).toBe(401);
      expect((await logIn(B)).status).toBe(401);
      expect((await logIn(A)).status).toBe(401);
      expect((await logIn(B)).status).toBe(429);
    });
  });

  describe('a provider’s changes', () => {
    async function demoProvider(client: string) {
      const tokens = bodyOf(
        await through(A, client).call(signInApi.login, {
          email: DEMO_PROVIDER_EMAIL,
          password: DEMO_PROVIDER_PASSWORD,
        }),
      );
      const [provider] = await cluster.db.query<{ id: number; slug: string; name: string }>(
        `SELECT providers.id, providers.slug, providers.name FROM providers
         JOIN users ON users.id = providers.owner_user_id WHERE users.email = $1`,
        [DEMO_PROVIDER_EMAIL],
      );
      if (!provider) throw new Error('the demo provider has no company');
      return { ...provider, as: { headers: { authorization: `Bearer ${tokens.token}` } } };
    }

    it('shows a name changed through A on B’s listing and profile pages at the next request', async () => {
      const client = newClientAddress();
      const provider = await demoProvider(client);
      const listing = () => through(B, client).page('/wedding-planners/');
      const profile = () => through(B, client).page(`/wedding-planner/${provider.slug}`);
      // B renders both, and keeps its listing page.
      for (const page of [await listing(), await listing(), await profile()]) {
        expect(page.status).toBe(200);
        expect(page.text()).toContain(provider.name);
      }

      const renamed = `Atelier Grappe ${Date.now().toString(36)}`;
      bodyOf(
        await through(A, client).call(companyApi.saveCompanyName, { name: renamed }, { as: provider.as }),
      );

      expect((await listing()).text()).toContain(renamed);
      expect((await profile()).text()).toContain(renamed);
    });

    it('serves on B a photo uploaded through A', async () => {
      const client = newClientAddress();
      const provider = await demoProvider(client);
      const photo = await plainPng({ width: 64, height: 48 });
      const uploaded = await through(A, client).upload(
        imagesApi.uploadImages,
        [{ field: 'files', filename: 'cluster.png', type: 'image/png', data: photo }],
        provider.as,
      );
      expect(uploaded.status).toBe(200);
      const { images } = uploaded.body as { images: { key: string }[] };
      const key = images.at(-1)?.key ?? '';

      const served = await through(B, client).send({ path: imageUrl(key, { width: 32 }) });
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\//);
    });

    it('serves from either instance the photos the start-up seeded', async () => {
      // Seeded into the bucket, not into the folder of whichever instance seeded first.
      const [seeded] = await cluster.db.query<{ key: string }>(
        'SELECT storage_key AS key FROM provider_images ORDER BY id LIMIT 1',
      );
      expect(seeded).toBeDefined();
      for (const instance of [A, B]) {
        const served = await through(instance, newClientAddress()).send({
          path: imageUrl(seeded?.key ?? '', { width: 32 }),
        });
        expect(served.status).toBe(200);
      }
    });
  });

  it('counts a visitor’s repeated click on a provider’s link once, whichever instance each click reached', async () => {
    const client = newClientAddress();
    const [link] = await cluster.db.query<{ id: number; slug: string; type: string }>(
      `SELECT providers.id, providers.slug, provider_links.type FROM providers
       JOIN provider_links ON provider_links.provider_id = providers.id WHERE providers.published LIMIT 1`,
    );
    if (!link) throw new Error('no published provider has a link');
    const click = (instance: number) =>
      through(instance, client).send({
        path: trackPath(link.slug, link.type),
        headers: { host: 'localhost', 'user-agent': BROWSER },
      });
    expect((await click(A)).status).toBe(302);
    expect((await click(B)).status).toBe(302);
    const clicks = await cluster.db.query<{ clicks: number }>(
      'SELECT clicks FROM provider_link_clicks WHERE provider_id = $1 AND type = $2',
      [link.id, link.type],
    );
    expect(clicks).toEqual([{ clicks: 1 }]);
  });

  it('sends the email of each new lead once, whichever instances took the sends', async () => {
    const client = newClientAddress();
    const smtp = cluster.smtp;
    if (!smtp) throw new Error('the cluster has no SMTP server');
    const [provider] = await cluster.db.query<{ id: number }>(
      'SELECT providers.id FROM providers JOIN users ON users.id = providers.owner_user_id WHERE users.email = $1',
      [DEMO_PROVIDER_EMAIL],
    );
    const leads = 6;
    // Sends through both instances at once: each wakes its own mail worker, and both run over one queue.
    const sent = await Promise.all(
      Array.from({ length: leads }, async (_, lead) => {
        const user = await createUser(cluster.db, {
          ...exampleRegistration(`+3361234100${lead}`),
          email: `couple.${lead}@example.com`,
        });
        if (!user) throw new Error('the couple was not created');
        const { token } = await startSession(
          cluster.db,
          { secret: cluster.tokenSecret, clock: systemClock },
          user.id,
        );
        const as = { headers: { authorization: `Bearer ${token}` } };
        const instance = lead % 2 === 0 ? A : B;
        const project = bodyOf(
          await through(instance, client).call(
            projectsApi.saveProject,
            exampleProject({ message: 'Bonjour' }),
            { as },
          ),
        ).project.id;
        const answer = bodyOf(
          await through(instance, client).call(
            providersApi.sendToProvider,
            { project, prestataire: provider?.id ?? 0 },
            { as },
          ),
        );
        if (!answer.success) throw new Error(`the send was refused: ${answer.error}`);
        return answer.eventRequest.id;
      }),
    );

    await expect
      .poll(
        async () =>
          (
            await cluster.db.query<{ waiting: number }>(
              "SELECT count(*)::int AS waiting FROM email_queue WHERE sent_at IS NULL AND text LIKE '%/leads?lead=%'",
            )
          )[0]?.waiting,
        { timeout: 20_000 },
      )
      .toBe(0);
    // Quoted-printable folds long lines (a soft break ends with "=") and writes "=" as "=3D".
    const delivered = smtp.received
      .map((mail) => mail.raw.replace(/=\r?\n/g, '').replaceAll('=3D', '='))
      .filter((raw) => raw.includes('/leads?lead='));
    for (const lead of sent) {
      expect(delivered.filter((raw) => raw.includes(`lead=${lead}`))).toHaveLength(1);
    }
    expect(delivered).toHaveLength(leads);
  });
});
