import Fastify from 'fastify';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** One post as the fake keeps it; its picture is served by the fake itself, as Instagram's CDN would. */
export interface FakeInstagramPost {
  id: string;
  caption: string;
  mediaType: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  timestamp: string;
  /** The picture's colour: each post's is told apart on a page. */
  colour: string;
}

export interface FakeInstagram {
  /** The fake's origin: the authorisation window's, the API's and the Graph API's base at once. */
  url: string;
  appId: string;
  appSecret: string;
  account: { id: string; username: string };
  posts: FakeInstagramPost[];
  /** Every call the API received, in order (the authorisation window's included). */
  calls: { method: string; path: string; params: Record<string, string> }[];
  /** Makes the API answer 500 as Instagram does when it fails. */
  failing: boolean;
  /** Lets a long-lived token expire: the Graph API then refuses it (code 190). */
  expire(token: string): void;
  close(): Promise<void>;
}

const LONG_LIVED_SECONDS = 60 * 24 * 3600;
const FAKE_IMAGE_SIDE = 320;

const COLOURS = ['#b0746a', '#6a8fb0', '#7fae72', '#c2a25a', '#8f6ab0', '#5aaea5'];

export function defaultFakePosts(count = 6): FakeInstagramPost[] {
  return Array.from({ length: count }, (_, index) => ({
    id: String(17_900_000_000_000_000 + index + 1).padStart(17, '0'),
    caption: `Mariage fictif n° ${index + 1} #wedding`,
    mediaType: index === 2 ? 'VIDEO' : index === 4 ? 'CAROUSEL_ALBUM' : 'IMAGE',
    timestamp: new Date(Date.UTC(2026, 4, 30 - index, 12)).toISOString().replace('.000Z', '+0000'),
    colour: COLOURS[index % COLOURS.length] ?? '#888888',
  }));
}

const token = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

/**
 * A local fake of the part of Instagram the adapter calls (server/instagram/instagram-login-api.ts), a Fastify
 * app on a port of its own: the authorisation window (`/oauth/authorize`, which sends the browser straight
 * back to `redirect_uri` with a code and the state, as Instagram does once the account allowed the app), the
 * code's exchange (`POST /oauth/access_token`), the long-lived token and its renewal, `/me`, `/me/media` and
 * the pictures, served as a CDN would. Tests start one; in development without an app's credentials the
 * server starts one for itself (instagram-from-config.ts). Refusals use Instagram's two error shapes.
 */
