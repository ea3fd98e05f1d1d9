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
}

export interface FakeStripe {
  /** Where the Stripe client is pointed (`STRIPE_API_URL`). */
  url: string;
  sessions: FakeCheckoutSession[];
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
 * A local fake of the part of Stripe's API the Checkout adapter calls (`POST /v1/checkout/sessions`, form
 * encoded as the stripe package sends it), on a port of its own: the adapter is tested through the real
 * client without the network. Anything else answers 404 in Stripe's error shape.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const fake: Omit<FakeStripe, 'url' | 'close'> = { sessions: [], failing: false };
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
        response.end(JSON.stringify(json));
      };
      if (fake.failing) return answer(500, { error: { type: 'api_error', message: 'fake outage' } });
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
