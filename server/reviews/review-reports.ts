import type { Database, Queryable } from '@server/db/database';

/**
 * Support's side of the providers' reports of reviews (docs/product/back-office.md#reviews), run from
 * `scripts/review-reports.ts`: the reports waiting for a decision, and the decision, which keeps the review or
 * removes it from the profile and its average. Decided once: a report already decided is left as it is.
 */

export type ReportDecision = 'kept' | 'removed';

export interface PendingReviewReport {
  reviewId: number;
  providerId: number;
  reason: string;
  note: string;
  rating: number;
  text: string;
  reportedAt: Date;
}

/** The reports waiting for support, oldest first, each with the review it is about. */
export async function pendingReviewReports(db: Queryable): Promise<PendingReviewReport[]> {
  return db.query<PendingReviewReport>(
    `SELECT rr.review_id AS "reviewId", rr.provider_id AS "providerId", rr.reason, rr.note,
            r.rating, r.body AS text, rr.reported_at AS "reportedAt"
     FROM review_reports rr JOIN reviews r ON r.id = rr.review_id
     WHERE rr.status = 'pending' ORDER BY rr.reported_at, rr.id`,
  );
}

/**
 * Decides the pending report of review `reviewId`: `removed` takes the review off the profile (it stays in the
 * provider's list, marked), `kept` leaves it. Answers the decision, or null when no report of it is pending.
 */
export async function decideReviewReport(
  db: Database,
  { reviewId, decision, now }: { reviewId: number; decision: ReportDecision; now: Date },
): Promise<{ reviewId: number; status: ReportDecision; decidedAt: Date } | null> {
  return db.transaction(async (tx) => {
    const [decided] = await tx.query<{ review_id: number }>(
      `UPDATE review_reports SET status = $2, decided_at = $3
       WHERE review_id = $1 AND status = 'pending' RETURNING review_id`,
      [reviewId, decision, now],
    );
    if (!decided) return null;
    if (decision === 'removed') {
      await tx.query('UPDATE reviews SET removed_at = $2 WHERE id = $1', [reviewId, now]);
    }
    return { reviewId, status: decision, decidedAt: now };
  });
}
