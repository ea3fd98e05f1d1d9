import type { ElementManifest } from '../define/element-manifest';
import { FIELD_CSS_PROPERTIES } from '@shared/ui/field-input/field-input-theme';
import type { PhoneMaskProps } from './phone-mask';

export const phoneMaskManifest: ElementManifest<PhoneMaskProps> = {
  tag: 'pp-phone-mask',
  module: 'widgets/phone-mask/element.ts',
  summary:
    'Phone number field formatted as it is typed for its country, whose flag it shows beside it (named for screen readers); form-associated: a plain <form> submits the number in E.164 under its name, and an invalid number makes it invalid ("Votre numéro de téléphone est invalide."). Attributes name, required and disabled work as on an <input>. A child <input> (progressive enhancement) gives the initial value and its id; the element replaces it when it upgrades, so the form gets the number once.',
  texts: ['phone-mask', 'validation', 'ui'],
  props: { country: 'string', value: 'string', label: 'string', locale: 'string' },
  propDocs: {
    country:
      "The country the number is written for (ISO code: FR, BE, GB, DE, IT, ES, PT); the site's country (from the host name) when absent. Changing it re-formats the number.",
    value:
      'The initial number (E.164 or national), restored by a form reset; else the child <input>’s value. Changed after the upgrade, it replaces the number (without a change event).',
    label:
      'The accessible name of the field when no <label for> names the child <input> (the element’s aria-label works too; default "Numéro de téléphone" in the page’s language).',
    locale:
      'The language of the messages (fr, en, nl, de, it, es, pt); else the page’s <html lang>, then the locale cookie, then the browser, then the site’s default language.',
  },
  formAssociated: true,
  events: {
    'pp-phone-mask-change': {
      description:
        'The user changed the number (never on the upgrade, a reset, or an attribute or property change).',
      detail: "{ value: string; valid: boolean } (value: the E.164 number, '' while invalid)",
    },
  },
  cssProperties: {
    ...FIELD_CSS_PROPERTIES,
  },
};
