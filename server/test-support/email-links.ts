import type { Queryable } from '../db/database';

export interface QueuedTestEmail {
  to: string;
  subject: string;
  text: string;
}

/** The emails queued so far, oldest first, delivered or not. */
export async function queuedEmails(db: Queryable): Promise<QueuedTestEmail[]> {
  return db.query<QueuedTestEmail>('SELECT recipient AS "to", subject, text FROM email_queue ORDER BY id');
}

/** The token of the newest confirmation link queued for `address`, read from the email as its owner would. */
export async function confirmationTokenSentTo(db: Queryable, address: string): Promise<string> {
  const sent = (await queuedEmails(db)).filter((email) => email.to === address);
  const token = /[?&]token=([\w-]+)/.exec(sent.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link was queued for ${address}`);
  return token;
}
