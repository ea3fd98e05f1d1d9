/**
 * A stand-in for the server's `GET /dev/sms-outbox` during the element tests (a web-test-runner middleware).
 * What it answers depends on the phone asked for, so each test picks its scenario and stays independent:
 * - `+33698…`: an empty outbox;
 * - `+33699…`: a server failure (500, Fastify's error body);
 * - no phone: a 400, as the server answers (it never lists every number's SMS);
 * - any other phone: one more SMS at each request for that phone (1 SMS, then 2…), newest first, the k-th
 *   carrying the code 100000 + k.
 */
const requestsPerPhone = new Map();

function smsNumber(phone, k) {
  return {
    phone,
    text: `Votre code de vérification est ${100000 + k}. Il expire dans 10 minutes.`,
    sentAt: new Date(Date.UTC(2026, 10, 21, 10, k)).toISOString(),
  };
}

function answer(phone) {
  if (!phone) {
    return { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'phone required' } };
  }
  if (phone.startsWith('+33699')) {
    return {
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'outbox broken' },
    };
  }
  if (phone.startsWith('+33698')) return { status: 200, body: { messages: [] } };
  const count = (requestsPerPhone.get(phone) ?? 0) + 1;
  requestsPerPhone.set(phone, count);
  const messages = Array.from({ length: count }, (_, index) => smsNumber(phone, count - index));
  return { status: 200, body: { messages } };
}

/** @type {import('@web/dev-server-core').Middleware} */
export async function fakeSmsOutbox(context, next) {
  if (context.path !== '/dev/sms-outbox') return next();
  const phone = typeof context.query.phone === 'string' ? context.query.phone : '';
  const { status, body } = answer(phone);
  context.status = status;
  context.type = 'application/json';
  context.body = JSON.stringify(body);
}
