import type { PendingEmail } from '@shared/api/contract/account';
import type { Database, Queryable } from '../db/database';
import { HttpError, tooManyRequests } from '../http/http-error';
import type { ServerTranslationKey } from '../i18n/translate';
import { hashToken, newOpaqueToken } from './secrets';

/**
 * A new email address becomes the account's only once its owner follows the link sent to it
 * (docs/product/project-site.md#email-confirmation). Until then `users.email` keeps the confirmed address,
 * the one providers see, and the new one waits in `email_changes`.
 */

/** The project-site page a confirmation link opens. */
export const EMAIL_CONFIRMATION_PATH = '/account/confirm-email';

/** How long a confirmation link works. */
export const EMAIL_LINK_MS = 24 * 60 * 60_000;

/**
 * Links one couple may be sent in an hour, by changes and resends together: each one is an email to an
 * address of the couple's choosing, so the cap keeps an account from mailing anyone in a loop.
 */
export const EMAIL_LINKS_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

/** A link to send: its secret (only its hash is stored), the address it goes to, and its life. */
export interface EmailLink {
  token: string;
  email: string;
  sentAt: Date;
  expiresAt: Date;
}

interface PendingRow {
  email: string;
  sent_at: Date;
  expires_at: Date;
}

const LIVE = 'confirmed_at IS NULL AND withdrawn_at IS NULL';

/** The pending address a link was just sent to. */
export function pendingEmailOf({ email, sentAt, expiresAt }: EmailLink): PendingEmail {
  return { email, sentAt: sentAt.toISOString(), expiresAt: expiresAt.toISOString(), linkExpired: false };
}

function pendingOf(row: PendingRow, now: Date): PendingEmail {
  return {
    email: row.email,
    sentAt: row.sent_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    linkExpired: row.expires_at <= now,
  };
}

