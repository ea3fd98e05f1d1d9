import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db/database';
import { ManualClock } from '../test-support/test-app';
import { openTestDatabase, resetDatabase } from '../test-support/test-database';
import { outboxTransport } from './outbox-transport';
import { claimDueSms, enqueueSms } from './sms-queue';
import { SmsDeliveryError, SmsRecipientRefusedError, type SmsTransport } from './sms-transport';
import { createSmsWorker, SMS_DELIVERY, type SmsWorkerOptions } from './sms-worker';
import { retryDelayOf } from '../queue/queue-worker';

let db: Database;
let clock: ManualClock;
let logged: { level: 'warn' | 'error'; fields: unknown }[];

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());
beforeEach(async () => {
  await resetDatabase(db);
  clock = new ManualClock();
  logged = [];
});

const log: SmsWorkerOptions['log'] = {
  warn: (fields: unknown) => void logged.push({ level: 'warn', fields }),
  error: (fields: unknown) => void logged.push({ level: 'error', fields }),
};

/** A transport that refuses its next `failures` messages with `error`, then sends to the outbox. */
function flakyTransport(failures: number, error = () => new SmsDeliveryError('Twilio unreachable')) {
  const outbox = outboxTransport(db, clock);
  let left = failures;
  const transport: SmsTransport = {
    async send(message) {
      if (left > 0) {
        left--;
        throw error();
      }
      await outbox.send(message);
    },
  };
  return transport;
}

async function queue(count = 1, tx: Queryable = db): Promise<void> {
  for (let index = 0; index < count; index++) {
    await enqueueSms(
      tx,
      { to: `+336123456${String(index).padStart(2, '0')}`, text: `Message ${index}` },
      clock.now(),
    );
  }
}

const sent = () =>
  db.query<{ phone: string; copies: number }>(
    'SELECT phone, count(*)::int AS copies FROM sms_outbox GROUP BY phone ORDER BY phone',
  );

describe('the SMS worker', () => {
  it('sends nothing of a transaction rolled back, and a committed message once', async () => {
    await expect(
      db.transaction(async (tx) => {
        await queue(1, tx);
        throw new Error('the change fails after queueing its message');
      }),
    ).rejects.toThrow(/fails/);
    const worker = createSmsWorker({ db, transport: outboxTransport(db, clock), clock, log });
    expect(await worker.deliverDue()).toEqual({ sent: 0, retrying: 0, abandoned: 0 });
    expect(await sent()).toEqual([]);

    await db.transaction((tx) => queue(1, tx));
    expect(await worker.deliverDue()).toEqual({ sent: 1, retrying: 0, abandoned: 0 });
    expect(await worker.deliverDue()).toEqual({ sent: 0, retrying: 0, abandoned: 0 });
    expect(await sent()).toEqual([{ phone: '+33612345600', copies: 1 }]);
  });

  it('tries a failed message again after a doubling delay, and sends it once it goes through', async () => {
    await queue();
    const worker = createSmsWorker({ db, transport: flakyTransport(2), clock, log });
    expect(await worker.deliverDue()).toEqual({ sent: 0, retrying: 1, abandoned: 0 });
    expect(logged).toMatchObject([{ level: 'warn', fields: { smsId: expect.any(Number), attempt: 1 } }]);
    // Not before its time.
    expect(await worker.deliverDue()).toEqual({ sent: 0, retrying: 0, abandoned: 0 });
    clock.advance(retryDelayOf(SMS_DELIVERY, 1));
    expect(await worker.deliverDue()).toEqual({ sent: 0, retrying: 1, abandoned: 0 });
    clock.advance(retryDelayOf(SMS_DELIVERY, 2));
    expect(await worker.deliverDue()).toEqual({ sent: 1, retrying: 0, abandoned: 0 });
    clock.advance(24 * 3_600_000);
    expect(await worker.deliverDue()).toEqual({ sent: 0, retrying: 0, abandoned: 0 });
    expect(await sent()).toEqual([{ phone: '+33612345600', copies: 1 }]);
  });

  it(`gives a message up after ${SMS_DELIVERY.maxAttempts} failed attempts, with an alert`, async () => {
    await queue();
    const worker = createSmsWorker({ db, transport: flakyTransport(1_000), clock, log });
    for (let attempt = 1; attempt < SMS_DELIVERY.maxAttempts; attempt++) {
      expect((await worker.deliverDue()).retrying).toBe(1);
      clock.advance(retryDelayOf(SMS_DELIVERY, attempt));
    }
    expect(await worker.deliverDue()).toEqual({ sent: 0, retrying: 0, abandoned: 1 });
    expect(logged.at(-1)).toMatchObject({ level: 'error', fields: { alert: 'sms-abandoned' } });
    const [row] = await db.query<{ undeliverable: boolean; abandoned_at: Date | null }>(
      'SELECT undeliverable, abandoned_at FROM sms_queue',
    );
    expect(row).toEqual({ undeliverable: false, abandoned_at: clock.now() });
  });

  it('gives up at once a number the transport refuses for good', async () => {
    const refused: string[] = [];
    await enqueueSms(db, { to: '+33612345699', text: 'Votre demande' }, clock.now());
    const worker = createSmsWorker({
      db,
      transport: flakyTransport(
        1,
        () => new SmsRecipientRefusedError('Twilio refused the message (400 21211)'),
      ),
      clock,
      log,
      onUndeliverable: async (_tx, eventRequestId) => void refused.push(eventRequestId),
    });
    expect(await worker.deliverDue()).toEqual({ sent: 0, retrying: 0, abandoned: 1 });
    clock.advance(24 * 3_600_000);
    expect(await worker.deliverDue()).toEqual({ sent: 0, retrying: 0, abandoned: 0 });
    expect(await sent()).toEqual([]);
    const [row] = await db.query<{ undeliverable: boolean; attempts: number; last_error: string }>(
      'SELECT undeliverable, attempts, last_error FROM sms_queue',
    );
    expect(row).toMatchObject({
      undeliverable: true,
      attempts: 1,
      last_error: expect.stringMatching(/21211/),
    });
    expect(logged).toMatchObject([{ level: 'error', fields: { alert: 'sms-undeliverable' } }]);
    // A message about no request has no unlock to refund (lead-notifications.test.ts refunds one).
    expect(refused).toEqual([]);
  });

  it('never sends one message twice when the workers of several instances deliver at once', async () => {
    await queue(25);
    const workers = [1, 2, 3].map(() =>
      createSmsWorker({ db, transport: outboxTransport(db, clock), clock, log }),
    );
    const reports = await Promise.all(workers.map((worker) => worker.deliverDue()));
    expect(reports.reduce((total, report) => total + report.sent, 0)).toBe(25);
    const copies = await sent();
    expect(copies).toHaveLength(25);
    expect(copies.every((row) => row.copies === 1)).toBe(true);
  });

  it('leaves a message whose worker died while sending it to another once its lease is over', async () => {
    await queue();
    await claimDueSms(db, clock.now(), { limit: 10, leaseMs: SMS_DELIVERY.leaseMs });
    const worker = createSmsWorker({ db, transport: outboxTransport(db, clock), clock, log });
    expect((await worker.deliverDue()).sent).toBe(0);
    clock.advance(SMS_DELIVERY.leaseMs);
    expect((await worker.deliverDue()).sent).toBe(1);
  });
});
