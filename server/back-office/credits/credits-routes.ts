import type { FastifyInstance } from 'fastify';
import * as creditsApi from '@shared/api/contract/back-office/credits';
import {
  CREDIT_LOGS_PAGE_SIZE,
  type CreditLog,
  type CreditMovementKindName,
  type CreditPackId,
  type Currency,
  type Receipt,
} from '@shared/api/contract/back-office/credits';
import { pageCountOf } from '@shared/api/contract/page-number';
import { isCountryCode, SITES, type CountryCode } from '@shared/sites';
import type { Queryable } from '@server/db/database';
import { requestLanguage } from '@server/http/describe-issues';
import { HttpError } from '@server/http/http-error';
import { registerEndpoint } from '@server/http/register-endpoint';
import { startPayment } from '@server/payments/payments';
import type { BackOfficeDependencies } from '../back-office-dependencies';
import { registerOwnedEndpoint, type OwnedResource } from '../ownership';
import { packsFor } from './credit-packs';

/** A provider's payment, named by its id in the receipts' path. */
export const PROVIDER_PAYMENTS = {
  table: 'payments',
  key: 'id',
  owner: 'payments.provider_id',
  id: 'uuid',
  notFound: 'server.receiptNotFound',
} as const satisfies OwnedResource;

/** `FR-000042`: a receipt's number in its country's sequence. */
export function receiptNumber(country: string, number: number): string {
  return `${country}-${String(number).padStart(6, '0')}`;
}

async function countryOf(db: Queryable, providerId: number): Promise<CountryCode> {
  const [row] = await db.query<{ country: string }>('SELECT country FROM providers WHERE id = $1', [
    providerId,
  ]);
  return row && isCountryCode(row.country) ? row.country : 'FR';
}

interface LogRow {
  id: string;
  kind: CreditMovementKindName;
  credits: number;
  balance_after: number;
  created_at: Date;
  event_request_id: string | null;
  refund_of: string | null;
  reason: string | null;
  payment_id: string | null;
  country: string | null;
  receipt_number: number | null;
}

/** One page of the provider's ledger, newest first, with its balance. */
async function creditLogsOf(db: Queryable, providerId: number, page: number) {
  const [logs, [totals], awaited] = await Promise.all([
    db.query<LogRow>(
      `SELECT credit_movements.id, kind, credit_movements.credits, balance_after, credit_movements.created_at,
              event_request_id, refund_of, reason, payments.id AS payment_id, payments.country,
              payments.receipt_number
       FROM credit_movements LEFT JOIN payments ON payments.id = credit_movements.payment_id
       WHERE credit_movements.provider_id = $1
       ORDER BY credit_movements.id DESC LIMIT $2 OFFSET $3`,
      [providerId, CREDIT_LOGS_PAGE_SIZE, (page - 1) * CREDIT_LOGS_PAGE_SIZE],
    ),
    db.query<{ balance: number; total: string }>(
      `SELECT credit_balance AS balance, (SELECT count(*) FROM credit_movements WHERE provider_id = $1) AS total
       FROM providers WHERE id = $1`,
      [providerId],
    ),
    db.query<{ id: string; credits: number; created_at: Date }>(
      `SELECT id, credits, created_at FROM payments
       WHERE provider_id = $1 AND state = 'pending' AND confirms_later ORDER BY created_at DESC`,
      [providerId],
    ),
  ]);
  const total = Number(totals?.total ?? 0);
  return {
    balance: totals?.balance ?? 0,
    logs: logs.map((row): CreditLog => ({
      id: Number(row.id),
      kind: row.kind,
      credits: row.credits,
      balanceAfter: row.balance_after,
      createdAt: row.created_at.toISOString(),
      eventRequest: row.event_request_id,
      refundOf: row.refund_of === null ? null : Number(row.refund_of),
      receipt:
        row.payment_id !== null && row.country !== null && row.receipt_number !== null
          ? { id: row.payment_id, number: receiptNumber(row.country, row.receipt_number) }
          : null,
      reason: row.reason,
    })),
    awaited: awaited.map((row) => ({
      id: row.id,
      credits: row.credits,
      createdAt: row.created_at.toISOString(),
    })),
    page,
    pageCount: pageCountOf(total, CREDIT_LOGS_PAGE_SIZE),
    total,
  };
}

/** The receipt of a paid payment; one not paid has none (404, as another provider's). */
async function receiptOf(db: Queryable, paymentId: string): Promise<Receipt> {
  const [row] = await db.query<{
    id: string;
    country: string;
    receipt_number: number | null;
    paid_at: Date | null;
    buyer: string;
    pack: CreditPackId;
    credits: number;
    currency: Currency;
    net_amount: number;
    vat_amount: number;
    gross_amount: number;
    vat_rate_basis_points: number;
  }>(
    `SELECT payments.id, payments.country, receipt_number, paid_at, providers.name AS buyer, pack, credits,
            currency, net_amount, vat_amount, gross_amount, vat_rate_basis_points
     FROM payments JOIN providers ON providers.id = payments.provider_id
     WHERE payments.id = $1 AND state = 'paid'`,
    [paymentId],
  );
  if (!row || row.receipt_number === null || row.paid_at === null) {
    throw new HttpError(404, 'server.receiptNotFound');
  }
  return {
    id: row.id,
    number: receiptNumber(row.country, row.receipt_number),
    issuedAt: row.paid_at.toISOString(),
    country: row.country,
    seller: isCountryCode(row.country) ? SITES[row.country].brand : SITES.FR.brand,
    buyer: row.buyer,
    pack: row.pack,
    credits: row.credits,
    currency: row.currency,
    net: row.net_amount,
    vat: row.vat_amount,
    gross: row.gross_amount,
    vatRate: row.vat_rate_basis_points / 100,
  };
}

/**
 * The provider's credits: the packs of its country, buying one (a pending payment and the gateway's checkout:
 * the credits come with its verified event, server/payments/payment-webhook.ts), its ledger and its receipts.
 */
export function registerCreditsRoutes(
  app: FastifyInstance,
  { db, clock, payments, urls }: BackOfficeDependencies,
): void {
  registerEndpoint(app, creditsApi.creditPacks, async ({ caller }) => ({
    packs: packsFor(await countryOf(db, caller.providerId)),
  }));

  registerEndpoint(app, creditsApi.buyCredits, async ({ input, caller, request }) => {
    if (!payments) throw new HttpError(503, 'server.paymentGatewayUnavailable');
    return {
      checkoutUrl: await startPayment(db, payments, {
        providerId: caller.providerId,
        pack: input.pack,
        language: requestLanguage(request),
        origin: urls.backOffice,
        now: clock.now(),
      }),
    };
  });

  registerEndpoint(app, creditsApi.creditLogs, ({ input, caller }) =>
    creditLogsOf(db, caller.providerId, input.page),
  );

  registerOwnedEndpoint(
    app,
    creditsApi.creditReceipt,
    { db, owns: PROVIDER_PAYMENTS, by: 'id' },
    async ({ owned }) => ({
      receipt: await receiptOf(db, owned),
    }),
  );
}
