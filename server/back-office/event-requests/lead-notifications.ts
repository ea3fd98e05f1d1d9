import type { Queryable } from '@server/db/database';
import { SERVER_CATALOGS } from '@server/i18n/catalogs';
import { translate } from '@server/i18n/translate';
import { composeEmail, voiceOf } from '@server/mail/compose-email';
import { enqueueEmail } from '@server/mail/email-queue';
import { enqueueSms } from '@server/sms/sms-queue';

/**
 * What the couple hears when a planner unlocks its request (docs/product/back-office.md#notifications): a text
 * message when its phone is verified, else an email; queued in the unlock's transaction, sent after the commit.
 */

interface CoupleRow {
  provider_name: string;
  phone: string | null;
  phone_verified: boolean;
  email: string | null;
  locale: string | null;
  country: string | null;
  event_type: string;
}

/**
 * Queues the unlock's notice to the request's couple, inside the unlock's transaction (a rolled-back unlock
 * sends nothing). A verified phone (a sign-in code it received was typed back) gets a text message, which names
 * the request so that a number the transport refuses for good refunds the unlock; otherwise the couple's email
 * gets the notice; a couple with neither gets nothing. The caller wakes the SMS and mail workers after the
 * commit.
 */
export async function queueUnlockNotice(tx: Queryable, eventRequestId: string, now: Date): Promise<void> {
  const [couple] = await tx.query<CoupleRow>(
    `SELECT providers.name AS provider_name, users.phone, users.email, users.locale, users.country,
            event_types.slug AS event_type,
            users.phone IS NOT NULL AND EXISTS (
              SELECT 1 FROM phone_codes WHERE phone_codes.phone = users.phone AND phone_codes.consumed_at IS NOT NULL
            ) AS phone_verified
     FROM event_requests
     JOIN providers ON providers.id = event_requests.provider_id
     JOIN projects ON projects.id = event_requests.project_id
     JOIN users ON users.id = projects.user_id
     JOIN event_types ON event_types.id = projects.event_type_id
     WHERE event_requests.id = $1`,
    [eventRequestId],
  );
  if (!couple) return;
  const { language, brand } = voiceOf(couple, 'fr');
  const eventTypes: Readonly<Record<string, string>> = SERVER_CATALOGS[language].eventTypes;
  const values = {
    brand,
    planner: couple.provider_name,
    eventType: eventTypes[couple.event_type] ?? couple.event_type,
  };
  if (couple.phone && couple.phone_verified) {
    await enqueueSms(
      tx,
      { to: couple.phone, text: translate(language, 'leadNotices.unlockSms', values), eventRequestId },
      now,
    );
  } else if (couple.email) {
    await enqueueEmail(
      tx,
      composeEmail({
        to: couple.email,
        subject: translate(language, 'leadNotices.unlockSubject', values),
        text: translate(language, 'leadNotices.unlockBody', values),
        language,
      }),
      now,
    );
  }
}
