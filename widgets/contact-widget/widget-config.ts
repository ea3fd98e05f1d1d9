import * as v from 'valibot';
import { eventTypeSchema, type EventType } from '@shared/api/contract/reference';
import type { Language } from '@shared/i18n';

/** The locale dates are written in: `data-locale` when the browser knows it (`fr-BE`), else the language. */
export function dateLocale(locale: string | undefined, language: Language): string {
  if (!locale?.trim()) return language;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(locale.trim()).length > 0 ? locale.trim() : language;
  } catch {
    return language;
  }
}

const eventTypesSchema = v.array(eventTypeSchema);

/** `data-event-types` as a list of `{slug, name}`; anything else is reported once and read as none. */
export function readEventTypes(value: unknown): readonly EventType[] {
  if (value === undefined) return [];
  const parsed = v.safeParse(eventTypesSchema, value);
  if (parsed.success) return parsed.output;
  console.warn('<pp-contact-widget> ignores data-event-types: expected a JSON list of {"slug", "name"}.');
  return [];
}

export function isProviderId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}
