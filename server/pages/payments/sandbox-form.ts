import type { FastifyInstance } from 'fastify';
import { buttonClassName } from '@shared/ui/button/button-class';
import { html, type SafeHtml } from '@server/html/html';
import { PAYMENT_WEBHOOK_PATH } from '@server/payments/payment-webhook';

/**
 * What the sandbox's pages (its credits checkout, its premium checkout and billing page) have in common: a
 * form of buttons, one per thing a real gateway's customer could do, posted to the page itself, and the
 * signed event each button sends to the payment webhook as the gateway would.
 */

/** Reads the sandbox's forms (urlencoded, a button's name and value) in the plugin `app` only. */
export function acceptSandboxForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, new URLSearchParams(String(body))),
  );
}

/** The action a posted form's button names, when it is one of `actions`. */
export function postedAction<Action extends string>(
  body: unknown,
  actions: readonly Action[],
): Action | undefined {
  const form = body instanceof URLSearchParams ? body : new URLSearchParams();
  return actions.find((each) => each === form.get('action'));
}

/** The buttons of `actions`, the first the primary one, posting to `pageUrl` (its query left out). */
export function sandboxActionsForm<Action extends string>(
  pageUrl: string,
  actions: readonly Action[],
  labelOf: (action: Action) => string,
): SafeHtml {
  return html`<form method="post" action="${pageUrl.split('?', 1)[0]}" class="sandbox-checkout__actions">
    ${actions.map(
      (action, index) =>
        html`<button
          class="${buttonClassName(index === 0 ? 'primary' : 'secondary')}"
          type="submit"
          name="action"
          value="${action}"
        >
          ${labelOf(action)}
        </button> `,
    )}
  </form>`;
}

/**
 * Delivers a signed event to the payment webhook through the app itself, as the gateway would: the same
 * verification and processing as Stripe's events. A refusal is the sandbox's bug, not the customer's.
 */
export async function deliverSandboxEvent(
  app: FastifyInstance,
  host: string | undefined,
  event: { payload: string; signature: string },
): Promise<void> {
  const delivery = await app.inject({
    method: 'POST',
    url: PAYMENT_WEBHOOK_PATH,
    headers: { host: host ?? '', 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
  if (delivery.statusCode !== 200) {
    throw new Error(`the sandbox's event was refused: ${delivery.statusCode} ${delivery.body}`);
  }
}
