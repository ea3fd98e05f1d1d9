import { afterEach, describe, expect, it } from 'vitest';
import * as creditsApi from '@shared/api/contract/back-office/credits';
import { seedCatalog } from '@server/seed/seed-catalog';
import { expectBooksBalanced } from '@server/test-support/books';
import { BACK_OFFICE_HOST, bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppForEachTest, startTestApp } from '@server/test-support/test-app';
import { recordCreditMovement } from './credit-ledger';

const t = freshAppForEachTest(seedCatalog);

afterEach(() => expectBooksBalanced(t.db));

const provider = (phone = '+33611111111') => signedInProvider(t, `Atelier ${phone.slice(-4)}`, phone);
type Provider = Awaited<ReturnType<typeof provider>>;

/** Starts buying `pack` and answers the sandbox checkout's path. */
async function checkoutPath(as: Provider, pack: creditsApi.CreditPackId = 'pack-10'): Promise<string> {
  const { checkoutUrl } = bodyOf(await callEndpoint(t.app, creditsApi.buyCredits, { pack }, { as }));
  return new URL(checkoutUrl).pathname;
}

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: BACK_OFFICE_HOST, ...headers } });

/** Presses a button of the sandbox checkout's page, as its form posts it. */
const press = (path: string, action: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { host: BACK_OFFICE_HOST, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: `action=${action}`,
  });

const logsOf = async (as: Provider) => bodyOf(await callEndpoint(t.app, creditsApi.creditLogs, {}, { as }));

describe('the credit packs', () => {
  it('are priced in euros, VAT included, and in pounds for a company in the United Kingdom', async () => {
    const french = await provider();
    const { packs } = bodyOf(await callEndpoint(t.app, creditsApi.creditPacks, {}, { as: french }));
    expect(packs[0]).toEqual({ id: 'pack-10', credits: 10, price: 4900, currency: 'EUR' });
    expect(packs.map((pack) => pack.id)).toEqual(creditsApi.CREDIT_PACK_IDS);
    const british = await provider('+33622222222');
    await t.db.query("UPDATE providers SET country = 'GB' WHERE id = $1", [british.providerId]);
    const pounds = bodyOf(await callEndpoint(t.app, creditsApi.creditPacks, {}, { as: british }));
    expect(pounds.packs.map((pack) => pack.currency)).toEqual(['GBP', 'GBP', 'GBP']);
  });
});

describe('buying credits in the sandbox checkout', () => {
  it('grants the pack when the provider pays, and the ledger names its receipt', async () => {
    const as = await provider();
    const path = await checkoutPath(as);
    const checkout = await page(path, { 'accept-language': 'fr' });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toMatch(/<button[^>]*value="pay"[^>]*>\s*Payer\s*</);
    const paid = await press(path, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/^\/callback\/payment\/success\/credits\?session=sbx_/);
    const success = await page(String(paid.headers.location), { 'accept-language': 'fr' });
    expect(success.body).toContain('Paiement reçu : 10 crédits ont été ajoutés à votre solde.');
    const { balance, logs } = await logsOf(as);
    expect(balance).toBe(10);
    expect(logs).toEqual([
      expect.objectContaining({
        kind: 'purchase',
        credits: 10,
        balanceAfter: 10,
        receipt: expect.anything(),
      }),
    ]);
    expect(logs[0]?.receipt?.number).toBe('FR-000001');
  });

  it('speaks the provider’s language on the checkout page', async () => {
    const path = await checkoutPath(await provider());
    expect((await page(path, { 'accept-language': 'de' })).body).toMatch(/value="pay"[^>]*>\s*Bezahlen\s*</);
    expect((await page(path, { 'accept-language': 'en' })).body).toMatch(/value="pay"[^>]*>\s*Pay\s*</);
  });

  it('grants nothing when the payment fails or is given up, and says so', async () => {
    const as = await provider();
    const failing = await checkoutPath(as);
    const failed = await press(failing, 'fail', { 'accept-language': 'en' });
    expect((await page(String(failed.headers.location), { 'accept-language': 'en' })).body).toContain(
      'The payment failed: no credits were added',
    );
    const abandoned = await press(await checkoutPath(as), 'abandon');
    expect(abandoned.headers.location).toBe('/credits');
    expect((await logsOf(as)).balance).toBe(0);
    const states = await t.db.query<{ state: string }>(
      'SELECT state FROM payments ORDER BY created_at, state',
    );
    expect(states.map((row) => row.state).sort()).toEqual(['expired', 'failed']);
  });

  it('shows a debit that confirms later as pending, then grants it when it settles', async () => {
    const as = await provider();
    const path = await checkoutPath(as);
    const later = await press(path, 'payLater');
    const success = String(later.headers.location);
    expect((await page(success, { 'accept-language': 'en' })).body).toContain('Your payment is pending');
    expect(await logsOf(as)).toMatchObject({ balance: 0, awaited: [{ credits: 10 }] });
    // Its page now offers what the bank may still do, and no second payment.
    expect((await press(path, 'pay')).statusCode).toBe(409);
    expect((await press(path, 'settle')).statusCode).toBe(303);
    expect((await page(success, { 'accept-language': 'en' })).body).toContain('Payment received');
    expect(await logsOf(as)).toMatchObject({ balance: 10, awaited: [] });
  });

  it('grants nothing on the success page itself, however often it is opened', async () => {
    const as = await provider();
    const path = await checkoutPath(as);
    const session = path.split('/').at(-1) ?? '';
    for (let visit = 0; visit < 3; visit += 1) {
      const success = await page(`/callback/payment/success/credits?session=${session}`, {
        'accept-language': 'en',
      });
      expect(success.statusCode).toBe(200);
      expect(success.body).toContain('Your payment is being confirmed');
    }
    expect((await page('/callback/payment/success/credits?session=sbx_unknown')).statusCode).toBe(404);
    expect((await page('/callback/payment/success/credits')).statusCode).toBe(404);
    expect((await logsOf(as)).balance).toBe(0);
    expect(await t.db.query("SELECT id FROM payments WHERE state <> 'pending'")).toEqual([]);
  });

  it('answers 503 on a server without a gateway, writing no payment', async () => {
    const as = await provider();
    const unconfigured = await startTestApp({ db: t.db, env: { PAYMENTS: 'none' } });
    try {
      const answer = await callEndpoint(unconfigured.app, creditsApi.buyCredits, { pack: 'pack-10' }, { as });
      expect(answer.status).toBe(503);
      expect(await t.db.query('SELECT id FROM payments')).toEqual([]);
    } finally {
      await unconfigured.close();
    }
  });

  it('refuses a pack that does not exist with a 400, writing no payment', async () => {
    const as = await provider();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/credit/buy',
      headers: { host: BACK_OFFICE_HOST, 'content-type': 'application/json', ...as.headers },
      payload: JSON.stringify({ pack: 'pack-1000' }),
    });
    expect(answer.statusCode).toBe(400);
    expect(await t.db.query('SELECT id FROM payments')).toEqual([]);
  });
});

