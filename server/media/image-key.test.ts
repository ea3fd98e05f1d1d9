import { describe, expect, it } from 'vitest';
import {
  assertValidImageKey,
  InvalidImageKeyError,
  isValidImageKey,
  MAX_IMAGE_KEY_LENGTH,
} from './image-key';

describe('isValidImageKey', () => {
  it.each(['seed/provider-12.jpg', 'providers/41/3f9c2a_b.webp', 'logo.png', 'a', 'A-b_c.d.e'])(
    'accepts %s',
    (key) => expect(isValidImageKey(key)).toBe(true),
  );

  it.each([
    ['empty', ''],
    ['parent folder', '../secret.jpg'],
    ['parent folder inside', 'seed/../../etc/passwd'],
    ['current folder', './a.jpg'],
    ['hidden file', 'seed/.htaccess'],
    ['absolute path', '/etc/passwd'],
    ['trailing slash', 'seed/'],
    ['doubled slash', 'seed//a.jpg'],
    ['backslash', 'seed\\..\\a.jpg'],
    ['drive letter', 'C:/a.jpg'],
    ['space', 'my photo.jpg'],
    ['NUL byte', 'a.jpg\u0000.png'],
    ['non-ASCII', 'été.jpg'],
    ['percent sign', 'a%2e.jpg'],
    ['too long', 'a'.repeat(MAX_IMAGE_KEY_LENGTH + 1)],
    ['too deep', 'a/b/c/d/e/f/g/h/i.jpg'],
    ['segment too long', `${'a'.repeat(129)}.jpg`],
  ])('refuses a key with %s', (_, key) => {
    expect(isValidImageKey(key)).toBe(false);
    expect(() => assertValidImageKey(key)).toThrow(InvalidImageKeyError);
  });
});
