import * as v from 'valibot';
import { endpoint } from '@shared/api/endpoint';
import { databaseIdTextSchema, pageNumberSchema } from '@shared/api/contract/primitives';
import { listPageEntries } from '@shared/api/contract/page-number';
import type { TranslationKey } from '@shared/i18n/keys';
import { boundedText, stopAtFirstIssue } from '@shared/validation';

/**
 * Couples' reviews of a planner (docs/product/back-office.md#reviews): each tied to one request the planner
 * unlocked, written by its couple from a link emailed after the event date. The planner reads them, answers
 * each publicly (one reply, editable) and may report one to support, which keeps or removes it; a reported
 * review stays on the profile meanwhile.
 */

/** The longest review and reply: a few paragraphs. */
export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const REVIEW_REPLY_MAX_LENGTH = 2000;
export const REVIEW_REPORT_NOTE_MAX_LENGTH = 500;
/** Reviews per page of the back-office's list. */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;

/** Why a planner reports a review; support reads the note beside it. */
export const REPORT_REASONS = ['fake', 'offensive', 'private-data', 'not-a-client', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ['pending', 'kept', 'removed'] as const;

const TEXT_INVALID = 'backOfficeReviews.textInvalid';

/** A text of 1 to `max` characters, several lines allowed. */
function requiredText(max: number, message: TranslationKey) {
  return stopAtFirstIssue(v.pipe(boundedText({ max, multiline: true, message }), v.minLength(1, message)));
}

/** What a couple writes on the review page: the stars and the text (the form posts the stars as text). */
export const newReviewSchema = v.object({
  rating: stopAtFirstIssue(
    v.pipe(
      v.string('backOfficeReviews.ratingInvalid'),
      v.regex(/^[1-5]$/, 'backOfficeReviews.ratingInvalid'),
      v.transform(Number),
    ),
  ),
  text: requiredText(REVIEW_TEXT_MAX_LENGTH, TEXT_INVALID),
});
export type NewReview = v.InferOutput<typeof newReviewSchema>;

export const reviewReplySchema = v.object({
  text: v.string(),
  /** ISO 8601 instants. */
  createdAt: v.string(),
  updatedAt: v.string(),
});

export const reviewReportSchema = v.object({
  reason: v.picklist(REPORT_REASONS),
  note: v.string(),
  /** pending until support decides; removed takes the review off the profile. */
  status: v.picklist(REPORT_STATUSES),
  reportedAt: v.string(),
  decidedAt: v.nullable(v.string()),
});

export const reviewSchema = v.object({
  id: v.number(),
  rating: v.number(),
  text: v.string(),
  /** The couple as the profile names them: a first name and an initial. */
  authorName: v.string(),
  /** The event's day, `YYYY-MM-DD`. */
  eventDate: v.string(),
  createdAt: v.string(),
  reply: v.nullable(reviewReplySchema),
  report: v.nullable(reviewReportSchema),
  /** Support upheld a report: the profile no longer shows it. */
  removed: v.boolean(),
});
export type Review = v.InferOutput<typeof reviewSchema>;

const reviewParams = v.object({ id: databaseIdTextSchema });
const reviewAnswer = v.object({ review: reviewSchema });

export const reviews = endpoint({
  name: 'reviews',
  method: 'GET',
  path: '/api/reviews',
  auth: 'provider',
  host: 'backOffice',
  summary: `The reviews couples left the provider, newest first, ${REVIEWS_PAGE_SIZE} a page, with the average rating and the count of those its profile shows (null average without any); \`page\`, \`pageCount\` and \`total\` count every review, removed ones included.`,
  request: v.object({ page: v.optional(pageNumberSchema, 1) }),
  response: v.object({
    reviews: v.array(reviewSchema),
    average: v.nullable(v.number()),
    count: v.number(),
    ...listPageEntries,
  }),
  example: { input: { page: 1 } },
});

export const review = endpoint({
  name: 'review',
  method: 'GET',
  path: '/api/reviews/:id',
  auth: 'provider',
  host: 'backOffice',
  summary: 'One of the provider’s reviews, with its reply and its report. Another provider’s answers 404.',
  request: v.object({}),
  params: reviewParams,
  response: reviewAnswer,
});

export const saveReviewReply = endpoint({
  name: 'review_reply',
  method: 'PUT',
  path: '/api/reviews/:id/reply',
  auth: 'provider',
  host: 'backOffice',
  summary: `Writes the provider’s public reply to a review (${REVIEW_REPLY_MAX_LENGTH} characters), or replaces it: one reply per review, shown under it on the profile. Another provider’s review answers 404.`,
  request: v.object({ text: requiredText(REVIEW_REPLY_MAX_LENGTH, 'backOfficeReviews.replyInvalid') }),
  params: reviewParams,
  response: reviewAnswer,
  example: { input: { text: 'Merci pour votre confiance, ce fut un plaisir !' } },
});

export const reportReview = endpoint({
  name: 'review_report',
  method: 'POST',
  path: '/api/reviews/:id/report',
  auth: 'provider',
  host: 'backOffice',
  summary: `Reports a review to support with a reason and an optional note (${REVIEW_REPORT_NOTE_MAX_LENGTH} characters); the review stays on the profile until support decides. One report per review: a second answers 409. Another provider’s review answers 404.`,
  request: v.object({
    reason: v.picklist(REPORT_REASONS, 'backOfficeReviews.reasonInvalid'),
    note: boundedText({
      max: REVIEW_REPORT_NOTE_MAX_LENGTH,
      multiline: true,
      message: 'backOfficeReviews.noteTooLong',
    }),
  }),
  params: reviewParams,
  response: reviewAnswer,
  errors: [409],
  example: { input: { reason: 'not-a-client', note: 'Nous n’avons jamais travaillé avec ce couple.' } },
});
