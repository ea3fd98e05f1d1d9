import { buttonClassName } from '@shared/ui/button/button-class';
import type { Database } from '@server/db/database';
import { html, type SafeHtml } from '@server/html/html';
import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import {
  CREDITS_PAGE_PATH,
  PAYMENT_SUCCESS_PATH,
  paymentBySession,
  type PaymentStatus,
} from '@server/payments/payments';
import { backOfficePage, type BackOfficePageLanguage } from '../back-office/back-office-layout';
import type { RouteGenericInterface } from 'fastify';
import type { HostPages, PageCall } from '../host-pages';

/** The longest checkout session id looked up: Stripe's are about 70 characters. */
const SESSION_MAX_LENGTH = 255;

function stateMessage(
  status: PaymentStatus | null,
  t: (key: ServerTranslationKey, values?: Record<string, number>) => string,
): SafeHtml {
  if (!status) return html`<p class="notice notice--error" role="alert">${t('payments.success.unknown')}</p>`;
  switch (status.state) {
    case 'paid':
      return html`<p class="notice notice--success" role="status">
        ${t('payments.success.paid', { credits: status.credits })}
      </p>`;
    case 'pending':
      return html`<p class="notice" role="status">
        ${t(status.confirmsLater ? 'payments.success.confirmsLater' : 'payments.success.pending')}
      </p>`;
    case 'failed':
      return html`<p class="notice notice--error" role="alert">${t('payments.success.failed')}</p>`;
    case 'expired':
      return html`<p class="notice notice--error" role="alert">${t('payments.success.expired')}</p>`;
  }
}

/**
 * A page a gateway sends the browser back to: where things stand and the links on from there, in the
 * back-office's frame, kept out of referrers (its address may name a checkout session). The credits' and the
 * premium's callbacks share it.
 */
export function paymentCallbackPage(
  call: PageCall<RouteGenericInterface, BackOfficePageLanguage>,
  pages: HostPages<BackOfficePageLanguage>,
  { title, message, links, status }: { title: string; message: SafeHtml; links: SafeHtml; status: number },
) {
  call.reply.header('referrer-policy', 'no-referrer');
  return call.render(
    backOfficePage({
      page: call,
      urls: pages.urls,
      title,
      section: 'credits',
      body: html`${message}
        <p class="payment-success__links">${links}</p>`,
    }),
    { status },
  );
}

/**
 * The page a checkout comes back to (SPEC §7's `/callback/payment/success/credits?session=…`). It shows where
 * the payment stands, read from the database, and grants nothing: coming back here is no proof of payment,
 * only the gateway's verified event is (server/payments/payment-webhook.ts). The session's id is one only the
 * buyer's browser was sent to, and the page shows no more than the state and the credits; a pending payment
 * offers to look again, since the event may reach us just after the browser.
 */
export function registerPaymentSuccessPage(pages: HostPages<BackOfficePageLanguage>, db: Database): void {
  pages.get<{ Querystring: Record<string, unknown> }>(PAYMENT_SUCCESS_PATH, async (call) => {
    const t = (key: ServerTranslationKey, values?: Record<string, number>) =>
      translate(call.language, key, values);
    const session = call.request.query.session;
    const status =
      typeof session === 'string' && session.length <= SESSION_MAX_LENGTH
        ? await paymentBySession(db, session)
        : null;
    const again =
      status?.state === 'pending' && typeof session === 'string'
        ? html`<a
            class="${buttonClassName('secondary')}"
            href="${PAYMENT_SUCCESS_PATH}?session=${encodeURIComponent(session)}"
            >${t('payments.success.refresh')}</a
          >`
        : null;
    const receipt =
      status?.state === 'paid'
        ? html`<a href="${CREDITS_PAGE_PATH}?receipt=${status.id}">${t('payments.success.receipt')}</a>`
        : null;
    return paymentCallbackPage(call, pages, {
      title: t('payments.success.title'),
      message: stateMessage(status, t),
      links: html`${again}
        <a class="${buttonClassName('primary')}" href="${CREDITS_PAGE_PATH}"
          >${t('payments.success.toCredits')}</a
        >
        ${receipt}`,
      status: status ? 200 : 404,
    });
  });
}
