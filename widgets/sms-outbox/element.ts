import { defineElement, type ElementInstance } from '../define';
import { smsOutboxManifest } from './manifest';
import { SmsOutbox, type SmsOutboxProps } from './sms-outbox';

/**
 * `<pp-sms-outbox data-phone="+33612345678" data-refresh-seconds="3">`: the SMS the development server stored
 * instead of sending them. Properties `phone` and `refreshSeconds`; event `pp-sms-outbox-copy` when the user
 * copies a code.
 */
export type SmsOutboxElement = ElementInstance<SmsOutboxProps>;

export interface SmsOutboxCopyDetail {
  code: string;
  /** The number the SMS carrying the code was sent to. */
  phone: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'pp-sms-outbox': SmsOutboxElement;
  }
  interface GlobalEventHandlersEventMap {
    'pp-sms-outbox-copy': CustomEvent<SmsOutboxCopyDetail>;
  }
}

defineElement(smsOutboxManifest.tag, SmsOutbox, smsOutboxManifest);
