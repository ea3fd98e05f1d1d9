import { hashToken, newOpaqueToken } from '@server/auth/secrets';
import { EmailLinkRefusal, refusedLinkState, type LinkRefusalTexts } from '@server/auth/email-changes';
import type { Queryable } from '@server/db/database';
import { PASSWORD_RESET_LINK_MS } from './provider-mails';

/**
 * Reset links one account may be sent in an hour: past it, a request sends nothing (and answers the same), so
 * that nobody can fill a provider's mailbox with them.
 */
export const RESET_LINKS_PER_HOUR = 5;

const RESET_REFUSALS: LinkRefusalTexts = {
  unknown: 'providerAccount.resetLinkUnknown',
  used: 'providerAccount.resetLinkUsed',
  withdrawn: 'providerAccount.resetLinkWithdrawn',
  expired: 'providerAccount.resetLinkExpired',
};

const LIVE = 'used_at IS NULL AND withdrawn_at IS NULL';

/**
 * A new reset link for the account (inside the caller's transaction, the account's row locked): the live one,
 * if any, stops working. Null when the account had its hourly share of links already.
 */
export async function issuePasswordReset(tx: Queryable, userId: number, now: Date): Promise<string | null> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const [recent] = await tx.query<{ sent: number }>(
    'SELECT count(*)::int AS sent FROM password_resets WHERE user_id = $1 AND sent_at > $2',
    [userId, new Date(now.getTime() - 60 * 60_000)],
  );
  if ((recent?.sent ?? 0) >= RESET_LINKS_PER_HOUR) return null;
  await tx.query(`UPDATE password_resets SET withdrawn_at = $2 WHERE user_id = $1 AND ${LIVE}`, [
    userId,
    now,
  ]);
  const token = newOpaqueToken();
  await tx.query(
    'INSERT INTO password_resets (user_id, token_hash, sent_at, expires_at) VALUES ($1, $2, $3, $4)',
    [userId, hashToken(token), now, new Date(now.getTime() + PASSWORD_RESET_LINK_MS)],
  );
  return token;
}

/**
 * Spends a reset link (inside the caller's transaction): 404 for a link nobody sent, 410 for one used,
 * replaced or expired. Answers the account it resets.
 */
export async function spendPasswordReset(tx: Queryable, token: string, now: Date): Promise<number> {
  const [link] = await tx.query<{
    id: number;
    user_id: number;
    expires_at: Date;
    used_at: Date | null;
    withdrawn_at: Date | null;
  }>(
    'SELECT id, user_id, expires_at, used_at, withdrawn_at FROM password_resets WHERE token_hash = $1 FOR UPDATE',
    [hashToken(token)],
  );
  const refused = refusedLinkState(link, now);
  if (refused || !link) throw new EmailLinkRefusal(refused ?? 'unknown', RESET_REFUSALS);
  await tx.query('UPDATE password_resets SET used_at = $2 WHERE id = $1', [link.id, now]);
  return link.user_id;
}
