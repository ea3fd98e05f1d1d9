import * as v from 'valibot';
import { endpoint } from '@shared/api/endpoint';
import { boundedText, stopAtFirstIssue, VALIDATION_MESSAGES } from '@shared/validation';
import { uuidSchema } from '../primitives';

/**
 * A provider's claim that an unlocked lead was not worth its credits (docs/product/back-office.md#fair-charge).
 * The leads fair charge refunds by itself (a project closed within 48 hours of the unlock, a phone no text
 * message reaches) need none; any other claim is this, decided by support.
 */

/**
 * A couple closing its project this soon after an unlock was never a real lead for the provider: the unlock is
 * refunded by itself (server/back-office/lead-disputes/fair-charge.ts), as the leads page tells providers.
 */
export const FAIR_CHARGE_CLOSE_WINDOW_HOURS = 48;

/** The longest reason taken: a few sentences for support to read. */
export const DISPUTE_REASON_MAX_LENGTH = 1000;

export const disputeSchema = v.object({
  id: v.number(),
  /** open until support decides; refunded when support agrees or a fair-charge rule refunded the unlock. */
  status: v.picklist(['open', 'refunded', 'refused']),
  reason: v.string(),
  /** ISO 8601 instants. */
  openedAt: v.string(),
  decidedAt: v.nullable(v.string()),
});
export type Dispute = v.InferOutput<typeof disputeSchema>;

export const disputeEventRequest = endpoint({
  name: 'pro_event_request_dispute',
  method: 'POST',
  path: '/api/event-requests/:uuid/dispute',
  auth: 'provider',
  host: 'backOffice',
  errors: [409],
  summary:
    'Claims the credits of an unlocked request back, with a reason, for support to decide. One claim per unlock: a request not unlocked, already claimed or already refunded answers 409. Another provider’s request answers 404.',
  request: v.object({
    reason: stopAtFirstIssue(
      v.pipe(
        boundedText({ max: DISPUTE_REASON_MAX_LENGTH, multiline: true }),
        v.minLength(1, VALIDATION_MESSAGES.value),
      ),
    ),
  }),
  params: v.object({ uuid: uuidSchema }),
  response: v.object({ dispute: disputeSchema }),
});
