import * as v from 'valibot';
import { emailSchema } from '@shared/validation';
import type { Queryable } from '../db/database';
import { readEmailOutbox } from '../mail/outbox-mail-transport';
import { html, type SafeHtml } from '../pages/html';
import { renderDocument } from '../pages/layout';

const LINK = /https?:\/\/[^\s<>"']+/g;

/** An email's text as written, each address in it a link a developer can follow. */
function textWithLinks(text: string): SafeHtml[] {
  const parts: SafeHtml[] = [];
  let copied = 0;
  for (const match of text.matchAll(LINK)) {
    parts.push(html`${text.slice(copied, match.index)}`, html`<a href="${match[0]}">${match[0]}</a>`);
    copied = match.index + match[0].length;
  }
  parts.push(html`${text.slice(copied)}`);
  return parts;
}

/**
 * The development email outbox for one address (`?email=…`): a form asks for the address, then the emails
 * the outbox transport stored for it are listed, newest first, their links clickable. There is no view of
 * every address's emails.
 */
export async function emailOutboxPage(db: Queryable, email: string | undefined): Promise<string> {
  const parsed = email === undefined ? undefined : v.safeParse(emailSchema, email);
  const messages = parsed?.success ? await readEmailOutbox(db, parsed.output) : [];
  return renderDocument({
    title: 'Email outbox (development)',
    lang: 'en',
    body: html`<main id="main">
      <h1>Email outbox</h1>
      <p>
        Emails stored by the development mail transport, one address at a time. Never served in production.
      </p>
      <form method="get" action="/dev/email-outbox-page">
        <label for="outbox-email">Email address</label>
        <input id="outbox-email" name="email" type="email" required value="${email ?? ''}" />
        <button type="submit">Show its emails</button>
      </form>
      ${parsed && !parsed.success ? html`<p role="alert">This is not a valid email address.</p>` : ''}
      ${parsed?.success && messages.length === 0 ? html`<p>No email for this address yet.</p>` : ''}
      ${messages.map(
        (message) =>
          html`<article class="email-outbox__message">
            <h2>${message.subject}</h2>
            <p>To ${message.to}, <time datetime="${message.sentAt}">${message.sentAt}</time></p>
            <pre>${textWithLinks(message.text)}</pre>
          </article>`,
      )}
    </main>`,
  });
}
