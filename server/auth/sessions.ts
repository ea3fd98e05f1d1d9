import { SignJWT, jwtVerify } from 'jose';
import type { Database, Queryable } from '../db/database';
import type { Clock } from '../http/clock';
import type { Role } from '@shared/api/endpoint';
import type { Caller } from '../http/register-endpoint';
import { LONGEST_SESSION_SECONDS, SESSION_END_CLAIM } from '@shared/session/token-lifetimes';
import { hashToken, newOpaqueToken, successorToken } from './secrets';

export const SESSION_RULES = {
  /**
   * Scripts can read the token's cookie (SECURITY.md, "Token cookies"): a stolen access token is good for five
   * minutes at most; the browser renews it from the refresh token as its cookie expires.
   */
  accessTokenSeconds: 5 * 60,
  /** Absolute: rotation never extends a session past seven days after sign-in. */
  sessionMs: LONGEST_SESSION_SECONDS * 1000,
  /**
   * Two tabs share the cookies and often refresh the same token at once: within this time of its first use, a
   * spent token whose successor is still unused gets that same successor instead of revoking the session.
   */
  refreshGraceMs: 30_000,
} as const;

export interface TokenPair {
  token: string;
  refresh_token: string;
}

export interface SessionKeys {
  secret: Uint8Array;
  clock: Clock;
}

/**
 * An access token of the session, which never outlives it. It states when the session ends, so that the
 * browser keeps the refresh token's cookie no longer than that.
 */
async function accessToken(
  { secret, clock }: SessionKeys,
  userId: number,
  session: { id: string; expiresAt: Date },
): Promise<string> {
  const issuedAt = Math.floor(clock.now().getTime() / 1000);
  const sessionEnd = Math.floor(session.expiresAt.getTime() / 1000);
  return new SignJWT({ sid: session.id, [SESSION_END_CLAIM]: sessionEnd })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.min(issuedAt + SESSION_RULES.accessTokenSeconds, sessionEnd))
    .sign(secret);
}

async function addRefreshToken(
  db: Queryable,
  clock: Clock,
  sessionId: string,
  refreshToken = newOpaqueToken(),
): Promise<string> {
  await db.query('INSERT INTO refresh_tokens (token_hash, session_id, created_at) VALUES ($1, $2, $3)', [
    hashToken(refreshToken),
    sessionId,
    clock.now(),
  ]);
  return refreshToken;
}

export async function startSession(db: Queryable, keys: SessionKeys, userId: number): Promise<TokenPair> {
  const now = keys.clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_RULES.sessionMs);
  const [session] = await db.query<{ id: string }>(
    'INSERT INTO auth_sessions (user_id, created_at, expires_at) VALUES ($1, $2, $3) RETURNING id',
    [userId, now, expiresAt],
  );
  if (!session) throw new Error('session insert returned no row');
  return {
    token: await accessToken(keys, userId, { id: session.id, expiresAt }),
    refresh_token: await addRefreshToken(db, keys.clock, session.id),
  };
}

export type RefreshOutcome =
  { ok: true; tokens: TokenPair } | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

/**
 * Rotates a refresh token. A token already spent means it was copied: the whole session (every token of
 * the family, and the access tokens bound to it) is revoked — unless it was spent within the grace window and
 * its successor is still unused, which is another tab of the same browser racing the first: that tab gets the
 * same successor (and a fresh access token), so the session survives and still has one live refresh token.
 */
export async function refreshSession(
  db: Database,
  keys: SessionKeys,
  refreshToken: string,
): Promise<RefreshOutcome> {
  return db.transaction(async (tx) => {
    const now = keys.clock.now();
    const [row] = await tx.query<{
      session_id: string;
      used_at: Date | null;
      user_id: number;
      expires_at: Date;
      revoked_at: Date | null;
    }>(
      `SELECT t.session_id, t.used_at, s.user_id, s.expires_at, s.revoked_at
       FROM refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id
       WHERE t.token_hash = $1 FOR UPDATE OF t, s`,
      [hashToken(refreshToken)],
    );
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revoked_at || row.expires_at <= now) return { ok: false, reason: 'expired' } as const;
    const successor = successorToken(refreshToken, keys.secret);
    if (row.used_at) {
      const [next] =
        row.used_at.getTime() + SESSION_RULES.refreshGraceMs > now.getTime()
          ? await tx.query<{ used_at: Date | null }>(
              'SELECT used_at FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE',
              [hashToken(successor)],
            )
          : [];
      if (next && !next.used_at) {
        const token = await accessToken(keys, row.user_id, { id: row.session_id, expiresAt: row.expires_at });
        return { ok: true, tokens: { token, refresh_token: successor } } as const;
      }
      await revokeSession(tx, keys.clock, row.session_id, 'refresh-token-reuse');
      return { ok: false, reason: 'reused' } as const;
    }
    await tx.query('UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1', [
      hashToken(refreshToken),
      now,
    ]);
    const tokens = {
      token: await accessToken(keys, row.user_id, { id: row.session_id, expiresAt: row.expires_at }),
      refresh_token: await addRefreshToken(tx, keys.clock, row.session_id, successor),
    };
    return { ok: true, tokens } as const;
  });
}

