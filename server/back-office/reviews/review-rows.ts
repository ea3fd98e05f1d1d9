import type { Review } from '@shared/api/contract/back-office/reviews';
import { REVIEWS_PAGE_SIZE } from '@shared/api/contract/back-office/reviews';
import { pageCountOf } from '@shared/api/contract/page-number';
import type { Queryable } from '@server/db/database';
import type { OwnedResource } from '../ownership';

/** A review, named in a path by its id: another provider's answers the same 404 as an unknown one. */
export const PROVIDER_REVIEWS = {
  table: 'reviews',
  key: 'id',
  owner: 'reviews.provider_id',
  id: 'integer',
  notFound: 'reviews.notFound',
} as const satisfies OwnedResource;

/** A review as the back-office reads it: its reply and its report beside it. */
const REVIEW_SELECT = `
  SELECT r.id, r.rating, r.body AS text, r.author_name AS "authorName",
         to_char(r.event_date, 'YYYY-MM-DD') AS "eventDate",
         r.created_at AS "createdAt", r.removed_at IS NOT NULL AS removed,
         CASE WHEN p.review_id IS NULL THEN NULL ELSE json_build_object(
           'text', p.body, 'createdAt', p.created_at, 'updatedAt', p.updated_at) END AS reply,
         CASE WHEN rr.id IS NULL THEN NULL ELSE json_build_object(
           'reason', rr.reason, 'note', rr.note, 'status', rr.status,
           'reportedAt', rr.reported_at, 'decidedAt', rr.decided_at) END AS report
  FROM reviews r
  LEFT JOIN review_replies p ON p.review_id = r.id
  LEFT JOIN review_reports rr ON rr.review_id = r.id`;

interface ReviewRow extends Omit<Review, 'createdAt' | 'reply' | 'report'> {
  createdAt: Date;
  reply: { text: string; createdAt: string; updatedAt: string } | null;
  report: Review['report'];
}

/** JSON's instants as PostgreSQL writes them (`…+00:00`, PGlite without a zone), as ISO 8601. */
const iso = (instant: string | Date): string => new Date(instant).toISOString();

function reviewOfRow(row: ReviewRow): Review {
  return {
    ...row,
    createdAt: iso(row.createdAt),
    reply: row.reply && {
      text: row.reply.text,
      createdAt: iso(row.reply.createdAt),
      updatedAt: iso(row.reply.updatedAt),
    },
    report: row.report && {
      ...row.report,
      reportedAt: iso(row.report.reportedAt),
      decidedAt: row.report.decidedAt && iso(row.report.decidedAt),
    },
  };
}

/** The average and the count of the reviews a profile shows (removed ones left out); null average without any. */
export async function ratingOf(
  db: Queryable,
  providerId: number,
): Promise<{ average: number | null; count: number }> {
  const [row] = await db.query<{ average: number | null; count: number }>(
    `SELECT round(avg(rating), 1)::float8 AS average, count(*)::integer AS count
     FROM reviews WHERE provider_id = $1 AND removed_at IS NULL`,
    [providerId],
  );
  return { average: row?.average ?? null, count: row?.count ?? 0 };
}

/** A page of the provider's reviews, newest first, with the rating its profile shows. */
export async function reviewsPageOf(db: Queryable, providerId: number, page: number) {
  const [reviews, [total], rating] = await Promise.all([
    db.query<ReviewRow>(
      `${REVIEW_SELECT} WHERE r.provider_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
      [providerId, REVIEWS_PAGE_SIZE, (page - 1) * REVIEWS_PAGE_SIZE],
    ),
    db.query<{ count: number }>('SELECT count(*)::integer AS count FROM reviews WHERE provider_id = $1', [
      providerId,
    ]),
    ratingOf(db, providerId),
  ]);
  const count = total?.count ?? 0;
  return {
    reviews: reviews.map(reviewOfRow),
    ...rating,
    page,
    pageCount: pageCountOf(count, REVIEWS_PAGE_SIZE),
    total: count,
  };
}

export async function reviewOf(db: Queryable, reviewId: number): Promise<{ review: Review }> {
  const [row] = await db.query<ReviewRow>(`${REVIEW_SELECT} WHERE r.id = $1`, [reviewId]);
  if (!row) throw new Error(`review ${reviewId} vanished`);
  return { review: reviewOfRow(row) };
}
