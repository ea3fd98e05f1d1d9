import { afterEach, describe, expect, it } from 'vitest';
import * as creditsApi from '@shared/api/contract/back-office/credits';
import { seedCatalog } from '@server/seed/seed-catalog';
import { expectBooksBalanced } from '@server/test-support/books';
import { BACK_OFFICE_HOST, bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { checkoutEvent, deliverEvent, webhookSecretOf } from '@server/test-support/payment-events';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { stripeSignature } from './stripe-events';

const t = freshAppForEachTest(seedCatalog);

// Every scenario ends with the ledger and the payments agreeing, whatever it did.
afterEach(() => expectBooksBalanced(t.db));

/** A provider that started buying the 10-credit pack: its payment, pending, and its checkout session. */
async function startedPurchase(phone = '+33611111111') {
  const provider = await signedInProvider(t, `Atelier ${phone.slice(-4)}`, phone);
  const { checkoutUrl } = bodyOf(
    await callEndpoint(t.app, creditsApi.buyCredits, { pack: 'pack-10' }, { as: provider }),
  );
  const session = decodeURIComponent(checkoutUrl.split('/').at(-1) ?? '');
  const [payment] = await t.db.query<{ id: string }>('SELECT id FROM payments WHERE checkout_session = $1', [
    session,
  ]);
  if (!payment) throw new Error('no payment was written');
  return { provider, session, paymentId: payment.id, amount: 4900, currency: 'EUR' };
}

type Purchase = Awaited<ReturnType<typeof startedPurchase>>;

const deliver = (payload: string, at = t.clock.now()) =>
  deliverEvent(t.app, payload, { secret: webhookSecretOf(t.config), at });

const completed = (purchase: Purchase, paymentStatus = 'paid', id?: string) =>
  checkoutEvent('checkout.session.completed', { ...purchase, paymentStatus }, id);

async function standing(paymentId: string) {
  const [row] = await t.db.query<{ state: string; confirms_later: boolean; receipt_number: number | null }>(
    'SELECT state, confirms_later, receipt_number FROM payments WHERE id = $1',
    [paymentId],
  );
  return row;
}

async function balanceOf(providerId: number) {
  const [row] = await t.db.query<{ credit_balance: number }>(
    'SELECT credit_balance FROM providers WHERE id = $1',
    [providerId],
  );
  return row?.credit_balance;
}

const purchases = async () =>
  Number(
    (await t.db.query<{ count: string }>("SELECT count(*) FROM credit_movements WHERE kind = 'purchase'"))[0]
      ?.count,
  );

describe('the payment webhook', () => {
  it('grants a pack’s credits once for a verified payment, however often the event is delivered', async () => {
    const purchase = await startedPurchase();
    const payload = completed(purchase);
    const answers = [];
    for (let delivery = 0; delivery < 10; delivery += 1) answers.push(await deliver(payload));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.map((answer) => answer.json<{ outcome: string }>().outcome)).toEqual([
      'applied',
      ...Array(9).fill('replayed'),
    ]);
    expect(await balanceOf(purchase.provider.providerId)).toBe(10);
    expect(await purchases()).toBe(1);
    expect(await standing(purchase.paymentId)).toEqual({
      state: 'paid',
      confirms_later: false,
      receipt_number: 1,
    });
  });

  it('grants once when the same event is delivered ten times at once', async () => {
    const purchase = await startedPurchase();
    const payload = completed(purchase);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(payload)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.filter((answer) => answer.json<{ outcome: string }>().outcome === 'applied')).toHaveLength(
      1,
    );
    expect(await balanceOf(purchase.provider.providerId)).toBe(10);
  });

  it('grants once when two different events say the same payment succeeded, at once', async () => {
    const purchase = await startedPurchase();
    await Promise.all([
      deliver(completed(purchase)),
      deliver(checkoutEvent('checkout.session.async_payment_succeeded', purchase)),
    ]);
    expect(await balanceOf(purchase.provider.providerId)).toBe(10);
    expect(await purchases()).toBe(1);
  });

  it('refuses a forged signature with a 400, and stores and grants nothing', async () => {
    const purchase = await startedPurchase();
    const payload = completed(purchase);
    const forged = stripeSignature(payload, 'whsec_not_ours', t.clock.now());
    const answer = await deliverEvent(t.app, payload, {
      secret: webhookSecretOf(t.config),
      at: t.clock.now(),
      signature: forged,
    });
    expect(answer.statusCode).toBe(400);
    // The signature of another body: one byte changed is another payment.
    const genuine = stripeSignature(payload, webhookSecretOf(t.config), t.clock.now());
    const tampered = payload.replace('"amount_total":4900', '"amount_total":4901');
    expect(
      (await deliverEvent(t.app, tampered, { secret: '', at: t.clock.now(), signature: genuine })).statusCode,
    ).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/webhooks/payments',
      headers: { host: BACK_OFFICE_HOST, 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await balanceOf(purchase.provider.providerId)).toBe(0);
    expect(await t.db.query('SELECT id FROM payment_events')).toEqual([]);
    expect((await standing(purchase.paymentId))?.state).toBe('pending');
  });

  it('refuses a signature older than five minutes, or from further ahead, by the app’s clock', async () => {
    const purchase = await startedPurchase();
    const payload = completed(purchase);
    const signedAt = t.clock.now();
    t.clock.advance(301_000);
    expect((await deliver(payload, signedAt)).statusCode).toBe(400);
    expect((await deliver(payload, new Date(t.clock.now().getTime() + 301_000))).statusCode).toBe(400);
    expect(await balanceOf(purchase.provider.providerId)).toBe(0);
    // Within the tolerance, the same payload signed again is taken.
    expect((await deliver(payload, new Date(t.clock.now().getTime() - 299_000))).statusCode).toBe(200);
    expect(await balanceOf(purchase.provider.providerId)).toBe(10);
  });

  it('ends paid when the checkout’s completion comes after its failure', async () => {
    const purchase = await startedPurchase();
    await deliver(
      checkoutEvent('checkout.session.async_payment_failed', { ...purchase, paymentStatus: 'unpaid' }),
    );
    expect((await standing(purchase.paymentId))?.state).toBe('failed');
    await deliver(completed(purchase));
    expect((await standing(purchase.paymentId))?.state).toBe('paid');
    expect(await balanceOf(purchase.provider.providerId)).toBe(10);
  });

  it('ends paid when the success comes before the completion that says it confirms later', async () => {
    const purchase = await startedPurchase();
    await deliver(checkoutEvent('checkout.session.async_payment_succeeded', purchase));
    const late = await deliver(completed(purchase, 'unpaid'));
    expect(late.json()).toEqual({ received: true, outcome: 'unchanged' });
    expect(await standing(purchase.paymentId)).toMatchObject({ state: 'paid', confirms_later: false });
    expect(await balanceOf(purchase.provider.providerId)).toBe(10);
  });

  it('keeps a payment that confirms later pending, granting nothing until the bank says', async () => {
    const purchase = await startedPurchase();
    await deliver(completed(purchase, 'unpaid'));
    expect(await standing(purchase.paymentId)).toEqual({
      state: 'pending',
      confirms_later: true,
      receipt_number: null,
    });
    expect(await balanceOf(purchase.provider.providerId)).toBe(0);
    await deliver(
      checkoutEvent('checkout.session.async_payment_failed', { ...purchase, paymentStatus: 'unpaid' }),
    );
    expect((await standing(purchase.paymentId))?.state).toBe('failed');
    expect(await balanceOf(purchase.provider.providerId)).toBe(0);
  });

  it('leaves an expired checkout expired, and a late expiry leaves a paid one paid', async () => {
    const first = await startedPurchase();
    await deliver(checkoutEvent('checkout.session.expired', { ...first, paymentStatus: 'unpaid' }));
    expect((await standing(first.paymentId))?.state).toBe('expired');
    const second = await startedPurchase('+33622222222');
    await deliver(completed(second));
    await deliver(checkoutEvent('checkout.session.expired', { ...second, paymentStatus: 'unpaid' }));
    expect((await standing(second.paymentId))?.state).toBe('paid');
    expect(await balanceOf(first.provider.providerId)).toBe(0);
    expect(await balanceOf(second.provider.providerId)).toBe(10);
  });

  it('grants nothing for a payment whose event says another amount or another session', async () => {
    const purchase = await startedPurchase();
    const cheaper = await deliver(completed({ ...purchase, amount: 100 }));
    expect(cheaper.json()).toEqual({ received: true, outcome: 'mismatched' });
    const elsewhere = await deliver(completed({ ...purchase, session: 'sbx_another' }));
    expect(elsewhere.json()).toEqual({ received: true, outcome: 'mismatched' });
    expect(await balanceOf(purchase.provider.providerId)).toBe(0);
    expect((await standing(purchase.paymentId))?.state).toBe('pending');
  });

  it('answers 200 and stores an event about nothing of ours, which changes nothing', async () => {
    const purchase = await startedPurchase();
    const answer = await deliver(checkoutEvent('customer.created', purchase));
    expect(answer.json()).toEqual({ received: true, outcome: 'ignored' });
    const unknown = await deliver(
      completed({ ...purchase, paymentId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await balanceOf(purchase.provider.providerId)).toBe(0);
  });

  it('hands receipt numbers out in sequence per country', async () => {
    const french = await startedPurchase();
    const belgian = await startedPurchase('+33622222222');
    await t.db.query("UPDATE payments SET country = 'BE' WHERE id = $1", [belgian.paymentId]);
    const another = await startedPurchase('+33633333333');
    for (const purchase of [french, belgian, another]) await deliver(completed(purchase));
    expect((await standing(french.paymentId))?.receipt_number).toBe(1);
    expect((await standing(belgian.paymentId))?.receipt_number).toBe(1);
    expect((await standing(another.paymentId))?.receipt_number).toBe(2);
  });
});
