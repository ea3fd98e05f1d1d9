import { defineElement, type ElementInstance } from '../define';
import { DatePicker, type DatePickerProps } from './date-picker';
import { datePickerManifest } from './manifest';

/**
 * `<pp-date-picker name="eventDate" data-disabled-dates='["2026-07-14"]' required>`: a date chosen in a
 * calendar or typed, submitted as `YYYY-MM-DD`. Properties `value`, `disabledDates`, `allowPast`, `label`,
 * `locale`, plus those of a form control; event `pp-date-picker-change` when the user changes the date.
 * flatpickr and its stylesheet come with this module's chunk only.
 */
export type DatePickerElement = ElementInstance<DatePickerProps>;

export interface DatePickerChangeDetail {
  /** `YYYY-MM-DD`, or '' when the user cleared the date or typed one that is refused. */
  value: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'pp-date-picker': DatePickerElement;
  }
  interface GlobalEventHandlersEventMap {
    'pp-date-picker-change': CustomEvent<DatePickerChangeDetail>;
  }
}

defineElement(datePickerManifest.tag, DatePicker, datePickerManifest);