describe('the ledger and the receipts', () => {
  it('lists every movement newest first with the balance it left and what it points at', async () => {
    const as = await provider();
    await press(await checkoutPath(as), 'pay');
    await recordCreditMovement(t.db, {
      providerId: as.providerId,
      kind: 'grant',
      credits: 2,
      reason: 'Geste commercial',
      at: t.clock.now(),
    });
    const { balance, logs, total, pageCount } = await logsOf(as);
    expect({ balance, total, pageCount }).toEqual({ balance: 12, total: 2, pageCount: 1 });
    expect(
      logs.map(({ kind, credits, balanceAfter, reason }) => ({ kind, credits, balanceAfter, reason })),
    ).toEqual([
      { kind: 'grant', credits: 2, balanceAfter: 12, reason: 'Geste commercial' },
      { kind: 'purchase', credits: 10, balanceAfter: 10, reason: null },
    ]);
  });

  it('gives a purchase’s receipt with net, VAT and gross at the country’s standard rate', async () => {
    const as = await provider();
    await t.db.query("UPDATE providers SET country = 'PT' WHERE id = $1", [as.providerId]);
    await press(await checkoutPath(as, 'pack-25'), 'pay');
    const id = (await logsOf(as)).logs[0]?.receipt?.id ?? '';
    const { receipt } = bodyOf(
      await callEndpoint(t.app, creditsApi.creditReceipt, {}, { as, params: { id } }),
    );
    expect(receipt).toMatchObject({
      number: 'PT-000001',
      country: 'PT',
      pack: 'pack-25',
      credits: 25,
      currency: 'EUR',
      gross: 9900,
      net: 8049,
      vat: 1851,
      vatRate: 23,
    });
    expect(receipt.net + receipt.vat).toBe(receipt.gross);
  });

  it('answers 404 for another provider’s receipt, and for a payment not paid', async () => {
    const owner = await provider();
    await press(await checkoutPath(owner), 'pay');
    const id = (await logsOf(owner)).logs[0]?.receipt?.id ?? '';
    const other = await provider('+33622222222');
    expect(
      (await callEndpoint(t.app, creditsApi.creditReceipt, {}, { as: other, params: { id } })).status,
    ).toBe(404);
    const pending = await checkoutPath(owner);
    const [unpaid] = await t.db.query<{ id: string }>('SELECT id FROM payments WHERE checkout_session = $1', [
      pending.split('/').at(-1) ?? '',
    ]);
    expect(
      (
        await callEndpoint(
          t.app,
          creditsApi.creditReceipt,
          {},
          { as: owner, params: { id: unpaid?.id ?? '' } },
        )
      ).status,
    ).toBe(404);
  });
});
