import type { FastifyBaseLogger } from 'fastify';
import type { Currency } from '@shared/api/contract/back-office/credits';
import type { Queryable } from '@server/db/database';
import { periodicTask, type TaskLog } from '@server/queue/periodic-task';
import type { SubscriptionChange, SubscriptionStatus } from './payment-gateway';

/**
 * The premium plan's price, a month, in minor units VAT included, per currency: written here, as the packs'
 * (server/back-office/credits/credit-packs.ts), a decision of the business reviewed with the code. Stripe's
 * checkout is given it as the plan's recurring price, so no price needs creating in Stripe's dashboard.
 */
export const PREMIUM_MONTHLY_PRICE: Readonly<Record<Currency, number>> = { EUR: 3900, GBP: 3400 };

/**
 * How long an active subscription that renews stays premium past its period's end while the renewal's
 * events are on their way (Stripe charges at the period's end and finalises the invoice up to an hour later;
 * its retries run over days and say `past_due` first). A subscription canceled at its period's end has none.
 */
export const RENEWAL_GRACE_HOURS = 48;

/**
 * Whether a subscription row (`s`) makes its provider premium at `$now`: active, and its period (plus the
 * grace of a renewal) not over. Read-time and the expiry check use the same expression.
 */
export function premiumCondition(alias: string, now: string): string {
  return `(${alias}.status = 'active' AND ${alias}.current_period_end
    + CASE WHEN ${alias}.cancel_at_period_end THEN interval '0 hours' ELSE interval '${RENEWAL_GRACE_HOURS} hours' END
    > ${now})`;
}

/** Sets providers.is_premium from its subscriptions at `now`, in the caller’s transaction (written only when it moves). */
export async function syncPremium(tx: Queryable, providerId: number, now: Date): Promise<void> {
  await tx.query(
    `UPDATE providers SET is_premium = premium.is
     FROM (SELECT EXISTS (SELECT 1 FROM subscriptions s WHERE s.provider_id = $1 AND ${premiumCondition('s', '$2')}) AS is) premium
     WHERE providers.id = $1 AND providers.is_premium IS DISTINCT FROM premium.is`,
    [providerId, now],
  );
}

/**
 * The expiry check: ends the premium of providers whose subscription's period is over without an event
 * saying it renewed (canceled at the period's end, a renewal never paid). Only providers with a subscription
 * are looked at: a premium set by hand (the demo's seed) is not ours to end. Returns the providers ended.
 */
export async function endLapsedPremiums(db: Queryable, now: Date): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `UPDATE providers SET is_premium = false
     WHERE is_premium
       AND EXISTS (SELECT 1 FROM subscriptions s WHERE s.provider_id = providers.id)
       AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.provider_id = providers.id AND ${premiumCondition('s', '$1')})
     RETURNING id`,
    [now],
  );
  return rows.map((row) => row.id);
}

interface LockedSubscription {
  id: string;
  provider_id: number;
  status: SubscriptionStatus;
  older: boolean;
}

/**
 * Applies what a verified event says of a subscription, in the event's transaction: the row is created or
 * locked, moved only by an event at least as recent as the one that last moved it (the gateway's creation
 * time: a `deleted` delivered before an older `updated` stays deleted), and a canceled subscription stays
 * canceled. An event naming another provider than the row's is left for a person. The provider's premium
 * follows in the same transaction.
 */
