import { defineElement, type ElementInstance } from '../define';
import { phoneMaskManifest } from './manifest';
import { PhoneMask, type PhoneMaskProps } from './phone-mask';

/**
 * `<pp-phone-mask name="phone" data-country="FR" required>`: a phone number formatted as it is typed, submitted
 * in E.164. Properties `country`, `value`, `label`, `locale`, plus those of a form control; event
 * `pp-phone-mask-change` when the user edits the number.
 */
export type PhoneMaskElement = ElementInstance<PhoneMaskProps>;

export interface PhoneMaskChangeDetail {
  /** The number in E.164 (`+33612345678`), or '' while it is empty or invalid. */
  value: string;
  valid: boolean;
}

declare global {
  interface HTMLElementTagNameMap {
    'pp-phone-mask': PhoneMaskElement;
  }
  interface GlobalEventHandlersEventMap {
    'pp-phone-mask-change': CustomEvent<PhoneMaskChangeDetail>;
  }
}

defineElement(phoneMaskManifest.tag, PhoneMask, phoneMaskManifest);
