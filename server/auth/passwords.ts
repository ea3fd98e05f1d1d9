import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { PASSWORD_MIN_LENGTH } from '@shared/validation';
import { invalidField } from '../http/http-error';

/**
 * Argon2id at OWASP's first recommended setting (Password Storage Cheat Sheet): 19 MiB of memory, two passes,
 * one lane. About 60 ms of one core per hash or check on this project's machines.
 */
const ARGON2ID: Algorithm = 2;
export const PASSWORD_HASHING: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * The account passwords' hashing, one object so that a test can count its checks (an unknown address at
 * sign-in must cost one check, as a wrong password does).
 */
export const passwords = {
  /** An argon2id PHC string (salt and parameters inside): what `users.password_hash` keeps. */
  hash: (password: string): Promise<string> => hash(password, PASSWORD_HASHING),
  /** Whether `password` is the one `hashed` was made from; false for a hash that cannot be read. */
  verify: (hashed: string, password: string): Promise<boolean> => verify(hashed, password).catch(() => false),
};

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against an account's hash, or against a hash of nothing anyone knows when there is no
 * account (or no password): the same work either way, so the time taken never tells whether an address has an
 * account. Always false without an account.
 */
export async function checkPassword(hashed: string | null, password: string): Promise<boolean> {
  dummyHash ??= passwords.hash('a password no account has, hashed once per process');
  const matches = await passwords.verify(hashed ?? (await dummyHash), password);
  return hashed !== null && matches;
}

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * The common passwords a new password may not be, lower-cased: zxcvbn's list of the most used ones, of which
 * only those of the minimum length or more could ever be chosen. Read once, the first time a password is set.
 */
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(
        dictionary['passwords-common']
          .filter((word) => word.length >= PASSWORD_MIN_LENGTH)
          .map((word) => word.toLowerCase()),
      ),
  );
  return commonPasswords;
}

/** Whether a password is among the most common ones, whatever its case ("Password123" is "password123"). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

/** The hash of a new password, refused (400 on `field`) when it is among the most common ones. */
export async function hashNewPassword(password: string, field: string): Promise<string> {
  if (await isCommonPassword(password)) throw invalidField(field, 'server.commonPassword');
  return passwords.hash(password);
}
