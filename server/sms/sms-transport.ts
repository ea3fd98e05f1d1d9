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
