import { leadPath } from '@shared/islands/back-office-paths';
import { RESPONSE_WINDOW_HOURS } from '@shared/validation/response-signal';
import type { Queryable } from '../db/database';
import { SERVER_CATALOGS } from '../i18n/catalogs';
import { dateTimeFormat } from '../i18n/formats';
import { translate } from '../i18n/translate';
import { composeEmail, voiceOf } from '../mail/compose-email';
import { enqueueEmail } from '../mail/email-queue';

/**
 * The email a provider gets for each new lead (docs/product/back-office.md#notifications): what kind of event
 * and when, and the link to the lead in the back-office, in the account's language. Nothing the couple wrote
 * and none of their details: those are what unlocking buys, and a message they typed is not ours to mail.
 */

interface LeadRow {
  email: string;
  locale: string | null;
  country: string;
  event_type: string;
  event_date: string;
}

/**
 * Queues the new lead's email in the transaction that writes the request (`insertEventRequest`): sent after the
 * commit, never for a send rolled back. Only a provider with an account (`owner_user_id`) gets one, at its
 * account's address. Answers whether an email was queued.
 */
export async function queueNewLeadEmail(
  tx: Queryable,
  { eventRequestId, backOfficeUrl, now }: { eventRequestId: string; backOfficeUrl: string; now: Date },
): Promise<boolean> {
  const [lead] = await tx.query<LeadRow>(
    `SELECT users.email, users.locale, providers.country, event_types.slug AS event_type,
            to_char(projects.event_date, 'YYYY-MM-DD') AS event_date
     FROM event_requests
     JOIN providers ON providers.id = event_requests.provider_id
     JOIN users ON users.id = providers.owner_user_id
     JOIN projects ON projects.id = event_requests.project_id
     JOIN event_types ON event_types.id = projects.event_type_id
     WHERE event_requests.id = $1 AND users.email IS NOT NULL`,
    [eventRequestId],
  );
  if (!lead) return false;
  // A provider's language is its account's; the French site's brand and language when it has none.
  const { language, brand } = voiceOf(lead, 'fr');
  const eventTypes: Readonly<Record<string, string>> = SERVER_CATALOGS[language].eventTypes;
  const eventType = eventTypes[lead.event_type] ?? lead.event_type;
  const date = dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${lead.event_date}T00:00:00Z`),
  );
  const values = {
    brand,
    eventType,
    date,
    link: new URL(leadPath(eventRequestId), backOfficeUrl).href,
    hours: RESPONSE_WINDOW_HOURS,
  };
  await enqueueEmail(
    tx,
    composeEmail({
      to: lead.email,
      subject: translate(language, 'leadNotices.newLeadSubject', values),
      text: translate(language, 'leadNotices.newLeadBody', values),
      language,
    }),
    now,
  );
  return true;
}
