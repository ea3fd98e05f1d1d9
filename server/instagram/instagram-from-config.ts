import type { InstagramConfig } from './instagram-config';
import type { InstagramApi } from './instagram-api';
import { instagramLoginApi } from './instagram-login-api';
import { startLocalFakeInstagram, type FakeInstagram } from './local-fake-instagram';

export interface ConfiguredInstagram {
  /** Null when production has no Instagram app: the routes answer 503, the refresh does nothing. */
  api: InstagramApi | null;
  close(): Promise<void>;
}

/**
 * The real adapter, pointed at Instagram with the app's credentials, or (outside production without them) at
 * a local fake the server starts the first time Instagram is needed and stops with the app: development and
 * the page tests go through the same HTTP calls as production, never through a stub.
 */
export function instagramFromConfig(config: InstagramConfig): ConfiguredInstagram {
  const { api } = config;
  if (api.kind === 'none') return { api: null, close: async () => {} };
  if (api.kind === 'app') return { api: instagramLoginApi(api.settings), close: async () => {} };
  let started: Promise<{ fake: FakeInstagram; api: InstagramApi }> | null = null;
  const adapter = () => {
    started ??= startLocalFakeInstagram().then((fake) => ({
      fake,
      api: instagramLoginApi({
        appId: fake.appId,
        appSecret: fake.appSecret,
        authorizeUrl: `${fake.url}/oauth/authorize`,
        apiUrl: fake.url,
        graphUrl: fake.url,
      }),
    }));
    return started.then(
      (each) => each.api,
      (error: unknown) => {
        // A fake that could not start is tried again at the next call.
        started = null;
        throw error;
      },
    );
  };
  return {
    api: {
      authorizationUrl: async (request) => (await adapter()).authorizationUrl(request),
      exchangeCode: async (code, redirectUri) => (await adapter()).exchangeCode(code, redirectUri),
      longLivedToken: async (token, now) => (await adapter()).longLivedToken(token, now),
      refreshToken: async (token, now) => (await adapter()).refreshToken(token, now),
      profile: async (token) => (await adapter()).profile(token),
      latestMedia: async (token, limit) => (await adapter()).latestMedia(token, limit),
      downloadImage: async (url, maxBytes) => (await adapter()).downloadImage(url, maxBytes),
    },
    async close() {
      if (started) await (await started).fake.close();
    },
  };
}
