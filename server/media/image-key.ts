/** Longest key accepted, all segments and slashes included. */
export const MAX_IMAGE_KEY_LENGTH = 255;
const MAX_SEGMENTS = 8;
/**
 * A segment is ASCII letters, digits, `.`, `_` and `-`, and never starts with a dot: that alone rules out `.`,
 * `..` and hidden files. Empty segments (leading, trailing or doubled slashes) fail too, so a key is never an
 * absolute path and never leaves the storage's root.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/**
 * Whether `key` may name a stored image: a relative path such as `seed/provider-12.jpg` or
 * `providers/41/3f9c2a.webp`. Every storage checks keys with this before touching its backend.
 */
export function isValidImageKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_IMAGE_KEY_LENGTH) return false;
  const segments = key.split('/');
  return segments.length <= MAX_SEGMENTS && segments.every((segment) => SEGMENT.test(segment));
}

export class InvalidImageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Not a valid image key: ${JSON.stringify(key.slice(0, MAX_IMAGE_KEY_LENGTH + 1))}`);
    this.name = 'InvalidImageKeyError';
  }
}

export function assertValidImageKey(key: string): void {
  if (!isValidImageKey(key)) throw new InvalidImageKeyError(key);
}
