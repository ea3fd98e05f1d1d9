import { describe, expect, it } from 'vitest';
import * as reviewsApi from '@shared/api/contract/back-office/reviews';
import { REVIEWS_PAGE_SIZE } from '@shared/api/contract/back-office/reviews';
import { directoryVersion } from '@server/directory/directory-version';
import { decideReviewReport, pendingReviewReports } from '@server/reviews/review-reports';
import { seedCatalog } from '@server/seed/seed-catalog';
import { bodyOf, callEndpoint, hostHeaderOf } from '@server/test-support/call-endpoint';
import { AFTER_THE_EVENT, unlockedRequest } from '@server/test-support/reviewed-request';
import { signedInCouple } from '@server/test-support/signed-in-couple';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';

const t = freshAppForEachTest(seedCatalog);
const provider = () => signedInProvider(t, 'Atelier Lumière', '+33611111111');

type As = { headers: { authorization: string } };
let phones = 0;

/** A review of `providerId`'s by a new couple, written as the review page writes it, at `at`. */
async function review(providerId: number, rating: number, text: string, at = AFTER_THE_EVENT) {
  const lead = await unlockedRequest(t, providerId, `+3362000${String(phones++).padStart(4, '0')}`);
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO reviews (event_request_id, provider_id, rating, body, author_name, event_date, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'Camille M.', '2031-06-14', $5, $5) RETURNING id`,
    [lead.uuid, providerId, rating, text, at],
  );
  return row?.id ?? 0;
}

const later = (minutes: number) => new Date(AFTER_THE_EVENT.getTime() + minutes * 60_000);
const fieldsOf = (answer: { ok: boolean; body: unknown }) =>
  answer.ok ? null : (answer.body as { fields?: Record<string, string> }).fields;
const list = (as: As, page = 1) => callEndpoint(t.app, reviewsApi.reviews, { page }, { as });

describe('a provider’s reviews', () => {
  it('lists them newest first with the average and count of those shown, a page at a time', async () => {
    const { providerId, ...as } = await provider();
    expect(bodyOf(await list(as))).toEqual({
      reviews: [],
      average: null,
      count: 0,
      page: 1,
      pageCount: 1,
      total: 0,
    });
    const first = await review(providerId, 5, 'Parfait', later(0));
    const second = await review(providerId, 4, 'Très bien', later(10));
    // Another provider's review is not in the list.
    await review((await signedInProvider(t, 'Maison Rose', '+33644444444')).providerId, 1, 'Bof');
    const answer = bodyOf(await list(as));
    expect(answer).toMatchObject({ average: 4.5, count: 2, page: 1, pageCount: 1, total: 2 });
    expect(answer.reviews.map((each) => each.id)).toEqual([second, first]);
    expect(answer.reviews[0]).toEqual({
      id: second,
      rating: 4,
      text: 'Très bien',
      authorName: 'Camille M.',
      eventDate: '2031-06-14',
      createdAt: later(10).toISOString(),
      reply: null,
      report: null,
      removed: false,
    });
    expect(bodyOf(await callEndpoint(t.app, reviewsApi.review, {}, { as, params: { id: first } }))).toEqual({
      review: answer.reviews[1],
    });
  });

  it('pages the list', async () => {
    const { providerId, ...as } = await provider();
    for (let index = 0; index <= REVIEWS_PAGE_SIZE; index++)
      await review(providerId, 3, `Avis ${index}`, later(index));
    const second = bodyOf(await list(as, 2));
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: REVIEWS_PAGE_SIZE + 1 });
    expect(second.reviews.map((each) => each.text)).toEqual(['Avis 0']);
  });

  it('refuses a bad page or id with a 400 or 404', async () => {
    const { providerId, ...as } = await provider();
    for (const page of ['0', '-1', 'deux', '501', '1'.repeat(40)]) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `${reviewsApi.reviews.path}?page=${page}`,
        headers: { ...hostHeaderOf(reviewsApi.reviews), ...as.headers },
      });
      expect(refused.statusCode, page).toBe(400);
    }
    const id = await review(providerId, 5, 'Parfait');
    for (const bad of ['abc', '0', '99999999999']) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/reviews/${bad}`,
        headers: { ...hostHeaderOf(reviewsApi.review), ...as.headers },
      });
      expect([400, 404], bad).toContain(refused.statusCode);
    }
    const unknown = await callEndpoint(t.app, reviewsApi.review, {}, { as, params: { id: id + 1000 } });
    expect(unknown.status).toBe(404);
  });

  it('keeps another provider’s review from it: 404, and nothing written', async () => {
    const { providerId } = await provider();
    const id = await review(providerId, 5, 'Parfait');
    const other = await signedInProvider(t, 'Maison Rose', '+33644444444');
    const params = { id };
    expect((await callEndpoint(t.app, reviewsApi.review, {}, { as: other, params })).status).toBe(404);
    const reply = await callEndpoint(
      t.app,
      reviewsApi.saveReviewReply,
      { text: 'Merci' },
      { as: other, params },
    );
    expect(reply.status).toBe(404);
    const report = await callEndpoint(
      t.app,
      reviewsApi.reportReview,
      { reason: 'fake', note: '' },
      { as: other, params },
    );
    expect(report.status).toBe(404);
    expect(await t.db.query('SELECT * FROM review_replies')).toEqual([]);
    expect(await t.db.query('SELECT * FROM review_reports')).toEqual([]);
    const couple = await signedInCouple(t, '+33699999999');
    expect((await callEndpoint(t.app, reviewsApi.reviews, { page: 1 }, { as: couple })).status).toBe(403);
    expect((await callEndpoint(t.app, reviewsApi.reviews, { page: 1 })).status).toBe(401);
  });
});

