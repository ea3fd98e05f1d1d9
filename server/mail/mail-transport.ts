/** One email as a transport sends it: its plain text, and its HTML part (none for an email queued before it had one). */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /**
   * The queued email's own key, the same on every attempt: the SMTP transport makes its Message-ID of it, so a
   * receiver can drop a copy sent again after a worker died between sending and recording it.
   */
  key: string;
}

/** Where emails go. Implementations: the development outbox and SMTP. */
export interface MailTransport {
  send(email: OutgoingEmail): Promise<void>;
  /** Ends its connections, when it keeps any. */
  close?(): Promise<void>;
}

export class MailDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}
