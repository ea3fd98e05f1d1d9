import type { FastifyInstance } from 'fastify';
import { buttonClassName } from '@shared/ui/button/button-class';
import { isCountryCode } from '@shared/sites';
import type { Database } from '@server/db/database';
import { html, type SafeHtml } from '@server/html/html';
import type { Clock } from '@server/http/clock';
import { dateTimeFormat, numberFormat } from '@server/i18n/formats';
import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import { currencyOf } from '@server/back-office/credits/credit-packs';
import {
  SANDBOX_BILLING_ACTIONS,
  SANDBOX_BILLING_PATH,
  SANDBOX_SUBSCRIBE_ACTIONS,
  SANDBOX_SUBSCRIBE_PATH,
  withSession,
  type SandboxBillingAction,
  type SandboxGateway,
} from '@server/payments/sandbox-gateway';
import {
  PREMIUM_CANCELED_PATH,
  PREMIUM_MONTHLY_PRICE,
  PREMIUM_PAGE_PATH,
  PREMIUM_SUCCESS_PATH,
  PREMIUM_UPDATED_PATH,
  subscriptionByCheckout,
} from '@server/payments/subscriptions';
import { backOfficePage, type BackOfficePageLanguage } from '../back-office/back-office-layout';
import type { HostPages } from '../host-pages';
import { paymentCallbackPage } from './payment-success-page';
import { acceptSandboxForms, deliverSandboxEvent, postedAction, sandboxActionsForm } from './sandbox-form';

const SESSION_MAX_LENGTH = 255;

type T = (key: ServerTranslationKey, values?: Record<string, string | number>) => string;

const toPremium = (t: T) =>
  html`<a class="${buttonClassName('primary')}" href="${PREMIUM_PAGE_PATH}"
    >${t('payments.premium.success.toPremium')}</a
  >`;

/**
 * The premium's callbacks (SPEC §7): the subscription checkout's success, given up, and the return from the
 * gateway's management page. They show where things stand and change nothing: coming back is no proof of
 * payment, only the gateway's verified events are (server/payments/payment-webhook.ts). The success page
 * finds the subscription by its checkout session (an id only its buyer's browser was sent to), and offers to
 * look again while the events are on their way.
 */
export function registerPremiumCallbackPages(
  pages: HostPages<BackOfficePageLanguage>,
  { db, clock }: { db: Database; clock: Clock },
): void {
  pages.get<{ Querystring: Record<string, unknown> }>(PREMIUM_SUCCESS_PATH, async (call) => {
    const t: T = (key, values) => translate(call.language, key, values);
    const session = call.request.query.session;
    const known = typeof session === 'string' && session.length > 0 && session.length <= SESSION_MAX_LENGTH;
    const standing = known ? await subscriptionByCheckout(db, session, clock.now()) : null;
    let message: SafeHtml;
    if (standing?.premium && standing.currentPeriodEnd) {
      const date = dateTimeFormat(call.lang, { dateStyle: 'long' }).format(standing.currentPeriodEnd);
      message = html`<p class="notice notice--success" role="status">
        ${t('payments.premium.success.active', { date })}
      </p>`;
    } else if (standing?.status === 'canceled' || standing?.status === 'past_due') {
      message = html`<p class="notice notice--error" role="alert">${t('payments.premium.success.ended')}</p>`;
    } else if (known) {
      // Not heard of yet, or linked before its period is known: the events follow the browser closely.
      message = html`<p class="notice" role="status">${t('payments.premium.success.pending')}</p>`;
    } else {
      message = html`<p class="notice notice--error" role="alert">
        ${t('payments.premium.success.unknown')}
      </p>`;
    }
    const again =
      known && !standing?.premium && standing?.status !== 'canceled'
        ? html`<a
            class="${buttonClassName('secondary')}"
            href="${PREMIUM_SUCCESS_PATH}?session=${encodeURIComponent(session)}"
            >${t('payments.premium.success.refresh')}</a
          >`
        : null;
    return paymentCallbackPage(call, pages, {
      title: t('payments.premium.success.title'),
      message,
      links: html`${again} ${toPremium(t)}`,
      status: known ? 200 : 404,
    });
  });

  for (const [path, texts] of [
    [PREMIUM_CANCELED_PATH, 'canceled'],
    [PREMIUM_UPDATED_PATH, 'updated'],
  ] as const) {
    pages.get(path, async (call) => {
      const t: T = (key, values) => translate(call.language, key, values);
      return paymentCallbackPage(call, pages, {
        title: t(`payments.premium.${texts}.title`),
        message: html`<p class="notice" role="status">${t(`payments.premium.${texts}.message`)}</p>`,
        links: toPremium(t),
        status: 200,
      });
    });
  }
}

