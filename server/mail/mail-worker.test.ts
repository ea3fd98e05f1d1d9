import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { startLocalSmtpServer, type LocalSmtpServer } from '../test-support/local-smtp-server';
import { ManualClock } from '../test-support/test-app';
import { openTestDatabase, resetDatabase } from '../test-support/test-database';
import { claimDueEmails, enqueueEmail } from './email-queue';
import type { MailTransport } from './mail-transport';
import { createMailWorker, MAIL_DELIVERY, retryDelayMs, type MailWorkerOptions } from './mail-worker';
import { outboxMailTransport } from './outbox-mail-transport';
import { smtpMailTransport } from './smtp-mail-transport';

let db: Database;
let clock: ManualClock;
let smtp: LocalSmtpServer;
let smtpTransport: MailTransport;
let logged: { level: 'warn' | 'error'; fields: unknown }[];

beforeAll(async () => {
  db = await openTestDatabase();
  smtp = await startLocalSmtpServer();
  smtpTransport = smtpMailTransport({ url: smtp.url, from: 'no-reply@mariage.example' });
});
afterAll(async () => {
  await smtpTransport.close?.();
  await smtp.close();
  await db.close();
});
beforeEach(async () => {
  await resetDatabase(db);
  clock = new ManualClock();
  logged = [];
  smtp.received.length = 0;
});
afterEach(() => smtp.refuseNext(0));

const log: MailWorkerOptions['log'] = {
  warn: (fields: unknown) => void logged.push({ level: 'warn', fields }),
  error: (fields: unknown) => void logged.push({ level: 'error', fields }),
};

const worker = (transport: MailTransport = smtpTransport) => createMailWorker({ db, transport, clock, log });

async function queue(count = 1): Promise<void> {
  await db.transaction(async (tx) => {
    for (let index = 0; index < count; index++) {
      await enqueueEmail(
        tx,
        {
          to: `couple${index}@example.fr`,
          subject: `Email ${index}`,
          text: 'Bonjour',
          html: '<p>Bonjour</p>',
        },
        clock.now(),
      );
    }
  });
}

const rows = () =>
  db.query<{ attempts: number; sent_at: Date | null; abandoned_at: Date | null; last_error: string | null }>(
    'SELECT attempts, sent_at, abandoned_at, last_error FROM email_queue ORDER BY id',
  );

describe('the mail worker', () => {
  it('delivers a queued email once', async () => {
    await queue();
    const mail = worker();
    expect(await mail.deliverDue()).toEqual({ sent: 1, retrying: 0, abandoned: 0 });
    expect(await mail.deliverDue()).toEqual({ sent: 0, retrying: 0, abandoned: 0 });
    expect(smtp.received.map((received) => received.to)).toEqual([['couple0@example.fr']]);
    expect(await rows()).toEqual([
      { attempts: 1, sent_at: clock.now(), abandoned_at: null, last_error: null },
    ]);
  });

  it('sends each email once when the workers of several instances deliver at once', async () => {
    await queue(25);
    const workers = [1, 2, 3].map(() => worker(outboxMailTransport(db, clock)));
    const reports = await Promise.all(workers.map((each) => each.deliverDue()));
    expect(reports.reduce((sent, report) => sent + report.sent, 0)).toBe(25);
    const stored = await db.query<{ recipient: string; copies: number }>(
      'SELECT recipient, count(*)::int AS copies FROM email_outbox GROUP BY recipient',
    );
    expect(stored).toHaveLength(25);
    expect(stored.every((row) => row.copies === 1)).toBe(true);
  });

  it('tries a refused email again after a doubling delay, and sends it once it is accepted', async () => {
    await queue();
    const mail = worker();
    smtp.refuseNext(2);
    expect(await mail.deliverDue()).toEqual({ sent: 0, retrying: 1, abandoned: 0 });
    expect(logged).toMatchObject([{ level: 'warn', fields: { attempt: 1 } }]);
    expect((await mail.deliverDue()).retrying).toBe(0);

    clock.advance(retryDelayMs(1));
    expect(await mail.deliverDue()).toEqual({ sent: 0, retrying: 1, abandoned: 0 });
    // The second wait is twice the first.
    clock.advance(retryDelayMs(1));
    expect(await mail.deliverDue()).toEqual({ sent: 0, retrying: 0, abandoned: 0 });
    clock.advance(retryDelayMs(2) - retryDelayMs(1));
    expect(await mail.deliverDue()).toEqual({ sent: 1, retrying: 0, abandoned: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await rows()).toMatchObject([{ attempts: 3, abandoned_at: null, last_error: null }]);
  });

  it(`gives up after ${MAIL_DELIVERY.maxAttempts} attempts and logs an alert`, async () => {
    await queue();
    const mail = worker();
    smtp.refuseNext(1_000);
    for (let attempt = 1; attempt < MAIL_DELIVERY.maxAttempts; attempt++) {
      expect((await mail.deliverDue()).retrying).toBe(1);
      clock.advance(retryDelayMs(attempt));
    }
    expect(await mail.deliverDue()).toEqual({ sent: 0, retrying: 0, abandoned: 1 });
    expect(logged.at(-1)).toMatchObject({
      level: 'error',
      fields: { alert: 'email-abandoned', attempts: MAIL_DELIVERY.maxAttempts },
    });
    clock.advance(24 * 60 * 60_000);
    expect(await mail.deliverDue()).toEqual({ sent: 0, retrying: 0, abandoned: 0 });
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: MAIL_DELIVERY.maxAttempts, sent_at: null });
    expect(row?.abandoned_at).not.toBeNull();
    expect(row?.last_error).toMatch(/451/);
  });

  it('leaves an email whose worker died while sending it to another once its lease is over', async () => {
    await queue();
    await claimDueEmails(db, clock.now(), { limit: 10, leaseMs: MAIL_DELIVERY.leaseMs });
    const mail = worker();
    expect((await mail.deliverDue()).sent).toBe(0);
    clock.advance(MAIL_DELIVERY.leaseMs);
    expect((await mail.deliverDue()).sent).toBe(1);
  });

  it('delivers an email queued during a delivery before it goes back to sleep', async () => {
    await queue();
    const mail = worker(outboxMailTransport(db, clock));
    mail.wake();
    await queue();
    mail.wake();
    await mail.idle();
    const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM email_outbox',
    );
    expect(count).toBe(2);
    await mail.stop();
  });
});
