import type { Queryable } from '@server/db/database';
import { HttpError } from '@server/http/http-error';

/** What moves a provider's credits (migration 026): in with a purchase, a refund or a grant; out with an unlock or an expiry. */
export type CreditMovementKind = 'purchase' | 'unlock' | 'refund' | 'grant' | 'expiry';

const OUTGOING: ReadonlySet<CreditMovementKind> = new Set(['unlock', 'expiry']);

export interface CreditMovement {
  readonly providerId: number;
  readonly kind: CreditMovementKind;
  /** How many credits move, always positive: the kind says which way. */
  readonly credits: number;
  /** The request an unlock opens. */
  readonly eventRequestId?: string;
  /** The unlock a refund gives back. */
  readonly refundOf?: number;
  readonly reason?: string;
  readonly at: Date;
}

export interface RecordedMovement {
  readonly id: number;
  readonly balanceAfter: number;
}

/**
 * Writes one movement of a provider's credits, in the caller's transaction, and answers the balance it
 * leaves. The balance's row is updated first: its lock makes concurrent movements of one provider wait their
 * turn, and its CHECK refuses a debit the balance cannot pay (402, nothing written). The ledger's unique
 * indexes refuse a second unlock of one request or a second refund of one unlock, whatever the caller did.
 */
export async function recordCreditMovement(
  tx: Queryable,
  movement: CreditMovement,
): Promise<RecordedMovement> {
  if (!Number.isSafeInteger(movement.credits) || movement.credits <= 0) {
    throw new RangeError(`A movement moves a positive whole number of credits, not ${movement.credits}.`);
  }
  const signed = OUTGOING.has(movement.kind) ? -movement.credits : movement.credits;
  const [balance] = await tx.query<{ credit_balance: number }>(
    `UPDATE providers SET credit_balance = credit_balance + $2
     WHERE id = $1 AND credit_balance + $2 >= 0 RETURNING credit_balance`,
    [movement.providerId, signed],
  );
  if (!balance) throw new HttpError(402, 'server.notEnoughCredits');
  const written = await tx.query<{ id: string }>(
    `INSERT INTO credit_movements (provider_id, kind, credits, balance_after, event_request_id, refund_of, reason, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      movement.providerId,
      movement.kind,
      signed,
      balance.credit_balance,
      movement.eventRequestId ?? null,
      movement.refundOf ?? null,
      movement.reason ?? null,
      movement.at,
    ],
  );
  return { id: Number(written[0]?.id), balanceAfter: balance.credit_balance };
}

/** A provider whose cached balance is not its ledger's sum, or whose rows' balances do not follow each other. */
export interface LedgerDisagreement {
  readonly providerId: number;
  readonly balance: number;
  readonly ledgerSum: number;
  /** The first movement whose balance_after is not the one before it plus its credits; null when they all are. */
  readonly brokenAtMovement: number | null;
}

/**
 * Every provider whose credits do not add up: the balance against the ledger's sum, and each movement's
 * balance against the one before it. Empty when the books are right; the ledger check command and the tests
 * run it after every scenario.
 */
export async function ledgerDisagreements(db: Queryable): Promise<LedgerDisagreement[]> {
  const rows = await db.query<{
    provider_id: number;
    balance: number;
    ledger_sum: string;
    broken_at: string | null;
  }>(
    `WITH chained AS (
       SELECT provider_id, id, balance_after,
              coalesce(lag(balance_after) OVER (PARTITION BY provider_id ORDER BY id), 0) + credits AS expected
       FROM credit_movements
     ), sums AS (
       SELECT provider_id, sum(credits) AS ledger_sum FROM credit_movements GROUP BY provider_id
     ), broken AS (
       SELECT provider_id, min(id) AS broken_at FROM chained WHERE balance_after <> expected GROUP BY provider_id
     )
     SELECT providers.id AS provider_id, providers.credit_balance AS balance,
            coalesce(sums.ledger_sum, 0) AS ledger_sum, broken.broken_at
     FROM providers
     LEFT JOIN sums ON sums.provider_id = providers.id
     LEFT JOIN broken ON broken.provider_id = providers.id
     WHERE providers.credit_balance <> coalesce(sums.ledger_sum, 0) OR broken.broken_at IS NOT NULL
     ORDER BY providers.id`,
  );
  return rows.map((row) => ({
    providerId: row.provider_id,
    balance: row.balance,
    ledgerSum: Number(row.ledger_sum),
    brokenAtMovement: row.broken_at === null ? null : Number(row.broken_at),
  }));
}
