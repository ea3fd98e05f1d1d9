import { randomBytes } from 'node:crypto';
import type { InstagramLoginSettings } from './instagram-login-api';
import { TOKEN_KEY_BYTES } from './token-cipher';

/**
 * Where the Instagram feature goes: an Instagram app's credentials (`INSTAGRAM_APP_ID`, `INSTAGRAM_APP_SECRET`),
 * the local fake the server starts for itself (outside production without them), or none (production without
 * them: the feature answers that it is not configured). `tokenKey` seals the tokens at rest.
 */
export interface InstagramConfig {
  api: { kind: 'app'; settings: InstagramLoginSettings } | { kind: 'local-fake' } | { kind: 'none' };
  tokenKey: Uint8Array;
}

/** `INSTAGRAM_TOKEN_KEY`: 32 bytes, base64; required in production once an app is configured. */
function parseTokenKey(env: NodeJS.ProcessEnv, required: boolean): Uint8Array {
  const value = env.INSTAGRAM_TOKEN_KEY;
  if (!value) {
    if (required) {
      throw new Error(
        'INSTAGRAM_TOKEN_KEY must be set in production with INSTAGRAM_APP_ID (32 random bytes, base64)',
      );
    }
    // Outside production, tokens sealed by an earlier run no longer open: their refresh asks to connect again.
    return randomBytes(TOKEN_KEY_BYTES);
  }
  const key = Buffer.from(value, 'base64');
  if (key.length !== TOKEN_KEY_BYTES) {
    throw new Error(`INSTAGRAM_TOKEN_KEY: ${TOKEN_KEY_BYTES} bytes in base64 (openssl rand -base64 32)`);
  }
  return key;
}

export function parseInstagramConfig(env: NodeJS.ProcessEnv, production: boolean): InstagramConfig {
  const appId = env.INSTAGRAM_APP_ID || undefined;
  if (!appId) {
    return { api: { kind: production ? 'none' : 'local-fake' }, tokenKey: parseTokenKey(env, false) };
  }
  const appSecret = env.INSTAGRAM_APP_SECRET;
  if (!appSecret) throw new Error('INSTAGRAM_APP_SECRET must be set when INSTAGRAM_APP_ID is');
  return {
    api: {
      kind: 'app',
      settings: {
        appId,
        appSecret,
        authorizeUrl: env.INSTAGRAM_AUTHORIZE_URL || 'https://www.instagram.com/oauth/authorize',
        apiUrl: env.INSTAGRAM_API_URL || 'https://api.instagram.com',
        graphUrl: env.INSTAGRAM_GRAPH_URL || 'https://graph.instagram.com',
      },
    },
    tokenKey: parseTokenKey(env, production),
  };
}
