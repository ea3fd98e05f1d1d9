import { describe, expect, it } from 'vitest';
import { recordCreditMovement } from '@server/back-office/credits/credit-ledger';
import { seedCatalog } from '@server/seed/seed-catalog';
import { recordPaidPayment } from '@server/test-support/paid-payment';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { booksBalance, booksDisagreements } from './books';

const t = freshAppForEachTest(seedCatalog);

describe('the books’ check', () => {
  it('balances when every paid payment has its purchase', async () => {
    const { providerId } = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    await recordPaidPayment(t.db, providerId, t.clock.now());
    expect(booksBalance(await booksDisagreements(t.db))).toBe(true);
  });

  it('names a purchase no paid payment bought, and a paid payment without its purchase', async () => {
    const { providerId } = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const paid = await recordPaidPayment(t.db, providerId, t.clock.now());
    const free = await recordCreditMovement(t.db, {
      providerId,
      kind: 'purchase',
      credits: 5,
      at: t.clock.now(),
    });
    expect(await booksDisagreements(t.db)).toEqual({
      paidWithoutPurchase: [],
      purchasesWithoutPayment: [free.id],
      ledger: [],
    });
    // The purchase moved to another payment's name: the paid one is left without it.
    await t.db.query('UPDATE credit_movements SET payment_id = NULL WHERE payment_id = $1', [paid]);
    const found = await booksDisagreements(t.db);
    expect(found.paidWithoutPurchase).toEqual([paid]);
    expect(found.purchasesWithoutPayment).toHaveLength(2);
    expect(booksBalance(found)).toBe(false);
  });

  it('names a paid payment whose purchase is not its pack’s credits, and a ledger that does not add up', async () => {
    const { providerId } = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const paid = await recordPaidPayment(t.db, providerId, t.clock.now());
    await t.db.query('UPDATE payments SET credits = 25 WHERE id = $1', [paid]);
    await t.db.query('UPDATE providers SET credit_balance = 11 WHERE id = $1', [providerId]);
    const found = await booksDisagreements(t.db);
    expect(found.paidWithoutPurchase).toEqual([paid]);
    expect(found.ledger).toEqual([{ providerId, balance: 11, ledgerSum: 10, brokenAtMovement: null }]);
  });
});
