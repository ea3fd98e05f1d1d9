import { useEffect, useId, useRef, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import * as reviewsApi from '@shared/api/contract/back-office/reviews';
import { REPORT_REASONS, type ReportReason, type Review } from '@shared/api/contract/back-office/reviews';
import { entriesOfPages } from '@shared/api/query';
import { FormFailureMessage, FormSelectField, FormTextAreaField, useContractForm } from '@shared/forms';
import { useReportReview, useReviewPages, useSaveReviewReply } from '@shared/queries/reviews';
import { Button } from '@shared/ui/button';
import { LiveRegion } from '@shared/ui/live-region';
import { DialogButton } from '@shared/ui/modal-dialog';
import { LoadFailedState, LoadingState, MorePages } from '@shared/ui/query-state';
import './reviews-screen.css';
import { DialogFormFooter } from '../dialog-form-footer';

type Announce = (text: string) => void;

const day = (language: string, date: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(date.length === 10 ? `${date}T00:00:00Z` : date),
  );

/** The stars as the eye sees them; the text beside says the rating to everyone. */
function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <p className="pp-reviews__stars">
      <span aria-hidden="true">
        {'★'.repeat(rating)}
        {'☆'.repeat(5 - rating)}
      </span>{' '}
      <span>{t('backOfficeReviews.rating', { rating })}</span>
    </p>
  );
}

