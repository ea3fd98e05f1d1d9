import * as v from 'valibot';
import { endpoint } from '@shared/api/endpoint';
import { listPageEntries } from '../page-number';
import { pageNumberSchema, uuidSchema } from '../primitives';

/**
 * A provider's credits (docs/product/back-office.md#credits): the packs it may buy, buying one through the
 * payment gateway, its ledger and the receipt of each purchase. Credits come in only with a verified payment
 * event (docs/product/back-office.md#payments), never with an answer of these endpoints.
 */

/** The packs on sale, by id; their credits and prices are the server's (server/back-office/credits/credit-packs.ts). */
export const CREDIT_PACK_IDS = ['pack-10', 'pack-25', 'pack-60'] as const;
export type CreditPackId = (typeof CREDIT_PACK_IDS)[number];

/** The currencies packs are sold in: the pound in the United Kingdom, the euro in the other countries. */
export const CURRENCIES = ['EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * What moves credits, as the ledger (migration 026) names it. Nothing writes `expiry`: purchased credits do not
 * expire (docs/product/back-office.md#credits); the kind mirrors the migration's CHECK constraints.
 */
export const CREDIT_MOVEMENT_KINDS = ['purchase', 'unlock', 'refund', 'grant', 'expiry'] as const;
export type CreditMovementKindName = (typeof CREDIT_MOVEMENT_KINDS)[number];

/** Where a payment stands: `pending` until the gateway's verified event says paid, failed or expired. */
export const PAYMENT_STATES = ['pending', 'paid', 'failed', 'expired'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The ledger's rows a page holds. */
export const CREDIT_LOGS_PAGE_SIZE = 50;

/**
 * A pack: its credits and its price, in minor units of its currency (4900 is 49.00 €), VAT included: what
 * the provider's card is charged.
 */
export const creditPackSchema = v.object({
  id: v.picklist(CREDIT_PACK_IDS),
  credits: v.number(),
  price: v.number(),
  currency: v.picklist(CURRENCIES),
});
export type CreditPack = v.InferOutput<typeof creditPackSchema>;

export const creditPacks = endpoint({
  name: 'credit_packs',
  method: 'GET',
  path: '/api/credit/packs',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'The credit packs on sale to the provider, in its country’s currency (pounds in the United Kingdom, euros elsewhere): `price` in minor units, VAT included.',
  request: v.object({}),
  response: v.object({ packs: v.array(creditPackSchema) }),
});

export const buyCredits = endpoint({
  name: 'credit_buy',
  method: 'POST',
  path: '/api/credit/buy',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Starts buying a pack: a pending payment and the gateway’s checkout page, where the browser goes next. Nothing is granted here: the credits come with the gateway’s verified payment event. 502 when the gateway does not answer, 503 when the server has none.',
  request: v.object({ pack: v.picklist(CREDIT_PACK_IDS, 'backOfficeCredits.packUnknown') }),
  response: v.object({ checkoutUrl: v.string() }),
  errors: [502, 503],
  // Support may look and help, never spend the provider's money.
  forbiddenWhileImpersonating: true,
  example: { input: { pack: 'pack-10' } },
});

/** What a movement points at: the request an unlock opened, the unlock a refund gives back, a purchase's receipt. */
export const creditLogSchema = v.object({
  id: v.number(),
  kind: v.picklist(CREDIT_MOVEMENT_KINDS),
  /** Signed: what the movement added to the balance. */
  credits: v.number(),
  balanceAfter: v.number(),
  /** ISO 8601. */
  createdAt: v.string(),
  /** The uuid of the request an unlock opened. */
  eventRequest: v.nullable(v.string()),
  /** The id of the unlock a refund gives back. */
  refundOf: v.nullable(v.number()),
  /** A purchase's receipt: its payment's id (`GET /api/credit/receipts/:id`) and its number. */
  receipt: v.nullable(v.object({ id: v.string(), number: v.string() })),
  reason: v.nullable(v.string()),
});
export type CreditLog = v.InferOutput<typeof creditLogSchema>;

/**
 * A payment whose checkout ended with a method that confirms later (a bank debit): paid for, its credits not
 * granted until the bank confirms.
 */
export const awaitedPaymentSchema = v.object({
  id: v.string(),
  credits: v.number(),
  /** ISO 8601: when the checkout was opened. */
  createdAt: v.string(),
});

export const creditLogs = endpoint({
  name: 'credit_logs',
  method: 'GET',
  path: '/api/credit/logs',
  auth: 'provider',
  host: 'backOffice',
  summary: `The provider’s balance and its ledger, newest first, ${CREDIT_LOGS_PAGE_SIZE} movements a page: each with the balance it left and what it points at. The balance is always the ledger’s sum. \`awaited\`: the payments waiting for their bank’s confirmation, whose credits come once it confirms.`,
  request: v.object({ page: v.optional(pageNumberSchema, 1) }),
  response: v.object({
    balance: v.number(),
    logs: v.array(creditLogSchema),
    awaited: v.array(awaitedPaymentSchema),
    ...listPageEntries,
  }),
  example: { input: { page: '1' } },
});

/** A purchase's receipt: what was charged, split into net and VAT at the provider's country's standard rate. */
export const receiptSchema = v.object({
  id: v.string(),
  /** `FR-000001`: the country's sequence, without a gap. */
  number: v.string(),
  issuedAt: v.string(),
  country: v.string(),
  /** Who sold: the marketplace's site of the provider's country. */
  seller: v.string(),
  /** Who bought: the provider's company. */
  buyer: v.string(),
  pack: v.picklist(CREDIT_PACK_IDS),
  credits: v.number(),
  currency: v.picklist(CURRENCIES),
  /** Minor units. */
  net: v.number(),
  vat: v.number(),
  gross: v.number(),
  /** Percent: 20 for 20 %. */
  vatRate: v.number(),
});
export type Receipt = v.InferOutput<typeof receiptSchema>;

export const creditReceipt = endpoint({
  name: 'credit_receipt',
  method: 'GET',
  path: '/api/credit/receipts/:id',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'The receipt of one of the provider’s paid purchases (its payment’s id), with its number, net, VAT and gross. Another provider’s, or a payment not paid, answers 404.',
  request: v.object({}),
  params: v.object({ id: uuidSchema }),
  response: v.object({ receipt: receiptSchema }),
});
