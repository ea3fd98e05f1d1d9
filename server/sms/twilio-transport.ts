import { SmsDeliveryError, SmsRecipientRefusedError, type SmsTransport } from './sms-transport';

/**
 * Twilio's error codes that refuse the number itself, whatever the moment (twilio.com/docs/api/errors): 21211
 * invalid 'To' number, 21214 'To' number cannot be reached, 21217 not a valid phone number, 21612 'To' number
 * not reachable by this route, 21614 not a mobile number. Any other refusal (our account, a limit, an outage)
 * may pass on a later attempt.
 */
export const TWILIO_RECIPIENT_REFUSALS: ReadonlySet<number> = new Set([21211, 21214, 21217, 21612, 21614]);

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
        const refusal = `Twilio refused the message (${response.status} ${body.code ?? ''}): ${body.message ?? response.statusText}`;
        throw body.code !== undefined && TWILIO_RECIPIENT_REFUSALS.has(body.code)
          ? new SmsRecipientRefusedError(refusal)
          : new SmsDeliveryError(refusal);
      }
    },
  };
}
