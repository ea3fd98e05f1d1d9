import * as v from 'valibot';
import { phoneE164Schema } from '@shared/validation';
import { DEMO_COUPLE_PHONE } from '../seed/demo-phones';
import { html } from '@server/html/html';
import { renderDocument } from './layout';

/**
 * The development outbox for one phone number (`?phone=+33…`): a form asks for the number, and the outbox
 * element shows its SMS once the number is valid. There is no view of every number's messages.
 */
export function smsOutboxPage(phone: string | undefined): string {
  const valid = phone !== undefined && v.is(phoneE164Schema, phone);
  return renderDocument({
    title: 'SMS outbox (development)',
    lang: 'en',
    body: html`<main id="main">
      <h1>SMS outbox</h1>
      <p>
        Codes sent by the development SMS transport, one phone number at a time. Never served in production.
      </p>
      <form method="get" action="/dev/sms-outbox-page">
        <label for="outbox-phone">Phone number, international format (${DEMO_COUPLE_PHONE})</label>
        <input id="outbox-phone" name="phone" type="tel" required value="${phone ?? ''}" />
        <button type="submit">Show its SMS</button>
      </form>
      ${phone !== undefined && !valid ? html`<p role="alert">This is not a valid phone number.</p>` : ''}
      ${
        valid
          ? html`<pp-sms-outbox
              data-phone="${phone}"
              data-refresh-seconds="3"
              data-load-on="load"
            ></pp-sms-outbox>`
          : ''
      }
    </main>`,
  });
}
