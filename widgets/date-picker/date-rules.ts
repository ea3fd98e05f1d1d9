import type { TranslationKey } from '@shared/i18n';
import { isCalendarDate, isEventDateAllowed } from '@shared/validation';

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

/** The `YYYY-MM-DD` dates of a `data-disabled-dates` value; anything else in it is ignored. */
export function disabledDatesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string' && isCalendarDate(item));
}