export async function applySubscriptionChange(
  tx: Queryable,
  gateway: string,
  change: SubscriptionChange,
  eventId: string,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<{ outcome: 'applied' | 'unchanged' | 'mismatched' | 'ignored'; subscriptionId: string | null }> {
  const [provider] = await tx.query<{ id: number }>('SELECT id FROM providers WHERE id = $1', [
    change.providerId,
  ]);
  if (!provider) {
    log?.warn(
      { event: eventId, provider: change.providerId },
      'a subscription event names no provider of ours',
    );
    return { outcome: 'ignored', subscriptionId: null };
  }
  // Created when first heard of, as `incomplete` and never moved, so that this very event then moves it.
  await tx.query(
    `INSERT INTO subscriptions (provider_id, gateway, gateway_subscription, status, event_created_at, created_at,
                                updated_at)
     VALUES ($1, $2, $3, 'incomplete', NULL, $4, $4)
     ON CONFLICT (gateway, gateway_subscription) DO NOTHING`,
    [change.providerId, gateway, change.subscription, now],
  );
  const [row] = await tx.query<LockedSubscription>(
    `SELECT id, provider_id, status, coalesce(event_created_at > $3, false) AS older FROM subscriptions
     WHERE gateway = $1 AND gateway_subscription = $2 FOR UPDATE`,
    [gateway, change.subscription, change.createdAt],
  );
  if (!row) throw new Error('the subscription was not written');
  if (row.provider_id !== change.providerId) {
    log?.error({ event: eventId, subscription: row.id }, 'a subscription event names another provider');
    return { outcome: 'mismatched', subscriptionId: row.id };
  }
  // What only links (the checkout's completion) is kept whatever its time: it says nothing of the state.
  await tx.query(
    `UPDATE subscriptions SET checkout_session = coalesce(checkout_session, $2), customer = coalesce(customer, $3)
     WHERE id = $1`,
    [row.id, change.checkoutSession, change.customer],
  );
  if (change.status === 'incomplete' || row.older || row.status === 'canceled') {
    return { outcome: change.status === 'incomplete' ? 'applied' : 'unchanged', subscriptionId: row.id };
  }
  await tx.query(
    `UPDATE subscriptions SET status = $2, current_period_end = coalesce($3, current_period_end),
            cancel_at_period_end = coalesce($4, cancel_at_period_end), event_created_at = $5, updated_at = $6
     WHERE id = $1`,
    [row.id, change.status, change.currentPeriodEnd, change.cancelAtPeriodEnd, change.createdAt, now],
  );
  await syncPremium(tx, row.provider_id, now);
  return { outcome: 'applied', subscriptionId: row.id };
}

/** A provider's premium as its page shows it: its latest subscription, and whether it makes it premium now. */
export interface PremiumStanding {
  premium: boolean;
  status: SubscriptionStatus | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  subscription: { id: string; gateway: string; gatewaySubscription: string; customer: string | null } | null;
}

/** Reads the standing at `now` (read-time: the period's end counts even before the expiry check has run). */
export async function premiumStandingOf(
  db: Queryable,
  providerId: number,
  now: Date,
  where: { checkoutSession?: string } = {},
): Promise<PremiumStanding> {
  const [row] = await db.query<{
    id: string;
    gateway: string;
    gateway_subscription: string;
    customer: string | null;
    status: SubscriptionStatus;
    current_period_end: Date | null;
    cancel_at_period_end: boolean;
    premium: boolean;
  }>(
    `SELECT s.id, s.gateway, s.gateway_subscription, s.customer, s.status, s.current_period_end,
            s.cancel_at_period_end, coalesce(${premiumCondition('s', '$2')}, false) AS premium
     FROM subscriptions s
     WHERE s.provider_id = $1 AND ($3::text IS NULL OR s.checkout_session = $3)
     ORDER BY ${premiumCondition('s', '$2')} DESC NULLS LAST, s.status <> 'canceled' DESC, s.updated_at DESC,
              s.id DESC
     LIMIT 1`,
    [providerId, now, where.checkoutSession ?? null],
  );
  if (!row) {
    return {
      premium: false,
      status: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      subscription: null,
    };
  }
  return {
    premium: row.premium,
    status: row.status,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    subscription: {
      id: row.id,
      gateway: row.gateway,
      gatewaySubscription: row.gateway_subscription,
      customer: row.customer,
    },
  };
}

/** The provider and standing of a checkout session, for the page it comes back to (which has no session). */
export async function subscriptionByCheckout(
  db: Queryable,
  session: string,
  now: Date,
): Promise<PremiumStanding | null> {
  const [row] = await db.query<{ provider_id: number }>(
    'SELECT provider_id FROM subscriptions WHERE checkout_session = $1',
    [session],
  );
  return row ? premiumStandingOf(db, row.provider_id, now, { checkoutSession: session }) : null;
}

/** The back-office's premium page, and where the gateway's pages send the browser back (SPEC §7). */
export const PREMIUM_PAGE_PATH = '/premium';
export const PREMIUM_SUCCESS_PATH = '/callback/payment/success/subscription';
export const PREMIUM_CANCELED_PATH = '/callback/payment/cancel/subscription';
export const PREMIUM_UPDATED_PATH = '/callback/payment/cancel/update';

/** How often the expiry check runs: the longest a lapsed premium keeps its place in the directory. */
export const PREMIUM_EXPIRY_CHECK_MS = 15 * 60_000;

/**
 * The periodic expiry check (`endLapsedPremiums`), run by each instance like the response marks' refresh: a
 * run that finds nothing lapsed writes nothing.
 */
export function premiumExpiry({ db, clock, log }: { db: Queryable; clock: { now(): Date }; log: TaskLog }) {
  return periodicTask({
    everyMs: PREMIUM_EXPIRY_CHECK_MS,
    work: (now) => endLapsedPremiums(db, now),
    clock,
    log,
    failure: 'lapsed premiums could not be ended',
  });
}
