import type { FastifyBaseLogger } from 'fastify';
import type { CreditPackId, PaymentState } from '@shared/api/contract/back-office/credits';
import type { Language } from '@shared/i18n';
import { isCountryCode } from '@shared/sites';
import type { Database, Queryable } from '@server/db/database';
import { HttpError } from '@server/http/http-error';
import { translate } from '@server/i18n/translate';
import { packFor } from '@server/back-office/credits/credit-packs';
import { recordCreditMovement } from '@server/back-office/credits/credit-ledger';
import {
  SESSION_PLACEHOLDER,
  type OpenedCheckout,
  type PaymentEvent,
  type PaymentGateway,
} from './payment-gateway';
import { nextPaymentStanding } from './payment-state';
import { applySubscriptionChange } from './subscriptions';
import { splitGross, STANDARD_VAT_BASIS_POINTS } from './vat-rates';

/** Where a checkout sends the browser back: the success page (SPEC §7) and, given up, the credits page. */
export const PAYMENT_SUCCESS_PATH = '/callback/payment/success/credits';
export const CREDITS_PAGE_PATH = '/credits';

export interface StartPayment {
  providerId: number;
  pack: CreditPackId;
  language: Language;
  /** The back-office's origin, where the checkout sends the browser back. */
  origin: string;
  now: Date;
}

/**
 * Starts buying a pack: a pending payment, written and committed before the gateway opens its checkout so
 * that any event the gateway sends finds its row, then the checkout, whose session the payment keeps. The
 * price, the VAT and their split are the provider's country's, fixed now. Grants nothing.
 */
