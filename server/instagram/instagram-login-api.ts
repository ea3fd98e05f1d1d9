import {
  InstagramApiError,
  type InstagramApi,
  type InstagramMedia,
  type LongLivedToken,
} from './instagram-api';

/** An Instagram app's credentials and where its three hosts are (each replaceable: the local fake, a proxy). */
export interface InstagramLoginSettings {
  appId: string;
  appSecret: string;
  /** The authorisation window: `https://www.instagram.com/oauth/authorize`. */
  authorizeUrl: string;
  /** Where a code is exchanged (`/oauth/access_token`): `https://api.instagram.com`. */
  apiUrl: string;
  /** The Graph API (`/access_token`, `/refresh_access_token`, `/me`, `/me/media`): `https://graph.instagram.com`. */
  graphUrl: string;
}

/** The one permission asked: reading the professional account's profile and media. */
const SCOPE = 'instagram_business_basic';
const MEDIA_FIELDS = 'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp';
const TIMEOUT_MS = 10_000;

type Json = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** Instagram's ids are numbers too big for a double: read as given, digits only. */
const digits = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** Instagram's two error shapes: the Graph API's `{ error: { message } }`, the OAuth host's `{ error_message }`. */
function errorMessage(body: Json): string {
  const nested = body.error as Json | undefined;
  return (
    text(nested?.message) || text(body.error_message) || text(body.error) || 'Instagram refused the request'
  );
}

async function call(url: URL | string, init: RequestInit = {}): Promise<Json> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch (error) {
    throw new InstagramApiError(503, `Instagram could not be reached: ${(error as Error).message}`);
  }
  let body: Json;
  try {
    body = (await response.json()) as Json;
  } catch {
    throw new InstagramApiError(response.status >= 400 ? response.status : 502, 'Instagram answered no JSON');
  }
  if (!response.ok || typeof body !== 'object' || body === null) {
    throw new InstagramApiError(response.status >= 400 ? response.status : 502, errorMessage(body ?? {}));
  }
  return body;
}

function longLived(body: Json, now: Date): LongLivedToken {
  const accessToken = text(body.access_token);
  const expiresIn = Number(body.expires_in);
  if (!accessToken || !Number.isFinite(expiresIn) || expiresIn <= 0) {
    throw new InstagramApiError(502, 'Instagram answered a long-lived token without its expiry');
  }
  return { accessToken, expiresAt: new Date(now.getTime() + expiresIn * 1000) };
}

function media(item: Json): InstagramMedia | null {
  // A video's own file is no picture: its cover is.
  const imageUrl = item.media_type === 'VIDEO' ? text(item.thumbnail_url) : text(item.media_url);
  const timestamp = new Date(text(item.timestamp));
  const id = digits(item.id);
  const permalink = text(item.permalink);
  if (!id || !imageUrl || !permalink || Number.isNaN(timestamp.getTime())) return null;
  return { id, imageUrl, permalink, caption: text(item.caption), timestamp };
}

/**
 * The Instagram API with Instagram Login (Business Login for Instagram), over HTTP: the authorisation window
 * with our state, the code exchanged at `/oauth/access_token` (form-encoded, with the app's secret) for an
 * hour's token, that token for a sixty days' one (`/access_token?grant_type=ig_exchange_token`), renewed at
 * `/refresh_access_token`, and the account's profile and media from the Graph API.
 */
export function instagramLoginApi(settings: InstagramLoginSettings): InstagramApi {
  const graph = (path: string, query: Record<string, string>) => {
    const url = new URL(path, `${settings.graphUrl.replace(/\/$/, '')}/`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url;
  };
  return {
    async authorizationUrl({ state, redirectUri }) {
      const url = new URL(settings.authorizeUrl);
      url.searchParams.set('client_id', settings.appId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', SCOPE);
      url.searchParams.set('state', state);
      return url.toString();
    },
    async exchangeCode(code, redirectUri) {
      const body = await call(`${settings.apiUrl.replace(/\/$/, '')}/oauth/access_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: settings.appId,
          client_secret: settings.appSecret,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
          code,
        }),
      });
      // Answered flat, or inside `data` (the current reference's shape): either is read.
      const token = (Array.isArray(body.data) ? (body.data[0] as Json | undefined) : body) ?? {};
      const accessToken = text(token.access_token);
      const accountId = digits(token.user_id);
      if (!accessToken || !accountId) throw new InstagramApiError(502, 'Instagram answered no token');
      return { accessToken, accountId };
    },
    async longLivedToken(shortLived, now) {
      const body = await call(
        graph('access_token', {
          grant_type: 'ig_exchange_token',
          client_secret: settings.appSecret,
          access_token: shortLived,
        }),
      );
      return longLived(body, now);
    },
    async refreshToken(token, now) {
      const body = await call(
        graph('refresh_access_token', { grant_type: 'ig_refresh_token', access_token: token }),
      );
      return longLived(body, now);
    },
    async profile(accessToken) {
      const body = await call(graph('me', { fields: 'user_id,username', access_token: accessToken }));
      const accountId = digits(body.user_id) || digits(body.id);
      const username = text(body.username);
      if (!accountId || !username) throw new InstagramApiError(502, 'Instagram answered no profile');
      return { accountId, username };
    },
    async latestMedia(accessToken, limit) {
      const body = await call(
        graph('me/media', { fields: MEDIA_FIELDS, limit: String(limit), access_token: accessToken }),
      );
      const items = Array.isArray(body.data) ? (body.data as Json[]) : [];
      return items
        .map(media)
        .filter((item): item is InstagramMedia => item !== null)
        .slice(0, limit);
    },
    async downloadImage(url, maxBytes) {
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch (error) {
        throw new InstagramApiError(
          503,
          `Instagram's image could not be reached: ${(error as Error).message}`,
        );
      }
      if (!response.ok || !response.body) {
        throw new InstagramApiError(response.status, `Instagram's image answered ${response.status}`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        size += chunk.length;
        if (size > maxBytes) throw new InstagramApiError(413, 'Instagram’s image is too large');
        chunks.push(Buffer.from(chunk));
      }
      return Buffer.concat(chunks, size);
    },
  };
}
