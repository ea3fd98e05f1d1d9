import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openToken, SealedTokenRefused, sealToken } from './token-cipher';

const KEY = randomBytes(32);
const TOKEN = 'IGAAexampleLongLivedToken0123456789';

describe('an Instagram token at rest', () => {
  it('is stored as bytes that are not the token, and opens with the key', () => {
    const sealed = sealToken(KEY, 12, TOKEN);
    expect(sealed.includes(Buffer.from(TOKEN))).toBe(false);
    expect(sealed.toString('base64')).not.toContain(Buffer.from(TOKEN).toString('base64').slice(0, 12));
    expect(openToken(KEY, 12, sealed)).toBe(TOKEN);
    // A fresh nonce each time: the same token never seals to the same bytes.
    expect(sealToken(KEY, 12, TOKEN).equals(sealed)).toBe(false);
  });

  it('does not open with another key, for another provider, or altered', () => {
    const sealed = sealToken(KEY, 12, TOKEN);
    expect(() => openToken(randomBytes(32), 12, sealed)).toThrow(SealedTokenRefused);
    expect(() => openToken(KEY, 13, sealed)).toThrow(SealedTokenRefused);
    const altered = Buffer.from(sealed);
    altered[altered.length - 1] = (altered[altered.length - 1] ?? 0) ^ 1;
    expect(() => openToken(KEY, 12, altered)).toThrow(SealedTokenRefused);
    expect(() => openToken(KEY, 12, sealed.subarray(0, 20))).toThrow(SealedTokenRefused);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => sealToken(randomBytes(16), 12, TOKEN)).toThrow(/32 bytes/);
  });
});