export async function startPayment(
  db: Database,
  gateway: PaymentGateway,
  { providerId, pack: packId, language, origin, now }: StartPayment,
): Promise<string> {
  const [provider] = await db.query<{ country: string }>('SELECT country FROM providers WHERE id = $1', [
    providerId,
  ]);
  const country = provider && isCountryCode(provider.country) ? provider.country : 'FR';
  const pack = packFor(country, packId);
  const basisPoints = STANDARD_VAT_BASIS_POINTS[country];
  const { net, vat } = splitGross(pack.price, basisPoints);
  const [payment] = await db.query<{ id: string }>(
    `INSERT INTO payments (provider_id, gateway, pack, credits, country, currency, gross_amount, net_amount,
                           vat_amount, vat_rate_basis_points, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
    [
      providerId,
      gateway.name,
      pack.id,
      pack.credits,
      country,
      pack.currency,
      pack.price,
      net,
      vat,
      basisPoints,
      now,
    ],
  );
  if (!payment) throw new Error('the payment was not written');
  let opened: OpenedCheckout;
  try {
    opened = await gateway.openCheckout({
      paymentId: payment.id,
      description: translate(language, 'payments.packDescription', { credits: pack.credits }),
      amount: pack.price,
      currency: pack.currency,
      language,
      successUrl: `${origin}${PAYMENT_SUCCESS_PATH}?session=${SESSION_PLACEHOLDER}`,
      cancelUrl: `${origin}${CREDITS_PAGE_PATH}`,
    });
  } catch (error) {
    // The payment stays pending without a checkout: nobody can pay it, and the books ignore it.
    throw Object.assign(new HttpError(502, 'server.paymentGatewayUnavailable'), { cause: error });
  }
  await db.query('UPDATE payments SET checkout_session = $2, updated_at = $3 WHERE id = $1', [
    payment.id,
    opened.session,
    now,
  ]);
  return opened.url;
}

interface LockedPayment {
  id: string;
  provider_id: number;
  checkout_session: string | null;
  credits: number;
  country: string;
  currency: string;
  gross_amount: number;
  state: PaymentState;
  confirms_later: boolean;
}

/** What a delivery did: a replay (its event already stored) changes nothing. */
export type EventOutcome = 'applied' | 'unchanged' | 'mismatched' | 'ignored' | 'replayed';

/** The next receipt number of `country`, handed out under its counter's row lock: no gap, no repeat. */
async function nextReceiptNumber(tx: Queryable, country: string): Promise<number> {
  const [row] = await tx.query<{ last_number: number }>(
    `INSERT INTO receipt_counters (country, last_number) VALUES ($1, 1)
     ON CONFLICT (country) DO UPDATE SET last_number = receipt_counters.last_number + 1
     RETURNING last_number`,
    [country],
  );
  if (!row) throw new Error('no receipt number');
  return row.last_number;
}

/** Whether what the gateway says was charged is what the payment asked for. */
function agrees(payment: LockedPayment, checkout: NonNullable<PaymentEvent['checkout']>): boolean {
  if (payment.checkout_session !== null && payment.checkout_session !== checkout.session) return false;
  if (checkout.outcome !== 'paid') return true;
  return checkout.amount === payment.gross_amount && checkout.currency === payment.currency;
}

/**
 * Applies one verified event, once: its id is stored first, in the transaction that does what it says, so a
 * second delivery (a replay, or the same event delivered twice at once: the second insert waits for the first
 * transaction and then finds the id) changes nothing. The payment's row is locked, moved by the order of
 * precedence of `nextPaymentStanding`, and a payment that becomes paid gets its receipt number and its
 * credits in the same transaction: a purchase of the ledger pointing at it, which the ledger's unique index
 * keeps to one per payment. An event about a premium subscription moves it instead (server/payments/subscriptions.ts).
 */
export async function applyPaymentEvent(
  db: Database,
  gateway: PaymentGateway,
  event: PaymentEvent,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const stored = await tx.query(
      `INSERT INTO payment_events (gateway, id, type, outcome, received_at) VALUES ($1, $2, $3, 'ignored', $4)
       ON CONFLICT (gateway, id) DO NOTHING RETURNING id`,
      [gateway.name, event.id, event.type, now],
    );
    if (stored.length === 0) return 'replayed';
    if (event.subscription) {
      const change = await applySubscriptionChange(tx, gateway.name, event.subscription, event.id, now, log);
      await tx.query(
        'UPDATE payment_events SET outcome = $3, subscription_id = $4 WHERE gateway = $1 AND id = $2',
        [gateway.name, event.id, change.outcome, change.subscriptionId],
      );
      return change.outcome;
    }
    const outcome = await applyCheckout(tx, gateway, event, now, log);
    await tx.query('UPDATE payment_events SET outcome = $3, payment_id = $4 WHERE gateway = $1 AND id = $2', [
      gateway.name,
      event.id,
      outcome.outcome,
      outcome.paymentId,
    ]);
    return outcome.outcome;
  });
}

async function applyCheckout(
  tx: Queryable,
  gateway: PaymentGateway,
  { checkout, id }: PaymentEvent,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<{ outcome: Exclude<EventOutcome, 'replayed'>; paymentId: string | null }> {
  if (!checkout) return { outcome: 'ignored', paymentId: null };
  const [payment] = await tx.query<LockedPayment>(
    `SELECT id, provider_id, checkout_session, credits, country, currency, gross_amount, state, confirms_later
     FROM payments WHERE id = $1 AND gateway = $2 FOR UPDATE`,
    [checkout.paymentId, gateway.name],
  );
  if (!payment) {
    log?.warn({ event: id, payment: checkout.paymentId }, 'a payment event names no payment of ours');
    return { outcome: 'ignored', paymentId: null };
  }
  if (!agrees(payment, checkout)) {
    log?.error(
      { event: id, payment: payment.id },
      'a payment event disagrees with its payment: nothing granted',
    );
    return { outcome: 'mismatched', paymentId: payment.id };
  }
  const next = nextPaymentStanding(
    { state: payment.state, confirmsLater: payment.confirms_later },
    checkout.outcome,
  );
  if (!next) return { outcome: 'unchanged', paymentId: payment.id };
  const paid = next.state === 'paid';
  await tx.query(
    `UPDATE payments SET state = $2, confirms_later = $3, checkout_session = $4, updated_at = $5,
            paid_at = $6, receipt_number = $7
     WHERE id = $1`,
    [
      payment.id,
      next.state,
      next.confirmsLater,
      checkout.session,
      now,
      paid ? now : null,
      paid ? await nextReceiptNumber(tx, payment.country) : null,
    ],
  );
  if (paid) {
    const purchase = await recordCreditMovement(tx, {
      providerId: payment.provider_id,
      kind: 'purchase',
      credits: payment.credits,
      at: now,
    });
    await tx.query('UPDATE credit_movements SET payment_id = $2 WHERE id = $1', [purchase.id, payment.id]);
  }
  return { outcome: 'applied', paymentId: payment.id };
}

/**
 * A payment as its success page shows it, found by its checkout session: an id only its buyer's browser was
 * sent to, which shows no more than the state and the credits.
 */
export interface PaymentStatus {
  id: string;
  state: PaymentState;
  confirmsLater: boolean;
  credits: number;
}

export async function paymentBySession(db: Queryable, session: string): Promise<PaymentStatus | null> {
  const [row] = await db.query<{
    id: string;
    state: PaymentState;
    confirms_later: boolean;
    credits: number;
  }>('SELECT id, state, confirms_later, credits FROM payments WHERE checkout_session = $1', [session]);
  return row
    ? {
        id: row.id,
        state: row.state,
        confirmsLater: row.confirms_later,
        credits: row.credits,
      }
    : null;
}
