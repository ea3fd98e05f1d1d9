import { afterEach, describe, expect, it } from 'vitest';
import { FAIR_CHARGE_CLOSE_WINDOW_HOURS } from '@shared/api/contract/back-office/lead-disputes';
import * as projectsApi from '@shared/api/contract/projects';
import { seedCatalog } from '@server/seed/seed-catalog';
import { bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { signIn } from '@server/test-support/signed-in-couple';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { sentLead, unlockLead, type SentLead } from '@server/test-support/unlocked-lead';
import { ledgerDisagreements } from '../credits/credit-ledger';
import { REFUND_REASONS } from './fair-charge';

const t = freshAppForEachTest(seedCatalog);
const HOUR_MS = 3_600_000;

// Whatever the scenario, the books add up after it.
afterEach(async () => {
  expect(await ledgerDisagreements(t.db)).toEqual([]);
});

/** The couple closes the lead's project, with a session of the test clock's now. */
async function closeProject(lead: SentLead) {
  const couple = await signIn(t, lead.couple.userId);
  return bodyOf(
    await callEndpoint(t.app, projectsApi.closeProject, {}, { as: couple, params: { id: lead.projectId } }),
  );
}

const refunds = () =>
  t.db.query<{ provider_id: number; refund_of: string; credits: number; reason: string }>(
    `SELECT provider_id, refund_of::text AS refund_of, credits, reason FROM credit_movements
     WHERE kind = 'refund' ORDER BY id`,
  );
const balanceOf = async (providerId: number) =>
  (
    await t.db.query<{ credit_balance: number }>('SELECT credit_balance FROM providers WHERE id = $1', [
      providerId,
    ])
  )[0]?.credit_balance;

describe('fair charge: a project closed soon after an unlock', () => {
  it(`refunds every unlock of its requests made less than ${FAIR_CHARGE_CLOSE_WINDOW_HOURS} hours before the close`, async () => {
    const first = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const second = await signedInProvider(t, 'Jours Heureux', '+33611111112');
    const lead = await sentLead(t, first.providerId, { phone: '+33622222222' });
    // The same project reached a second planner.
    const [other] = await t.db.query<{ id: string }>(
      `INSERT INTO event_requests (project_id, provider_id, message, created_at) VALUES ($1, $2, 'Bonjour', $3)
       RETURNING id`,
      [lead.projectId, second.providerId, t.clock.now()],
    );
    const firstUnlock = await unlockLead(t, first.providerId, lead, 4);
    t.clock.advance(10 * HOUR_MS);
    const secondUnlock = await unlockLead(t, second.providerId, { uuid: other?.id ?? '' }, 2);
    t.clock.advance((FAIR_CHARGE_CLOSE_WINDOW_HOURS - 10) * HOUR_MS - 60_000);

    await closeProject(lead);
    expect(await refunds()).toEqual([
      {
        provider_id: first.providerId,
        refund_of: String(firstUnlock),
        credits: 4,
        reason: REFUND_REASONS.projectClosed,
      },
      {
        provider_id: second.providerId,
        refund_of: String(secondUnlock),
        credits: 2,
        reason: REFUND_REASONS.projectClosed,
      },
    ]);
    // Granted 4, paid 4, refunded 4.
    expect(await balanceOf(first.providerId)).toBe(4);
  });

  it(`refunds nothing once ${FAIR_CHARGE_CLOSE_WINDOW_HOURS} hours have passed since the unlock`, async () => {
    const { providerId } = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const lead = await sentLead(t, providerId, { phone: '+33622222222' });
    await unlockLead(t, providerId, lead);
    t.clock.advance(FAIR_CHARGE_CLOSE_WINDOW_HOURS * HOUR_MS);
    expect((await closeProject(lead)).project.status).toBe('closed');
    expect(await refunds()).toEqual([]);
  });

  it('refunds an unlock once, whether the project is closed again or reopened and closed', async () => {
    const { providerId } = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const lead = await sentLead(t, providerId, { phone: '+33622222222' });
    await unlockLead(t, providerId, lead);
    t.clock.advance(HOUR_MS);
    await closeProject(lead);
    await closeProject(lead);
    // Reopened (by support, or a later feature) and closed again.
    await t.db.query('UPDATE projects SET closed_at = NULL WHERE id = $1', [lead.projectId]);
    t.clock.advance(HOUR_MS);
    await closeProject(lead);
    expect(await refunds()).toHaveLength(1);
  });

  it('refunds once when the couple closes the project twice at once', async () => {
    const { providerId } = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const lead = await sentLead(t, providerId, { phone: '+33622222222' });
    await unlockLead(t, providerId, lead);
    await Promise.all([closeProject(lead), closeProject(lead), closeProject(lead)]);
    expect(await refunds()).toHaveLength(1);
  });

  it('refunds nothing of requests that were never unlocked, and nothing of another project', async () => {
    const { providerId } = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const unlocked = await sentLead(t, providerId, { phone: '+33622222222' });
    const untouched = await sentLead(t, providerId, { phone: '+33622222223' });
    await unlockLead(t, providerId, unlocked);
    await closeProject(untouched);
    expect(await refunds()).toEqual([]);
  });

  it('settles the provider’s open claim about the unlock as refunded', async () => {
    const { providerId } = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const lead = await sentLead(t, providerId, { phone: '+33622222222' });
    const unlock = await unlockLead(t, providerId, lead);
    await t.db.query(
      `INSERT INTO lead_disputes (unlock_id, provider_id, reason, opened_at) VALUES ($1, $2, 'Faux numéro', $3)`,
      [unlock, providerId, t.clock.now()],
    );
    await closeProject(lead);
    const [refund] = await t.db.query<{ id: string }>(
      `SELECT id::text AS id FROM credit_movements WHERE kind = 'refund'`,
    );
    expect(await t.db.query('SELECT decision, refund_id::text AS refund_id FROM lead_disputes')).toEqual([
      { decision: 'refunded', refund_id: refund?.id },
    ]);
  });
});
