import { afterEach, describe, expect, it } from 'vitest';
import * as eventRequestsApi from '@shared/api/contract/back-office/event-requests';
import * as leadDisputesApi from '@shared/api/contract/back-office/lead-disputes';
import * as projectsApi from '@shared/api/contract/projects';
import { seedCatalog } from '@server/seed/seed-catalog';
import { bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { signIn } from '@server/test-support/signed-in-couple';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { sentLead, unlockLead } from '@server/test-support/unlocked-lead';
import { ledgerDisagreements } from '../credits/credit-ledger';
import { REFUND_REASONS } from './fair-charge';
import { decideDispute, openDisputes } from './lead-disputes';

const t = freshAppForEachTest(seedCatalog);

afterEach(async () => {
  expect(await ledgerDisagreements(t.db)).toEqual([]);
});

type Provider = Awaited<ReturnType<typeof signedInProvider>>;

const dispute = (provider: Provider, uuid: string, reason = 'Le numéro n’est plus attribué.') =>
  callEndpoint(t.app, leadDisputesApi.disputeEventRequest, { reason }, { as: provider, params: { uuid } });

const leadOf = async (provider: Provider, uuid: string) =>
  bodyOf(await callEndpoint(t.app, eventRequestsApi.eventRequest, {}, { as: provider, params: { uuid } }))
    .request;

const refunds = () =>
  t.db.query<{ refund_of: string; credits: number; reason: string }>(
    `SELECT refund_of::text AS refund_of, credits, reason FROM credit_movements WHERE kind = 'refund' ORDER BY id`,
  );

describe('a provider’s claim about an unlocked lead', () => {
  it('is opened once per unlock, then refunded by support through the ledger, pointing at the unlock', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const lead = await sentLead(t, provider.providerId, { phone: '+33622222222' });
    const unlock = await unlockLead(t, provider.providerId, lead, 5);

    const opened = bodyOf(await dispute(provider, lead.uuid));
    expect(opened.dispute).toMatchObject({
      status: 'open',
      reason: 'Le numéro n’est plus attribué.',
      openedAt: t.clock.now().toISOString(),
      decidedAt: null,
    });
    const again = await dispute(provider, lead.uuid, 'Encore');
    expect(again.status).toBe(409);
    expect(await openDisputes(t.db)).toMatchObject([
      { id: opened.dispute.id, providerId: provider.providerId, eventRequestId: lead.uuid, credits: 5 },
    ]);
    expect(await refunds()).toEqual([]);

    t.clock.advance(3_600_000);
    const decided = await decideDispute(t.db, {
      disputeId: opened.dispute.id,
      decision: 'refund',
      now: t.clock.now(),
    });
    expect(decided).toMatchObject({ status: 'refunded', decidedAt: t.clock.now().toISOString() });
    expect(await refunds()).toEqual([
      { refund_of: String(unlock), credits: 5, reason: REFUND_REASONS.disputeUpheld },
    ]);
    // Deciding again changes nothing: the claim stands as decided, refunded once.
    expect(
      await decideDispute(t.db, { disputeId: opened.dispute.id, decision: 'refund', now: t.clock.now() }),
    ).toEqual(decided);
    expect(await refunds()).toHaveLength(1);
    expect(await openDisputes(t.db)).toEqual([]);
    // A new session (the clock moved past the first one's token): a decided claim is not made again.
    const later = { ...provider, ...(await signIn(t, provider.userId)) };
    expect((await dispute(later, lead.uuid)).status).toBe(409);
  });

  it('is refused by support without any movement of credits', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const lead = await sentLead(t, provider.providerId, { phone: '+33622222222' });
    await unlockLead(t, provider.providerId, lead);
    const { dispute: opened } = bodyOf(await dispute(provider, lead.uuid));
    const movements = await t.db.query('SELECT id FROM credit_movements');
    expect(
      await decideDispute(t.db, { disputeId: opened.id, decision: 'refuse', now: t.clock.now() }),
    ).toMatchObject({
      status: 'refused',
    });
    expect(await t.db.query('SELECT id FROM credit_movements')).toEqual(movements);
    expect(
      await decideDispute(t.db, { disputeId: opened.id + 1000, decision: 'refund', now: t.clock.now() }),
    ).toBeNull();
  });

  it('answers 409 for a request not unlocked, and for an unlock refunded already', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const lead = await sentLead(t, provider.providerId, { phone: '+33622222222' });
    const notUnlocked = await dispute(provider, lead.uuid);
    expect(notUnlocked.status).toBe(409);
    expect(notUnlocked.body).toMatchObject({
      message: 'Cette demande n’a pas été débloquée : il n’y a rien à rembourser.',
    });

    const unlock = await unlockLead(t, provider.providerId, lead);
    await t.db.query(
      `INSERT INTO credit_movements (provider_id, kind, credits, balance_after, refund_of, created_at)
       SELECT $1, 'refund', 3, credit_balance + 3, $2, $3 FROM providers WHERE id = $1`,
      [provider.providerId, unlock, t.clock.now()],
    );
    await t.db.query('UPDATE providers SET credit_balance = credit_balance + 3 WHERE id = $1', [
      provider.providerId,
    ]);
    const refunded = await dispute(provider, lead.uuid);
    expect(refunded.status).toBe(409);
    expect(refunded.body).toMatchObject({ message: 'Les crédits de cette demande ont déjà été remboursés.' });
    expect(await t.db.query('SELECT id FROM lead_disputes')).toEqual([]);
  });

  it('answers another provider’s request like an unknown one, writing nothing', async () => {
    const owner = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const other = await signedInProvider(t, 'Jours Heureux', '+33611111112');
    const lead = await sentLead(t, owner.providerId, { phone: '+33622222222' });
    await unlockLead(t, owner.providerId, lead);
    expect((await dispute(other, lead.uuid)).status).toBe(404);
    expect((await dispute(other, '8f7c2a51-3a0e-4a57-9f3c-0c9d7d0e4b21')).status).toBe(404);
    expect(await t.db.query('SELECT id FROM lead_disputes')).toEqual([]);
  });

  it('refunds once, without a deadlock, when support decides while the couple closes the project', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const lead = await sentLead(t, provider.providerId, { phone: '+33622222222' });
    await unlockLead(t, provider.providerId, lead);
    const { dispute: opened } = bodyOf(await dispute(provider, lead.uuid));
    const [decided, closed] = await Promise.all([
      decideDispute(t.db, { disputeId: opened.id, decision: 'refund', now: t.clock.now() }),
      callEndpoint(t.app, projectsApi.closeProject, {}, { as: lead.couple, params: { id: lead.projectId } }),
    ]);
    expect(closed.status).toBe(200);
    expect(decided).toMatchObject({ status: 'refunded' });
    const written = await refunds();
    expect(written).toHaveLength(1);
    expect(
      await t.db.query(
        `SELECT lead_disputes.decision FROM lead_disputes
         JOIN credit_movements refund ON refund.id = lead_disputes.refund_id`,
      ),
    ).toEqual([{ decision: 'refunded' }]);
  });

  it('shows on the lead, in the inbox and alone: its claim as support left it, then when its credits came back', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const lead = await sentLead(t, provider.providerId, { phone: '+33622222222' });
    const unclaimed = await sentLead(t, provider.providerId, { phone: '+33622222223' });
    await unlockLead(t, provider.providerId, lead);
    await unlockLead(t, provider.providerId, unclaimed);
    expect(await leadOf(provider, lead.uuid)).toMatchObject({ dispute: null, refundedAt: null });

    const { dispute: opened } = bodyOf(await dispute(provider, lead.uuid));
    expect((await leadOf(provider, lead.uuid)).dispute).toEqual(opened);
    const inbox = bodyOf(await callEndpoint(t.app, eventRequestsApi.eventRequests, {}, { as: provider }));
    expect(inbox.requests.map(({ uuid, dispute }) => [uuid, dispute?.status ?? null]).sort()).toEqual(
      [
        [lead.uuid, 'open'],
        [unclaimed.uuid, null],
      ].sort(),
    );

    t.clock.advance(3_600_000);
    await decideDispute(t.db, { disputeId: opened.id, decision: 'refund', now: t.clock.now() });
    // A new session: the clock moved past the first one's token.
    const later = { ...provider, ...(await signIn(t, provider.userId)) };
    expect(await leadOf(later, lead.uuid)).toMatchObject({
      dispute: { id: opened.id, status: 'refunded', decidedAt: t.clock.now().toISOString() },
      refundedAt: t.clock.now().toISOString(),
    });
    expect(await leadOf(later, unclaimed.uuid)).toMatchObject({ dispute: null, refundedAt: null });
  });

  it('refuses an empty reason', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const lead = await sentLead(t, provider.providerId, { phone: '+33622222222' });
    await unlockLead(t, provider.providerId, lead);
    expect((await dispute(provider, lead.uuid, '   ')).status).toBe(400);
  });
});
