import { checkPassword } from '@server/auth/passwords';
import type { Queryable } from '@server/db/database';
import { HttpError, invalidField } from '@server/http/http-error';

/**
 * Refuses (400 on `field`) a sensitive change whose password is not the account's: one argon2 check, as at
 * sign-in.
 */
export async function assertAccountPassword(
  db: Queryable,
  userId: number,
  password: string,
  field: 'password' | 'currentPassword',
): Promise<void> {
  const [account] = await db.query<{ password_hash: string | null }>(
    'SELECT password_hash FROM users WHERE id = $1',
    [userId],
  );
  if (!(await checkPassword(account?.password_hash ?? null, password))) {
    throw invalidField(field, 'server.wrongPassword');
  }
}

/** Refuses (409) a phone number another account has. */
export async function assertPhoneFree(db: Queryable, userId: number, phone: string): Promise<void> {
  const [holder] = await db.query('SELECT id FROM users WHERE phone = $1 AND id <> $2', [phone, userId]);
  if (holder) throw new HttpError(409, 'server.phoneTaken');
}

/**
 * Closes a provider's account (inside the caller's transaction): the company leaves the directory in the same
 * commit (the directory's version moves with it, so no kept listing shows it again), keeps its name for the
 * requests couples sent it, and has no owner any more; the person's account is deleted with what hangs on it
 * (sessions, links), so none of their personal data stays.
 */
export async function closeProviderAccount(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  await tx.query('UPDATE providers SET published = false, owner_user_id = NULL WHERE owner_user_id = $1', [
    userId,
  ]);
  await tx.query('DELETE FROM users WHERE id = $1', [userId]);
}
