import { afterAll, beforeAll, beforeEach } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A checkout session as the fake keeps it: what the client asked for, and what Stripe would answer. */
export interface FakeCheckoutSession {
  id: string;
  url: string;
  clientReferenceId: string;
  amountTotal: number;
  currency: string;
  locale: string;
  successUrl: string;
  cancelUrl: string;
  /** The request's headers: its key, its idempotency key. */
  headers: IncomingMessage['headers'];
  /** `payment` or `subscription`. */
  mode: string;
  /** A subscription's billing interval (`month`), empty for a payment. */
  interval: string;
  /** The provider the subscription's metadata names. */
  subscriptionProvider: string;
}

/** A billing portal session as the fake keeps it. */
export interface FakePortalSession {
  id: string;
  url: string;
  customer: string;
  returnUrl: string;
  locale: string;
}

export interface FakeStripe {
  /** Where the Stripe client is pointed (`STRIPE_API_URL`). */
  url: string;
  sessions: FakeCheckoutSession[];
  portals: FakePortalSession[];
  /** Makes the next requests answer 500, as Stripe does when it is down. */
  failing: boolean;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * A local fake of the part of Stripe's API the Checkout adapter calls (`POST /v1/checkout/sessions` for a
 * payment or a subscription, `POST /v1/billing_portal/sessions`), form encoded as the stripe package sends it), on a port of its own: the adapter is tested through the real
 * client without the network. Anything else answers 404 in Stripe's error shape.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const fake: Omit<FakeStripe, 'url' | 'close'> = {
    sessions: [],
    portals: [],
    failing: false,
  };
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
        response.end(JSON.stringify(json));
      };
      if (fake.failing) return answer(500, { error: { type: 'api_error', message: 'fake outage' } });
      if (request.method === 'POST' && request.url === '/v1/billing_portal/sessions') {
        const form = new URLSearchParams(body);
        const id = `bps_test_${randomBytes(12).toString('hex')}`;
        const portal: FakePortalSession = {
          id,
          url: `https://billing.stripe.test/p/session/${id}`,
          customer: form.get('customer') ?? '',
          returnUrl: form.get('return_url') ?? '',
          locale: form.get('locale') ?? '',
        };
        fake.portals.push(portal);
        return answer(200, {
          id,
          object: 'billing_portal.session',
          url: portal.url,
          customer: portal.customer,
        });
      }
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
        return answer(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
      }
      const form = new URLSearchParams(body);
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const session: FakeCheckoutSession = {
        id,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        clientReferenceId: form.get('client_reference_id') ?? '',
        amountTotal: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]') ?? '',
        locale: form.get('locale') ?? '',
        successUrl: form.get('success_url') ?? '',
        cancelUrl: form.get('cancel_url') ?? '',
        headers: request.headers,
        mode: form.get('mode') ?? '',
        interval: form.get('line_items[0][price_data][recurring][interval]') ?? '',
        subscriptionProvider: form.get('subscription_data[metadata][provider_id]') ?? '',
      };
      fake.sessions.push(session);
      return answer(200, {
        id,
        object: 'checkout.session',
        url: session.url,
        client_reference_id: session.clientReferenceId,
        amount_total: session.amountTotal,
        currency: session.currency,
        payment_status: 'unpaid',
        status: 'open',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  });
}

/** The webhook secret the apps of `fakeStripeForEachTest` verify events with. */
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_test_secret';

/**
 * The frame of a test file on the Stripe adapter: one fake for the file, emptied and working again before
 * each test (register it before the app's hooks), and the settings that point an app at it
 * (`freshAppForEachTest(prepare, fake.env)`).
 */
export function fakeStripeForEachTest(): FakeStripe & { env: () => NodeJS.ProcessEnv } {
  let fake: FakeStripe | undefined;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    if (!fake) return;
    fake.sessions.length = 0;
    fake.portals.length = 0;
    fake.failing = false;
  });
  const running = () => {
    if (!fake) throw new Error('fakeStripeForEachTest: read it inside a test or a hook');
    return fake;
  };
  return {
    get url() {
      return running().url;
    },
    get sessions() {
      return running().sessions;
    },
    get portals() {
      return running().portals;
    },
    get failing() {
      return running().failing;
    },
    set failing(failing: boolean) {
      running().failing = failing;
    },
    close: () => running().close(),
    env: () => ({
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: running().url,
    }),
  };
}