/** The reply's form: the public reply written, or edited in place. */
function ReplyForm({
  review,
  language,
  announce,
  onDone,
}: {
  review: Review;
  language: string;
  announce: Announce;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useContractForm({
    schema: reviewsApi.saveReviewReply.request,
    defaultValues: { text: review.reply?.text ?? '' },
  });
  const save = useSaveReviewReply({ language });
  const { isSubmitting } = useFormState({ control: form.methods.control });
  // Opened by its button: the focus goes to the reply's field.
  useEffect(() => form.methods.setFocus('text'), [form.methods]);
  return (
    <form
      className="pp-back-office__form"
      noValidate
      onSubmit={form.submitWith(async (values) => {
        await save.mutateAsync({ input: values, params: { id: review.id } });
        announce(t('backOfficeReviews.replySaved'));
        onDone();
      })}
    >
      <FormTextAreaField
        form={form}
        name="text"
        label={t('backOfficeReviews.replyLabel')}
        hint={t('backOfficeReviews.replyHint')}
      />
      <FormFailureMessage form={form} />
      <div className="pp-back-office__actions">
        <Button type="submit" variant="primary" aria-disabled={isSubmitting || undefined}>
          {t('backOfficeReviews.saveReply')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('backOfficeReviews.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The report form: a reason from the list (none picked at first, refused as such) and a note. */
const reportFormSchema = v.object({
  reason: v.pipe(
    v.string(),
    v.check(
      (reason) => (REPORT_REASONS as readonly string[]).includes(reason),
      'backOfficeReviews.reasonInvalid',
    ),
    v.transform((reason) => reason as ReportReason),
  ),
  note: reviewsApi.reportReview.request.entries.note,
});

function ReportForm({
  review,
  language,
  announce,
  onCancel,
}: {
  review: Review;
  language: string;
  announce: Announce;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useContractForm({ schema: reportFormSchema, defaultValues: { reason: '', note: '' } });
  const report = useReportReview({ language });
  const options = [
    { value: '', label: '—' },
    ...REPORT_REASONS.map((reason) => ({ value: reason, label: t(`backOfficeReviews.reasons.${reason}`) })),
  ];
  return (
    <form
      className="pp-back-office__form"
      noValidate
      onSubmit={form.submitWith(async ({ reason, note }) => {
        await report.mutateAsync({ input: { reason, note }, params: { id: review.id } });
        announce(t('backOfficeReviews.reported'));
      })}
    >
      <p>{t('backOfficeReviews.reportText')}</p>
      <FormSelectField form={form} name="reason" label={t('backOfficeReviews.reason')} options={options} />
      <FormTextAreaField form={form} name="note" label={t('backOfficeReviews.note')} />
      <DialogFormFooter
        form={form}
        label={t('backOfficeReviews.reportConfirm')}
        busyLabel={t('backOfficeReviews.reporting')}
        cancelLabel={t('backOfficeReviews.cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}

/** "Report": a dialog that takes the reason; once reported, the report's state in its place. */
function ReportAction({
  review,
  language,
  announce,
}: {
  review: Review;
  language: string;
  announce: Announce;
}) {
  const { t } = useTranslation();
  if (review.report) {
    return (
      <p className="pp-reviews__report">{t(`backOfficeReviews.reportStatus.${review.report.status}`)}</p>
    );
  }
  return (
    <DialogButton
      variant="link"
      label={t('backOfficeReviews.report')}
      title={t('backOfficeReviews.reportTitle')}
    >
      {(close) => (
        <ReportForm
          review={review}
          language={language}
          onCancel={close}
          announce={(news) => {
            close();
            announce(news);
          }}
        />
      )}
    </DialogButton>
  );
}

/** One review: its stars, its couple and event, its text, the provider's reply (editable) and its report. */
function ReviewItem({
  review,
  language,
  announce,
}: {
  review: Review;
  language: string;
  announce: Announce;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  const replyButton = useRef<HTMLButtonElement>(null);
  // The form goes away: the focus comes back to the button that opened it, once that button is drawn again
  // (after the commit: a frame's callback could come first, on a busy machine, and find no button).
  const focusReplyButton = useRef(false);
  useEffect(() => {
    if (editing || !focusReplyButton.current) return;
    focusReplyButton.current = false;
    replyButton.current?.focus();
  }, [editing]);
  const doneEditing = () => {
    focusReplyButton.current = true;
    setEditing(false);
  };
  return (
    <li
      className={`pp-reviews__item${review.removed ? ' pp-reviews__item--removed' : ''}`}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="pp-reviews__author">
        {t('backOfficeReviews.by', { name: review.authorName, date: day(language, review.eventDate) })}
      </h3>
      <Stars rating={review.rating} />
      <p className="pp-reviews__meta">
        {t('backOfficeReviews.verified')} ·{' '}
        {t('backOfficeReviews.receivedOn', { date: day(language, review.createdAt) })}
      </p>
      <p className="pp-reviews__text">{review.text}</p>
      {review.reply && !editing && (
        <div className="pp-reviews__reply">
          <h4 className="pp-reviews__reply-title">{t('backOfficeReviews.yourReply')}</h4>
          <p className="pp-reviews__text">{review.reply.text}</p>
          <p className="pp-reviews__meta">
            {t('backOfficeReviews.repliedOn', { date: day(language, review.reply.updatedAt) })}
          </p>
        </div>
      )}
      {editing ? (
        <ReplyForm review={review} language={language} announce={announce} onDone={doneEditing} />
      ) : (
        <div className="pp-back-office__actions">
          <Button ref={replyButton} variant="secondary" onClick={() => setEditing(true)}>
            {review.reply ? t('backOfficeReviews.editReply') : t('backOfficeReviews.reply')}
          </Button>
          <ReportAction review={review} language={language} announce={announce} />
        </div>
      )}
    </li>
  );
}

/**
 * The back-office's reviews page: the average and count the profile shows, then the reviews newest first, a
 * page at a time, each with its public reply (written or edited in place) and its report to support.
 */
export default function ReviewsScreen({ language }: { language: string }) {
  const { t } = useTranslation();
  const [news, setNews] = useState({ text: '', key: 0 });
  const announce = (text: string) => setNews((previous) => ({ text, key: previous.key + 1 }));
  const listTitle = useRef<HTMLHeadingElement>(null);
  const pages = useReviewPages({ language });
  const body = () => {
    if (pages.isPending) return <LoadingState>{t('backOfficeReviews.loading')}</LoadingState>;
    if (pages.data === undefined) {
      return (
        <LoadFailedState
          title={t('backOfficeReviews.loadFailed')}
          error={pages.error}
          onRetry={() => pages.refetch()}
        />
      );
    }
    const first = pages.data.pages[0];
    const reviews = entriesOfPages(pages.data.pages, (page) => page.reviews);
    return (
      <>
        <section className="pp-reviews__summary" aria-label={t('backOfficeReviews.summaryLabel')}>
          {first?.average == null ? (
            <p className="pp-reviews__average">{t('backOfficeReviews.noAverage')}</p>
          ) : (
            <p className="pp-reviews__average">
              {t('backOfficeReviews.average', {
                average: new Intl.NumberFormat(language).format(first.average),
              })}
            </p>
          )}
          <p>{t('backOfficeReviews.count', { count: first?.count ?? 0 })}</p>
        </section>
        <h2 ref={listTitle} tabIndex={-1}>
          {t('backOfficeReviews.listLabel')}
        </h2>
        {reviews.length === 0 ? (
          <p className="state state--empty">{t('backOfficeReviews.empty')}</p>
        ) : (
          <ul className="pp-reviews__list">
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} language={language} announce={announce} />
            ))}
          </ul>
        )}
        <MorePages
          query={pages}
          more={t('backOfficeReviews.more')}
          loading={t('backOfficeReviews.moreLoading')}
          loadFailed={t('backOfficeReviews.moreFailed')}
          focusAtEnd={listTitle}
        />
      </>
    );
  };
  return (
    <div className="pp-back-office-island pp-reviews">
      <p>{t('backOfficeReviews.intro')}</p>
      <LiveRegion politeness="polite">
        <span key={news.key}>{news.text}</span>
      </LiveRegion>
      {body()}
    </div>
  );
}
