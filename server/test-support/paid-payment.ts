import type { Database } from '@server/db/database';
import { recordCreditMovement } from '@server/back-office/credits/credit-ledger';

/**
 * A payment of the 10-credit pack, paid, with its receipt and its purchase, written directly: for suites that
 * need one to exist (the fuzz's world) rather than to test how it is paid (server/payments/).
 */
export async function recordPaidPayment(db: Database, providerId: number, at: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const [counter] = await tx.query<{ last_number: number }>(
      `INSERT INTO receipt_counters (country, last_number) VALUES ('FR', 1)
       ON CONFLICT (country) DO UPDATE SET last_number = receipt_counters.last_number + 1 RETURNING last_number`,
    );
    const [payment] = await tx.query<{ id: string }>(
      `INSERT INTO payments (provider_id, gateway, checkout_session, pack, credits, country, currency, gross_amount,
                             net_amount, vat_amount, vat_rate_basis_points, state, created_at, updated_at, paid_at,
                             receipt_number)
       VALUES ($1, 'sandbox', 'sbx_' || gen_random_uuid(), 'pack-10', 10, 'FR', 'EUR', 4900, 4083, 817, 2000,
               'paid', $2, $2, $2, $3)
       RETURNING id`,
      [providerId, at, counter?.last_number ?? 1],
    );
    if (!payment) throw new Error('the paid payment was not written');
    const purchase = await recordCreditMovement(tx, { providerId, kind: 'purchase', credits: 10, at });
    await tx.query('UPDATE credit_movements SET payment_id = $2 WHERE id = $1', [purchase.id, payment.id]);
    return payment.id;
  });
}
