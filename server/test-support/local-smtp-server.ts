import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

/** One message as the SMTP server took it: its envelope and its raw text (headers and body). */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface LocalSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for the SMTP transport. */
  url: string;
  received: ReceivedMail[];
  /** Refuses the next `count` recipients with a temporary failure (451), as a busy server would. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on a free port of the loopback, without TLS or authentication, keeping what
 * it is sent: the SMTP transport's tests talk to it as to a provider's relay.
 */
export async function startLocalSmtpServer(): Promise<LocalSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusals === 0) return callback();
      refusals--;
      const error: SMTPServerError = new Error('Mailbox busy, try again later');
      error.responseCode = 451;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom === false ? '' : mailFrom.address,
          to: rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count) => void (refusals = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
