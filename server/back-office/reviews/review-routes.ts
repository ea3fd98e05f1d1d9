import type { FastifyInstance } from 'fastify';
import * as reviewsApi from '@shared/api/contract/back-office/reviews';
import { HttpError } from '@server/http/http-error';
import { registerEndpoint } from '@server/http/register-endpoint';
import type { BackOfficeDependencies } from '../back-office-dependencies';
import { registerOwnedEndpoint } from '../ownership';
import { PROVIDER_REVIEWS, reviewOf, reviewsPageOf } from './review-rows';

/**
 * The reviews couples left the provider (docs/product/back-office.md#reviews): the list with its average, one
 * review, the provider's public reply (written or replaced) and its report to support. Couples write reviews
 * on their country site (server/pages/review/), never here.
 */
export function registerReviewRoutes(app: FastifyInstance, { db, clock }: BackOfficeDependencies): void {
  const owns = { db, owns: PROVIDER_REVIEWS, by: 'id' } as const;

  registerEndpoint(app, reviewsApi.reviews, ({ caller, input }) =>
    reviewsPageOf(db, caller.providerId, input.page),
  );

  registerOwnedEndpoint(app, reviewsApi.review, owns, ({ owned }) => reviewOf(db, owned));

  registerOwnedEndpoint(app, reviewsApi.saveReviewReply, owns, ({ caller, input, owned }) =>
    db.transaction(async (tx) => {
      const now = clock.now();
      await tx.query(
        `INSERT INTO review_replies (review_id, provider_id, body, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (review_id) DO UPDATE SET body = EXCLUDED.body,
           updated_at = greatest(EXCLUDED.updated_at, review_replies.created_at)`,
        [owned, caller.providerId, input.text, now],
      );
      return reviewOf(tx, owned);
    }),
  );

  registerOwnedEndpoint(app, reviewsApi.reportReview, owns, ({ caller, input, owned }) =>
    db.transaction(async (tx) => {
      // The unique key, not a prior read, refuses a second report, even one sent at the same time.
      const [reported] = await tx.query<{ id: number }>(
        `INSERT INTO review_reports (review_id, provider_id, reason, note, reported_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (review_id) DO NOTHING RETURNING id`,
        [owned, caller.providerId, input.reason, input.note, clock.now()],
      );
      if (!reported) throw new HttpError(409, 'reviews.alreadyReported');
      return reviewOf(tx, owned);
    }),
  );
}
