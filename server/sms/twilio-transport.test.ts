import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SmsDeliveryError, SmsRecipientRefusedError } from './sms-transport';
import { twilioTransport } from './twilio-transport';

interface Received {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

/** A local stand-in for api.twilio.com that records what it receives and answers what the test says. */
let server: Server;
let baseUrl: string;
let received: Received[];
let answer: { status: number; body: unknown };

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => resolve(data));
  });
}

beforeEach(async () => {
  received = [];
  answer = { status: 201, body: { sid: 'SM123', status: 'queued' } };
  server = createServer(async (request, response) => {
    received.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      form: new URLSearchParams(await readBody(request)),
    });
    response
      .writeHead(answer.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

const transport = (from = '+33700000000') =>
  twilioTransport({ accountSid: 'AC42', authToken: 's3cret', from, baseUrl });

describe('twilioTransport', () => {
  it('posts the message form-encoded to the account’s Messages resource with basic auth', async () => {
    await transport().send({ to: '+33612345678', text: 'Votre code : 123456' });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/2010-04-01/Accounts/AC42/Messages.json');
    expect(request?.authorization).toBe(`Basic ${Buffer.from('AC42:s3cret').toString('base64')}`);
    expect(request?.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: '+33612345678',
      Body: 'Votre code : 123456',
      From: '+33700000000',
    });
  });

  it('sends through a messaging service when given its SID', async () => {
    await transport('MG0123').send({ to: '+33612345678', text: 'x' });
    expect(received[0]?.form.get('MessagingServiceSid')).toBe('MG0123');
    expect(received[0]?.form.has('From')).toBe(false);
  });

  it('turns a refusal into an SmsDeliveryError carrying Twilio’s message', async () => {
    answer = { status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number." } };
    const sending = transport().send({ to: '+33612345678', text: 'x' });
    await expect(sending).rejects.toBeInstanceOf(SmsDeliveryError);
    await expect(sending).rejects.toThrow(/21211.*not a valid phone number/);
    await expect(sending).rejects.toBeInstanceOf(SmsRecipientRefusedError);
  });

  it('tells a refusal of the account from a refusal of the number', async () => {
    answer = { status: 429, body: { code: 20429, message: 'Too Many Requests' } };
    const sending = transport().send({ to: '+33612345678', text: 'x' });
    await expect(sending).rejects.toBeInstanceOf(SmsDeliveryError);
    await expect(sending).rejects.not.toBeInstanceOf(SmsRecipientRefusedError);
  });

  it('turns an unreachable server into an SmsDeliveryError', async () => {
    const unreachable = twilioTransport({
      accountSid: 'AC42',
      authToken: 's',
      from: '+33700000000',
      baseUrl: 'http://127.0.0.1:1',
    });
    await expect(unreachable.send({ to: '+33612345678', text: 'x' })).rejects.toBeInstanceOf(
      SmsDeliveryError,
    );
  });
});
