import type { mailOutbox } from '@shared/api/contract/dev';
import type { ResponseOf } from '@shared/api/endpoint';
import type { Queryable } from '../db/database';
import type { Clock } from '../http/clock';
import type { MailTransport } from './mail-transport';

/** Development transport: emails are stored, never sent, and read back at /dev/mail-outbox. */
export function outboxMailTransport(db: Queryable, clock: Clock): MailTransport {
  return {
    async send({ to, subject, text, html }) {
      await db.query(
        'INSERT INTO email_outbox (recipient, subject, text, html, sent_at) VALUES ($1, $2, $3, $4, $5)',
        [to, subject, text, html, clock.now()],
      );
    },
  };
}

export type OutboxEmail = ResponseOf<typeof mailOutbox>['messages'][number];

/** The newest emails stored for one address: never every address's, which would hand out anyone's links. */
export async function readEmailOutbox(db: Queryable, address: string, limit = 50): Promise<OutboxEmail[]> {
  const rows = await db.query<{
    recipient: string;
    subject: string;
    text: string;
    html: string | null;
    sent_at: Date;
  }>(
    `SELECT recipient, subject, text, html, sent_at FROM email_outbox
     WHERE recipient = $1 ORDER BY id DESC LIMIT $2`,
    [address, limit],
  );
  return rows.map((row) => ({
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    sentAt: row.sent_at.toISOString(),
  }));
}
