import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  newReviewSchema,
  REVIEW_RATINGS,
  REVIEW_TEXT_MAX_LENGTH,
} from '@shared/api/contract/back-office/reviews';
import { buttonClassName } from '@shared/ui/button/button-class';
import type { Queryable } from '@server/db/database';
import { html, type SafeHtml } from '@server/html/html';
import type { Clock } from '@server/http/clock';
import { dateTimeFormat } from '@server/i18n/formats';
import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import { messageKeyOf } from '@shared/validation';
import { REVIEW_PAGE_PATH } from '@server/reviews/review-invitations';
import { reviewInvitationOf, writeReview, type ReviewInvitation } from '@server/reviews/review-submission';
import { directoryDocument } from '../directory/directory-document';
import type { PublicPages } from '../public-pages';
import type { PublicSite } from '../seo/public-site';

/**
 * The review page (docs/product/back-office.md#reviews): the link emailed to a couple after their event opens it
 * on their country site, in its language. A plain form, complete without JavaScript: the stars as five radio
 * buttons, the text, and the link's token, posted back to the same address. A link already used, expired or
 * not ours answers a 4xx page that says which.
 */

type Open = Extract<ReviewInvitation, { state: 'open' }>;
interface FormState {
  rating?: string;
  text?: string;
  errors?: { rating?: string; text?: string };
}

/** Why a link opens no form, and the status its page answers. */
const REFUSALS = {
  forged: { status: 400, text: 'reviews.page.linkInvalid' },
  expired: { status: 410, text: 'reviews.page.linkExpired' },
  reviewed: { status: 409, text: 'reviews.page.alreadyReviewed' },
} as const satisfies Record<string, { status: number; text: ServerTranslationKey }>;

function reviewDocument(site: PublicSite, pages: PublicPages, main: SafeHtml): string {
  const title = translate(site.language, 'reviews.page.title');
  return directoryDocument({
    site,
    urls: pages.urls,
    title,
    description: title,
    path: REVIEW_PAGE_PATH,
    alternates: [],
    // A page of one couple's link: never in a search engine.
    noindex: true,
    crumbs: [{ name: title, path: REVIEW_PAGE_PATH }],
    mainClass: 'review-page',
    main,
  });
}

function refusalMain(site: PublicSite, state: keyof typeof REFUSALS): SafeHtml {
  return html`<h1>${translate(site.language, 'reviews.page.title')}</h1>
    <p class="notice ${state === 'reviewed' ? 'notice--success' : 'notice--error'}" role="alert">
      ${translate(site.language, REFUSALS[state].text)}
    </p>`;
}