/** The couple's address waiting for confirmation, with its link's dates; null when none waits. */
export async function findPendingEmail(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<PendingEmail | null> {
  const [row] = await db.query<PendingRow>(
    `SELECT email, sent_at, expires_at FROM email_changes WHERE user_id = $1 AND ${LIVE}`,
    [userId],
  );
  return row ? pendingOf(row, now) : null;
}

/**
 * The account's confirmed address, its row locked until the transaction ends: changes, resends and
 * confirmations of one couple run one after the other, always locking the user before its links.
 */
async function lockConfirmedEmail(tx: Queryable, userId: number): Promise<string | null> {
  const [user] = await tx.query<{ email: string | null }>(
    'SELECT email FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  if (!user) throw new HttpError(401, 'server.authenticationRequired');
  return user.email;
}

async function withdrawPending(tx: Queryable, userId: number, now: Date): Promise<void> {
  await tx.query(`UPDATE email_changes SET withdrawn_at = $2 WHERE user_id = $1 AND ${LIVE}`, [userId, now]);
}

/** Refuses (429) a link past the hourly cap, saying when the oldest link of the hour leaves it. */
async function assertLinkAllowed(tx: Queryable, userId: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS);
  const recent = await tx.query<{ sent_at: Date }>(
    `SELECT sent_at FROM email_changes WHERE user_id = $1 AND sent_at > $2 ORDER BY sent_at DESC LIMIT $3`,
    [userId, since, EMAIL_LINKS_PER_HOUR],
  );
  const oldest = recent[EMAIL_LINKS_PER_HOUR - 1];
  if (oldest) {
    throw tooManyRequests(
      'emailChange.tooManyLinks',
      (oldest.sent_at.getTime() + HOUR_MS - now.getTime()) / 1000,
    );
  }
}

/** Withdraws the live link, if any, and records a new one for `email`. */
async function issueLink(tx: Queryable, userId: number, email: string, now: Date): Promise<EmailLink> {
  await assertLinkAllowed(tx, userId, now);
  await withdrawPending(tx, userId, now);
  const link = {
    token: newOpaqueToken(),
    email,
    sentAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_LINK_MS),
  };
  await tx.query(
    `INSERT INTO email_changes (user_id, email, token_hash, sent_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [userId, email, hashToken(link.token), link.sentAt, link.expiresAt],
  );
  return link;
}

/**
 * A link to confirm the account's own address (inside the caller's transaction), as a provider's sign-up sends:
 * the address stays the sign-in one meanwhile, and following the link marks it confirmed.
 */
export async function requestAddressConfirmation(
  tx: Queryable,
  userId: number,
  email: string,
  now: Date,
): Promise<EmailLink> {
  await lockConfirmedEmail(tx, userId);
  return issueLink(tx, userId, email, now);
}

/**
 * The couple asks for `email` (inside the caller's transaction). Their confirmed address cancels any pending
 * change; the address already pending keeps its link (a new one is the resend's to send); any other replaces
 * the pending one and answers the link to send to it.
 */
export async function requestEmailChange(
  tx: Queryable,
  userId: number,
  email: string,
  now: Date,
): Promise<EmailLink | null> {
  const confirmed = await lockConfirmedEmail(tx, userId);
  if (email === confirmed) {
    await withdrawPending(tx, userId, now);
    return null;
  }
  if ((await findPendingEmail(tx, userId, now))?.email === email) return null;
  return issueLink(tx, userId, email, now);
}

/** A new link for the pending address (inside the caller's transaction); the previous one stops working. */
export async function resendEmailLink(tx: Queryable, userId: number, now: Date): Promise<EmailLink> {
  await lockConfirmedEmail(tx, userId);
  const pending = await findPendingEmail(tx, userId, now);
  if (!pending) throw new HttpError(404, 'emailChange.nothingPending');
  return issueLink(tx, userId, pending.email, now);
}

/** Forgets the pending address, if any; the confirmed one stays. */
export async function cancelEmailChange(db: Database, userId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockConfirmedEmail(tx, userId);
    await withdrawPending(tx, userId, now);
  });
}

/** Why a link cannot be followed: nobody sent it, it was followed already, withdrawn, or it expired. */
export type RefusedLinkState = 'unknown' | 'used' | 'withdrawn' | 'expired';

/** What a link's token says, before anyone follows it. */
export type EmailLinkState = { state: 'live'; email: string } | { state: RefusedLinkState };

/** What a refused link of one kind says, per reason. */
export type LinkRefusalTexts = Readonly<Record<RefusedLinkState, ServerTranslationKey>>;

const CONFIRMATION_REFUSALS: LinkRefusalTexts = {
  unknown: 'emailChange.linkUnknown',
  used: 'emailChange.linkUsed',
  withdrawn: 'emailChange.linkWithdrawn',
  expired: 'emailChange.linkExpired',
};

/**
 * A link sent by email that cannot be followed (a confirmation link, a password reset link), refused with the
 * reason its page and the API both give: 404 for a link nobody sent, 410 for one that existed and is gone for good.
 */
export class EmailLinkRefusal extends HttpError {
  constructor(
    readonly state: RefusedLinkState,
    texts: LinkRefusalTexts = CONFIRMATION_REFUSALS,
  ) {
    super(state === 'unknown' ? 404 : 410, texts[state]);
  }
}

/** Why a link stored with these dates cannot be followed now, or null while it can. */
export function refusedLinkState(
  row: { used_at: Date | null; withdrawn_at: Date | null; expires_at: Date } | undefined,
  now: Date,
): RefusedLinkState | null {
  if (!row) return 'unknown';
  if (row.used_at) return 'used';
  if (row.withdrawn_at) return 'withdrawn';
  if (row.expires_at <= now) return 'expired';
  return null;
}

interface LinkRow {
  id: number;
  user_id: number;
  email: string;
  expires_at: Date;
  confirmed_at: Date | null;
  withdrawn_at: Date | null;
}

async function findLink(db: Queryable, token: string, lock: boolean): Promise<LinkRow | undefined> {
  const [row] = await db.query<LinkRow>(
    `SELECT id, user_id, email, expires_at, confirmed_at, withdrawn_at FROM email_changes WHERE token_hash = $1
     ${lock ? 'FOR UPDATE' : ''}`,
    [hashToken(token)],
  );
  return row;
}

function stateOf(row: LinkRow | undefined, now: Date): EmailLinkState {
  const refused = refusedLinkState(row && { ...row, used_at: row.confirmed_at }, now);
  return refused || !row ? { state: refused ?? 'unknown' } : { state: 'live', email: row.email };
}

/** Reads a link without following it: the confirmation page shows its address, or why it no longer works. */
export async function inspectEmailLink(db: Queryable, token: string, now: Date): Promise<EmailLinkState> {
  return stateOf(await findLink(db, token, false), now);
}

/**
 * Follows a link: in one transaction, only while the link is live and unused, its address becomes the
 * account's email, confirmed now (following the link proves the address is theirs), and the link is spent.
 * Two clicks at once: the first swaps, the second is told it was used.
 */
export async function confirmEmailChange(db: Database, token: string, now: Date): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const found = await findLink(tx, token, false);
    if (!found) throw new EmailLinkRefusal('unknown');
    await lockConfirmedEmail(tx, found.user_id);
    // Read again under the lock: a change, a resend or another click may have ended it meanwhile.
    const state = stateOf(await findLink(tx, token, true), now);
    if (state.state !== 'live') throw new EmailLinkRefusal(state.state);
    // A provider signs in by address: one another provider took meanwhile can no longer become theirs.
    const [taken] = await tx.query(
      `SELECT other.id FROM users me JOIN users other
         ON other.role = 'provider' AND lower(other.email) = lower($2) AND other.id <> me.id
       WHERE me.id = $1 AND me.role = 'provider'`,
      [found.user_id, state.email],
    );
    if (taken) throw new EmailLinkRefusal('withdrawn');
    await tx.query('UPDATE email_changes SET confirmed_at = $2 WHERE id = $1', [found.id, now]);
    await tx.query('UPDATE users SET email = $2, email_confirmed_at = $3 WHERE id = $1', [
      found.user_id,
      state.email,
      now,
    ]);
    return { email: state.email };
  });
}
