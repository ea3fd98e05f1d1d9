import { describe, expect, it } from 'vitest';
import { seedCatalog } from '@server/seed/seed-catalog';
import { createSmsWorker } from '@server/sms/sms-worker';
import { SmsRecipientRefusedError } from '@server/sms/sms-transport';
import { queuedEmails } from '@server/test-support/email-links';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { sentLead, unlockLead } from '@server/test-support/unlocked-lead';
import { ledgerDisagreements } from '../credits/credit-ledger';
import { REFUND_REASONS, refundUnreachableLead } from '../lead-disputes/fair-charge';
import { queueUnlockNotice } from './lead-notifications';

const t = freshAppForEachTest(seedCatalog);

const smsOutbox = () =>
  t.db.query<{ phone: string; text: string }>('SELECT phone, text FROM sms_outbox ORDER BY id');
const emailOutbox = () =>
  t.db.query<{ recipient: string; subject: string; text: string }>(
    'SELECT recipient, subject, text FROM email_outbox ORDER BY id',
  );
const refunds = () =>
  t.db.query<{ refund_of: string; credits: number; reason: string }>(
    `SELECT refund_of::text AS refund_of, credits, reason FROM credit_movements WHERE kind = 'refund' ORDER BY id`,
  );

/** An unlock and its notice in one transaction, as the unlock endpoint writes them. */
async function unlockWithNotice(providerId: number, lead: { uuid: string }): Promise<number> {
  const unlock = await unlockLead(t, providerId, lead);
  await t.db.transaction((tx) => queueUnlockNotice(tx, lead.uuid, t.clock.now()));
  return unlock;
}

describe('the notice of an unlock to the couple', () => {
  it('goes by text message to a verified phone, after the commit, once, naming the planner', async () => {
    const { providerId } = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const lead = await sentLead(t, providerId, { phone: '+33622222222' });
    await unlockWithNotice(providerId, lead);
    // Queued, not sent: nothing leaves before a worker delivers.
    expect(await smsOutbox()).toEqual([]);
    expect(await t.app.smsWorker.deliverDue()).toEqual({ sent: 1, retrying: 0, abandoned: 0 });
    expect(await t.app.smsWorker.deliverDue()).toEqual({ sent: 0, retrying: 0, abandoned: 0 });
    expect(await smsOutbox()).toEqual([
      {
        phone: '+33622222222',
        text: expect.stringMatching(/Atelier Lumière a accepté votre demande \(Mariage\)/),
      },
    ]);
    expect(await queuedEmails(t.db)).toEqual([]);
  });

  it('goes by email to the couple’s address when its phone was never verified', async () => {
    const { providerId } = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const lead = await sentLead(t, providerId, { phone: '+33622222222', verifiedPhone: false });
    await unlockWithNotice(providerId, lead);
    expect(await t.app.mailWorker.deliverDue()).toMatchObject({ sent: 1 });
    expect(await emailOutbox()).toEqual([
      {
        recipient: 'camille.martin@example.fr',
        subject: 'Atelier Lumière a accepté votre demande',
        text: expect.stringContaining('le planner va vous contacter'),
      },
    ]);
    expect(await t.db.query('SELECT 1 FROM sms_queue')).toEqual([]);
  });

  it('sends nothing when the unlock’s transaction is rolled back', async () => {
    const { providerId } = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const lead = await sentLead(t, providerId, { phone: '+33622222222' });
    await expect(
      t.db.transaction(async (tx) => {
        await queueUnlockNotice(tx, lead.uuid, t.clock.now());
        throw new Error('the unlock fails after queueing its notice');
      }),
    ).rejects.toThrow(/fails/);
    expect(await t.app.smsWorker.deliverDue()).toEqual({ sent: 0, retrying: 0, abandoned: 0 });
    expect(await t.app.mailWorker.deliverDue()).toEqual({ sent: 0, retrying: 0, abandoned: 0 });
    expect(await smsOutbox()).toEqual([]);
  });

  it('refunds the unlock, once, when the transport refuses the couple’s number for good', async () => {
    const { providerId } = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const lead = await sentLead(t, providerId, { phone: '+33622222222' });
    const unlock = await unlockWithNotice(providerId, lead);
    const worker = createSmsWorker({
      db: t.db,
      transport: {
        send: () => Promise.reject(new SmsRecipientRefusedError('Twilio refused the message (400 21211)')),
      },
      clock: t.clock,
      log: { warn: () => {}, error: () => {} },
      onUndeliverable: refundUnreachableLead,
    });
    expect(await worker.deliverDue()).toEqual({ sent: 0, retrying: 0, abandoned: 1 });
    expect(await refunds()).toEqual([
      { refund_of: String(unlock), credits: 3, reason: REFUND_REASONS.phoneUnreachable },
    ]);
    // Told again (a second notice, another worker), the refund is not written twice.
    await t.db.transaction((tx) => refundUnreachableLead(tx, lead.uuid, t.clock.now()));
    expect(await refunds()).toHaveLength(1);
    expect(await ledgerDisagreements(t.db)).toEqual([]);
  });

  it('does not refund an unlock for a message that failed only for a while', async () => {
    const { providerId } = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const lead = await sentLead(t, providerId, { phone: '+33622222222' });
    await unlockWithNotice(providerId, lead);
    const worker = createSmsWorker({
      db: t.db,
      transport: { send: () => Promise.reject(new Error('Twilio unreachable')) },
      clock: t.clock,
      log: { warn: () => {}, error: () => {} },
      onUndeliverable: refundUnreachableLead,
    });
    expect(await worker.deliverDue()).toEqual({ sent: 0, retrying: 1, abandoned: 0 });
    expect(await refunds()).toEqual([]);
  });
});
