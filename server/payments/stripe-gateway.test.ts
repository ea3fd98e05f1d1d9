import { afterEach, describe, expect, it } from 'vitest';
import * as creditsApi from '@shared/api/contract/back-office/credits';
import { seedCatalog } from '@server/seed/seed-catalog';
import { expectBooksBalanced } from '@server/test-support/books';
import { bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { FAKE_STRIPE_WEBHOOK_SECRET, fakeStripeForEachTest } from '@server/test-support/fake-stripe';
import { checkoutEvent, deliverEvent } from '@server/test-support/payment-events';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';

const fake = fakeStripeForEachTest();
const t = freshAppForEachTest(seedCatalog, fake.env);
const WEBHOOK_SECRET = FAKE_STRIPE_WEBHOOK_SECRET;
afterEach(() => expectBooksBalanced(t.db));

describe('Stripe Checkout, against a local fake of Stripe’s API', () => {
  it('opens a checkout session for the payment and grants the pack on Stripe’s signed event only', async () => {
    const as = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const { checkoutUrl } = bodyOf(
      await callEndpoint(
        t.app,
        creditsApi.buyCredits,
        { pack: 'pack-25' },
        { as, headers: { 'accept-language': 'it' } },
      ),
    );
    const [session] = fake.sessions;
    expect(checkoutUrl).toBe(session?.url);
    const [payment] = await t.db.query<{ id: string; checkout_session: string }>(
      'SELECT id, checkout_session FROM payments',
    );
    expect(session).toMatchObject({
      clientReferenceId: payment?.id,
      amountTotal: 9900,
      currency: 'eur',
      locale: 'it',
      successUrl: 'http://pro.localhost:3000/callback/payment/success/credits?session={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://pro.localhost:3000/credits',
    });
    expect(session?.headers.authorization).toBe('Bearer sk_test_fake');
    expect(session?.headers['idempotency-key']).toBe(`checkout-${payment?.id}`);
    expect(payment?.checkout_session).toBe(session?.id);

    const payload = checkoutEvent('checkout.session.completed', {
      session: session?.id ?? '',
      paymentId: payment?.id ?? '',
      amount: 9900,
      currency: 'eur',
    });
    // The sandbox's secret is not Stripe's: only an event signed with the endpoint's secret is taken.
    const forged = await deliverEvent(t.app, payload, { secret: 'whsec_another', at: t.clock.now() });
    expect(forged.statusCode).toBe(400);
    const answer = await deliverEvent(t.app, payload, { secret: WEBHOOK_SECRET, at: t.clock.now() });
    expect(answer.json()).toEqual({ received: true, outcome: 'applied' });
    const { balance } = bodyOf(await callEndpoint(t.app, creditsApi.creditLogs, {}, { as }));
    expect(balance).toBe(25);
  });

  it('answers 502 when Stripe is down, and the payment left behind is never paid', async () => {
    const as = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    fake.failing = true;
    const answer = await callEndpoint(t.app, creditsApi.buyCredits, { pack: 'pack-10' }, { as });
    expect(answer.status).toBe(502);
    expect(await t.db.query('SELECT state, checkout_session FROM payments')).toEqual([
      { state: 'pending', checkout_session: null },
    ]);
  });

  it('has no sandbox checkout page', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/sandbox-checkout/sbx_anything',
      headers: { host: 'pro.localhost:3000' },
    });
    expect(answer.statusCode).toBe(404);
  });
});
