import type { TranslationKey } from '@shared/i18n';
import { isCalendarDate, isEventDateAllowed, type TypedDate } from '@shared/validation';

export interface DateRules {
  /** Today, `YYYY-MM-DD`. */
  today: string;
  allowPast: boolean;
  /** `YYYY-MM-DD` dates that cannot be chosen. */
  disabledDates: readonly string[];
}

/**
 * Why a date the user typed is refused (the message's key), or null when it is allowed. `date` is the
 * `YYYY-MM-DD` the text was read as, null when it could not be read as a date.
 */
export function refusalOf(date: string | null, rules: DateRules): TranslationKey | null {
  if (date === null || !isCalendarDate(date)) return 'validation.dateInvalid';
  if (!rules.allowPast && !isEventDateAllowed(date, rules.today)) return 'validation.eventDateInPast';
  if (rules.disabledDates.includes(date)) return 'datePicker.unavailable';
  return null;
}

/**
 * Why a typed text is refused, or null when it names a date the rules allow: a day that cannot be (31/02/2027)
 * is an invalid date, a text that is no date is told how to type one. An empty text is refused by no rule here
 * (whether the date is required is the form's business).
 */
export function refusalOfTyped(typed: TypedDate, rules: DateRules): TranslationKey | null {
  switch (typed.kind) {
    case 'date':
      return refusalOf(typed.date, rules);
    case 'impossible':
      return 'validation.dateInvalid';
    case 'unreadable':
      return 'datePicker.unreadable';
    case 'empty':
      return null;
  }
}

/** The `YYYY-MM-DD` dates of a `data-disabled-dates` value; anything else in it is ignored. */
export function disabledDatesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string' && isCalendarDate(item));
}