const BILLING_LABELS: Readonly<Record<SandboxBillingAction, ServerTranslationKey>> = {
  cancelAtPeriodEnd: 'payments.premium.billing.cancelAtPeriodEnd',
  resume: 'payments.premium.billing.resume',
  cancelNow: 'payments.premium.billing.cancelNow',
};

interface SandboxRow {
  provider_id: number;
  customer: string | null;
  status: string;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
}

/**
 * The sandbox's premium pages (`PAYMENTS=sandbox`): its subscription checkout (« S'abonner », a declined
 * card, giving up) and its management page (cancel at the period's end, resume, cancel now), what Stripe's
 * Checkout and billing portal let a customer do. Each action delivers the matching events, signed, to the
 * payment webhook through the app itself, then sends the browser where Stripe would. Their addresses carry
 * what they are about, signed with the sandbox's secret. Works without JavaScript.
 */
export function sandboxPremiumPages(
  pages: HostPages<BackOfficePageLanguage>,
  { db, clock, gateway }: { db: Database; clock: Clock; gateway: SandboxGateway },
) {
  return async (app: FastifyInstance): Promise<void> => {
    acceptSandboxForms(app);
    const own = pages.within(app);
    const deliver = (host: string | undefined, event: { payload: string; signature: string }) =>
      deliverSandboxEvent(app, host, event);

    type SubscribeCall = Parameters<Parameters<typeof own.get<{ Params: { session: string } }>>[1]>[0];
    const subscribePage = async (call: SubscribeCall, providerId: number, declined: boolean) => {
      const t: T = (key, values) => translate(call.language, key, values);
      const [row] = await db.query<{ country: string }>('SELECT country FROM providers WHERE id = $1', [
        providerId,
      ]);
      const currency = currencyOf(row && isCountryCode(row.country) ? row.country : 'FR');
      const price = numberFormat(call.lang, { style: 'currency', currency }).format(
        PREMIUM_MONTHLY_PRICE[currency] / 100,
      );
      return backOfficePage({
        page: call,
        urls: pages.urls,
        title: t('payments.premium.sandbox.title'),
        lead: t('payments.premium.sandbox.lead'),
        body: html`<dl class="sandbox-checkout__order">
            <dt>${t('payments.sandbox.order')}</dt>
            <dd>${t('payments.premium.plan')}</dd>
            <dt>${t('payments.premium.sandbox.price')}</dt>
            <dd>${price}</dd>
          </dl>
          ${
            declined
              ? html`<p class="notice notice--error" role="alert">
                  ${t('payments.premium.sandbox.declined')}
                </p>`
              : null
          }
          ${sandboxActionsForm(call.request.url, SANDBOX_SUBSCRIBE_ACTIONS, (action) =>
            t(`payments.premium.sandbox.${action}`),
          )}`,
      });
    };

    own.get<{ Params: { session: string } }>(SANDBOX_SUBSCRIBE_PATH, async (call) => {
      const providerId = gateway.subscriptionCheckoutOf(call.request.params.session);
      return providerId === null ? call.notFound() : subscribePage(call, providerId, false);
    });

    own.post<{ Params: { session: string } }>(SANDBOX_SUBSCRIBE_PATH, async (call) => {
      const { session } = call.request.params;
      const providerId = gateway.subscriptionCheckoutOf(session);
      if (providerId === null) return call.notFound();
      const action = postedAction(call.request.body, SANDBOX_SUBSCRIBE_ACTIONS);
      if (action === 'abandon') return call.reply.redirect(PREMIUM_CANCELED_PATH, 303);
      // A declined card leaves the checkout open, as Stripe's does: nothing is sent.
      if (action !== 'subscribe')
        return call.render(await subscribePage(call, providerId, true), { status: 402 });
      // A checkout completes once, as Stripe's: a page left open (the back button) or a provider already
      // premium gets the success page's answer, and nothing is sent again.
      const [used] = await db.query<{ used: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM subscriptions WHERE checkout_session = $1)
                OR EXISTS (SELECT 1 FROM providers WHERE id = $2 AND is_premium) AS used`,
        [session, providerId],
      );
      if (used?.used) return call.reply.redirect(PREMIUM_PAGE_PATH, 303);
      for (const event of gateway.subscribedEvents(session, providerId, clock.now())) {
        await deliver(call.request.headers.host, event);
      }
      return call.reply.redirect(
        withSession(`${PREMIUM_SUCCESS_PATH}?session={CHECKOUT_SESSION_ID}`, session),
        303,
      );
    });

    const subscriptionOf = async (token: string) => {
      const subscription = gateway.managedSubscriptionOf(token);
      if (!subscription) return null;
      const [row] = await db.query<SandboxRow>(
        `SELECT provider_id, customer, status, current_period_end, cancel_at_period_end FROM subscriptions
         WHERE gateway = 'sandbox' AND gateway_subscription = $1`,
        [subscription],
      );
      return row ? { subscription, row } : null;
    };
    const actionsFor = (row: SandboxRow): readonly SandboxBillingAction[] =>
      row.status === 'canceled' || !row.current_period_end
        ? []
        : SANDBOX_BILLING_ACTIONS.filter(
            (action) => action !== (row.cancel_at_period_end ? 'cancelAtPeriodEnd' : 'resume'),
          );

    type BillingCall = Parameters<Parameters<typeof own.get<{ Params: { token: string } }>>[1]>[0];
    const billingPage = (call: BillingCall, row: SandboxRow) => {
      const t: T = (key, values) => translate(call.language, key, values);
      const actions = actionsFor(row);
      const date = row.current_period_end
        ? dateTimeFormat(call.lang, { dateStyle: 'long' }).format(row.current_period_end)
        : '';
      return backOfficePage({
        page: call,
        urls: pages.urls,
        title: t('payments.premium.billing.title'),
        lead: t('payments.premium.sandbox.lead'),
        body:
          actions.length === 0
            ? html`<p class="notice">${t('payments.premium.billing.closed')}</p>
                <p>${toPremium(t)}</p>`
            : html`<p class="notice" role="status">
                  ${t(row.cancel_at_period_end ? 'payments.premium.billing.ends' : 'payments.premium.billing.renews', { date })}
                </p>
                ${sandboxActionsForm(call.request.url, actions, (action) => t(BILLING_LABELS[action]))}`,
      });
    };

    own.get<{ Params: { token: string } }>(SANDBOX_BILLING_PATH, async (call) => {
      const found = await subscriptionOf(call.request.params.token);
      return found ? billingPage(call, found.row) : call.notFound();
    });

    own.post<{ Params: { token: string } }>(SANDBOX_BILLING_PATH, async (call) => {
      const found = await subscriptionOf(call.request.params.token);
      if (!found) return call.notFound();
      const { row, subscription } = found;
      const action = postedAction(call.request.body, SANDBOX_BILLING_ACTIONS);
      if (!action || !actionsFor(row).includes(action) || !row.current_period_end) {
        return call.render(billingPage(call, row), { status: 409 });
      }
      const event = gateway.billingEvent(
        action,
        {
          subscription,
          customer: row.customer ?? `cus_sbx_${row.provider_id}`,
          providerId: row.provider_id,
          currentPeriodEnd: row.current_period_end,
          cancelAtPeriodEnd: row.cancel_at_period_end,
        },
        clock.now(),
      );
      await deliver(call.request.headers.host, event);
      return call.reply.redirect(PREMIUM_UPDATED_PATH, 303);
    });
  };
}
