import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { InstagramApiError, type InstagramApi } from './instagram-api';
import { instagramLoginApi } from './instagram-login-api';
import { defaultFakePosts, startLocalFakeInstagram, type FakeInstagram } from './local-fake-instagram';

const NOW = new Date('2026-06-01T10:00:00Z');
const REDIRECT = 'http://pro.localhost:3000/instagram';
const DAY_MS = 86_400_000;

let fake: FakeInstagram;
let api: InstagramApi;

beforeAll(async () => {
  fake = await startLocalFakeInstagram({ appId: 'app-123', appSecret: 'secret-456' });
  api = instagramLoginApi({
    appId: 'app-123',
    appSecret: 'secret-456',
    authorizeUrl: `${fake.url}/oauth/authorize`,
    apiUrl: fake.url,
    graphUrl: fake.url,
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.failing = false;
  fake.posts = defaultFakePosts();
  fake.calls.length = 0;
});

/** What a browser does with the authorisation address: follows it, and reads the code it is sent back with. */
async function authorise(state: string): Promise<{ code: string; state: string | null; location: string }> {
  const url = await api.authorizationUrl({ state, redirectUri: REDIRECT });
  const answer = await fetch(url, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  const location = answer.headers.get('location') ?? '';
  const back = new URL(location);
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state'), location };
}

describe('the Instagram adapter, against the local fake of Instagram', () => {
  it('opens the authorisation window with the app, the scope and the state, which sends the code back', async () => {
    const url = new URL(await api.authorizationUrl({ state: 'signed.state', redirectUri: REDIRECT }));
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'app-123',
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'instagram_business_basic',
      state: 'signed.state',
    });
    const back = await authorise('signed.state');
    expect(back.location.startsWith(`${REDIRECT}?`)).toBe(true);
    expect(back.state).toBe('signed.state');
    expect(back.code).not.toBe('');
  });

  it('exchanges the code for a short-lived token, then a long-lived one of sixty days, and renews it', async () => {
    const { code } = await authorise('s');
    const short = await api.exchangeCode(code, REDIRECT);
    expect(short.accountId).toBe(fake.account.id);
    const exchange = fake.calls.find((call) => call.path === '/oauth/access_token');
    expect(exchange).toMatchObject({
      method: 'POST',
      params: { client_id: 'app-123', client_secret: 'secret-456', grant_type: 'authorization_code', code },
    });

    const long = await api.longLivedToken(short.accessToken, NOW);
    expect(long.accessToken).not.toBe(short.accessToken);
    expect(long.expiresAt.getTime() - NOW.getTime()).toBe(60 * DAY_MS);
    expect(fake.calls.find((call) => call.path === '/access_token')?.params).toMatchObject({
      grant_type: 'ig_exchange_token',
      client_secret: 'secret-456',
    });

    const later = new Date(NOW.getTime() + 50 * DAY_MS);
    const renewed = await api.refreshToken(long.accessToken, later);
    expect(renewed.expiresAt.getTime() - later.getTime()).toBe(60 * DAY_MS);
    expect(fake.calls.find((call) => call.path === '/refresh_access_token')?.params.grant_type).toBe(
      'ig_refresh_token',
    );
    expect(await api.profile(renewed.accessToken)).toEqual({
      accountId: fake.account.id,
      username: 'atelier.fictif',
    });
  });

  it('reads the latest media, a video by its cover, and downloads their pictures', async () => {
    const { code } = await authorise('s');
    const long = await api.longLivedToken((await api.exchangeCode(code, REDIRECT)).accessToken, NOW);
    const media = await api.latestMedia(long.accessToken, 4);
    expect(media).toHaveLength(4);
    expect(media[0]).toMatchObject({
      id: fake.posts[0]?.id,
      caption: 'Mariage fictif n° 1 #wedding',
      timestamp: new Date('2026-05-30T12:00:00Z'),
    });
    expect(media[0]?.permalink).toMatch(/^https:\/\/www\.instagram\.com\/p\//);
    // The third is a video: its picture is its cover, never the video's file.
    expect(media[2]?.imageUrl).toContain('/pictures/');
    expect(fake.calls.find((call) => call.path === '/me/media')?.params).toMatchObject({
      limit: '4',
      fields: expect.stringContaining('permalink') as unknown,
    });
    const picture = await api.downloadImage(media[0]?.imageUrl ?? '', 1_000_000);
    expect((await sharp(picture).metadata()).format).toBe('jpeg');
    await expect(api.downloadImage(media[0]?.imageUrl ?? '', 10)).rejects.toMatchObject({ status: 413 });
  });

  it('turns Instagram’s refusals and failures into errors with their status and message', async () => {
    await expect(api.exchangeCode('made-up-code', REDIRECT)).rejects.toEqual(
      new InstagramApiError(400, 'Invalid authorization code'),
    );
    const { code } = await authorise('s');
    // The code is bound to the address it was issued for.
    await expect(api.exchangeCode(code, 'https://elsewhere.example/instagram')).rejects.toMatchObject({
      status: 400,
    });
    await expect(api.refreshToken('IGAA-unknown', NOW)).rejects.toMatchObject({
      status: 400,
      message: 'Error validating access token: Session has expired',
    });
    fake.failing = true;
    await expect(api.latestMedia('any', 6)).rejects.toMatchObject({ status: 500 });
  });

  it('says Instagram cannot be reached when nothing answers', async () => {
    const nowhere = instagramLoginApi({
      appId: 'a',
      appSecret: 'b',
      authorizeUrl: 'http://127.0.0.1:9/oauth/authorize',
      apiUrl: 'http://127.0.0.1:9',
      graphUrl: 'http://127.0.0.1:9',
    });
    await expect(nowhere.profile('token')).rejects.toMatchObject({ status: 503 });
  });
});
