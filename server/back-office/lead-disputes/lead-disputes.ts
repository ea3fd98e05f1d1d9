import type { Dispute } from '@shared/api/contract/back-office/lead-disputes';
import type { Database, Queryable } from '@server/db/database';
import { HttpError } from '@server/http/http-error';
import { REFUND_REASONS, refundUnlock } from './fair-charge';

/**
 * Claims about unlocked leads (migration 031, docs/product/back-office.md#fair-charge): a provider opens one per
 * unlock, support decides it; an upheld claim is a refund in the ledger pointing at its unlock.
 */

/** A claim's row (`DISPUTE_COLUMNS`), as the lead's query reads it too. */
export interface DisputeRow {
  id: number;
  reason: string;
  opened_at: Date;
  decision: 'refunded' | 'refused' | null;
  decided_at: Date | null;
}

export function toDispute(row: DisputeRow): Dispute {
  return {
    id: row.id,
    status: row.decision ?? 'open',
    reason: row.reason,
    openedAt: row.opened_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

const DISPUTE_COLUMNS = 'id, reason, opened_at, decision, decided_at';

/** The id of the refund of unlock `unlockId`, if one was written. */
async function refundOf(tx: Queryable, unlockId: string): Promise<string | null> {
  const [refund] = await tx.query<{ id: string }>(
    'SELECT id::text AS id FROM credit_movements WHERE refund_of = $1',
    [unlockId],
  );
  return refund?.id ?? null;
}

/**
 * Opens the provider's claim about the unlock of request `eventRequestId` (its ownership checked by the route).
 * 409 when the request was not unlocked, its unlock is refunded already, or it was claimed before: one claim
 * per unlock, whatever became of it (the unique index decides between two at once).
 */
export async function openDispute(
  tx: Queryable,
  { eventRequestId, reason, now }: { eventRequestId: string; reason: string; now: Date },
): Promise<Dispute> {
  // The unlock's row is locked first, as every refund locks it (fair-charge.ts): a refund under way ends
  // before the claim is weighed, and the refund is read by a statement that sees it.
  const [unlock] = await tx.query<{ id: string; provider_id: number }>(
    `SELECT id, provider_id FROM credit_movements WHERE kind = 'unlock' AND event_request_id = $1 FOR UPDATE`,
    [eventRequestId],
  );
  if (!unlock) throw new HttpError(409, 'server.leadNotUnlocked');
  if (await refundOf(tx, unlock.id)) throw new HttpError(409, 'server.leadAlreadyRefunded');
  const [opened] = await tx.query<DisputeRow>(
    `INSERT INTO lead_disputes (unlock_id, provider_id, reason, opened_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (unlock_id) DO NOTHING
     RETURNING ${DISPUTE_COLUMNS}`,
    [unlock.id, unlock.provider_id, reason, now],
  );
  if (!opened) throw new HttpError(409, 'server.leadAlreadyDisputed');
  return toDispute(opened);
}

/** A claim waiting for support, as the decision command lists it. */
export interface OpenDispute {
  id: number;
  providerId: number;
  eventRequestId: string | null;
  credits: number;
  reason: string;
  openedAt: Date;
}

/** The claims support has not decided yet, oldest first. */
export async function openDisputes(db: Queryable): Promise<OpenDispute[]> {
  const rows = await db.query<{
    id: number;
    provider_id: number;
    event_request_id: string | null;
    credits: number;
    reason: string;
    opened_at: Date;
  }>(
    `SELECT lead_disputes.id, lead_disputes.provider_id, unlock.event_request_id, -unlock.credits AS credits,
            lead_disputes.reason, lead_disputes.opened_at
     FROM lead_disputes JOIN credit_movements unlock ON unlock.id = lead_disputes.unlock_id
     WHERE lead_disputes.decision IS NULL
     ORDER BY lead_disputes.opened_at, lead_disputes.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    providerId: row.provider_id,
    eventRequestId: row.event_request_id,
    credits: row.credits,
    reason: row.reason,
    openedAt: row.opened_at,
  }));
}

export type DisputeDecision = 'refund' | 'refuse';

/**
 * Support's decision on claim `disputeId`, in one transaction: a refund is the ledger's entry pointing at the
 * unlock (`refundUnlock`, which settles the claim), a refusal only settles it. Null for an unknown claim; a
 * claim decided already answers as it stands, unchanged.
 */
export async function decideDispute(
  db: Database,
  { disputeId, decision, now }: { disputeId: number; decision: DisputeDecision; now: Date },
): Promise<Dispute | null> {
  return db.transaction(async (tx) => {
    // Locks in the order every refund takes them (the unlock, the provider's balance, the claim), so that a
    // decision and a fair-charge refund of the same unlock wait for each other instead of deadlocking.
    const [unlock] = await tx.query<{ id: string; provider_id: number; credits: number }>(
      `SELECT unlock.id, unlock.provider_id, -unlock.credits AS credits
       FROM lead_disputes JOIN credit_movements unlock ON unlock.id = lead_disputes.unlock_id
       WHERE lead_disputes.id = $1
       FOR UPDATE OF unlock`,
      [disputeId],
    );
    if (!unlock) return null;
    const claim = await lockedClaim(tx, disputeId);
    if (!claim || claim.decision) return claim && toDispute(claim);
    const refunded = await refundOf(tx, unlock.id);
    if (refunded) {
      // Refunded meanwhile by another way (a claim opened while a fair-charge refund was under way).
      await settle(tx, disputeId, 'refunded', now, refunded);
    } else if (decision === 'refund') {
      const refund = { id: Number(unlock.id), providerId: unlock.provider_id, credits: unlock.credits };
      await refundUnlock(tx, refund, REFUND_REASONS.disputeUpheld, now);
    } else {
      await settle(tx, disputeId, 'refused', now, null);
    }
    const decided = await lockedClaim(tx, disputeId);
    return decided && toDispute(decided);
  });
}

async function lockedClaim(tx: Queryable, disputeId: number): Promise<DisputeRow | null> {
  const [claim] = await tx.query<DisputeRow>(
    `SELECT ${DISPUTE_COLUMNS} FROM lead_disputes WHERE id = $1 FOR UPDATE`,
    [disputeId],
  );
  return claim ?? null;
}

async function settle(
  tx: Queryable,
  disputeId: number,
  decision: 'refunded' | 'refused',
  now: Date,
  refundId: string | null,
): Promise<void> {
  await tx.query('UPDATE lead_disputes SET decision = $2, decided_at = $3, refund_id = $4 WHERE id = $1', [
    disputeId,
    decision,
    now,
    refundId,
  ]);
}
