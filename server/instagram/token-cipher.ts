import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/*
 * An Instagram token at rest: AES-256-GCM under the configuration's key (`INSTAGRAM_TOKEN_KEY`), a fresh
 * 12-byte nonce per seal, the 16-byte tag after it, then the ciphertext. The provider's id is the additional
 * data: a sealed token copied onto another provider's row does not open.
 */

const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const TOKEN_KEY_BYTES = 32;

/** A sealed token that does not open: another key, another provider, or altered bytes. */
export class SealedTokenRefused extends Error {
  constructor() {
    super('the Instagram token does not open with this key');
    this.name = 'SealedTokenRefused';
  }
}

function checkedKey(key: Uint8Array): Uint8Array {
  if (key.length !== TOKEN_KEY_BYTES) throw new Error(`an Instagram token key has ${TOKEN_KEY_BYTES} bytes`);
  return key;
}

export function sealToken(key: Uint8Array, providerId: number, token: string): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', checkedKey(key), nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(`instagram-token:${providerId}`));
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), sealed]);
}

export function openToken(key: Uint8Array, providerId: number, sealed: Uint8Array): string {
  const bytes = Buffer.from(sealed);
  if (bytes.length <= NONCE_BYTES + TAG_BYTES) throw new SealedTokenRefused();
  const decipher = createDecipheriv('aes-256-gcm', checkedKey(key), bytes.subarray(0, NONCE_BYTES), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(`instagram-token:${providerId}`));
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SealedTokenRefused();
  }
}
