import { describe, expect, it } from 'vitest';
import * as instagramApi from '@shared/api/contract/back-office/instagram';
import { seedCatalog } from '@server/seed/seed-catalog';
import { callEndpoint } from '@server/test-support/call-endpoint';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { startTestApp } from '@server/test-support/test-app';
import { parseInstagramConfig } from './instagram-config';

const KEY = Buffer.alloc(32, 3).toString('base64');

describe('where the Instagram feature goes', () => {
  it('uses the app’s credentials, the local fake outside production without them, or nothing in production', () => {
    expect(
      parseInstagramConfig(
        { INSTAGRAM_APP_ID: '123', INSTAGRAM_APP_SECRET: 's', INSTAGRAM_TOKEN_KEY: KEY },
        true,
      ).api,
    ).toEqual({
      kind: 'app',
      settings: {
        appId: '123',
        appSecret: 's',
        authorizeUrl: 'https://www.instagram.com/oauth/authorize',
        apiUrl: 'https://api.instagram.com',
        graphUrl: 'https://graph.instagram.com',
      },
    });
    expect(parseInstagramConfig({}, false).api).toEqual({ kind: 'local-fake' });
    expect(parseInstagramConfig({}, true).api).toEqual({ kind: 'none' });
  });

  it('refuses an app without its secret, production without a token key, and a key of the wrong size', () => {
    expect(() => parseInstagramConfig({ INSTAGRAM_APP_ID: '123' }, false)).toThrow(/INSTAGRAM_APP_SECRET/);
    expect(() => parseInstagramConfig({ INSTAGRAM_APP_ID: '1', INSTAGRAM_APP_SECRET: 's' }, true)).toThrow(
      /INSTAGRAM_TOKEN_KEY must be set/,
    );
    expect(() => parseInstagramConfig({ INSTAGRAM_TOKEN_KEY: 'c2hvcnQ=' }, false)).toThrow(/32 bytes/);
    expect(Buffer.from(parseInstagramConfig({ INSTAGRAM_TOKEN_KEY: KEY }, false).tokenKey)).toEqual(
      Buffer.alloc(32, 3),
    );
  });

  it('answers that Instagram is not configured, in production without an app, and links nothing', async () => {
    const t = await startTestApp({ env: { NODE_ENV: 'production', PUBLIC_SCHEME: 'http' } });
    try {
      await seedCatalog(t.db);
      const as = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
      const url = await callEndpoint(t.app, instagramApi.instagramAuthUrl, {}, { as });
      expect(url.status).toBe(503);
      expect(url.body).toMatchObject({
        message:
          'Instagram n’est pas configuré sur ce serveur : la liaison d’un compte n’est pas disponible.',
      });
      const token = await callEndpoint(t.app, instagramApi.instagramToken, { code: 'a', state: 'b' }, { as });
      expect(token.status).toBe(503);
      const shown = await callEndpoint(t.app, instagramApi.instagram, {}, { as });
      expect(shown.body).toEqual({ configured: false, connection: null });
    } finally {
      await t.close();
    }
  });
});
