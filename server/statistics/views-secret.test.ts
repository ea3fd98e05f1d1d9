import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

const TOKEN_SECRET = 'token-secret-token-secret-token-secret';

describe('the views’ secret', () => {
  it('is derived from the token secret, the same on every instance, and not the token secret itself', () => {
    const one = loadConfig({ TOKEN_SECRET }).viewsSecret;
    const other = loadConfig({ TOKEN_SECRET }).viewsSecret;
    expect(one).not.toBeNull();
    expect(Buffer.from(one ?? []).equals(Buffer.from(other ?? []))).toBe(true);
    expect(Buffer.from(one ?? []).equals(Buffer.from(TOKEN_SECRET))).toBe(false);
    expect(
      Buffer.from(one ?? []).equals(
        Buffer.from(loadConfig({ TOKEN_SECRET: `${TOKEN_SECRET}!` }).viewsSecret ?? []),
      ),
    ).toBe(false);
  });

  it('is VIEWS_SECRET when set, and none when counting is off', () => {
    expect(
      Buffer.from(loadConfig({ TOKEN_SECRET, VIEWS_SECRET: 'views' }).viewsSecret ?? []).toString(),
    ).toBe('views');
    expect(loadConfig({ TOKEN_SECRET, PROFILE_VIEWS: 'off' }).viewsSecret).toBeNull();
  });
});
