import { toCountryCode, DEFAULT_COUNTRY } from '@shared/sites';
import type { Database, Queryable } from '@server/db/database';
import { dateTimeFormat } from '@server/i18n/formats';
import { SERVER_CATALOGS } from '@server/i18n/catalogs';
import { translate } from '@server/i18n/translate';
import { composeEmail, voiceOf } from '@server/mail/compose-email';
import { enqueueEmail } from '@server/mail/email-queue';
import { countrySiteOrigin, type SiteUrls } from '@server/pages/seo/public-site';
import { periodicTask, type TaskLog } from '@server/queue/periodic-task';
import { reviewToken } from './review-token';

/**
 * The invitations to review (docs/product/back-office.md#reviews): once the event date of a request its planner
 * unlocked has passed, its couple gets one email with a link to the review page on their country site. The
 * sweep is idempotent: the invitation's row (its request is its primary key) is written with the email, in one
 * transaction, so a second sweep, even a simultaneous one, can neither write it nor send the email again.
 */

/** The review page on a country site; its token names the request. */
export const REVIEW_PAGE_PATH = '/review';
/** How long a link works. */
export const REVIEW_LINK_DAYS = 60;
/**
 * Events further back than this are not invited: the first sweep after a deployment (or a long outage) does not
 * write to couples about a wedding of years ago.
 */
export const REVIEW_INVITATION_WINDOW_DAYS = 90;
/** Invitations per transaction: a long backlog goes out in several short ones. */
const BATCH = 100;
/** How often the sweep runs: an invitation goes out within this of the day after the event. */
export const REVIEW_INVITATIONS_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export interface ReviewInvitationDependencies {
  db: Database;
  /** The server's secret, which signs the links. */
  secret: Uint8Array;
  urls: SiteUrls;
}

interface InvitedRow {
  event_request_id: string;
  email: string;
  firstname: string | null;
  locale: string | null;
  country: string | null;
  planner: string;
  event_type: string;
  event_date: string;
}

/** The link of the invitation for `eventRequestId`, on the site of `country`. */
export function reviewLink(urls: SiteUrls, country: string | null, token: string): string {
  const origin = countrySiteOrigin(urls, toCountryCode(country) ?? DEFAULT_COUNTRY) ?? '';
  return `${origin}${REVIEW_PAGE_PATH}?token=${token}`;
}

/** The invitation's email, in the couple's language. */
function invitationEmail(row: InvitedRow, link: string, expiresAt: Date) {
  const { language, brand } = voiceOf(row, 'fr');
  const eventTypes: Readonly<Record<string, string>> = SERVER_CATALOGS[language].eventTypes;
  // Dates as the couple's country writes them in its language ("14 June 2031" in Britain).
  const country = toCountryCode(row.country);
  const date = (value: Date) =>
    dateTimeFormat(country ? `${language}-${country}` : language, {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(value);
  const values = {
    brand,
    planner: row.planner,
    name: row.firstname ?? '',
    eventType: (eventTypes[row.event_type] ?? row.event_type).toLowerCase(),
    date: date(new Date(`${row.event_date}T00:00:00Z`)),
    link,
    expiry: date(expiresAt),
  };
  return composeEmail({
    to: row.email,
    subject: translate(language, 'reviews.invitationSubject', values),
    text: translate(language, 'reviews.invitationBody', values),
    language,
  });
}

/** One transaction: up to BATCH invitations written and their emails queued. Answers how many. */
async function inviteBatch(
  tx: Queryable,
  { secret, urls }: Omit<ReviewInvitationDependencies, 'db'>,
  now: Date,
  queuedAt: Date,
): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const expiresAt = new Date(now.getTime() + REVIEW_LINK_DAYS * DAY_MS);
  const invited = await tx.query<InvitedRow>(
    `WITH due AS (
       SELECT er.id FROM event_requests er
       JOIN projects p ON p.id = er.project_id
       JOIN users u ON u.id = p.user_id
       WHERE er.status = 'accepted' AND u.email IS NOT NULL
         AND p.event_date < $1::date AND p.event_date >= $1::date - $4::integer
         AND NOT EXISTS (SELECT 1 FROM review_invitations i WHERE i.event_request_id = er.id)
       ORDER BY p.event_date, er.id LIMIT $5
     ), written AS (
       INSERT INTO review_invitations (event_request_id, sent_at, expires_at)
       SELECT id, $2, $3 FROM due ON CONFLICT (event_request_id) DO NOTHING RETURNING event_request_id
     )
     SELECT w.event_request_id, u.email, u.firstname, u.locale, u.country, pr.name AS planner,
            et.slug AS event_type, to_char(p.event_date, 'YYYY-MM-DD') AS event_date
     FROM written w
     JOIN event_requests er ON er.id = w.event_request_id
     JOIN providers pr ON pr.id = er.provider_id
     JOIN projects p ON p.id = er.project_id
     JOIN users u ON u.id = p.user_id
     JOIN event_types et ON et.id = p.event_type_id`,
    [today, now, expiresAt, REVIEW_INVITATION_WINDOW_DAYS, BATCH],
  );
  for (const row of invited) {
    const link = reviewLink(urls, row.country, reviewToken(row.event_request_id, expiresAt, secret));
    await enqueueEmail(tx, invitationEmail(row, link, expiresAt), queuedAt);
  }
  return invited.length;
}

/**
 * Invites the couple of every request unlocked whose event date is before `now`'s day (UTC) and within the
 * window, not invited yet. Answers how many were invited; the caller wakes the mail worker when any were. The
 * emails are due at `queuedAt`, the mail worker's time: `now` itself when the server's clock runs the sweep,
 * the real time when a test runs it at a date of its own (the development route).
 */
export async function sendReviewInvitations(
  { db, ...rest }: ReviewInvitationDependencies,
  now: Date,
  queuedAt = now,
): Promise<number> {
  let total = 0;
  for (;;) {
    const invited = await db.transaction((tx) => inviteBatch(tx, rest, now, queuedAt));
    total += invited;
    if (invited < BATCH) return total;
  }
}

/** The sweep at a given `now`, its emails due at once, the mail worker woken when it queued one. */
export function reviewInviter({
  wakeMailWorker,
  clock,
  ...dependencies
}: ReviewInvitationDependencies & {
  wakeMailWorker: () => void;
  clock: { now(): Date };
}): (now: Date) => Promise<number> {
  return async (now) => {
    const invited = await sendReviewInvitations(dependencies, now, clock.now());
    if (invited > 0) wakeMailWorker();
    return invited;
  };
}

/** The sweep on the server's timer, each instance its own (the invitation's key keeps each to one). */
export function reviewInvitationSweep(
  invite: (now: Date) => Promise<number>,
  { clock, log }: { clock: { now(): Date }; log: TaskLog },
) {
  return periodicTask({
    everyMs: REVIEW_INVITATIONS_EVERY_MS,
    work: invite,
    clock,
    log,
    failure: 'the review invitations could not be sent',
  });
}
