import type { Dispute } from '@shared/api/contract/back-office/lead-disputes';
import type { Database, Queryable } from '@server/db/database';
import { HttpError } from '@server/http/http-error';
import { REFUND_REASONS, refundUnlock } from './fair-charge';

/**
 * Claims about unlocked leads (migration 031, docs/product/back-office.md#fair-charge): a provider opens one per
 * unlock, support decides it; an upheld claim is a refund in the ledger pointing at its unlock.
 */

interface DisputeRow {
  id: number;
  reason: string;
  opened_at: Date;
  decision: 'refunded' | 'refused' | null;
  decided_at: Date | null;
}

function toDispute(row: DisputeRow): Dispute {
  return {
    id: row.id,
    status: row.decision ?? 'open',
    reason: row.reason,
    openedAt: row.opened_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

const DISPUTE_COLUMNS = 'id, reason, opened_at, decision, decided_at';

/**
 * Opens the provider's claim about the unlock of request `eventRequestId` (its ownership checked by the route).
 * 409 when the request was not unlocked, its unlock is refunded already, or it was claimed before: one claim
 * per unlock, whatever became of it (the unique index decides between two at once).
 */
export async function openDispute(
  tx: Queryable,
  { eventRequestId, reason, now }: { eventRequestId: string; reason: string; now: Date },
): Promise<Dispute> {
  const [unlock] = await tx.query<{ id: string; provider_id: number; refunded: boolean }>(
    `SELECT unlock.id, unlock.provider_id,
            EXISTS (SELECT 1 FROM credit_movements refund WHERE refund.refund_of = unlock.id) AS refunded
     FROM credit_movements unlock
     WHERE unlock.kind = 'unlock' AND unlock.event_request_id = $1`,
    [eventRequestId],
  );
  if (!unlock) throw new HttpError(409, 'server.leadNotUnlocked');
  if (unlock.refunded) throw new HttpError(409, 'server.leadAlreadyRefunded');
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
    const [claim] = await tx.query<DisputeRow & { unlock_id: string; provider_id: number; credits: number }>(
      `SELECT lead_disputes.id, lead_disputes.reason, lead_disputes.opened_at, lead_disputes.decision,
              lead_disputes.decided_at, lead_disputes.unlock_id, unlock.provider_id, -unlock.credits AS credits
       FROM lead_disputes JOIN credit_movements unlock ON unlock.id = lead_disputes.unlock_id
       WHERE lead_disputes.id = $1
       FOR UPDATE OF lead_disputes`,
      [disputeId],
    );
    if (!claim) return null;
    if (claim.decision) return toDispute(claim);
    if (decision === 'refund') {
      const unlock = { id: Number(claim.unlock_id), providerId: claim.provider_id, credits: claim.credits };
      await refundUnlock(tx, unlock, REFUND_REASONS.disputeUpheld, now);
    } else {
      await tx.query(`UPDATE lead_disputes SET decision = 'refused', decided_at = $2 WHERE id = $1`, [
        disputeId,
        now,
      ]);
    }
    const [decided] = await tx.query<DisputeRow>(
      `SELECT ${DISPUTE_COLUMNS} FROM lead_disputes WHERE id = $1`,
      [disputeId],
    );
    return decided ? toDispute(decided) : null;
  });
}
