import type { FastifyInstance } from 'fastify';
import type { Database } from '@server/db/database';
import type { Clock } from '@server/http/clock';
import { PaymentEventRefused, type PaymentGateway } from './payment-gateway';
import { applyPaymentEvent } from './payments';

/** Where the gateway delivers its events (Stripe's dashboard names it; the sandbox posts to it itself). */
export const PAYMENT_WEBHOOK_PATH = '/webhooks/payments';

/** A Checkout event is a few kilobytes; a bigger body is refused (413) unread. */
const WEBHOOK_MAX_BYTES = 64 * 1024;

export interface PaymentWebhookDependencies {
  db: Database;
  clock: Clock;
  gateway: PaymentGateway;
}

/**
 * The payment webhook, on the back-office host: the body is kept raw (its bytes are what is signed, so this
 * plugin alone reads JSON as a Buffer), the signature checked at the app's time, then the event applied once
 * (`applyPaymentEvent`). A refused signature answers 400 and stores nothing; any verified event answers 200,
 * a replay included, so that the gateway stops delivering it; a failure to apply it answers 500 and the
 * gateway delivers it again later.
 */
export function paymentWebhook({ db, clock, gateway }: PaymentWebhookDependencies) {
  return async (app: FastifyInstance): Promise<void> => {
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    app.post(PAYMENT_WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
        return reply.code(400).send({ received: false });
      }
      const now = clock.now();
      let event;
      try {
        event = gateway.verifyEvent(request.body, signature, now);
      } catch (error) {
        if (!(error instanceof PaymentEventRefused)) throw error;
        request.log.warn({ reason: error.message }, 'a payment event was refused');
        return reply.code(400).send({ received: false });
      }
      const outcome = await applyPaymentEvent(db, gateway, event, now, request.log);
      return reply.send({ received: true, outcome });
    });
  };
}
