/** Where text messages go. Implementations: the development outbox and Twilio. */
export interface SmsTransport {
  send(message: { to: string; text: string }): Promise<void>;
}

export class SmsDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/**
 * The transport refused the number itself: not a valid phone number, or one no text message can reach. Sending
 * again cannot succeed, so the SMS queue gives the message up at once (and a lead's unlock notice refunds the
 * unlock: docs/product/back-office.md#fair-charge).
 */
export class SmsRecipientRefusedError extends SmsDeliveryError {
  constructor(message: string) {
    super(message);
    this.name = 'SmsRecipientRefusedError';
  }
}
