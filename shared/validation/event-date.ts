import * as v from 'valibot';
import { VALIDATION_MESSAGES } from './messages';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a `YYYY-MM-DD` date that exists in the calendar (no 2025-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Today as `YYYY-MM-DD` in a time zone (default: the runtime's own). A server checking a user's date should
 * pick the zone of the site's users, not its own (often UTC).
 */
export function calendarToday(now: Date = new Date(), timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** An event date is a real date, today or later (docs/product/projects-and-requests.md#event-date). */
export function isEventDateAllowed(date: string, today: string): boolean {
  return isCalendarDate(date) && date >= today;
}

/** A `YYYY-MM-DD` date that exists in the calendar, past or not (a draft's date may have passed meanwhile). */
export const calendarDateSchema = v.config(
  v.pipe(
    v.string(VALIDATION_MESSAGES.date),
    v.length('YYYY-MM-DD'.length, VALIDATION_MESSAGES.date),
    v.check(isCalendarDate, VALIDATION_MESSAGES.date),
  ),
  { abortPipeEarly: true },
);

/**
 * A `YYYY-MM-DD` event date not before `today` (itself `YYYY-MM-DD`). Without `today`, the runtime's date
 * is read at each validation, so a long-lived schema does not freeze the day it was created.
 */
export function eventDateSchema(today?: string) {
  return v.config(
    v.pipe(
      calendarDateSchema,
      v.check((date) => date >= (today ?? calendarToday()), VALIDATION_MESSAGES.eventDateInPast),
    ),
    { abortPipeEarly: true },
  );
}