export async function revokeSession(
  db: Queryable,
  clock: Clock,
  sessionId: string,
  reason: string,
): Promise<void> {
  await db.query(
    'UPDATE auth_sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL',
    [sessionId, clock.now(), reason],
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a valid access token says: whose session it belongs to. */
interface Claims {
  userId: number;
  sessionId: string;
}

async function verifiedClaims(token: string, keys: SessionKeys): Promise<Claims | null> {
  try {
    const { payload } = await jwtVerify(token, keys.secret, {
      algorithms: ['HS256'],
      currentDate: keys.clock.now(),
    });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isInteger(userId) || typeof sessionId !== 'string' || !UUID.test(sessionId)) return null;
    return { userId, sessionId };
  } catch {
    return null;
  }
}

/**
 * A valid signature is not enough: the session must still be live (logout and reuse revoke it at once). The
 * same query reads the user's role and, for a provider, the company it runs; for an admin's session in a
 * support access (docs/product/back-office.md#support-access), the provider it acts as, until the access ends or
 * the account stops being an admin's: the caller is then that provider, the admin named beside it.
 */
export async function identifyBearer(
  db: Queryable,
  keys: SessionKeys,
  authorization: string | undefined,
): Promise<Caller | null> {
  const token = authorization?.match(/^Bearer ([\w.-]+)$/)?.[1];
  const claims = token ? await verifiedClaims(token, keys) : null;
  if (!claims) return null;
  const [live] = await db.query<{
    role: Role;
    provider_id: number | null;
    impersonation_id: number | null;
    acting_provider_id: number | null;
    acting_user_id: number | null;
    admin_name: string | null;
    ends_at: Date | null;
  }>(
    `SELECT u.role, p.id AS provider_id, i.id AS impersonation_id, acting.id AS acting_provider_id,
            acting.owner_user_id AS acting_user_id, i.admin_name, i.ends_at
     FROM auth_sessions s JOIN users u ON u.id = s.user_id LEFT JOIN providers p ON p.owner_user_id = u.id
     LEFT JOIN impersonations i
       ON i.session_id = s.id AND u.role = 'admin' AND i.ended_at IS NULL AND i.ends_at > $3
     LEFT JOIN providers acting ON acting.id = i.provider_id AND acting.owner_user_id IS NOT NULL
     WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > $3`,
    [claims.sessionId, claims.userId, keys.clock.now()],
  );
  if (!live) return null;
  const { impersonation_id: id, acting_provider_id: providerId, acting_user_id: userId } = live;
  const { admin_name: adminName, ends_at: endsAt } = live;
  if (id !== null && providerId !== null && userId !== null && adminName !== null && endsAt !== null) {
    const impersonation = { id, adminUserId: claims.userId, adminName, endsAt };
    return { userId, sessionId: claims.sessionId, role: 'provider', providerId, impersonation };
  }
  return { ...claims, role: live.role, providerId: live.provider_id };
}

/**
 * Ends every live session of an account at once (a new password), but `keep`'s when given: the session that
 * made the change stays signed in.
 */
export async function revokeAccountSessions(
  db: Queryable,
  now: Date,
  userId: number,
  reason: string,
  keep: string | null = null,
): Promise<void> {
  await db.query(
    `UPDATE auth_sessions SET revoked_at = $2, revoked_reason = $3
     WHERE user_id = $1 AND revoked_at IS NULL AND ($4::uuid IS NULL OR id <> $4::uuid)`,
    [userId, now, reason, keep],
  );
}