function formMain(site: PublicSite, token: string, invitation: Open, form: FormState): SafeHtml {
  const t = (key: ServerTranslationKey, values?: Record<string, string | number>) =>
    translate(site.language, key, values);
  const date = dateTimeFormat(site.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${invitation.eventDate}T00:00:00Z`),
  );
  const errors = form.errors ?? {};
  const summary = Object.values(errors).filter(Boolean);
  return html`<h1>${t('reviews.page.heading', { planner: invitation.planner })}</h1>
    <p>${t('reviews.page.lead', { date, name: invitation.authorName })}</p>
    ${
      summary.length > 0
        ? html`<div class="notice notice--error" role="alert">
            <p>${t('reviews.page.fixErrors')}</p>
            <ul>
              ${summary.map((message) => html`<li>${message}</li>`)}
            </ul>
          </div>`
        : null
    }
    <form class="review-form" method="post" action="${REVIEW_PAGE_PATH}" novalidate>
      <input type="hidden" name="token" value="${token}" />
      <fieldset class="review-form__stars" ${errors.rating ? html`aria-describedby="rating-error"` : ''}>
        <legend class="pp-ui-field__label">${t('reviews.page.rating')}</legend>
        ${REVIEW_RATINGS.map(
          (rating) =>
            html`<label class="review-form__star">
              <input
                type="radio"
                name="rating"
                value="${rating}"
                required
                ${form.rating === String(rating) ? 'checked' : ''}
              />
              <span aria-hidden="true">${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}</span>
              <span>${t('reviews.stars', { count: rating })}</span>
            </label>`,
        )}
        ${errors.rating ? html`<p class="pp-ui-field__error" id="rating-error">${errors.rating}</p>` : null}
      </fieldset>
      <div class="pp-ui-field">
        <label class="pp-ui-field__label" for="review-text">${t('reviews.page.text')}</label>
        <textarea
          class="pp-ui-field__input"
          id="review-text"
          name="text"
          rows="6"
          maxlength="${REVIEW_TEXT_MAX_LENGTH}"
          required
          ${errors.text ? html`aria-invalid="true" aria-describedby="text-error"` : ''}
        >
${form.text ?? ''}</textarea>
        ${errors.text ? html`<p class="pp-ui-field__error" id="text-error">${errors.text}</p>` : null}
      </div>
      <p class="review-form__note">${t('reviews.page.publicNote', { name: invitation.authorName })}</p>
      <button class="${buttonClassName('primary')}" type="submit">${t('reviews.page.submit')}</button>
    </form>`;
}

function thanksMain(site: PublicSite, invitation: Open): SafeHtml {
  const t = (key: ServerTranslationKey, values?: Record<string, string>) =>
    translate(site.language, key, values);
  return html`<h1>${t('reviews.page.thanksTitle')}</h1>
    <p class="notice notice--success" role="status">
      ${t('reviews.page.thanks', { planner: invitation.planner })}
    </p>
    <p>
      <a href="${invitation.profileUrl}">${t('reviews.page.toProfile', { planner: invitation.planner })}</a>
    </p>`;
}

/** The review page and its form's post, on every country site. */
export function reviewPages(
  pages: PublicPages,
  { db, clock, secret }: { db: Queryable; clock: Clock; secret: Uint8Array },
) {
  const noStore = { cacheControl: 'no-store' } as const;
  return async (app: FastifyInstance): Promise<void> => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
    const own = pages.within(app);

    own.get<{ Querystring: { token?: unknown } }>(REVIEW_PAGE_PATH, async ({ site, request, render }) => {
      const token = typeof request.query.token === 'string' ? request.query.token.slice(0, 200) : '';
      const invitation = await reviewInvitationOf(db, token, secret, clock.now());
      if (invitation.state !== 'open') {
        return render(reviewDocument(site, pages, refusalMain(site, invitation.state)), {
          status: REFUSALS[invitation.state].status,
          ...noStore,
        });
      }
      return render(reviewDocument(site, pages, formMain(site, token, invitation, {})), {
        status: 200,
        ...noStore,
      });
    });

    own.post(REVIEW_PAGE_PATH, async ({ site, request, render }) => {
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const token = (form.get('token') ?? '').slice(0, 200);
      const now = clock.now();
      const invitation = await reviewInvitationOf(db, token, secret, now);
      const refuse = (state: keyof typeof REFUSALS) =>
        render(reviewDocument(site, pages, refusalMain(site, state)), {
          status: REFUSALS[state].status,
          ...noStore,
        });
      if (invitation.state !== 'open') return refuse(invitation.state);
      const values = { rating: form.get('rating') ?? '', text: (form.get('text') ?? '').slice(0, 20_000) };
      const parsed = v.safeParse(newReviewSchema, values);
      if (!parsed.success) {
        const errors: NonNullable<FormState['errors']> = {};
        for (const issue of parsed.issues) {
          const field = issue.path?.[0]?.key;
          if ((field === 'rating' || field === 'text') && !errors[field]) {
            errors[field] = translate(site.language, messageKeyOf(issue.message) as ServerTranslationKey);
          }
        }
        return render(reviewDocument(site, pages, formMain(site, token, invitation, { ...values, errors })), {
          status: 400,
          ...noStore,
        });
      }
      if ((await writeReview(db, invitation, parsed.output, now)) === 'reviewed') return refuse('reviewed');
      return render(reviewDocument(site, pages, thanksMain(site, invitation)), { status: 201, ...noStore });
    });
  };
}
