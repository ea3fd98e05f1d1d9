import type { FastifyInstance } from 'fastify';
import type { PaymentState } from '@shared/api/contract/back-office/credits';
import type { Database } from '@server/db/database';
import { html } from '@server/html/html';
import type { Clock } from '@server/http/clock';
import { numberFormat } from '@server/i18n/formats';
import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import {
  SANDBOX_ACTIONS,
  SANDBOX_CHECKOUT_PATH,
  sandboxActionsFor,
  withSession,
  type SandboxAction,
  type SandboxGateway,
} from '@server/payments/sandbox-gateway';
import { CREDITS_PAGE_PATH, PAYMENT_SUCCESS_PATH } from '@server/payments/payments';
import { SESSION_PLACEHOLDER } from '@server/payments/payment-gateway';
import { backOfficePage, type BackOfficePageLanguage } from '../back-office/back-office-layout';
import type { HostPages, PageCall } from '../host-pages';
import { acceptSandboxForms, deliverSandboxEvent, postedAction, sandboxActionsForm } from './sandbox-form';

interface SandboxCheckout {
  paymentId: string;
  session: string;
  credits: number;
  amount: number;
  currency: string;
  state: PaymentState;
  confirmsLater: boolean;
}

async function checkoutOf(db: Database, session: string): Promise<SandboxCheckout | null> {
  const [row] = await db.query<{
    id: string;
    credits: number;
    gross_amount: number;
    currency: string;
    state: PaymentState;
    confirms_later: boolean;
  }>(
    `SELECT id, credits, gross_amount, currency, state, confirms_later FROM payments
     WHERE checkout_session = $1 AND gateway = 'sandbox'`,
    [session],
  );
  return row
    ? {
        paymentId: row.id,
        session,
        credits: row.credits,
        amount: row.gross_amount,
        currency: row.currency,
        state: row.state,
        confirmsLater: row.confirms_later,
      }
    : null;
}

const ACTION_LABELS: Readonly<Record<SandboxAction, ServerTranslationKey>> = {
  pay: 'payments.sandbox.pay',
  payLater: 'payments.sandbox.payLater',
  settle: 'payments.sandbox.settle',
  fail: 'payments.sandbox.fail',
  abandon: 'payments.sandbox.abandon',
};

type Call = PageCall<{ Params: { session: string } }, BackOfficePageLanguage>;

function checkoutPage(
  call: Call,
  pages: HostPages<BackOfficePageLanguage>,
  checkout: SandboxCheckout,
): string {
  const t = (key: ServerTranslationKey, values?: Record<string, string | number>) =>
    translate(call.language, key, values);
  const amount = numberFormat(call.lang, { style: 'currency', currency: checkout.currency }).format(
    checkout.amount / 100,
  );
  const actions = sandboxActionsFor(checkout.state, checkout.confirmsLater);
  return backOfficePage({
    page: call,
    urls: pages.urls,
    title: t('payments.sandbox.title'),
    lead: t('payments.sandbox.lead'),
    body: html`<dl class="sandbox-checkout__order">
        <dt>${t('payments.sandbox.order')}</dt>
        <dd>${t('payments.packDescription', { credits: checkout.credits })}</dd>
        <dt>${t('payments.sandbox.amount')}</dt>
        <dd>${amount}</dd>
      </dl>
      ${checkout.confirmsLater ? html`<p class="notice">${t('payments.sandbox.confirmsLater')}</p>` : null}
      ${
        actions.length === 0
          ? html`<p class="notice">${t('payments.sandbox.closed')}</p>
              <p><a href="${CREDITS_PAGE_PATH}">${t('payments.success.toCredits')}</a></p>`
          : sandboxActionsForm(call.request.url, actions, (action) => t(ACTION_LABELS[action]))
      }`,
  });
}

export interface SandboxCheckoutDependencies {
  db: Database;
  clock: Clock;
  gateway: SandboxGateway;
}

/**
 * The sandbox checkout's page (`PAYMENTS=sandbox`): the order and its price in the provider's language, and
 * what a real checkout's customer could do: pay (« Payer »), pay with a method that confirms later, then
 * settle it or let it fail, fail, or give up. Each button posts the page, which delivers the matching event,
 * signed, to the payment webhook through the app itself (the same verification and processing as Stripe's
 * events), then sends the browser where the gateway would: the success page, or back to the credits once
 * given up. Works without JavaScript; the post's urlencoded body is read by this plugin only.
 */
export function sandboxCheckoutPages(
  pages: HostPages<BackOfficePageLanguage>,
  { db, clock, gateway }: SandboxCheckoutDependencies,
) {
  return async (app: FastifyInstance): Promise<void> => {
    acceptSandboxForms(app);
    const own = pages.within(app);

    own.get<{ Params: { session: string } }>(SANDBOX_CHECKOUT_PATH, async (call) => {
      const checkout = await checkoutOf(db, call.request.params.session);
      return checkout ? checkoutPage(call, pages, checkout) : call.notFound();
    });

    own.post<{ Params: { session: string } }>(SANDBOX_CHECKOUT_PATH, async (call) => {
      const checkout = await checkoutOf(db, call.request.params.session);
      if (!checkout) return call.notFound();
      const action = postedAction(call.request.body, SANDBOX_ACTIONS);
      // A button of a page left open after the payment moved on: the page says where it stands now.
      if (!action || !sandboxActionsFor(checkout.state, checkout.confirmsLater).includes(action)) {
        return call.render(checkoutPage(call, pages, checkout), { status: 409 });
      }
      await deliverSandboxEvent(
        app,
        call.request.headers.host,
        gateway.signedEvent(action, checkout, clock.now()),
      );
      const back =
        action === 'abandon'
          ? CREDITS_PAGE_PATH
          : withSession(`${PAYMENT_SUCCESS_PATH}?session=${SESSION_PLACEHOLDER}`, checkout.session);
      return call.reply.redirect(back, 303);
    });
  };
}
