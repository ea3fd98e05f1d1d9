import type { ElementManifest } from '../define/element-manifest';
import { FIELD_CSS_PROPERTIES } from '@shared/ui/field-input/field-input-theme';
import type { DatePickerProps } from './date-picker';
import { themeCssProperty } from '@shared/ui/theme/tokens';

export const datePickerManifest: ElementManifest<DatePickerProps> = {
  tag: 'pp-date-picker',
  module: 'widgets/date-picker/element.ts',
  summary:
    'Date field with a flatpickr calendar showing day, month name and year (e.g. 14 juillet 2026); form-associated: a plain <form> submits the date as YYYY-MM-DD under its name. Past dates are refused ("Vous ne pouvez pas choisir une date passée." / "You cannot choose a date in the past.") unless data-allow-past is present; a refused initial date (a past one, or one disabled) stays shown but makes the field invalid with that message, so the form cannot submit it unnoticed. Attributes name, required and disabled work as on an <input>. A child <input> (progressive enhancement, e.g. type="date") gives the initial date and its id; the element replaces it when it upgrades, keeping the text typed in it and the focus. Keyboard: type the date as people write it in the element’s language, day before month (12/06/2027, 12.06.2027, 12062027, 2027-06-12, 12 juin 2027), and press Enter or leave the field; a day that cannot be or a text that is no date stays as typed with its message; or ArrowDown to move into the calendar (arrows, Enter, Escape).',
  texts: ['date-picker', 'validation'],
  props: {
    value: 'string',
    disabledDates: 'json',
    allowPast: 'boolean',
    label: 'string',
    locale: 'string',
  },
  propDocs: {
    value:
      'The initial date, YYYY-MM-DD, restored by a form reset; else the child <input>’s value. Changed after the upgrade, it replaces the date (without a change event).',
    disabledDates: 'JSON array of YYYY-MM-DD dates that cannot be chosen, e.g. ["2026-07-14","2026-08-15"].',
    allowPast: 'Present: past dates can be chosen (by default they are refused).',
    label:
      'The accessible name of the field when no <label for> names the child <input> (the element’s aria-label works too; default "Date" in the page’s language).',
    locale:
      'The language of the calendar and the messages (fr, en, nl, de, it, es, pt); else the page’s <html lang>, then the locale cookie, then the browser, then the site’s default language.',
  },
  formAssociated: true,
  events: {
    'pp-date-picker-change': {
      description:
        'The user chose, typed or cleared the date (never on the upgrade, a reset, or an attribute or property change).',
      detail: "{ value: string } (YYYY-MM-DD, '' when cleared or refused)",
    },
  },
  cssProperties: {
    ...FIELD_CSS_PROPERTIES,
    '--pp-accent-color': themeCssProperty(
      '--pp-accent-color',
      'Background of the chosen day and ring of today in the calendar.',
    ),
    '--pp-accent-contrast-color': themeCssProperty(
      '--pp-accent-contrast-color',
      'Number of the chosen day, on the accent colour.',
    ),
    '--pp-surface-alt-color': themeCssProperty(
      '--pp-surface-alt-color',
      'Background of the day under the pointer or the focus.',
    ),
    '--pp-heading-font-family': themeCssProperty('--pp-heading-font-family', 'Font of the calendar’s month.'),
    '--pp-success-color': themeCssProperty(
      '--pp-success-color',
      'Colour of a confirmation in the shared theme the calendar wears (the picker itself shows none).',
    ),
    '--pp-calendar-z-index': { description: 'Stacking order of the open calendar.', default: '10' },
    '--pp-muted-color': themeCssProperty(
      '--pp-muted-color',
      'Days of the previous and next months, unavailable days and weekday names in the calendar.',
    ),
  },
};
