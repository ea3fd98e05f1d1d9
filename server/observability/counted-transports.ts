import type { MailTransport } from '../mail/mail-transport';
import { SmsRecipientRefusedError, type SmsTransport } from '../sms/sms-transport';
import type { Meters } from './app-metrics';

/**
 * The text-message transport, counting each message it is given (sign-in codes sent at once, and the
 * queue's): sent, failed (the worker tries again) or refused (the number itself is refused, for good).
 */
export function countedSmsTransport(transport: SmsTransport, meters: Meters): SmsTransport {
  return {
    async send(message) {
      try {
        await transport.send(message);
      } catch (error) {
        meters.delivery('sms', error instanceof SmsRecipientRefusedError ? 'refused' : 'failed');
        throw error;
      }
      meters.delivery('sms', 'sent');
    },
  };
}

/** The mail transport, counting each email the queue's worker hands it: sent or failed (tried again). */
export function countedMailTransport(transport: MailTransport, meters: Meters): MailTransport {
  return {
    async send(email) {
      try {
        await transport.send(email);
      } catch (error) {
        meters.delivery('email', 'failed');
        throw error;
      }
      meters.delivery('email', 'sent');
    },
    close: async () => transport.close?.(),
  };
}
