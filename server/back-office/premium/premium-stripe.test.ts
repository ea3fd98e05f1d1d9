import { describe, expect, it } from 'vitest';
import * as premiumApi from '@shared/api/contract/back-office/premium';
import { seedCatalog } from '@server/seed/seed-catalog';
import { BACK_OFFICE_HOST, bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { FAKE_STRIPE_WEBHOOK_SECRET, fakeStripeForEachTest } from '@server/test-support/fake-stripe';
import { deliverEvent } from '@server/test-support/payment-events';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';

const DAY_S = 86_400;

const fake = fakeStripeForEachTest();
const t = freshAppForEachTest(seedCatalog, fake.env);
const WEBHOOK_SECRET = FAKE_STRIPE_WEBHOOK_SECRET;

const event = (type: string, object: Record<string, unknown>, created = t.clock.now()) =>
  JSON.stringify({
    id: `evt_${type}_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    created: Math.floor(created.getTime() / 1000),
    data: { object },
  });

const deliver = (payload: string) =>
  deliverEvent(t.app, payload, { secret: WEBHOOK_SECRET, at: t.clock.now() });

async function isPremium(providerId: number) {
  const [row] = await t.db.query<{ is_premium: boolean }>('SELECT is_premium FROM providers WHERE id = $1', [
    providerId,
  ]);
  return row?.is_premium;
}

describe('premium through Stripe, against a local fake of Stripe’s API', () => {
  it('opens a monthly subscription checkout, and is premium on Stripe’s signed invoice only', async () => {
    const as = await signedInProvider(t, 'Atelier Abonné', '+33611111111');
    const { checkoutUrl } = bodyOf(
      await callEndpoint(
        t.app,
        premiumApi.subscribePremium,
        {},
        { as, headers: { 'accept-language': 'it' } },
      ),
    );
    const [session] = fake.sessions;
    expect(checkoutUrl).toBe(session?.url);
    expect(session).toMatchObject({
      mode: 'subscription',
      interval: 'month',
      amountTotal: 3900,
      currency: 'eur',
      locale: 'it',
      subscriptionProvider: String(as.providerId),
      successUrl: expect.stringMatching(
        /\/callback\/payment\/success\/subscription\?session=\{CHECKOUT_SESSION_ID\}$/,
      ),
      cancelUrl: expect.stringMatching(/\/callback\/payment\/cancel\/subscription$/),
    });
    expect(await isPremium(as.providerId)).toBe(false);

    const metadata = { provider_id: String(as.providerId) };
    // The checkout's completion only links the session to the subscription: it says no period.
    await deliver(
      event('checkout.session.completed', {
        id: session?.id,
        object: 'checkout.session',
        mode: 'subscription',
        subscription: 'sub_stripe_1',
        customer: 'cus_stripe_1',
        payment_status: 'paid',
        metadata,
      }),
    );
    expect(await isPremium(as.providerId)).toBe(false);
    const periodEnd = Math.floor(t.clock.now().getTime() / 1000) + 30 * DAY_S;
    // Stripe's 2025 invoices name their subscription under `parent`.
    const paid = await deliver(
      event('invoice.paid', {
        id: 'in_1',
        object: 'invoice',
        customer: 'cus_stripe_1',
        parent: { subscription_details: { subscription: 'sub_stripe_1', metadata } },
        lines: { data: [{ period: { end: periodEnd } }] },
      }),
    );
    expect(paid.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await isPremium(as.providerId)).toBe(true);
    const success = await t.app.inject({
      method: 'GET',
      url: `/callback/payment/success/subscription?session=${session?.id}`,
      headers: { host: BACK_OFFICE_HOST },
    });
    expect(success.body).toContain('notice--success');

    // A failed renewal is past due: premium ends.
    await deliver(
      event(
        'invoice.payment_failed',
        {
          id: 'in_2',
          object: 'invoice',
          customer: 'cus_stripe_1',
          parent: { subscription_details: { subscription: 'sub_stripe_1', metadata } },
        },
        new Date(t.clock.now().getTime() + 1000),
      ),
    );
    expect(await isPremium(as.providerId)).toBe(false);
    // Past due is still a running subscription: fixed on the portal, never by a second one.
    expect((await callEndpoint(t.app, premiumApi.subscribePremium, {}, { as })).status).toBe(409);
    expect((await callEndpoint(t.app, premiumApi.updatePremium, {}, { as })).status).toBe(200);
    expect(fake.sessions).toHaveLength(1);
  });

  it('opens Stripe’s billing portal for the subscription’s customer', async () => {
    const as = await signedInProvider(t, 'Atelier Portail', '+33611111112');
    await deliver(
      event('customer.subscription.created', {
        id: 'sub_portal',
        object: 'subscription',
        customer: 'cus_portal',
        status: 'active',
        cancel_at_period_end: false,
        metadata: { provider_id: String(as.providerId) },
        current_period_end: Math.floor(t.clock.now().getTime() / 1000) + 30 * DAY_S,
      }),
    );
    expect(await isPremium(as.providerId)).toBe(true);
    const { url } = bodyOf(
      await callEndpoint(t.app, premiumApi.updatePremium, {}, { as, headers: { 'accept-language': 'de' } }),
    );
    expect(fake.portals).toEqual([
      expect.objectContaining({
        url,
        customer: 'cus_portal',
        locale: 'de',
        returnUrl: expect.stringMatching(/\/callback\/payment\/cancel\/update$/),
      }),
    ]);
  });

  it('answers 502 and opens nothing when Stripe is down', async () => {
    const as = await signedInProvider(t, 'Atelier Panne', '+33611111113');
    fake.failing = true;
    const answer = await callEndpoint(t.app, premiumApi.subscribePremium, {}, { as });
    expect(answer.status).toBe(502);
    expect(await isPremium(as.providerId)).toBe(false);
  });
});
