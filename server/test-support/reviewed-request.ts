import { siteUrls } from '../hosts';
import { sendReviewInvitations } from '../reviews/review-invitations';
import { queuedEmails } from './email-links';
import type { TestApp } from './test-app';
import { sentLead, unlockLead, type SentLead } from './unlocked-lead';

/** The day after the example project's event (saveExampleProject's 2031-06-14), when its couple is invited. */
export const AFTER_THE_EVENT = new Date('2031-06-15T08:00:00Z');

/** A request of a new couple (phone `phone`) to `providerId`, unlocked: one its couple may review. */
export async function unlockedRequest(
  t: Omit<TestApp, 'close'>,
  providerId: number,
  phone: string,
): Promise<SentLead> {
  const lead = await sentLead(t, providerId, { phone });
  await unlockLead(t, providerId, lead);
  return lead;
}

/** The review sweep of the test app, run at `now`. Answers how many couples it invited. */
export function sweepReviewInvitations(t: Omit<TestApp, 'close'>, now: Date): Promise<number> {
  return sendReviewInvitations({ db: t.db, secret: t.config.tokenSecret, urls: siteUrls(t.config) }, now);
}

/** The review links queued so far, oldest first, each with its recipient, as its couple would follow it. */
export async function reviewLinks(t: Omit<TestApp, 'close'>): Promise<{ to: string; link: URL }[]> {
  return (await queuedEmails(t.db)).flatMap((email) => {
    const link = /https?:\/\/\S+\/review\?token=[\w-]+/.exec(email.text)?.[0];
    return link ? [{ to: email.to, link: new URL(link) }] : [];
  });
}

/** Leaves a review from `link` through the review page's form, as a browser without JavaScript posts it. */
export async function postReview(
  t: Omit<TestApp, 'close'>,
  link: URL,
  form: { rating: string; text: string },
) {
  return t.app.inject({
    method: 'POST',
    url: '/review',
    headers: { host: link.host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: link.searchParams.get('token') ?? '', ...form }).toString(),
  });
}