export async function startLocalFakeInstagram(
  options: { appId?: string; appSecret?: string; host?: string; port?: number } = {},
): Promise<FakeInstagram> {
  const appId = options.appId ?? 'fake-instagram-app';
  const appSecret = options.appSecret ?? 'fake-instagram-secret';
  const codes = new Map<string, string>();
  const shortTokens = new Set<string>();
  const longTokens = new Set<string>();
  const pictures = new Map<string, Buffer>();
  const app = Fastify({ logger: false });
  const fake: Omit<FakeInstagram, 'url' | 'close'> = {
    appId,
    appSecret,
    account: { id: '17841400000000001', username: 'atelier.fictif' },
    posts: defaultFakePosts(),
    calls: [],
    failing: false,
    expire: (value) => void longTokens.delete(value),
  };
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const oauthError = (message: string) => ({
    error_type: 'OAuthException',
    code: 400,
    error_message: message,
  });
  const graphError = (message: string, code = 190) => ({
    error: { message, type: 'OAuthException', code, fbtrace_id: 'fake' },
  });

  app.addHook('preHandler', async (request, reply) => {
    const params = {
      ...(request.query as Record<string, string>),
      ...(request.body as Record<string, string>),
    };
    const path = request.url.split('?')[0] ?? '';
    fake.calls.push({ method: request.method, path, params });
    if (fake.failing && !path.startsWith('/pictures/')) {
      return reply.code(500).send(graphError('An unexpected error has occurred.', 2));
    }
  });

  app.get<{ Querystring: Record<string, string> }>('/oauth/authorize', async (request, reply) => {
    const { client_id: clientId, redirect_uri: redirectUri, response_type: type, state } = request.query;
    if (clientId !== appId || type !== 'code' || !redirectUri) {
      return reply.code(400).send(oauthError('Invalid platform app'));
    }
    const code = token('AQ');
    codes.set(code, redirectUri);
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    if (state !== undefined) back.searchParams.set('state', state);
    // Instagram appends `#_` to the address it sends the browser back to.
    return reply.redirect(`${back.toString()}#_`);
  });

  app.post<{ Body: Record<string, string> }>('/oauth/access_token', async (request, reply) => {
    const body = request.body ?? {};
    if (body.client_id !== appId || body.client_secret !== appSecret) {
      return reply.code(400).send(oauthError('Invalid client_secret'));
    }
    const redirectUri = codes.get(body.code ?? '');
    if (body.grant_type !== 'authorization_code' || !redirectUri || redirectUri !== body.redirect_uri) {
      return reply.code(400).send(oauthError('Invalid authorization code'));
    }
    codes.delete(body.code ?? '');
    const accessToken = token('IGQ');
    shortTokens.add(accessToken);
    return {
      data: [
        { access_token: accessToken, user_id: fake.account.id, permissions: 'instagram_business_basic' },
      ],
    };
  });

  app.get<{ Querystring: Record<string, string> }>('/access_token', async (request, reply) => {
    const { grant_type: grant, client_secret: secret, access_token: shortLived = '' } = request.query;
    if (grant !== 'ig_exchange_token' || secret !== appSecret || !shortTokens.delete(shortLived)) {
      return reply.code(400).send(graphError('Invalid OAuth access token - Cannot parse access token'));
    }
    const accessToken = token('IGAA');
    longTokens.add(accessToken);
    return { access_token: accessToken, token_type: 'bearer', expires_in: LONG_LIVED_SECONDS };
  });

  app.get<{ Querystring: Record<string, string> }>('/refresh_access_token', async (request, reply) => {
    const { grant_type: grant, access_token: current = '' } = request.query;
    if (grant !== 'ig_refresh_token' || !longTokens.has(current)) {
      return reply.code(400).send(graphError('Error validating access token: Session has expired'));
    }
    const accessToken = token('IGAA');
    longTokens.add(accessToken);
    return { access_token: accessToken, token_type: 'bearer', expires_in: LONG_LIVED_SECONDS };
  });

  const authorised = (query: Record<string, string>) =>
    longTokens.has(query.access_token ?? '') || shortTokens.has(query.access_token ?? '');

  app.get<{ Querystring: Record<string, string> }>('/me', async (request, reply) => {
    if (!authorised(request.query)) return reply.code(400).send(graphError('Invalid OAuth access token'));
    return { id: fake.account.id, user_id: fake.account.id, username: fake.account.username };
  });

  app.get<{ Querystring: Record<string, string> }>('/me/media', async (request, reply) => {
    if (!authorised(request.query)) return reply.code(400).send(graphError('Invalid OAuth access token'));
    const limit = Math.min(Number(request.query.limit) || 25, 100);
    const origin = `${request.protocol}://${request.host}`;
    return {
      data: fake.posts.slice(0, limit).map((post) => {
        const picture = `${origin}/pictures/${post.id}.jpg?oh=${randomBytes(6).toString('hex')}`;
        return {
          id: post.id,
          caption: post.caption,
          media_type: post.mediaType,
          ...(post.mediaType === 'VIDEO'
            ? { media_url: `${origin}/videos/${post.id}.mp4`, thumbnail_url: picture }
            : { media_url: picture }),
          permalink: `https://www.instagram.com/p/FAKE${post.id.slice(-6)}/`,
          timestamp: post.timestamp,
        };
      }),
      paging: { cursors: { before: 'b', after: 'a' } },
    };
  });

  app.get<{ Params: { id: string } }>('/pictures/:id.jpg', async (request, reply) => {
    const post = fake.posts.find((each) => each.id === request.params.id);
    if (!post) return reply.code(404).send('Not found');
    let picture = pictures.get(post.id + post.colour);
    if (!picture) {
      picture = await sharp({
        create: { width: FAKE_IMAGE_SIDE, height: FAKE_IMAGE_SIDE, channels: 3, background: post.colour },
      })
        .jpeg()
        .toBuffer();
      pictures.set(post.id + post.colour, picture);
    }
    return reply.type('image/jpeg').send(picture);
  });

  await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  const { port } = app.server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    close: () => app.close(),
  });
}
