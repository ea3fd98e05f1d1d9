import type { NewReview } from '@shared/api/contract/back-office/reviews';
import { routePath } from '@shared/api/routes';
import type { Queryable } from '@server/db/database';
import { readReviewToken } from './review-token';

/**
 * The couple's side of a review (docs/product/back-office.md#reviews): what a link opens, and the review it
 * writes, once per request.
 */

/** What the review page shows for a link. */
export type ReviewInvitation =
  | {
      state: 'open';
      eventRequestId: string;
      planner: string;
      /** The planner's profile, on its own country site. */
      profileUrl: string;
      eventDate: string;
      authorName: string;
    }
  | { state: 'forged' | 'expired' | 'reviewed' };

interface InvitationRow {
  planner: string;
  slug: string;
  event_date: string;
  firstname: string | null;
  lastname: string | null;
  reviewed: boolean;
}

/** The couple as the profile names them: a first name and the last name's initial, nothing that reaches them. */
export function authorNameOf(firstname: string | null, lastname: string | null): string {
  const first = (firstname ?? '').trim().slice(0, 30);
  const initial = Array.from((lastname ?? '').trim())[0];
  const name = [first, initial && `${initial.toLocaleUpperCase()}.`].filter(Boolean).join(' ');
  return name || '…';
}

/** What the link of `token` opens at `now`: the request's review form, or why not. */
export async function reviewInvitationOf(
  db: Queryable,
  token: string,
  secret: Uint8Array,
  now: Date,
): Promise<ReviewInvitation> {
  const read = readReviewToken(token, secret, now);
  if (!read.valid) return { state: read.reason };
  // A token is only ever signed for an invitation: one without its row (its request deleted) is no link.
  const [row] = await db.query<InvitationRow>(
    `SELECT pr.name AS planner, pr.slug, to_char(p.event_date, 'YYYY-MM-DD') AS event_date,
            u.firstname, u.lastname, EXISTS (SELECT 1 FROM reviews r WHERE r.event_request_id = er.id) AS reviewed
     FROM review_invitations i
     JOIN event_requests er ON er.id = i.event_request_id
     JOIN providers pr ON pr.id = er.provider_id
     JOIN projects p ON p.id = er.project_id
     JOIN users u ON u.id = p.user_id
     WHERE i.event_request_id = $1 AND er.status = 'accepted'`,
    [read.eventRequestId],
  );
  if (!row) return { state: 'forged' };
  if (row.reviewed) return { state: 'reviewed' };
  return {
    state: 'open',
    eventRequestId: read.eventRequestId,
    planner: row.planner,
    profileUrl: routePath('front_provider_profile', { slug: row.slug }),
    eventDate: row.event_date,
    authorName: authorNameOf(row.firstname, row.lastname),
  };
}

/**
 * Writes the couple's review of an open invitation. The unique key on the request, not the read before, is what
 * keeps it to one: a second submission, even a simultaneous one, answers `reviewed`.
 */
export async function writeReview(
  db: Queryable,
  invitation: Extract<ReviewInvitation, { state: 'open' }>,
  review: NewReview,
  now: Date,
): Promise<'written' | 'reviewed'> {
  const [written] = await db.query<{ id: number }>(
    `INSERT INTO reviews (event_request_id, provider_id, rating, body, author_name, event_date, created_at, updated_at)
     SELECT er.id, er.provider_id, $2, $3, $4, p.event_date, $5, $5
     FROM event_requests er JOIN projects p ON p.id = er.project_id WHERE er.id = $1
     ON CONFLICT (event_request_id) DO NOTHING RETURNING id`,
    [invitation.eventRequestId, review.rating, review.text, invitation.authorName, now],
  );
  return written ? 'written' : 'reviewed';
}
