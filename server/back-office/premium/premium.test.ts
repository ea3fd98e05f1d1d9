import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as premiumApi from '@shared/api/contract/back-office/premium';
import { seedCatalog } from '@server/seed/seed-catalog';
import { endLapsedPremiums, premiumStandingOf, RENEWAL_GRACE_HOURS } from '@server/payments/subscriptions';
import { BACK_OFFICE_HOST, bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { deliverEvent, webhookSecretOf } from '@server/test-support/payment-events';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';

const t = freshAppForEachTest(seedCatalog);

const DAY_MS = 86_400_000;

const deliver = (payload: string, at = t.clock.now()) =>
  deliverEvent(t.app, payload, { secret: webhookSecretOf(t.config), at });

/** A subscription event as Stripe writes it, created at `created`. */
function subscriptionEvent(
  type: string,
  {
    subscription,
    providerId,
    status = 'active',
    periodEnd,
    cancelAtPeriodEnd = false,
    created,
  }: {
    subscription: string;
    providerId: number;
    status?: string;
    periodEnd: Date;
    cancelAtPeriodEnd?: boolean;
    created: Date;
  },
): string {
  return JSON.stringify({
    id: `evt_test_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(created.getTime() / 1000),
    data: {
      object: {
        id: subscription,
        object: 'subscription',
        customer: `cus_test_${providerId}`,
        status,
        cancel_at_period_end: cancelAtPeriodEnd,
        metadata: { provider_id: String(providerId) },
        items: { data: [{ current_period_end: Math.floor(periodEnd.getTime() / 1000) }] },
      },
    },
  });
}

async function isPremium(providerId: number) {
  const [row] = await t.db.query<{ is_premium: boolean }>('SELECT is_premium FROM providers WHERE id = $1', [
    providerId,
  ]);
  return row?.is_premium;
}

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: BACK_OFFICE_HOST } });
const press = (url: string, action: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { host: BACK_OFFICE_HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

describe('premium', () => {
  it('comes with the verified events of the sandbox’s « S’abonner », not with the checkout or its callback', async () => {
    const provider = await signedInProvider(t, 'Atelier Premium', '+33611111111');
    const { checkoutUrl } = bodyOf(
      await callEndpoint(t.app, premiumApi.subscribePremium, {}, { as: provider }),
    );
    const session = decodeURIComponent(checkoutUrl.split('/').at(-1) ?? '');
    expect(await isPremium(provider.providerId)).toBe(false);

    // Coming back to the success page, without any event, grants nothing.
    const early = await page(`/callback/payment/success/subscription?session=${encodeURIComponent(session)}`);
    expect(early.statusCode).toBe(200);
    for (const callback of ['/callback/payment/cancel/subscription', '/callback/payment/cancel/update']) {
      expect((await page(callback)).statusCode).toBe(200);
    }
    expect(await isPremium(provider.providerId)).toBe(false);
    expect(bodyOf(await callEndpoint(t.app, premiumApi.premiumStanding, {}, { as: provider }))).toMatchObject(
      {
        premium: false,
        status: null,
        price: 3900,
        currency: 'EUR',
      },
    );

    // A declined card sends nothing.
    expect((await press(pathOf(checkoutUrl), 'fail')).statusCode).toBe(402);
    expect(await isPremium(provider.providerId)).toBe(false);

    const subscribed = await press(pathOf(checkoutUrl), 'subscribe');
    expect(subscribed.statusCode).toBe(303);
    expect(subscribed.headers.location).toBe(
      `/callback/payment/success/subscription?session=${encodeURIComponent(session)}`,
    );
    expect(await isPremium(provider.providerId)).toBe(true);
    const standing = bodyOf(await callEndpoint(t.app, premiumApi.premiumStanding, {}, { as: provider }));
    expect(standing).toMatchObject({ premium: true, status: 'active', cancelAtPeriodEnd: false });
    expect(new Date(standing.currentPeriodEnd ?? 0).getTime()).toBeGreaterThan(
      t.clock.now().getTime() + 27 * DAY_MS,
    );
    expect((await page(String(subscribed.headers.location))).body).toContain('notice--success');

    // The page left open sends nothing again.
    const twice = await press(pathOf(checkoutUrl), 'subscribe');
    expect(twice.headers.location).toBe('/premium');
    const [{ count } = { count: '0' }] = await t.db.query<{ count: string }>(
      'SELECT count(*) FROM subscriptions WHERE provider_id = $1',
      [provider.providerId],
    );
    expect(Number(count)).toBe(1);

    const again = await callEndpoint(t.app, premiumApi.subscribePremium, {}, { as: provider });
    expect(again.status).toBe(409);
  });

  it('changes nothing on a replay, and refuses a forged event', async () => {
    const provider = await signedInProvider(t, 'Atelier Rejoué', '+33611111112');
    const now = t.clock.now();
    const created = subscriptionEvent('customer.subscription.created', {
      subscription: 'sub_replayed',
      providerId: provider.providerId,
      periodEnd: new Date(now.getTime() + 30 * DAY_MS),
      created: now,
    });
    expect((await deliver(created)).json()).toEqual({ received: true, outcome: 'applied' });
    const deleted = subscriptionEvent('customer.subscription.deleted', {
      subscription: 'sub_replayed',
      providerId: provider.providerId,
      status: 'canceled',
      periodEnd: new Date(now.getTime() + 30 * DAY_MS),
      created: new Date(now.getTime() + 1000),
    });
    const forged = await deliverEvent(t.app, deleted, { secret: 'whsec_forged', at: now });
    expect(forged.statusCode).toBe(400);
    expect(await isPremium(provider.providerId)).toBe(true);
    expect((await deliver(created)).json()).toEqual({ received: true, outcome: 'replayed' });
    expect(await isPremium(provider.providerId)).toBe(true);
  });

  it('ends right when a `deleted` arrives before an older `updated`', async () => {
    const provider = await signedInProvider(t, 'Atelier Désordre', '+33611111113');
    const now = t.clock.now();
    const periodEnd = new Date(now.getTime() + 30 * DAY_MS);
    const base = { subscription: 'sub_out_of_order', providerId: provider.providerId, periodEnd };
    await deliver(subscriptionEvent('customer.subscription.created', { ...base, created: now }));
    expect(await isPremium(provider.providerId)).toBe(true);
    const deleted = subscriptionEvent('customer.subscription.deleted', {
      ...base,
      status: 'canceled',
      created: new Date(now.getTime() + 20_000),
    });
    const olderUpdate = subscriptionEvent('customer.subscription.updated', {
      ...base,
      created: new Date(now.getTime() + 10_000),
    });
    expect((await deliver(deleted)).json()).toEqual({ received: true, outcome: 'applied' });
    expect((await deliver(olderUpdate)).json()).toEqual({ received: true, outcome: 'unchanged' });
    expect(await isPremium(provider.providerId)).toBe(false);
    expect(bodyOf(await callEndpoint(t.app, premiumApi.premiumStanding, {}, { as: provider }))).toMatchObject(
      {
        premium: false,
        status: 'canceled',
      },
    );
  });

  it('keeps premium until the period’s end once canceled at its end, then ends it', async () => {
    const provider = await signedInProvider(t, 'Atelier Fin', '+33611111114');
    const now = t.clock.now();
    const periodEnd = new Date(now.getTime() + 10 * DAY_MS);
    const base = { subscription: 'sub_period_end', providerId: provider.providerId, periodEnd };
    await deliver(subscriptionEvent('customer.subscription.created', { ...base, created: now }));
    await deliver(
      subscriptionEvent('customer.subscription.updated', {
        ...base,
        cancelAtPeriodEnd: true,
        created: new Date(now.getTime() + 1000),
      }),
    );
    expect(await isPremium(provider.providerId)).toBe(true);
    t.clock.advance(10 * DAY_MS - 60_000);
    expect(await endLapsedPremiums(t.db, t.clock.now())).toEqual([]);
    expect(await premiumStandingOf(t.db, provider.providerId, t.clock.now())).toMatchObject({
      premium: true,
      cancelAtPeriodEnd: true,
    });

    t.clock.advance(120_000);
    // Read-time first: the page's standing says it ended before the expiry check has run.
    expect((await premiumStandingOf(t.db, provider.providerId, t.clock.now())).premium).toBe(false);
    expect(await endLapsedPremiums(t.db, t.clock.now())).toEqual([provider.providerId]);
    expect(await isPremium(provider.providerId)).toBe(false);
  });

  it('keeps a renewing subscription premium through the renewal’s grace, not after', async () => {
    const provider = await signedInProvider(t, 'Atelier Renouvelé', '+33611111115');
    const now = t.clock.now();
    const periodEnd = new Date(now.getTime() + DAY_MS);
    await deliver(
      subscriptionEvent('customer.subscription.created', {
        subscription: 'sub_renewing',
        providerId: provider.providerId,
        periodEnd,
        created: now,
      }),
    );
    t.clock.advance(DAY_MS + (RENEWAL_GRACE_HOURS - 1) * 3_600_000);
    expect(await endLapsedPremiums(t.db, t.clock.now())).toEqual([]);
    t.clock.advance(2 * 3_600_000);
    expect(await endLapsedPremiums(t.db, t.clock.now())).toEqual([provider.providerId]);
  });

  it('leaves a premium set by hand (no subscription) alone', async () => {
    const provider = await signedInProvider(t, 'Atelier Démo', '+33611111116');
    await t.db.query('UPDATE providers SET is_premium = true WHERE id = $1', [provider.providerId]);
    expect(await endLapsedPremiums(t.db, t.clock.now())).toEqual([]);
    expect(await isPremium(provider.providerId)).toBe(true);
  });

  it('opens the management page only for a subscription, and cancels through it', async () => {
    const provider = await signedInProvider(t, 'Atelier Géré', '+33611111117');
    expect((await callEndpoint(t.app, premiumApi.updatePremium, {}, { as: provider })).status).toBe(409);
    const { checkoutUrl } = bodyOf(
      await callEndpoint(t.app, premiumApi.subscribePremium, {}, { as: provider }),
    );
    await press(pathOf(checkoutUrl), 'subscribe');
    const { url } = bodyOf(await callEndpoint(t.app, premiumApi.updatePremium, {}, { as: provider }));
    expect((await page(pathOf(url))).statusCode).toBe(200);
    // A token not signed by the sandbox opens nothing.
    expect((await page(`${new URL(url).pathname}x`)).statusCode).toBe(404);

    const atEnd = await press(pathOf(url), 'cancelAtPeriodEnd');
    expect(atEnd.headers.location).toBe('/callback/payment/cancel/update');
    expect(bodyOf(await callEndpoint(t.app, premiumApi.premiumStanding, {}, { as: provider }))).toMatchObject(
      {
        premium: true,
        cancelAtPeriodEnd: true,
      },
    );
    t.clock.advance(1000);
    await press(pathOf(url), 'cancelNow');
    expect(await isPremium(provider.providerId)).toBe(false);
    expect((await callEndpoint(t.app, premiumApi.updatePremium, {}, { as: provider })).status).toBe(409);
  });
});
