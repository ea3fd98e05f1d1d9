import type { RequestStatus } from '@shared/api/contract/project-view';
import { leadPrice } from '@shared/leads/lead-price';
import type { Queryable } from '@server/db/database';
import { HttpError } from '@server/http/http-error';
import { recordCreditMovement } from '../credits/credit-ledger';
import { expiryCutoff } from './lead-rows';

/**
 * What else happens, in the unlock's transaction, once a lead is unlocked for the first time: the couple's
 * notice (queued, so it goes out only once the transaction commits). Never called for a repeat or a refusal.
 */
export type OnLeadUnlocked = (tx: Queryable, eventRequestId: string, now: Date) => Promise<void>;

export interface Unlock {
  uuid: string;
  providerId: number;
  now: Date;
  onLeadUnlocked?: OnLeadUnlocked | undefined;
}

/**
 * Unlocks a lead (docs/product/back-office.md#unlock): in the caller's transaction, the request's row is
 * locked first, so that concurrent unlocks of one lead are decided one after the other and only the first
 * finds it still to unlock; then its price is debited through the ledger (402 when the balance cannot pay,
 * and the whole transaction rolls back) and the request becomes accepted, with its answer date. The ledger's
 * unique index (one unlock per request) and the balance's CHECK stand behind this order: a second debit
 * cannot be written even by code that skipped the lock. The caller reads the lead once the transaction has
 * committed: the provider's balance stays locked until then, and its other unlocks wait for it.
 */
export async function unlockLead(
  tx: Queryable,
  { uuid, providerId, now, onLeadUnlocked }: Unlock,
): Promise<void> {
  const [row] = await tx.query<{
    status: RequestStatus;
    created_at: Date;
    service_type: string | null;
    planner_budget_min: number | null;
  }>(
    `SELECT event_requests.status, event_requests.created_at, service_types.slug AS service_type,
            planner_budget.min AS planner_budget_min
     FROM event_requests
     JOIN projects ON projects.id = event_requests.project_id
     LEFT JOIN service_types ON service_types.id = projects.service_type_id
     LEFT JOIN project_ranges AS planner_budget ON planner_budget.id = projects.planner_budget_range_id
     WHERE event_requests.id = $1
     FOR UPDATE OF event_requests`,
    [uuid],
  );
  if (!row) throw new HttpError(404, 'server.requestNotFound');
  if (row.status === 'accepted') return;
  if (row.status === 'declined') throw new HttpError(409, 'server.requestAlreadyAnswered');
  if (row.created_at <= expiryCutoff(now)) throw new HttpError(409, 'server.leadExpired');
  await recordCreditMovement(tx, {
    providerId,
    kind: 'unlock',
    credits: leadPrice({ serviceType: row.service_type, plannerBudgetMin: row.planner_budget_min }),
    eventRequestId: uuid,
    at: now,
  });
  await tx.query(
    `UPDATE event_requests SET status = 'accepted', read_at = coalesce(read_at, $2), answered_at = $2
     WHERE id = $1`,
    [uuid, now],
  );
  await onLeadUnlocked?.(tx, uuid, now);
}
