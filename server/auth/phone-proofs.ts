import type { Queryable } from '../db/database';
import type { Clock } from '../http/clock';
import { HttpError } from '../http/http-error';
import { hashToken, newOpaqueToken } from './secrets';

/**
 * A verified phone stays usable for check-account and register this long
 * (docs/product/phone-sign-in.md#phone-proof).
 */
export const PHONE_PROOF_MS = 10 * 60_000;
export const PHONE_PROOF_COOKIE = 'pp_phone_proof';

/** Issued once a code is verified; the browser keeps it in an HttpOnly cookie. */
export async function issuePhoneProof(db: Queryable, clock: Clock, phone: string): Promise<string> {
  const proof = newOpaqueToken();
  await db.query('INSERT INTO phone_proofs (proof_hash, phone, expires_at) VALUES ($1, $2, $3)', [
    hashToken(proof),
    phone,
    new Date(clock.now().getTime() + PHONE_PROOF_MS),
  ]);
  return proof;
}

const NOT_VERIFIED = 'server.phoneNotVerified';

/** Throws 403 unless `proof` is a live proof for exactly this phone. */
export async function assertPhoneProof(
  db: Queryable,
  clock: Clock,
  phone: string,
  proof: string | undefined,
) {
  if (!proof) throw new HttpError(403, NOT_VERIFIED);
  const [row] = await db.query(
    'SELECT 1 FROM phone_proofs WHERE proof_hash = $1 AND phone = $2 AND consumed_at IS NULL AND expires_at > $3',
    [hashToken(proof), phone, clock.now()],
  );
  if (!row) throw new HttpError(403, NOT_VERIFIED);
}

/** Spends the proof; concurrent spends of one proof: exactly one wins, the others get 403. */
export async function consumePhoneProof(
  db: Queryable,
  clock: Clock,
  phone: string,
  proof: string | undefined,
) {
  if (!proof) throw new HttpError(403, NOT_VERIFIED);
  const spent = await db.query(
    `UPDATE phone_proofs SET consumed_at = $3
     WHERE proof_hash = $1 AND phone = $2 AND consumed_at IS NULL AND expires_at > $3 RETURNING 1`,
    [hashToken(proof), phone, clock.now()],
  );
  if (spent.length === 0) throw new HttpError(403, NOT_VERIFIED);
}
