import { describe, expect, it } from 'vitest';
import { checkPassword, hashNewPassword, isCommonPassword, passwords } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id at OWASP’s parameters, and checks a password against its hash only', async () => {
    const hashed = await passwords.hash('a long enough passphrase');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await checkPassword(hashed, 'a long enough passphrase')).toBe(true);
    expect(await checkPassword(hashed, 'another long passphrase')).toBe(false);
    expect(await checkPassword(null, 'a long enough passphrase')).toBe(false);
    expect(await passwords.verify('not a hash', 'a long enough passphrase')).toBe(false);
  });

  it('knows the common passwords of ten characters or more, whatever their case', async () => {
    expect(await isCommonPassword('1234567890')).toBe(true);
    expect(await isCommonPassword('PassWord123')).toBe(true);
    expect(await isCommonPassword('mariage-demo-2026')).toBe(false);
    await expect(hashNewPassword('qwertyuiop', 'password')).rejects.toMatchObject({
      statusCode: 400,
      fields: { password: expect.any(Function) },
    });
  });
});
