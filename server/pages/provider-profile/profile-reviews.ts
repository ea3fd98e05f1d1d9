import type { Queryable } from '@server/db/database';
import { html, type SafeHtml } from '@server/html/html';
import { dateTimeFormat, numberFormat } from '@server/i18n/formats';
import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import type { JsonLd } from '../seo/json-ld';
import type { PublicSite } from '../seo/public-site';

/**
 * The couples' reviews on a provider's profile (docs/product/back-office.md#reviews): their average and count,
 * the newest ones with the provider's reply under each, server-rendered and complete without JavaScript (the
 * stars are text to a screen reader); and the same in the profile's JSON-LD, only when there are reviews. A
 * review support removed is in none of them.
 */

/** The reviews a profile writes out: the newest, enough to read, no "more" to load. */
export const PROFILE_REVIEWS_SHOWN = 20;

export interface ProfileReview {
  rating: number;
  text: string;
  authorName: string;
  /** `YYYY-MM-DD`. */
  eventDate: string;
  createdAt: Date;
  reply: string | null;
}

export interface ProfileReviews {
  /** Over every review shown, to one decimal; null without any. */
  average: number | null;
  count: number;
  reviews: ProfileReview[];
}

export async function loadProfileReviews(db: Queryable, providerId: number): Promise<ProfileReviews> {
  const [summary] = await db.query<{ average: number | null; count: number }>(
    `SELECT round(avg(rating), 1)::float8 AS average, count(*)::integer AS count
     FROM reviews WHERE provider_id = $1 AND removed_at IS NULL`,
    [providerId],
  );
  const reviews = await db.query<ProfileReview>(
    `SELECT r.rating, r.body AS text, r.author_name AS "authorName",
            to_char(r.event_date, 'YYYY-MM-DD') AS "eventDate", r.created_at AS "createdAt", p.body AS reply
     FROM reviews r LEFT JOIN review_replies p ON p.review_id = r.id
     WHERE r.provider_id = $1 AND r.removed_at IS NULL
     ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
    [providerId, PROFILE_REVIEWS_SHOWN],
  );
  return { average: summary?.average ?? null, count: summary?.count ?? 0, reviews };
}

/** Five stars for the eye, filled to `rating` (rounded); hidden from screen readers, which read the text. */
const stars = (rating: number) => {
  const filled = Math.round(rating);
  return html`<span class="provider-reviews__stars" aria-hidden="true"
    >${'★'.repeat(filled)}${'☆'.repeat(5 - filled)}</span
  >`;
};

/** The reviews' section; nothing while the provider has none. */
export function reviewsSection(
  { average, count, reviews }: ProfileReviews,
  providerName: string,
  site: PublicSite,
): SafeHtml | null {
  if (count === 0 || average === null) return null;
  const t = (key: ServerTranslationKey, values?: Record<string, string | number>) =>
    translate(site.language, key, values);
  const number = numberFormat(site.locale, { maximumFractionDigits: 1 });
  const day = dateTimeFormat(site.locale, { dateStyle: 'long', timeZone: 'UTC' });
  return html`<section class="provider-reviews" aria-labelledby="reviews-title">
    <h2 id="reviews-title">${t('reviews.profile.title')}</h2>
    <p class="provider-reviews__summary">
      ${stars(average)} <span>${t('reviews.profile.average', { average: number.format(average) })}</span>
      <span>${t('reviews.profile.count', { count: number.format(count) })}</span>
    </p>
    <ol class="provider-reviews__list">
      ${reviews.map(
        (review) =>
          html`<li class="provider-review">
            <h3 class="provider-review__author">${review.authorName}</h3>
            <p class="provider-review__rating">
              ${stars(review.rating)} <span>${t('reviews.profile.rating', { rating: review.rating })}</span>
            </p>
            <p class="provider-review__meta">
              ${t('reviews.profile.eventOn', { date: day.format(new Date(`${review.eventDate}T00:00:00Z`)) })}
              · ${t('reviews.profile.verified')}
            </p>
            <p class="provider-review__text">${review.text}</p>
            ${
              review.reply
                ? html`<div class="provider-review__reply">
                    <p class="provider-review__reply-title">
                      ${t('reviews.profile.reply', { planner: providerName })}
                    </p>
                    <p class="provider-review__text">${review.reply}</p>
                  </div>`
                : null
            }
          </li>`,
      )}
    </ol>
  </section>`;
}

const rating = (value: number) => ({ ratingValue: value, bestRating: 5, worstRating: 1 });

/**
 * The LocalBusiness's `aggregateRating` and `review` items, to spread into it; nothing without reviews (a rating
 * of no review is no rating).
 */
export function reviewsJsonLd({ average, count, reviews }: ProfileReviews): Partial<JsonLd> {
  if (count === 0 || average === null) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ...rating(average), reviewCount: count },
    review: reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.authorName },
      datePublished: review.createdAt.toISOString().slice(0, 10),
      reviewBody: review.text,
      reviewRating: { '@type': 'Rating', ...rating(review.rating) },
    })),
  };
}
