import { expect } from 'vitest';
import type { Queryable } from '@server/db/database';
import { booksDisagreements } from '@server/payments/books';

/** Fails the test unless the ledger and the payments agree (what `server/payments/check-books.ts` checks). */
export async function expectBooksBalanced(db: Queryable): Promise<void> {
  expect(await booksDisagreements(db)).toEqual({
    paidWithoutPurchase: [],
    purchasesWithoutPayment: [],
    ledger: [],
  });
}
