import * as v from 'valibot';
import { eventTypeSchema, type EventType } from '@shared/api/contract/reference';

const eventTypesSchema = v.array(eventTypeSchema);

/** `data-event-types` as a list of `{slug, name}`; anything else is reported once and read as none. */
export function readEventTypes(value: unknown): readonly EventType[] {
  if (value === undefined) return [];
  const parsed = v.safeParse(eventTypesSchema, value);
  if (parsed.success) return parsed.output;
  console.warn('<pp-contact-widget> ignores data-event-types: expected a JSON list of {"slug", "name"}.');
  return [];
}
