import { describe, expect, it } from 'vitest';
import { seedCatalog } from '@server/seed/seed-catalog';
import { saveExampleProject } from '@server/test-support/saved-project';
import { signedInCouple } from '@server/test-support/signed-in-couple';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { ledgerDisagreements, recordCreditMovement, type CreditMovement } from './credit-ledger';

const t = freshAppForEachTest(seedCatalog);

/** `count` requests a couple sent to the provider, by uuid. */
async function requestsTo(providerId: number, count: number): Promise<string[]> {
  const uuids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const couple = await signedInCouple(t, `+3361234${String(index).padStart(4, '0')}`);
    const project = await saveExampleProject(t.app, couple);
    const rows = await t.db.query<{ id: string }>(
      `INSERT INTO event_requests (project_id, provider_id, message, created_at) VALUES ($1, $2, 'Bonjour', $3)
       RETURNING id`,
      [project, providerId, t.clock.now()],
    );
    uuids.push(...rows.map((row) => row.id));
  }
  return uuids;
}

const balanceOf = async (providerId: number) =>
  (
    await t.db.query<{ credit_balance: number }>('SELECT credit_balance FROM providers WHERE id = $1', [
      providerId,
    ])
  )[0]?.credit_balance;

const movementCount = async () =>
  Number((await t.db.query<{ count: string }>('SELECT count(*) FROM credit_movements'))[0]?.count);

describe('the credit ledger', () => {
  it('keeps each movement with the balance it leaves, in and out, and the books add up', async () => {
    const { providerId } = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const [request = ''] = await requestsTo(providerId, 1);
    const at = t.clock.now();
    expect(await recordCreditMovement(t.db, { providerId, kind: 'purchase', credits: 10, at })).toMatchObject(
      {
        balanceAfter: 10,
      },
    );
    const unlock = await recordCreditMovement(t.db, {
      providerId,
      kind: 'unlock',
      credits: 3,
      eventRequestId: request,
      at,
    });
    expect(unlock.balanceAfter).toBe(7);
    expect(
      await recordCreditMovement(t.db, { providerId, kind: 'refund', credits: 3, refundOf: unlock.id, at }),
    ).toMatchObject({ balanceAfter: 10 });
    expect(await balanceOf(providerId)).toBe(10);
    const rows = await t.db.query<{ kind: string; credits: number; balance_after: number }>(
      'SELECT kind, credits, balance_after FROM credit_movements ORDER BY id',
    );
    expect(rows).toEqual([
      { kind: 'purchase', credits: 10, balance_after: 10 },
      { kind: 'unlock', credits: -3, balance_after: 7 },
      { kind: 'refund', credits: 3, balance_after: 10 },
    ]);
    expect(await ledgerDisagreements(t.db)).toEqual([]);
  });

  it('refuses a debit the balance cannot pay with a 402, and writes nothing', async () => {
    const { providerId } = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const [request = ''] = await requestsTo(providerId, 1);
    await recordCreditMovement(t.db, { providerId, kind: 'grant', credits: 2, at: t.clock.now() });
    await expect(
      t.db.transaction((tx) =>
        recordCreditMovement(tx, {
          providerId,
          kind: 'unlock',
          credits: 3,
          eventRequestId: request,
          at: t.clock.now(),
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 402, text: 'server.notEnoughCredits' });
    expect(await balanceOf(providerId)).toBe(2);
    expect(await movementCount()).toBe(1);
  });

  it('cannot write a second unlock of one request nor a second refund of one unlock, and rolls the balance back', async () => {
    const { providerId } = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const [request = ''] = await requestsTo(providerId, 1);
    const at = t.clock.now();
    await recordCreditMovement(t.db, { providerId, kind: 'purchase', credits: 10, at });
    const unlock: CreditMovement = { providerId, kind: 'unlock', credits: 3, eventRequestId: request, at };
    const first = await t.db.transaction((tx) => recordCreditMovement(tx, unlock));
    await expect(t.db.transaction((tx) => recordCreditMovement(tx, unlock))).rejects.toThrow();
    await t.db.transaction((tx) =>
      recordCreditMovement(tx, { providerId, kind: 'refund', credits: 3, refundOf: first.id, at }),
    );
    await expect(
      t.db.transaction((tx) =>
        recordCreditMovement(tx, { providerId, kind: 'refund', credits: 3, refundOf: first.id, at }),
      ),
    ).rejects.toThrow();
    expect(await balanceOf(providerId)).toBe(10);
    expect(await ledgerDisagreements(t.db)).toEqual([]);
  });

  it('pays for exactly as many concurrent unlocks as the balance covers', async () => {
    const { providerId } = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const requests = await requestsTo(providerId, 12);
    await recordCreditMovement(t.db, { providerId, kind: 'purchase', credits: 5, at: t.clock.now() });
    const outcomes = await Promise.allSettled(
      requests.map((eventRequestId) =>
        t.db.transaction((tx) =>
          recordCreditMovement(tx, {
            providerId,
            kind: 'unlock',
            credits: 1,
            eventRequestId,
            at: t.clock.now(),
          }),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    expect(await balanceOf(providerId)).toBe(0);
    expect(await ledgerDisagreements(t.db)).toEqual([]);
  });

  it('names a provider whose balance is not its ledger’s sum', async () => {
    const { providerId } = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    await recordCreditMovement(t.db, { providerId, kind: 'purchase', credits: 10, at: t.clock.now() });
    await t.db.query('UPDATE providers SET credit_balance = 12 WHERE id = $1', [providerId]);
    expect(await ledgerDisagreements(t.db)).toEqual([
      { providerId, balance: 12, ledgerSum: 10, brokenAtMovement: null },
    ]);
    await t.db.query('UPDATE credit_movements SET balance_after = 9 WHERE provider_id = $1', [providerId]);
    expect((await ledgerDisagreements(t.db))[0]?.brokenAtMovement).not.toBeNull();
  });
});
