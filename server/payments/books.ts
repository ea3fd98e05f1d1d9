import type { Queryable } from '@server/db/database';
import { ledgerDisagreements, type LedgerDisagreement } from '@server/back-office/credits/credit-ledger';

/** Where the ledger and the payments do not agree; every list empty when the books balance. */
export interface BooksDisagreements {
  /** Paid payments without exactly one purchase of their credits, for their provider. */
  paidWithoutPurchase: string[];
  /** Purchases that no paid payment bought (by movement id). */
  purchasesWithoutPayment: number[];
  /** Providers whose balance is not their ledger's sum, or whose movements' balances do not follow. */
  ledger: LedgerDisagreement[];
}

/**
 * Compares the ledger with the payments: every paid payment has its one purchase of its pack's credits, every
 * purchase points at a paid payment, and the ledger adds up (`ledgerDisagreements`). The check command and
 * the tests run it after every scenario.
 */
export async function booksDisagreements(db: Queryable): Promise<BooksDisagreements> {
  const [paid, purchases, ledger] = await Promise.all([
    db.query<{ id: string }>(
      `SELECT payments.id FROM payments
       LEFT JOIN credit_movements ON credit_movements.payment_id = payments.id
       WHERE payments.state = 'paid'
         AND (credit_movements.id IS NULL OR credit_movements.kind <> 'purchase'
              OR credit_movements.credits <> payments.credits
              OR credit_movements.provider_id <> payments.provider_id)
       ORDER BY payments.id`,
    ),
    db.query<{ id: string }>(
      `SELECT credit_movements.id FROM credit_movements
       LEFT JOIN payments ON payments.id = credit_movements.payment_id
       WHERE credit_movements.kind = 'purchase' AND (payments.id IS NULL OR payments.state <> 'paid')
       ORDER BY credit_movements.id`,
    ),
    ledgerDisagreements(db),
  ]);
  return {
    paidWithoutPurchase: paid.map((row) => row.id),
    purchasesWithoutPayment: purchases.map((row) => Number(row.id)),
    ledger,
  };
}

export function booksBalance(found: BooksDisagreements): boolean {
  return (
    found.paidWithoutPurchase.length === 0 &&
    found.purchasesWithoutPayment.length === 0 &&
    found.ledger.length === 0
  );
}
