import { createTransport } from 'nodemailer';
import { MailDeliveryError, type MailTransport } from './mail-transport';

export interface SmtpOptions {
  /** `smtps://user:password@smtp.example.com:465`, or `smtp://…:587` (STARTTLS when the server offers it). */
  url: string;
  /** The sender: `Wedding planners <no-reply@example.com>`. */
  from: string;
}

/** How long one step of a delivery may take before the attempt fails and the queue retries it later. */
const TIMEOUT_MS = 20_000;

/** The domain of the sender's address, which the Message-IDs are made in. */
function senderDomain(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/** Sends through an SMTP server (nodemailer), over a small pool of connections kept open between emails. */
export function smtpMailTransport({ url, from }: SmtpOptions): MailTransport {
  const transporter = createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  const domain = senderDomain(from);
  return {
    async send({ to, subject, text, html, key }) {
      try {
        await transporter.sendMail({
          from,
          to,
          subject,
          text,
          ...(html === null ? {} : { html }),
          messageId: `<${key}@${domain}>`,
        });
      } catch (error) {
        throw new MailDeliveryError(`SMTP delivery failed: ${(error as Error).message}`);
      }
    },
    async close() {
      transporter.close();
    },
  };
}
