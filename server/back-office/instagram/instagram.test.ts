import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as instagramApi from '@shared/api/contract/back-office/instagram';
import { seedCatalog } from '@server/seed/seed-catalog';
import {
  defaultFakePosts,
  startLocalFakeInstagram,
  type FakeInstagram,
} from '@server/instagram/local-fake-instagram';
import { freshAppWithLocalImagesForEachTest } from '@server/test-support/app-with-local-images';
import { bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { signState } from '@server/instagram/oauth-state';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const TOKEN_KEY = Buffer.alloc(32, 7).toString('base64');

let fake: FakeInstagram;
beforeAll(async () => {
  fake = await startLocalFakeInstagram({ appId: 'app-instagram', appSecret: 'secret-instagram' });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.failing = false;
  fake.posts = defaultFakePosts();
  fake.calls.length = 0;
});

const { t, images } = freshAppWithLocalImagesForEachTest(seedCatalog, () => ({
  INSTAGRAM_APP_ID: 'app-instagram',
  INSTAGRAM_APP_SECRET: 'secret-instagram',
  INSTAGRAM_AUTHORIZE_URL: `${fake.url}/oauth/authorize`,
  INSTAGRAM_API_URL: fake.url,
  INSTAGRAM_GRAPH_URL: fake.url,
  INSTAGRAM_TOKEN_KEY: TOKEN_KEY,
}));

type As = { headers: { authorization: string } };
const provider = (name = 'Atelier Lumière', phone = '+33611111111') => signedInProvider(t, name, phone);

/** The authorisation address, followed as a browser would: the code and the state Instagram sends back. */
async function authorise(as: As) {
  const { url } = bodyOf(await callEndpoint(t.app, instagramApi.instagramAuthUrl, {}, { as }));
  const back = await fetch(url, { redirect: 'manual' });
  const location = new URL(back.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe('http://pro.localhost:3000/instagram');
  return { code: location.searchParams.get('code') ?? '', state: location.searchParams.get('state') ?? '' };
}

async function connect(as: As) {
  return bodyOf(await callEndpoint(t.app, instagramApi.instagramToken, await authorise(as), { as }));
}

const fieldsOf = (answer: { ok: boolean; body: unknown }) =>
  answer.ok ? null : (answer.body as { fields?: Record<string, string> }).fields;

const exchanges = () => fake.calls.filter((call) => call.path === '/oauth/access_token');

describe('linking a provider’s Instagram account', () => {
  it('connects through Instagram’s window, keeps the token sealed and copies the latest posts', async () => {
    const as = await provider();
    expect(bodyOf(await callEndpoint(t.app, instagramApi.instagram, {}, { as }))).toEqual({
      configured: true,
      connection: null,
    });
    const answer = await connect(as);
    expect(answer.connection).toMatchObject({
      username: 'atelier.fictif',
      connectedAt: t.clock.now().toISOString(),
      postsRefreshedAt: t.clock.now().toISOString(),
      refreshFailing: false,
      needsReconnection: false,
    });
    const posts = answer.connection?.posts ?? [];
    expect(posts.map((post) => post.caption)).toEqual(fake.posts.map((post) => post.caption));
    expect(posts[0]).toMatchObject({ width: 320, height: 320, postedAt: '2026-05-30T12:00:00.000Z' });
    expect(posts.every((post) => post.permalink.startsWith('https://www.instagram.com/p/'))).toBe(true);
    // Every picture is a copy in our own storage, under the provider's uploads.
    const keys = await images.storedKeys();
    expect(keys.sort()).toEqual(posts.map((post) => post.image).sort());
    expect(keys.every((key) => key.startsWith(`providers/${as.providerId}/`))).toBe(true);

    // The token Instagram gave is nowhere in the row: only its sealed bytes are.
    const token = fake.calls.find((call) => call.path === '/me/media')?.params.access_token ?? '';
    expect(token).toMatch(/^IGAA/);
    const [row] = await t.db.query<{ sealed: string; expires: Date }>(
      `SELECT encode(token_sealed, 'hex') AS sealed, token_expires_at AS expires FROM instagram_connections`,
    );
    expect(row?.sealed).not.toContain(Buffer.from(token).toString('hex'));
    expect(new Date(row?.expires ?? 0).getTime() - t.clock.now().getTime()).toBe(60 * DAY_MS);
    expect(bodyOf(await callEndpoint(t.app, instagramApi.instagram, {}, { as }))).toEqual(answer);
  });

  it('refuses a state made up, altered, expired or another provider’s, before Instagram is called', async () => {
    const as = await provider();
    const other = await provider('Maison Écrin', '+33622222222');
    const { code, state } = await authorise(as);
    const otherState = (await authorise(other)).state;
    const refusedOn = async (input: { code: string; state: string }) => {
      const answer = await callEndpoint(t.app, instagramApi.instagramToken, input, { as });
      expect(answer.status).toBe(400);
      return fieldsOf(answer);
    };
    const stateRefused = {
      state:
        'Ce retour d’Instagram n’est pas valable ou a expiré : relancez la connexion depuis la page Instagram.',
    };
    expect(await refusedOn({ code, state: otherState })).toEqual(stateRefused);
    expect(await refusedOn({ code, state: 'bm90LXNpZ25lZA.bm90LWEtbWFj' })).toEqual(stateRefused);
    expect(await refusedOn({ code, state: `${state.slice(0, -2)}AA` })).toEqual(stateRefused);
    // Signed eleven minutes ago: past its ten.
    const expired = signState(
      t.config.tokenSecret,
      as.providerId,
      new Date(t.clock.now().getTime() - 11 * 60_000),
    );
    expect(await refusedOn({ code, state: expired })).toEqual(stateRefused);
    // The same, made two minutes ago, still holds: the refusal was its age.
    const recent = signState(
      t.config.tokenSecret,
      as.providerId,
      new Date(t.clock.now().getTime() - 2 * 60_000),
    );
    expect(
      (await callEndpoint(t.app, instagramApi.instagramToken, { code, state: recent }, { as })).status,
    ).toBe(200);
    expect(exchanges()).toHaveLength(1);
  });

  it('refuses a missing or unbounded code or state on its field, in the caller’s language', async () => {
    const as = await provider();
    const { state } = await authorise(as);
    for (const [input, field] of [
      [{ code: 'x'.repeat(1025), state }, 'code'],
      [{ code: 'abc', state: 'y'.repeat(257) }, 'state'],
      [{ state }, 'code'],
      [{ code: 'abc' }, 'state'],
    ] as const) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/instagram/token',
        headers: { host: 'pro.localhost:3000', 'accept-language': 'en', ...as.headers },
        payload: input,
      });
      expect(answer.statusCode, JSON.stringify(input).slice(0, 40)).toBe(400);
      expect(Object.keys((answer.json() as { fields: object }).fields)).toEqual([field]);
    }
    expect(exchanges()).toEqual([]);
  });

  it('answers 422 for a code Instagram refuses and 502 while Instagram fails, linking nothing', async () => {
    const as = await provider();
    const { state } = await authorise(as);
    const refused = await callEndpoint(
      t.app,
      instagramApi.instagramToken,
      { code: 'AQ-made-up', state },
      { as },
    );
    expect(refused.status).toBe(422);
    const second = await authorise(as);
    fake.failing = true;
    const failing = await callEndpoint(t.app, instagramApi.instagramToken, second, { as });
    expect(failing.status).toBe(502);
    expect(await t.db.query('SELECT * FROM instagram_connections')).toEqual([]);
  });

  it('unlinks the account: the token, the posts and their pictures forgotten', async () => {
    const as = await provider();
    await connect(as);
    expect(await images.storedKeys()).toHaveLength(6);
    const answer = bodyOf(await callEndpoint(t.app, instagramApi.instagramRevoke, {}, { as }));
    expect(answer).toEqual({ configured: true, connection: null });
    expect(await t.db.query('SELECT * FROM instagram_connections')).toEqual([]);
    expect(await t.db.query('SELECT * FROM instagram_posts')).toEqual([]);
    expect(await images.storedKeys()).toEqual([]);
  });
});

