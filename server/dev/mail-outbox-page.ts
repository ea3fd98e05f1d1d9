import * as v from 'valibot';
import { emailSchema } from '@shared/validation';
import type { Queryable } from '../db/database';
import { readEmailOutbox } from '../mail/outbox-mail-transport';
import { html } from '../html/html';
import { linkedText } from '../html/linked-text';
import { renderDocument } from '../pages/layout';

/**
 * The development mail outbox for one address (`?to=…`): a form asks for the address, then the emails
 * the outbox transport stored for it are listed, newest first, their links clickable. There is no view of
 * every address's emails.
 */
export async function mailOutboxPage(db: Queryable, to: string | undefined): Promise<string> {
  const parsed = to === undefined ? undefined : v.safeParse(emailSchema, to);
  const messages = parsed?.success ? await readEmailOutbox(db, parsed.output) : [];
  return renderDocument({
    title: 'Email outbox (development)',
    lang: 'en',
    body: html`<main id="main">
      <h1>Email outbox</h1>
      <p>
        Emails stored by the development mail transport, one address at a time. Never served in production.
      </p>
      <form method="get" action="/dev/mail-outbox-page">
        <label for="outbox-email">Email address</label>
        <input id="outbox-email" name="to" type="email" required value="${to ?? ''}" />
        <button type="submit">Show its emails</button>
      </form>
      ${parsed && !parsed.success ? html`<p role="alert">This is not a valid email address.</p>` : ''}
      ${parsed?.success && messages.length === 0 ? html`<p>No email for this address yet.</p>` : ''}
      ${messages.map(
        (message) =>
          html`<article class="email-outbox__message">
            <h2>${message.subject}</h2>
            <p>To ${message.to}, <time datetime="${message.sentAt}">${message.sentAt}</time></p>
            <pre>${linkedText(message.text)}</pre>
          </article>`,
      )}
    </main>`,
  });
}
