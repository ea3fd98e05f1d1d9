import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { boundedText, emailSchema, phoneE164Schema, stopAtFirstIssue } from '@shared/validation';

export const smsOutbox = endpoint({
  name: 'dev_sms_outbox',
  method: 'GET',
  path: '/dev/sms-outbox',
  auth: 'none',
  summary:
    'Development only: the SMS the outbox transport stored for one phone number, newest first. Enabled in production (DEV_OUTBOX=enabled, a staging server) only with the x-dev-outbox-secret header carrying DEV_OUTBOX_SECRET.',
  request: v.object({ phone: phoneE164Schema }),
  response: v.object({
    messages: v.array(v.object({ phone: v.string(), text: v.string(), sentAt: v.string() })),
  }),
});

export const mailOutbox = endpoint({
  name: 'dev_mail_outbox',
  method: 'GET',
  path: '/dev/mail-outbox',
  auth: 'none',
  summary:
    'Development only: the emails the outbox mail transport stored for one address, newest first. Enabled in production (DEV_OUTBOX=enabled, a staging server) only with the x-dev-outbox-secret header carrying DEV_OUTBOX_SECRET.',
  request: v.object({ to: emailSchema }),
  response: v.object({
    messages: v.array(
      v.object({
        to: v.string(),
        subject: v.string(),
        text: v.string(),
        /** The HTML part; null for an email stored before emails had one. */
        html: v.nullable(v.string()),
        sentAt: v.string(),
      }),
    ),
  }),
});

export const runReviewInvitations = endpoint({
  name: 'dev_review_invitations',
  method: 'POST',
  path: '/dev/review-invitations',
  auth: 'none',
  summary:
    'Development only, never in production: runs the sweep that invites couples to review (docs/product/back-office.md#reviews) as if it were `now`, so that a test reaches a request whose event date has passed without waiting for it. Answers how many couples were invited.',
  request: v.object({
    now: stopAtFirstIssue(v.pipe(boundedText({ max: 30 }), v.isoTimestamp())),
  }),
  response: v.object({ invited: v.number() }),
  example: { input: { now: '2031-06-02T09:00:00.000Z' } },
});
