import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { claimDueEmails, enqueueEmail } from '../mail/email-queue';
import type { MailTransport, OutgoingEmail } from '../mail/mail-transport';
import { createMailWorker } from '../mail/mail-worker';
import { ManualClock } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

/** A transport whose first send waits until the test lets it go, so that the worker is stopped mid-claim. */
function heldTransport() {
  let release = () => {};
  let started = () => {};
  const sending = new Promise<void>((resolve) => (started = resolve));
  const sent: string[] = [];
  const transport: MailTransport = {
    async send(email: OutgoingEmail) {
      if (sent.length === 0) {
        started();
        await new Promise<void>((resolve) => (release = resolve));
      }
      sent.push(email.to);
    },
  };
  return { transport, sent, sending, release: () => release() };
}

describe('a queue worker told to stop', () => {
  it('finishes the message it is sending and gives the rest of its claim back, due at once', async () => {
    const clock = new ManualClock();
    await db.transaction(async (tx) => {
      for (const to of ['a@example.fr', 'b@example.fr', 'c@example.fr']) {
        await enqueueEmail(
          tx,
          { to, subject: 'Bonjour', text: 'Bonjour', html: '<p>Bonjour</p>' },
          clock.now(),
        );
      }
    });
    const held = heldTransport();
    const worker = createMailWorker({ db, transport: held.transport, clock, log: { warn() {}, error() {} } });
    worker.wake();
    await held.sending;

    const stopped = worker.stop();
    held.release();
    await stopped;

    expect(held.sent).toEqual(['a@example.fr']);
    const rows = await db.query<{ recipient: string; sent: boolean; attempts: number }>(
      'SELECT recipient, sent_at IS NOT NULL AS sent, attempts FROM email_queue ORDER BY id',
    );
    expect(rows).toEqual([
      { recipient: 'a@example.fr', sent: true, attempts: 1 },
      { recipient: 'b@example.fr', sent: false, attempts: 0 },
      { recipient: 'c@example.fr', sent: false, attempts: 0 },
    ]);
    // Not left leased to the stopped worker: any worker claims them now.
    const due = await claimDueEmails(db, clock.now(), { limit: 10, leaseMs: 60_000 });
    expect(due.map(({ to }) => to)).toEqual(['b@example.fr', 'c@example.fr']);
  });
});