describe('the background copy of the posts, at the time it is given', () => {
  const posts = () =>
    t.db.query<{ caption: string; image_key: string }>(
      'SELECT caption, image_key FROM instagram_posts ORDER BY position',
    );
  const connection = () =>
    t.db
      .query<{
        failures: number;
        last_error: string | null;
        posts_due_at: Date;
        token_expires_at: Date;
        needs_reconnection: boolean;
      }>(
        'SELECT failures, last_error, posts_due_at, token_expires_at, needs_reconnection FROM instagram_connections',
      )
      .then((rows) => rows[0]);

  it('copies the new posts once they are due, and removes the pictures it replaced', async () => {
    const as = await provider();
    await connect(as);
    const before = await posts();
    const start = t.clock.now();
    fake.posts = defaultFakePosts(3).map((post) => ({ ...post, caption: `Nouveau ${post.caption}` }));
    expect(await t.app.instagramRefresh.run(new Date(start.getTime() + 5 * HOUR_MS))).toEqual([]);
    expect(await t.app.instagramRefresh.run(new Date(start.getTime() + 6 * HOUR_MS))).toEqual([
      as.providerId,
    ]);
    const after = await posts();
    expect(after.map((post) => post.caption)).toEqual(fake.posts.map((post) => post.caption));
    expect((await images.storedKeys()).sort()).toEqual(after.map((post) => post.image_key).sort());
    expect(after.some((post) => before.some((old) => old.image_key === post.image_key))).toBe(false);
  });

  it('records a failure, keeps the copy, and tries again later, each failure waiting longer', async () => {
    const as = await provider();
    await connect(as);
    const before = await posts();
    const start = t.clock.now().getTime();
    fake.failing = true;
    const due = start + 6 * HOUR_MS;
    expect(await t.app.instagramRefresh.run(new Date(due))).toEqual([]);
    expect(await connection()).toMatchObject({
      failures: 1,
      last_error: expect.stringMatching(/^500 /) as unknown,
    });
    expect(new Date((await connection())?.posts_due_at ?? 0).getTime()).toBe(due + HOUR_MS / 4);
    expect(await t.app.instagramRefresh.run(new Date(due + HOUR_MS / 4))).toEqual([]);
    expect(new Date((await connection())?.posts_due_at ?? 0).getTime()).toBe(due + HOUR_MS / 4 + HOUR_MS / 2);
    expect(await posts()).toEqual(before);
    const shown = bodyOf(await callEndpoint(t.app, instagramApi.instagram, {}, { as }));
    expect(shown.connection?.refreshFailing).toBe(true);

    fake.failing = false;
    fake.posts = defaultFakePosts(2);
    expect(await t.app.instagramRefresh.run(new Date(due + HOUR_MS))).toEqual([as.providerId]);
    expect(await connection()).toMatchObject({ failures: 0, last_error: null });
    expect(await posts()).toHaveLength(2);
  });

  it('renews the long-lived token before it expires, and asks for a new connection once it has', async () => {
    const as = await provider();
    await connect(as);
    const start = t.clock.now().getTime();
    const expiry = new Date((await connection())?.token_expires_at ?? 0).getTime();
    // Eleven days left: no renewal yet.
    await t.app.instagramRefresh.run(new Date(expiry - 11 * DAY_MS));
    expect(fake.calls.filter((call) => call.path === '/refresh_access_token')).toEqual([]);
    const renewalAt = expiry - 9 * DAY_MS;
    await t.app.instagramRefresh.run(new Date(renewalAt));
    expect(fake.calls.filter((call) => call.path === '/refresh_access_token')).toHaveLength(1);
    const renewed = new Date((await connection())?.token_expires_at ?? 0).getTime();
    expect(renewed).toBe(renewalAt + 60 * DAY_MS);

    // Past its expiry, Instagram is not called: the page asks for a new connection.
    fake.calls.length = 0;
    await t.app.instagramRefresh.run(new Date(renewed + 1));
    expect(fake.calls).toEqual([]);
    expect(await connection()).toMatchObject({ needs_reconnection: true });
    const shown = bodyOf(await callEndpoint(t.app, instagramApi.instagram, {}, { as }));
    expect(shown.connection?.needsReconnection).toBe(true);
    expect(shown.connection?.posts).toHaveLength(6);
    expect(start).toBeLessThan(renewed);
  });

  it('asks for a new connection when the token no longer opens with the key', async () => {
    const as = await provider();
    await connect(as);
    // A token sealed under another key (the key changed): it does not open, Instagram is not called.
    await t.db.query(
      `UPDATE instagram_connections SET token_sealed = decode(repeat('ab', 60), 'hex'), posts_due_at = $1`,
      [t.clock.now()],
    );
    fake.calls.length = 0;
    expect(await t.app.instagramRefresh.run(t.clock.now())).toEqual([]);
    expect(fake.calls).toEqual([]);
    expect(await connection()).toMatchObject({ needs_reconnection: true });
  });
});
