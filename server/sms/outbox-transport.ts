import type { smsOutbox } from '@shared/api/contract/dev';
import type { ResponseOf } from '@shared/api/endpoint';
import type { Clock } from '../http/clock';
import type { Queryable } from '../db/database';
import type { SmsTransport } from './sms-transport';

/** Development transport: messages are stored, never sent, and read back at /dev/sms-outbox. */
export function outboxTransport(db: Queryable, clock: Clock): SmsTransport {
  return {
    async send({ to, text }) {
      await db.query('INSERT INTO sms_outbox (phone, text, sent_at) VALUES ($1, $2, $3)', [
        to,
        text,
        clock.now(),
      ]);
    },
  };
}

export type OutboxMessage = ResponseOf<typeof smsOutbox>['messages'][number];

/** The newest messages stored for one number: never every number's, which would hand out anyone's codes. */
export async function readOutbox(db: Queryable, phone: string, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db.query<{ phone: string; text: string; sent_at: Date }>(
    'SELECT phone, text, sent_at FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT $2',
    [phone, limit],
  );
  return rows.map((row) => ({ phone: row.phone, text: row.text, sentAt: row.sent_at.toISOString() }));
}
