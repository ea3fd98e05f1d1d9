import { FAIR_CHARGE_CLOSE_WINDOW_HOURS } from '@shared/api/contract/back-office/lead-disputes';
import type { Queryable } from '@server/db/database';
import { recordCreditMovement } from '../credits/credit-ledger';

/**
 * Fair charge (docs/product/back-office.md#fair-charge): the unlocks refunded without anyone asking. Each refund
 * is one ledger entry pointing at its unlock (`refund_of`), written in the transaction of what calls for it; the
 * ledger's unique index makes a second refund of one unlock impossible whatever races.
 */

const HOUR_MS = 3_600_000;

/** Why an unlock was refunded, as its ledger entry says (a code the ledger's page translates). */
export const REFUND_REASONS = {
  projectClosed: 'project-closed-within-48-hours',
  phoneUnreachable: 'phone-unreachable',
  disputeUpheld: 'dispute-upheld',
} as const;
export type RefundReason = (typeof REFUND_REASONS)[keyof typeof REFUND_REASONS];

interface UnlockRow {
  id: string;
  provider_id: number;
  credits: number;
}

/**
 * Refunds one unlock (its row locked by the caller's query or not: the provider's balance row serialises the
 * movements, and the unique index the refunds), and settles an open claim about it as refunded. Answers the
 * refund's movement id.
 */
export async function refundUnlock(
  tx: Queryable,
  unlock: { id: number; providerId: number; credits: number },
  reason: RefundReason,
  now: Date,
): Promise<number> {
  const refund = await recordCreditMovement(tx, {
    providerId: unlock.providerId,
    kind: 'refund',
    credits: unlock.credits,
    refundOf: unlock.id,
    reason,
    at: now,
  });
  await tx.query(
    `UPDATE lead_disputes SET decision = 'refunded', decided_at = $2, refund_id = $3
     WHERE unlock_id = $1 AND decision IS NULL`,
    [unlock.id, now, refund.id],
  );
  return refund.id;
}

/**
 * The unlocks matching `where` that no refund has given back yet, locked until the transaction ends. The refunds
 * are read by a second statement, after the lock: its fresh snapshot sees a refund that a transaction holding
 * the lock before committed (the first statement's would not), so two refunders never both write one.
 */
async function unrefundedUnlocks(
  tx: Queryable,
  where: string,
  params: readonly (string | number | Date)[],
): Promise<{ id: number; providerId: number; credits: number }[]> {
  const locked = await tx.query<UnlockRow>(
    `SELECT unlock.id, unlock.provider_id, -unlock.credits AS credits
     FROM credit_movements unlock
     JOIN event_requests ON event_requests.id = unlock.event_request_id
     WHERE unlock.kind = 'unlock' AND ${where}
     ORDER BY unlock.id
     FOR UPDATE OF unlock`,
    params,
  );
  if (locked.length === 0) return [];
  const refunded = await tx.query<{ refund_of: string }>(
    'SELECT refund_of FROM credit_movements WHERE refund_of = ANY($1::bigint[])',
    [locked.map((row) => String(row.id))],
  );
  // bigint columns come back as text from node-postgres: compared as text whichever database answered.
  const given = new Set(refunded.map((row) => String(row.refund_of)));
  return locked
    .filter((row) => !given.has(String(row.id)))
    .map((row) => ({ id: Number(row.id), providerId: row.provider_id, credits: row.credits }));
}

/**
 * Call in the transaction that closes a project: refunds every unlock of its requests made less than
 * FAIR_CHARGE_CLOSE_WINDOW_HOURS before the project's close (or after it). The close's date is the project's
 * own, so closing a closed project again, or reopening and closing it, refunds nothing twice. Answers how many
 * unlocks it refunded.
 */
export async function refundUnlocksOfClosedProject(
  tx: Queryable,
  projectId: number,
  now: Date,
): Promise<number> {
  const [project] = await tx.query<{ closed_at: Date | null }>(
    'SELECT closed_at FROM projects WHERE id = $1',
    [projectId],
  );
  if (!project?.closed_at) return 0;
  const since = new Date(project.closed_at.getTime() - FAIR_CHARGE_CLOSE_WINDOW_HOURS * HOUR_MS);
  const unlocks = await unrefundedUnlocks(tx, 'event_requests.project_id = $1 AND unlock.created_at > $2', [
    projectId,
    since,
  ]);
  for (const unlock of unlocks) await refundUnlock(tx, unlock, REFUND_REASONS.projectClosed, now);
  return unlocks.length;
}

/**
 * Call when the transport refused for good the number of a request's couple (the unlock notice by SMS):
 * refunds the request's unlock, once. Nothing when the request was not unlocked or is refunded already.
 */
export async function refundUnreachableLead(tx: Queryable, eventRequestId: string, now: Date): Promise<void> {
  const unlocks = await unrefundedUnlocks(tx, 'event_requests.id = $1', [eventRequestId]);
  for (const unlock of unlocks) await refundUnlock(tx, unlock, REFUND_REASONS.phoneUnreachable, now);
}