describe('the provider’s reply', () => {
  it('writes one public reply, then edits it in place: created once, updated each time', async () => {
    const { providerId, ...as } = await provider();
    const id = await review(providerId, 4, 'Très bien');
    const params = { id };
    const before = await directoryVersion(t.db);
    const now = t.clock.now();
    const first = bodyOf(
      await callEndpoint(t.app, reviewsApi.saveReviewReply, { text: '  Merci beaucoup !  ' }, { as, params }),
    );
    expect(first.review.reply).toEqual({
      text: 'Merci beaucoup !',
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    expect(await directoryVersion(t.db)).not.toBe(before);
    t.clock.advance(60_000);
    const edited = bodyOf(
      await callEndpoint(t.app, reviewsApi.saveReviewReply, { text: 'Merci, à bientôt !' }, { as, params }),
    );
    expect(edited.review.reply).toEqual({
      text: 'Merci, à bientôt !',
      createdAt: now.toISOString(),
      updatedAt: new Date(now.getTime() + 60_000).toISOString(),
    });
    expect(await t.db.query('SELECT count(*)::integer AS count FROM review_replies')).toEqual([{ count: 1 }]);
  });

  it('refuses an empty or too long reply on `text`', async () => {
    const { providerId, ...as } = await provider();
    const params = { id: await review(providerId, 4, 'Très bien') };
    for (const text of ['', '   ', 'x'.repeat(2001)]) {
      const refused = await callEndpoint(t.app, reviewsApi.saveReviewReply, { text }, { as, params });
      expect(refused.status, text).toBe(400);
      expect(fieldsOf(refused), text).toEqual({ text: 'Écrivez votre réponse (2 000 caractères au plus).' });
    }
    const shapeless = await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/${params.id}/reply`,
      headers: { ...hostHeaderOf(reviewsApi.saveReviewReply), ...as.headers },
      payload: { text: 42 },
    });
    expect(shapeless.statusCode).toBe(400);
    expect(await t.db.query('SELECT * FROM review_replies')).toEqual([]);
  });
});

describe('a report to support', () => {
  it('reports a review with a reason, once; it stays shown until support removes it', async () => {
    const { providerId, ...as } = await provider();
    const id = await review(providerId, 1, 'Nul');
    await review(providerId, 5, 'Parfait');
    const params = { id };
    const now = t.clock.now();
    const reported = bodyOf(
      await callEndpoint(
        t.app,
        reviewsApi.reportReview,
        { reason: 'not-a-client', note: 'Inconnus.' },
        { as, params },
      ),
    );
    expect(reported.review).toMatchObject({
      removed: false,
      report: {
        reason: 'not-a-client',
        note: 'Inconnus.',
        status: 'pending',
        reportedAt: now.toISOString(),
        decidedAt: null,
      },
    });
    expect(bodyOf(await list(as))).toMatchObject({ average: 3, count: 2 });
    const again = await callEndpoint(
      t.app,
      reviewsApi.reportReview,
      { reason: 'fake', note: '' },
      { as, params },
    );
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toBe(
      'Vous avez déjà signalé cet avis : le support l’examine ou l’a examiné.',
    );

    expect((await pendingReviewReports(t.db)).map((report) => report.reviewId)).toEqual([id]);
    const decided = await decideReviewReport(t.db, { reviewId: id, decision: 'removed', now: later(60) });
    expect(decided).toMatchObject({ status: 'removed' });
    expect(await decideReviewReport(t.db, { reviewId: id, decision: 'kept', now: later(61) })).toBeNull();
    expect(await pendingReviewReports(t.db)).toEqual([]);
    const after = bodyOf(await list(as));
    expect(after).toMatchObject({ average: 5, count: 1, total: 2 });
    expect(after.reviews.find((each) => each.id === id)).toMatchObject({
      removed: true,
      report: { status: 'removed', decidedAt: later(60).toISOString() },
    });
  });

  it('refuses a reason off the list or a note too long', async () => {
    const { providerId, ...as } = await provider();
    const params = { id: await review(providerId, 1, 'Nul') };
    const send = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/reviews/${params.id}/report`,
        headers: { ...hostHeaderOf(reviewsApi.reportReview), ...as.headers },
        payload: payload as object,
      });
    const reason = await send({ reason: 'jealousy', note: '' });
    expect(reason.statusCode).toBe(400);
    expect(reason.json().fields).toEqual({ reason: 'Choisissez une raison dans la liste.' });
    const note = await send({ reason: 'fake', note: 'x'.repeat(501) });
    expect(note.json().fields).toEqual({ note: 'Une précision compte au plus 500 caractères.' });
    expect((await send({ reason: 'fake' })).statusCode).toBe(400);
    expect(await t.db.query('SELECT * FROM review_reports')).toEqual([]);
  });
});
