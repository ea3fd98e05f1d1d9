import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { Clock } from '../http/clock';
import { servedOn } from '../http/host-routing';
import { backOfficePages } from '../pages/back-office-pages';
import { registerBackOfficePages } from '../pages/back-office/back-office-page-routes';
import { countrySiteOrigin, type SiteUrls } from '../pages/seo/public-site';
import { registerNoRobots } from '../pages/seo/seo-routes';
import { registerPaymentSuccessPage } from '../pages/payments/payment-success-page';
import { sandboxCheckoutPages } from '../pages/payments/sandbox-checkout-page';
import { registerPremiumCallbackPages, sandboxPremiumPages } from '../pages/payments/premium-pages';
import type { PaymentGateway } from '../payments/payment-gateway';
import { paymentWebhook } from '../payments/payment-webhook';
import { isSandbox } from '../payments/sandbox-gateway';
import { registerTermsOfSale } from '../pages/terms-of-sale/terms-of-sale-route';

/**
 * The providers' back-office (BACK_OFFICE_HOST): the sign-in and its pages, the dashboard and the account
 * (server/pages/back-office/), the terms of sale, and the payments' pages and webhook (server/payments/): the
 * page a checkout comes back to, and the sandbox's checkout when it is the gateway; nothing there for robots to
 * index. Its API is its own tree (server/back-office/back-office-api.ts).
 */
export function backOfficePlugin({
  urls,
  db,
  clock,
  payments,
}: {
  urls: SiteUrls;
  db: Database;
  clock: Clock;
  payments: PaymentGateway | null;
}) {
  return async (app: FastifyInstance): Promise<void> => {
    servedOn(app, 'backOffice');
    const pages = backOfficePages(app, urls);
    registerBackOfficePages(pages);
    registerTermsOfSale(app, pages, undefined, (page) => countrySiteOrigin(urls, page.country));
    registerNoRobots(app);
    registerPaymentSuccessPage(pages, db);
    registerPremiumCallbackPages(pages, { db, clock });
    if (payments) await app.register(paymentWebhook({ db, clock, gateway: payments }));
    if (payments && isSandbox(payments)) {
      await app.register(sandboxCheckoutPages(pages, { db, clock, gateway: payments }));
      await app.register(sandboxPremiumPages(pages, { db, clock, gateway: payments }));
    }
  };
}
