import { SmsDeliveryError, type SmsTransport } from './sms-transport';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or messaging service SID. */
  from: string;
  /** https://api.twilio.com, or a local fake in tests. */
  baseUrl: string;
  fetch?: typeof fetch;
}

/** Sends through Twilio's Messages API (form-encoded POST with HTTP basic auth). */
export function twilioTransport({
  accountSid,
  authToken,
  from,
  baseUrl,
  fetch = globalThis.fetch,
}: TwilioOptions): SmsTransport {
  const url = `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return {
    async send({ to, text }) {
      const form = new URLSearchParams({ To: to, Body: text });
      form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new SmsDeliveryError(`Twilio unreachable: ${(error as Error).message}`);
      }
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string; code?: number };
        throw new SmsDeliveryError(
          `Twilio refused the message (${response.status} ${body.code ?? ''}): ${body.message ?? response.statusText}`,
        );
      }
    },
  };
}
